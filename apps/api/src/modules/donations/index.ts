/**
 * Donations to verified ONGs: giving (signed in or as a guest), certificates and their numbers, the ONG's
 * received donations. A donation is a payment of `payments` with the purpose `donation`.
 * What other modules may use is exported here.
 */
export { default as donationRoutes } from './routes/index.js';
