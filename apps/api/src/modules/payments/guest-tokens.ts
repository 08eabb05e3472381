import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import { type PaymentRow, purposeOf } from './purposes.js';

/** A guest's proof (browser or e-mailed link): 32 random bytes; only its SHA-256 is stored. */
export function newGuestToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashGuestToken(token) };
}
export const hashGuestToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A guest's payment succeeded: their receipt leaves by e-mail through the outbox, in the transaction that
 * recorded the success (so it is sent exactly when the money moved). The link's token is new and only e-mailed;
 * what the e-mail says is the payment's purpose's (`guestReceiptMail`).
 */
export async function mailGuestReceipt(app: AppContext, tx: Db, p: PaymentRow) {
  if (p.payerId || !p.payerEmail) return;
  const { token, hash } = newGuestToken();
  await tx.update(payments).set({ receiptTokenHash: hash }).where(eq(payments.id, p.id));
  await app.mailer.send(await purposeOf(app, p).guestReceiptMail(app, tx, p, token), tx);
}

/**
 * A guest's delayed payment is waiting for their transfer or voucher: the link to its instructions leaves by
 * e-mail (a new token, only e-mailed), so they can pay later from another device. Said by the payment's purpose
 * (`guestWaitingMail`); a purpose without one sends nothing.
 */
export async function mailGuestInstructions(app: AppContext, tx: Db, p: PaymentRow) {
  const waitingMail = purposeOf(app, p).guestWaitingMail;
  if (p.payerId || !p.payerEmail || !waitingMail) return;
  const { token, hash } = newGuestToken();
  await tx.update(payments).set({ instructionsTokenHash: hash }).where(eq(payments.id, p.id));
  await app.mailer.send(await waitingMail(app, tx, p, token), tx);
}
