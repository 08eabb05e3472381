import { formatMoney, PAYMENT_HOLD_MINUTES } from '@detalle/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { gifts, lists, OPEN_PAYMENT_STATUSES, payments, products, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { QUEUES } from '../../plugins/jobs.js';
import { contributionsClosed, goalOf } from '../lists/funding.js';
import { assertCanReceiveMoney } from '../ongs/receiving.js';

/**
 * Money that has not arrived is not money. A payment is written `processing` before its card is charged and
 * stays open (`processing`, `requires_action`) until the provider says how it ended. While open it only *holds*
 * its share of a group gift's goal (`gifts.held`, shown apart as "en camino"), and only until `expiresAt`: a job
 * then asks the provider, cancels what is still unconfirmed and frees the share (`expiry.ts`). What succeeded
 * moves from `held` to `contributed`.
 */
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'status' | 'expiresAt'>;

const HOLD_MS = PAYMENT_HOLD_MINUTES * 60_000;

/** Whether the payment still waits for its money (and so holds its share). */
export const isOpen = (p: PaymentRow) => (OPEN_PAYMENT_STATUSES as readonly string[]).includes(p.status);

/** Whether an open payment's hold is over. */
export const timeIsUp = (p: PaymentRow) => p.expiresAt !== null && p.expiresAt.getTime() <= Date.now();

/** Why an open payment ended at the end of its hold, as the payer reads it. */
export const EXPIRED_FAILURE =
  'No se confirmó con el banco a tiempo, así que se ha cancelado. No se ha cobrado nada.';

/**
 * Writes a payment about to be charged, in the caller's transaction: every path that gives money (a signed-in
 * giver, a guest, a donation) goes through here, so none can skip a rule:
 * - the recipient's account is locked against deletion until this transaction ends (`FOR KEY SHARE`; deleting an
 *   account takes `FOR UPDATE` and refuses while a payment to it is open), and one already gone is a 404;
 * - an ONG receives only while verified (its row held `FOR SHARE` until this transaction ends);
 * - a group gift's share is held under the gift's lock, within its goal;
 * - the payment's expiry is set and its job queued with it (the outbox), so it can never stay open for ever.
 */
export async function openPayment(app: AppContext, tx: Db, values: NewPayment): Promise<PaymentRow> {
  await lockRecipient(tx, values.recipientId);
  await assertCanReceiveMoney(tx, values.recipientId);
  if (values.giftId) await holdContribution(tx, values.giftId, values.amount, values.currency);
  const expiresAt = new Date(Date.now() + HOLD_MS);
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

/**
 * A group gift's or fund's goal holds however many give at once: the gift's row is locked while what is still
 * missing (the goal less what was given and what is on its way) is read and the share held. A fund without a
 * target has no "missing" limit.
 */
export async function holdContribution(tx: Db, giftId: string, amount: number, currency: string) {
  const [gift] = await tx
    .select({
      row: gifts,
      listDate: lists.date,
      price: products.priceMinor,
      currency: products.currency,
    })
    .from(gifts)
    .innerJoin(products, eq(products.id, gifts.productId))
    .innerJoin(lists, eq(lists.id, gifts.listId))
    .where(eq(gifts.id, giftId))
    .for('update', { of: gifts });
  if (!gift) throw notFound('No encontramos ese regalo.');
  const target = goalOf(
    gift.row,
    gift.price !== null && gift.currency ? { amount: gift.price, currency: gift.currency } : null,
  );
  if (!target)
    throw new AppError(
      'BAD_REQUEST',
      'Este regalo no tiene precio, así que no se puede aportar a él. Envía dinero para la lista.',
    );
  if (target.currency !== currency)
    throw new AppError('BAD_REQUEST', `Este regalo se paga en ${target.currency}: aporta en esa moneda.`, [
      { path: 'currency', message: `Elige ${target.currency}.` },
    ]);
  if (gift.row.status !== 'available')
    throw new AppError('GIFT_TAKEN', 'Alguien ya va a regalar esto entero. Elige otro regalo de la lista.');
  if (contributionsClosed(gift.row, gift.listDate))
    throw new AppError(
      'GIFT_CLOSED',
      gift.row.closedAt
        ? 'Ya no se puede aportar a este regalo: quien hizo la lista lo ha cerrado. Elige otro de la lista.'
        : 'Ya no se puede aportar a este regalo: la fecha de la lista ha pasado. Elige otro de la lista.',
    );
  if (target.goal !== null) {
    const given = target.goal - gift.row.contributed;
    const missing = given - gift.row.held;
    if (given <= 0)
      throw new AppError(
        'GOAL_EXCEEDED',
        'Este regalo ya está conseguido. ¡Gracias! Elige otro de la lista.',
      );
    if (missing <= 0)
      throw new AppError(
        'GOAL_EXCEEDED',
        `Lo que falta para este regalo ya está en camino, esperando la confirmación de otro banco. Si no se confirma en ${PAYMENT_HOLD_MINUTES} minutos, podrás aportar tú.`,
      );
    if (amount > missing)
      throw new AppError(
        'GOAL_EXCEEDED',
        `Solo faltan ${formatMoney({ amount: missing, currency })} para este regalo.`,
        [{ path: 'amount', message: `Como mucho ${formatMoney({ amount: missing, currency })}.` }],
      );
  }
  await moveGiftMoney(tx, giftId, { held: amount });
}

/**
 * What a payment changes on its group gift, in the caller's transaction: `held` while it is open, `contributed`
 * once its money arrived (negative to give back). The CHECKs keep both at zero or more.
 */
export async function moveGiftMoney(
  tx: Db,
  giftId: string | null,
  change: { held?: number; contributed?: number },
) {
  const held = change.held ?? 0;
  const contributed = change.contributed ?? 0;
  if (!giftId || (held === 0 && contributed === 0)) return;
  await tx
    .update(gifts)
    .set({
      held: sql`${gifts.held} + ${held}`,
      contributed: sql`${gifts.contributed} + ${contributed}`,
    })
    .where(eq(gifts.id, giftId));
}
