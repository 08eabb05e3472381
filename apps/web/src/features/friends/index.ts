/** What other features' pages may use from `friends` (scripts/check-boundaries.mjs). */
export { sendPendingInvite } from './lib/send-pending-invite';
