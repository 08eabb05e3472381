// What other modules use of thanks: which received gifts still wait for a thank-you.
export { unthankedByList } from './received.js';
