// What other modules use of thanks: which received gifts still wait for a thank-you, and what a receipt may thank for.
export { thankableOnReceipt, unthankedByList } from './received.js';
