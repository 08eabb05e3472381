/** What other features' pages may use from `friends` (scripts/check-boundaries.mjs). */

/** My friends, page by page (the wallet's "Enviar dinero" chooses one). */
export { friendsQueryOptions } from './api/get-friends';
export { sendPendingInvite } from './lib/send-pending-invite';
