// What other modules use of gifts: adding one (imports), freeing a reserved gift, refusing a fund, telling the
// owners a gift is given, who may fix a product (scan's price checks).
export { freeReservedGift } from './free-reserved-gift.js';
export { addGift, MAX_GIFTS_PER_LIST, productEditableBy, refuseFund, tellOwnerGiven } from './service.js';
