export * from './guardians.js';
/** A profile as its guardians read it: what the wallet answers after moving money out of its hucha. */
export { readDependent } from './service.js';
