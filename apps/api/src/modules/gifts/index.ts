// What other modules use of gifts: adding one (imports), freeing a reserved gift, refusing a fund, telling the
// owner a gift is given.
export { freeReservedGift } from './free-reserved-gift.js';
export { addGift, MAX_GIFTS_PER_LIST, refuseFund, tellOwnerGiven } from './service.js';
