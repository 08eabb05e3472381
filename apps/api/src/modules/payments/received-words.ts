import { formatMoney, moneyStateWords, quoted, shownName } from '@detalle/contract';
import { eq } from 'drizzle-orm';
import { today } from '../../days.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { PaymentRow } from './purposes.js';
import { payerShownToRecipient } from './rules.js';

/**
 * What every "you received money" notice says, whatever the money was for: who gave (only when they are shown to
 * the recipient, named as `shownName` says: a first name, or a guest's as they typed it), how much, their
 * message — held back with the name, since it may be signed (a guest's too) — and where the money is, in the
 * words the receipt and the wallet use (`moneyStateWords`): "Disponible", or "Disponible el 12 Dic 2026" while it
 * waits for the list's date.
 */
export async function receivedWords(tx: Db, p: PaymentRow) {
  const shown = await payerShownToRecipient(tx, p);
  const [account] =
    shown && p.payerId !== null
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, p.payerId))
      : [];
  const name = shown ? (account?.name ?? p.payerName) : null;
  const state = `Estado: ${moneyStateWords(p, 'recipient', today())}.`;
  return {
    payer: name ? { name: shownName(name) } : null,
    money: formatMoney({ amount: p.amount, currency: p.currency }),
    note: shown && p.message ? `${quoted(p.message)} · ${state}` : state,
  };
}
