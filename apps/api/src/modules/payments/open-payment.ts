import { isDelayedMethod, METHOD_RULES } from '@detalle/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { OPEN_PAYMENT_STATUSES, payments, users } from '../../db/schema/index.js';
import { type AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { QUEUES } from '../../plugins/jobs.js';
import { assertCanReceiveMoney } from '../ongs/index.js';
import { type NewPayment, type PaymentRow, purposeOf } from './purposes.js';

/**
 * Money that has not arrived is not money. A payment is written `processing` before its card is charged and
 * stays open (`processing`, `requires_action`) until the provider says how it ended. While open it only *holds*
 * what it is for (its purpose's `hold`: a group gift's share of the goal), and only until `expiresAt`: a job then
 * asks the provider, cancels what is still unconfirmed and frees the hold (`expiry.ts`). What succeeded is given
 * (the purpose's `settled`).
 */
export type { NewPayment, PaymentRow };

/** Whether the payment still waits for its money (and so holds its share). */
export const isOpen = (p: PaymentRow) => (OPEN_PAYMENT_STATUSES as readonly string[]).includes(p.status);

/** Whether an open payment's hold is over. */
export const timeIsUp = (p: PaymentRow) => p.expiresAt !== null && p.expiresAt.getTime() <= Date.now();

/** Why an open payment ended at the end of its hold, as the payer reads it. */
export const EXPIRED_FAILURE =
  'No se confirmó con el banco a tiempo, así que se ha cancelado. No se ha cobrado nada.';
/** Why a delayed payment ended with nothing arrived when its instructions expired. */
export const LAPSED_FAILURE =
  'El dinero no llegó antes de que caducara la referencia, así que la hemos anulado. No se ha cobrado nada; si aún quieres regalar, vuelve a empezar.';

/** Why an open payment ends when its time is up, by how it was paid. */
export const expiredFailure = (p: Pick<PaymentRow, 'method'>) =>
  isDelayedMethod(p.method) ? LAPSED_FAILURE : EXPIRED_FAILURE;

/**
 * Writes a payment about to be charged, in the caller's transaction: every path that gives money (a signed-in
 * giver, a guest, a donation) goes through here, so none can skip a rule:
 * - the recipient's account is locked against deletion until this transaction ends (`FOR KEY SHARE`; deleting an
 *   account takes `FOR UPDATE` and refuses while a payment to it is open), and one already gone is a 404;
 * - an ONG receives only while verified (its row held `FOR SHARE` until this transaction ends);
 * - what the payment is for is held by its purpose (a group gift's share, under the gift's lock, within its goal);
 * - the payment's expiry is set and its job queued with it (the outbox), so it can never stay open for ever.
 */
export async function openPayment(app: AppContext, tx: Db, values: NewPayment): Promise<PaymentRow> {
  await lockRecipient(tx, values.recipientId);
  await assertCanReceiveMoney(tx, values.recipientId);
  await purposeOf(app, { kind: values.kind ?? 'gift' }).hold(tx, values);
  // A card's hold lasts minutes; a transfer's or voucher's instructions stay valid for days.
  const expiresAt = new Date(Date.now() + METHOD_RULES[values.method ?? 'card'].waitMinutes * 60_000);
  const [row] = await tx
    .insert(payments)
    .values({ ...values, status: 'processing', expiresAt })
    .returning();
  if (!row) throw new Error('payment not stored');
  await app.jobs.send(QUEUES.expirePayment, { paymentId: row.id }, { tx, startAfter: expiresAt });
  return row;
}

const personGone = () => notFound('No encontramos a esa persona. Puede que ya no use Detalle.');

/**
 * The recipient's row, held until the transaction ends so the account cannot be deleted meanwhile. `gone` is the
 * caller's own "not found" (a donation speaks of an ONG).
 */
export async function lockRecipient(tx: Db, recipientId: string, gone: () => AppError = personGone) {
  if (!isUuid(recipientId)) throw gone();
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, recipientId))
    .for('key share');
  if (!row) throw gone();
}
