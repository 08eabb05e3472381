import { formatMoney, quoted } from '@detalle/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { PaymentRow } from './purposes.js';
import { payerShownToRecipient } from './rules.js';

/**
 * What every "you received money" notice says, whatever the money was for: who gave (only when they are shown to
 * the recipient), how much, and their message — held back with the name, since it may be signed (a guest's too).
 */
export async function receivedWords(tx: Db, p: PaymentRow) {
  const shown = await payerShownToRecipient(tx, p);
  const [payer] =
    shown && p.payerId !== null
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, p.payerId))
      : [];
  return {
    payer: payer ?? null,
    money: formatMoney({ amount: p.amount, currency: p.currency }),
    note: shown && p.message ? quoted(p.message) : 'Lo tienes en tu billetera.',
  };
}
