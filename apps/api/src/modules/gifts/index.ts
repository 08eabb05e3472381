// What other modules use of gifts: freeing a reserved gift, refusing a fund, telling the owner a gift is given.
export { freeReservedGift } from './free-reserved-gift.js';
export { refuseFund, tellOwnerGiven } from './service.js';
