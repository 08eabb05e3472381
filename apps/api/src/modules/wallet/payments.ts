import { formatMoney, type Payment, type paymentInputSchema } from '@detalle/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { events, gifts, ledgerTransfers, lists, payments, refunds, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { QUEUES } from '../../plugins/jobs.js';
import { visibleTo } from '../events/visibility.js';
import { areFriends, isBlocked } from '../friends/graph.js';
import {
  type AccountRef,
  accountId,
  isOverdraft,
  paymentShareIn,
  post,
  reverse,
  transfer,
  voidTransfer,
} from '../ledger/ledger.js';
import { canSeeList } from '../lists/visibility.js';
import { cardForPayment, customerOf } from './methods.js';
import type { ChargeResult } from './providers/provider.js';
import { paymentView } from './receipts.js';
import { canRefund, today } from './rules.js';

/**
 * Giving money by card. The payment row records what happened with the provider; the money moves only through
 * the ledger, in the transaction that records the provider's answer:
 *
 *   charge succeeded   clearing(provider) −amount → recipient +amount        (transfer `payment:<id>:gift`)
 *                      recipient −fee → fees +fee                             (`payment:<id>:fee`)
 *   needs confirmation the gift transfer is written pending, then posted or voided exactly once
 *
 * The recipient's money goes to their *pending* account when it concerns a list whose date is still ahead
 * (it becomes available that day: `money-release`), otherwise straight to *available*.
 */
type PaymentRow = typeof payments.$inferSelect;

const recipientAccount = (p: PaymentRow): AccountRef => ({
  kind: p.availableOn ? 'person_pending' : 'person_available',
  personId: p.recipientId,
  currency: p.currency,
});
const clearing = (p: PaymentRow): AccountRef => ({
  kind: 'clearing',
  provider: p.provider,
  currency: p.currency,
});

/** Who may receive from whom: friends, or the owner of a list or event the giver can open. */
async function checkConcerns(db: Db, payerId: string, input: z.output<typeof paymentInputSchema>) {
  const notThere = () => notFound('No encontramos a esa persona. Puede que ya no use Detalle.');
  if (!isUuid(input.to)) throw notThere();
  if (input.to === payerId) throw new AppError('PAYMENT_TO_SELF');
  const [recipient] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.to));
  if (!recipient || (await isBlocked(db, payerId, input.to))) throw notThere();

  let listId = input.listId ?? null;
  const giftId = input.giftId ?? null;
  if (giftId) {
    if (!isUuid(giftId)) throw notFound('No encontramos ese regalo.');
    const [gift] = await db.select({ listId: gifts.listId }).from(gifts).where(eq(gifts.id, giftId));
    if (!gift || (listId && gift.listId !== listId)) throw notFound('No encontramos ese regalo.');
    listId = gift.listId;
  }
  let availableOn: string | null = null;
  if (listId) {
    if (!isUuid(listId)) throw notFound('No encontramos esa lista.');
    const [list] = await db
      .select({ ownerId: lists.ownerId, date: lists.date })
      .from(lists)
      .where(and(eq(lists.id, listId), canSeeList(payerId)));
    if (!list || list.ownerId !== input.to) throw notFound('No encontramos esa lista.');
    if (list.date && list.date > today()) availableOn = list.date;
  }
  const eventId = input.eventId ?? null;
  if (eventId) {
    if (!isUuid(eventId)) throw notFound('No encontramos ese evento.');
    const [event] = await db
      .select({ organiserId: events.organiserId })
      .from(events)
      .where(and(eq(events.id, eventId), visibleTo(payerId)));
    if (!event || event.organiserId !== input.to) throw notFound('No encontramos ese evento.');
  }
  if (!listId && !eventId && !(await areFriends(db, payerId, input.to)))
    throw new AppError(
      'FORBIDDEN',
      'Solo puedes enviar dinero a tus amigos, o para una de sus listas o eventos.',
    );
  return { listId, giftId, eventId, availableOn };
}

/** `payment/save`: charge my card and give the money. Runs inside `idempotent()`: one payment per key. */
export async function createPayment(
  app: AppContext,
  payerId: string,
  input: z.output<typeof paymentInputSchema>,
): Promise<Payment> {
  const concerns = await checkConcerns(app.db, payerId, input);
  const card = await cardForPayment(app.db, payerId, input.methodId);
  const [payment] = await app.db
    .insert(payments)
    .values({
      payerId,
      recipientId: input.to,
      amount: input.amount,
      currency: input.currency,
      status: 'processing',
      provider: card.provider,
      methodId: card.id,
      message: input.message,
      showName: input.showName,
      ...concerns,
    })
    .returning();
  if (!payment) throw new Error('payment not stored');

  let result: ChargeResult;
  try {
    result = await app.payments.charge({
      amount: payment.amount,
      currency: payment.currency,
      customerRef: await customerOf(app, payerId),
      methodRef: card.providerRef,
      // Derived from our payment: a retry of this very payment never charges twice at the provider.
      idempotencyKey: `payment:${payment.id}`,
      description: 'Detalle: regalo en dinero',
      paymentId: payment.id,
    });
  } catch (err) {
    // We do not know whether the provider charged: the payment says so, and the provider's webhook (or a
    // later read) settles it. The person sees the 503 and that nothing is charged twice if they retry.
    await app.db
      .update(payments)
      .set({
        status: 'failed',
        failure: 'No hemos podido contactar con el proveedor de pagos.',
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'processing')));
    throw err;
  }
  await applyCharge(app, payment.id, result);
  return paymentView(app, payerId, payment.id);
}

/**
 * Records the provider's answer about a charge, once. Locks the payment, so a confirmation and a cancellation
 * (or two deliveries of one webhook) are applied one after the other; a state already reached is left alone.
 * Returns whether this call changed the payment.
 */
export async function applyCharge(
  app: AppContext,
  paymentId: string,
  result: ChargeResult,
): Promise<boolean> {
  const changed = await app.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!p) return false;
    const open = p.status === 'processing' || p.status === 'requires_action';
    const giftKey = `payment:${p.id}:gift`;
    const giftLegs = [
      { account: clearing(p), amount: -p.amount },
      { account: recipientAccount(p), amount: p.amount },
    ];

    if (result.status === 'succeeded') {
      // A failure we recorded because the provider did not answer can still turn out to have been paid.
      if (p.status === 'succeeded' || p.status === 'canceled') return false;
      const fee = Math.min(result.fee ?? 0, p.amount);
      await tx
        .update(payments)
        .set({
          status: 'succeeded',
          fee,
          failure: null,
          providerChargeId: result.chargeRef,
          paidAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(payments.id, p.id));
      const gift = await transfer(tx, {
        kind: 'gift',
        key: giftKey,
        status: 'posted',
        currency: p.currency,
        legs: giftLegs,
        paymentId: p.id,
      });
      if (!gift.created && gift.transfer.status === 'pending') await post(tx, gift.transfer.id);
      await transfer(tx, {
        kind: 'fee',
        key: `payment:${p.id}:fee`,
        status: 'posted',
        currency: p.currency,
        legs: [
          { account: recipientAccount(p), amount: -fee },
          { account: { kind: 'fees', currency: p.currency }, amount: fee },
        ],
        paymentId: p.id,
      });
      if (p.availableOn)
        await app.jobs.send(
          QUEUES.releaseMoney,
          { paymentId: p.id },
          { tx, startAfter: new Date(`${p.availableOn}T00:00:00Z`) },
        );
      await notifyReceived(app, tx, p);
      return true;
    }

    if (result.status === 'requires_action') {
      if (!open) return false;
      await tx
        .update(payments)
        .set({ status: 'requires_action', providerChargeId: result.chargeRef, updatedAt: new Date() })
        .where(eq(payments.id, p.id));
      // Written now, counted only once posted: the confirmation either posts it or voids it.
      await transfer(tx, {
        kind: 'gift',
        key: giftKey,
        status: 'pending',
        currency: p.currency,
        legs: giftLegs,
        paymentId: p.id,
      });
      return p.status !== 'requires_action';
    }

    if (result.status === 'failed' || result.status === 'canceled') {
      if (!open) return false;
      await tx
        .update(payments)
        .set({
          status: result.status,
          failure: result.failure,
          providerChargeId: result.chargeRef,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, p.id));
      const [pending] = await tx
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.key, giftKey), eq(ledgerTransfers.status, 'pending')));
      if (pending) await voidTransfer(tx, pending.id);
      return true;
    }

    // processing: the provider is still working on it; remember its reference.
    if (open && !p.providerChargeId)
      await tx
        .update(payments)
        .set({ providerChargeId: result.chargeRef, updatedAt: new Date() })
        .where(eq(payments.id, p.id));
    return false;
  });
  app.jobs.nudge();
  return changed;
}

async function notifyReceived(app: AppContext, tx: Db, p: PaymentRow) {
  const [payer] =
    p.payerId && p.showName
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, p.payerId))
      : [];
  const who = payer?.name ?? 'Alguien';
  await app.notify(
    {
      userId: p.recipientId,
      type: 'wallet',
      title: `${who} te ha enviado ${formatMoney({ amount: p.amount, currency: p.currency })}`,
      body: p.message ? `«${p.message}»` : 'Lo tienes en tu billetera.',
      data: { paymentId: p.id },
    },
    tx,
  );
}

async function ownPayment(db: Db, payerId: string, id: string) {
  if (!isUuid(id)) throw notFound('No encontramos ese pago.');
  const [p] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.payerId, payerId)));
  if (!p) throw notFound('No encontramos ese pago.');
  return p;
}

/** `payment/confirm/{id}`: the payer finished (or refused) the confirmation step. */
export async function confirmPayment(
  app: AppContext,
  payerId: string,
  id: string,
  approve: boolean,
): Promise<Payment> {
  const p = await ownPayment(app.db, payerId, id);
  if (p.status !== 'requires_action' || !p.providerChargeId) {
    if (p.status === 'succeeded' || p.status === 'failed' || p.status === 'canceled')
      return paymentView(app, payerId, id);
    throw new AppError('PAYMENT_STATE_CHANGED');
  }
  const provider = app.payments;
  const result = !approve
    ? await provider.cancelCharge({ chargeRef: p.providerChargeId })
    : provider.confirmCharge
      ? await provider.confirmCharge({ chargeRef: p.providerChargeId, approve, amount: p.amount })
      : await provider.retrieveCharge({ chargeRef: p.providerChargeId });
  await applyCharge(
    app,
    id,
    approve
      ? result
      : { ...result, status: 'canceled', failure: 'Has cancelado el pago. No se ha cobrado nada.' },
  );
  return paymentView(app, payerId, id);
}

/** `payment/cancel/{id}`: the payer gives up on a payment still waiting for confirmation. */
export async function cancelPayment(app: AppContext, payerId: string, id: string): Promise<Payment> {
  const p = await ownPayment(app.db, payerId, id);
  if (p.status !== 'requires_action' || !p.providerChargeId) throw new AppError('PAYMENT_STATE_CHANGED');
  const result = await app.payments.cancelCharge({ chargeRef: p.providerChargeId });
  const changed = await applyCharge(app, id, {
    ...result,
    failure: 'Has cancelado el pago. No se ha cobrado nada.',
  });
  if (!changed) throw new AppError('PAYMENT_STATE_CHANGED');
  return paymentView(app, payerId, id);
}

/** The share of the fee that a refund of `total` so far carries back (Detalle absorbs it: the payer gets all back). */
const feeShare = (p: PaymentRow, total: number) => Math.floor((p.fee * total) / p.amount);

/**
 * `payment/refund/{id}`: the ledger first (the recipient's money leaves their wallet, so it can no longer be
 * withdrawn meanwhile), then the provider; if the provider refuses, a reversing transfer puts it back.
 */
export async function refundPayment(
  app: AppContext,
  callerId: string,
  id: string,
  amount: number | undefined,
) {
  if (!isUuid(id)) throw notFound('No encontramos ese pago.');
  const prepared = await app.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!p || (p.payerId !== callerId && p.recipientId !== callerId))
      throw notFound('No encontramos ese pago.');
    if (!canRefund(p, callerId)) throw new AppError('NOT_REFUNDABLE');
    const left = p.amount - p.refunded;
    const value = amount ?? left;
    if (value > left)
      throw new AppError(
        'BAD_REQUEST',
        `Puedes devolver como mucho ${formatMoney({ amount: left, currency: p.currency })}.`,
        [{ path: 'amount', message: `Como mucho ${formatMoney({ amount: left, currency: p.currency })}.` }],
      );
    const fee = feeShare(p, p.refunded + value) - feeShare(p, p.refunded);
    const fromRecipient = value - fee;
    // Where the payment's money is now: still pending, or released to available.
    const pendingId = await accountId(tx, {
      kind: 'person_pending',
      personId: p.recipientId,
      currency: p.currency,
    });
    const stillPending = p.availableOn !== null && (await paymentShareIn(tx, p.id, pendingId)) > 0;
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: p.id,
        amount: value,
        recipientAmount: fromRecipient,
        status: 'pending',
        requestedBy: callerId,
      })
      .returning();
    if (!refund) throw new Error('refund not stored');
    await tx
      .update(payments)
      .set({ refunded: p.refunded + value, updatedAt: new Date() })
      .where(eq(payments.id, p.id));
    try {
      await transfer(tx, {
        kind: 'refund',
        key: `refund:${refund.id}`,
        status: 'posted',
        currency: p.currency,
        legs: [
          { account: clearing(p), amount: value },
          {
            account: {
              kind: stillPending ? 'person_pending' : 'person_available',
              personId: p.recipientId,
              currency: p.currency,
            },
            amount: -fromRecipient,
          },
          { account: { kind: 'fees', currency: p.currency }, amount: -fee },
        ],
        paymentId: p.id,
        refundId: refund.id,
      });
    } catch (err) {
      if (isOverdraft(err))
        throw new AppError('NOT_REFUNDABLE', 'Ese dinero ya no está en la billetera: se ha retirado.');
      throw err;
    }
    return { p, refund };
  });

  const { p, refund } = prepared;
  try {
    const result = await app.payments.refund({
      chargeRef: p.providerChargeId ?? '',
      amount: refund.amount,
      currency: p.currency,
      idempotencyKey: `refund:${refund.id}`,
    });
    await app.db.transaction(async (tx) => {
      await tx
        .update(refunds)
        .set({
          status: result.status === 'failed' ? 'failed' : result.status,
          providerRefundId: result.refundRef,
        })
        .where(eq(refunds.id, refund.id));
      if (result.status === 'failed') await undoRefund(tx, refund.id);
      else await notifyRefund(app, tx, p, callerId, refund.amount);
    });
    app.jobs.nudge();
  } catch (err) {
    await app.db.transaction(async (tx) => {
      await tx.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, refund.id));
      await undoRefund(tx, refund.id);
    });
    throw err;
  }
  return paymentView(app, callerId, id);
}

/** A refund the provider did not make: its money goes back where it was, by a reversing transfer. */
export async function undoRefund(tx: Db, refundId: string) {
  const [original] = await tx
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.key, `refund:${refundId}`));
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!original || !refund) return;
  if (await reverse(tx, original))
    await tx
      .update(payments)
      .set({ refunded: sql`${payments.refunded} - ${refund.amount}`, updatedAt: new Date() })
      .where(eq(payments.id, refund.paymentId));
}

async function notifyRefund(app: AppContext, tx: Db, p: PaymentRow, callerId: string, amount: number) {
  const other = callerId === p.recipientId ? p.payerId : p.recipientId;
  if (!other) return;
  const [caller] = await tx.select({ name: users.name }).from(users).where(eq(users.id, callerId));
  await app.notify(
    {
      userId: other,
      type: 'wallet',
      title:
        callerId === p.recipientId
          ? `${caller?.name ?? 'Alguien'} te ha devuelto ${formatMoney({ amount: amount, currency: p.currency })}`
          : `Se ha devuelto un regalo de ${formatMoney({ amount: amount, currency: p.currency })}`,
      body: 'Lo verás en los movimientos de tu billetera.',
      data: { paymentId: p.id },
    },
    tx,
  );
}

/** `money-release`: a received payment's pending money becomes available (its list's date arrived). */
export async function releasePayment(app: AppContext, paymentId: string) {
  await app.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!p || p.status !== 'succeeded') return;
    const pendingId = await accountId(tx, {
      kind: 'person_pending',
      personId: p.recipientId,
      currency: p.currency,
    });
    const share = await paymentShareIn(tx, p.id, pendingId);
    if (share <= 0) return;
    await transfer(tx, {
      kind: 'release',
      key: `payment:${p.id}:release`,
      status: 'posted',
      currency: p.currency,
      legs: [
        {
          account: { kind: 'person_pending', personId: p.recipientId, currency: p.currency },
          amount: -share,
        },
        {
          account: { kind: 'person_available', personId: p.recipientId, currency: p.currency },
          amount: share,
        },
      ],
      paymentId: p.id,
    });
  });
}
