import { today } from '../../days.js';
import type { Db } from '../../db/client.js';
import type { payments } from '../../db/schema/index.js';
import { giverShown, isListRevealed } from '../lists/index.js';

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
 * Whether the recipient may see who gave, and what they wrote: money about a list keeps the list's secret until
 * its reveal (`lists/reveal.ts`: the owner sees "Aportado 45 €", never by whom); then, and for money not about a
 * list, the giver shows only if they chose so. The message is held back with the name, since it may sign it.
 */
export async function payerShownToRecipient(
  db: Db,
  p: Pick<typeof payments.$inferSelect, 'showName' | 'listId'>,
): Promise<boolean> {
  return giverShown({ showName: p.showName, revealed: await isListRevealed(db, p.listId) });
}
