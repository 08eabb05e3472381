/**
 * The wallet: balances and movements, saved cards and bank accounts, sending money (to a friend, for a list or an
 * event, toward a group gift, as a guest), payouts. It gives money through `payments`, as the purpose `gift`.
 * What other modules may use is exported here.
 */
export { recountMovements } from './movements.js';
export { default as walletRoutes } from './routes/index.js';
