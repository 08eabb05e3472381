import { today } from '../../days.js';
import type { payments } from '../../db/schema/index.js';

export { today };

/**
 * Who may give a payment back, and while when:
 * - its recipient, while the money is still in their wallet (pending or available, not withdrawn);
 * - its payer, while the money is still pending (before the list's date): after that it is the recipient's.
 */
export function canRefund(p: typeof payments.$inferSelect, callerId: string): boolean {
  if (p.status !== 'succeeded' || p.refunded >= p.amount) return false;
  if (callerId === p.recipientId) return true;
  return callerId === p.payerId && p.availableOn !== null && p.availableOn > today();
}

/**
 * Whether the recipient may see who gave: only when the giver chose so, and never for money toward one of
 * the gifts of their list — the list's surprise rule (the owner sees that a gift is taken, never by whom)
 * holds for group gifts too, until the reveal.
 */
export const payerShownToRecipient = (p: Pick<typeof payments.$inferSelect, 'showName' | 'giftId'>) =>
  p.showName && p.giftId === null;
