import { formatMoney, type Payment, type paymentInputSchema, quoted } from '@detalle/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import {
  events,
  gifts,
  ledgerTransfers,
  lists,
  paymentMethods,
  payments,
  products,
  refunds,
  users,
} from '../../db/schema/index.js';
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
import { assertCanReceiveMoney } from '../ongs/receiving.js';
import { numberDonation } from './donation-numbers.js';
import { mailGuestReceipt } from './guest-receipt.js';
import { EXPIRED_FAILURE, isOpen, moveGiftMoney, openPayment, type PaymentRow, timeIsUp } from './holds.js';
import { cardForPayment, customerOf } from './methods.js';
import { tellPayerExpired, tellPayerGivenBack } from './payer-notices.js';
import type { ChargeResult, RefundResult } from './providers/provider.js';
import { paymentView } from './receipts.js';
import { canRefund, payerShownToRecipient, today } from './rules.js';

export type { PaymentRow };

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
  // Never an ONG not yet verified; asked last, so someone who may not give to it learns nothing more.
  await assertCanReceiveMoney(db, input.to, 'to');
  return { listId, giftId, eventId, availableOn };
}

/**
 * `payment/save`: charge my card and give the money. The payment is bound to the caller's `Idempotency-Key`
 * (`requestKey`): a retry whose first answer was lost (a time-out, a 503) finds the same payment and asks the
 * provider again with the same key (`payment:<id>`), so the card is charged once whatever happens in between.
 */
export async function createPayment(
  app: AppContext,
  payerId: string,
  input: z.output<typeof paymentInputSchema>,
  requestKey: string,
): Promise<Payment> {
  const [existing] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.payerId, payerId), eq(payments.requestKey, requestKey)));
  if (existing) {
    if (existing.status === 'processing') await chargeAndApply(app, existing);
    return paymentView(app, payerId, existing.id);
  }
  const concerns = await checkConcerns(app.db, payerId, input);
  const card = await cardForPayment(app, payerId, input.methodId);
  let payment: PaymentRow;
  try {
    payment = await app.db.transaction((tx) =>
      openPayment(app, tx, {
        payerId,
        recipientId: input.to,
        amount: input.amount,
        currency: input.currency,
        provider: card.provider,
        methodId: card.id,
        message: input.message,
        showName: input.showName,
        requestKey,
        ...concerns,
      }),
    );
  } catch (err) {
    // The same request, twice at once: the other one stored it; answer as it does.
    if (isUniqueViolation(err, 'payments_request_key')) return createPayment(app, payerId, input, requestKey);
    throw err;
  }
  await chargeAndApply(app, payment);
  return paymentView(app, payerId, payment.id);
}

/** Asks the provider to charge a payment still `processing`, and records its answer. */
export async function chargeAndApply(app: AppContext, payment: PaymentRow) {
  const [card] = payment.methodId
    ? await app.db.select().from(paymentMethods).where(eq(paymentMethods.id, payment.methodId))
    : [];
  if (!card || !payment.payerId) {
    await applyCharge(app, payment.id, {
      chargeRef: null,
      status: 'failed',
      clientSecret: null,
      fee: null,
      failure: 'La tarjeta ya no está en tu billetera.',
    });
    return;
  }
  await chargeCard(app, payment, {
    customerRef: await customerOf(app, payment.payerId),
    methodRef: card.providerRef,
  });
}

/**
 * Charges a payment still `processing` with this card (a saved one, or a guest's card for this payment only)
 * and records the provider's answer. A refusal before any charge fails the payment; an unknown outcome leaves
 * it `processing` for a retry with the same Idempotency-Key (or the webhook) to settle.
 */
export async function chargeCard(
  app: AppContext,
  payment: PaymentRow,
  card: { customerRef: string | null; methodRef: string },
) {
  // A retry after the hold is over does not charge now: the expiry asks the provider and settles it.
  if (timeIsUp(payment))
    throw new AppError(
      'PAYMENT_STATE_CHANGED',
      'Se acabó el tiempo para completar este pago, así que lo cancelamos. Si llegara a cobrarse, te lo devolveremos entero. Vuelve a intentarlo.',
    );
  let result: ChargeResult;
  try {
    result = await app.payments.charge({
      amount: payment.amount,
      currency: payment.currency,
      customerRef: card.customerRef,
      methodRef: card.methodRef,
      // Derived from our payment: asking again for this very payment never charges twice at the provider.
      idempotencyKey: `payment:${payment.id}`,
      description: 'Detalle: regalo en dinero',
      paymentId: payment.id,
    });
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      // A definite refusal before any charge (the provider said no): the payment failed, nothing was taken.
      await applyCharge(app, payment.id, {
        chargeRef: null,
        status: 'failed',
        clientSecret: null,
        fee: null,
        failure: err.message,
      });
      return;
    }
    // Unknown outcome (a time-out, the provider away): the payment stays `processing`. Retrying with the same
    // Idempotency-Key resumes it, and the provider's webhook settles it as well.
    throw new AppError(
      'PAYMENTS_UNAVAILABLE',
      'No hemos podido confirmar el pago con el banco. Vuelve a intentarlo en unos segundos: no se cobrará dos veces.',
      undefined,
      { retryAfter: 10 },
    );
  }
  await applyCharge(app, payment.id, result);
}

/**
 * The provider's answer about a charge; `chargeRef` is null when it refused before creating one. `expired` is
 * ours, not the provider's: nobody confirmed the payment in time and the provider cancelled it (`expiry.ts`).
 */
export type ChargeAnswer = Omit<ChargeResult, 'chargeRef' | 'status'> & {
  chargeRef: string | null;
  status: ChargeResult['status'] | 'expired';
  /** Expired without the provider saying how the charge ended (it kept failing): the payer is told so. */
  unsure?: boolean;
};

/**
 * Records the provider's answer about a charge, once. Locks the payment, so a confirmation and a cancellation
 * (or two deliveries of one webhook) are applied one after the other; a state already reached is left alone,
 * except that the provider's "succeeded" always wins over a failure: the money was taken, so it is given —
 * or, when it arrives after its hold expired or for an account that is gone, given back at once.
 * Returns whether this call changed the payment.
 */
export async function applyCharge(
  app: AppContext,
  paymentId: string,
  answer: ChargeAnswer,
): Promise<boolean> {
  let result = answer;
  const changed = await app.db.transaction(async (tx) => {
    // Its people's accounts before the payment, in the order deleting an account takes them (the person's row,
    // then the payments it touches), so the two never deadlock. A recipient gone means the money goes back.
    const [head] = await tx
      .select({ recipientId: payments.recipientId, payerId: payments.payerId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!head) return false;
    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [head.recipientId, ...(head.payerId ? [head.payerId] : [])]))
      .orderBy(asc(users.id))
      .for('key share');
    const recipient = people.find((u) => u.id === head.recipientId);
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!p) return false;
    const chargeRef = result.chargeRef ?? p.providerChargeId;
    const giftTransfers = await tx
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.paymentId, p.id), eq(ledgerTransfers.kind, 'gift')));

    if (result.status === 'succeeded') {
      // Canceled is final (the provider confirmed it, or the payer won the race against a confirmation).
      if (p.status === 'succeeded' || p.status === 'canceled') return false;
      await recordSuccess(app, tx, p, {
        chargeRef,
        fee: result.fee,
        giftTransfers,
        recipientGone: !recipient,
      });
      return true;
    }

    if (result.status === 'requires_action') {
      if (p.status !== 'processing') return false;
      await tx
        .update(payments)
        .set({ status: 'requires_action', providerChargeId: chargeRef, updatedAt: new Date() })
        .where(eq(payments.id, p.id));
      // Written now, counted only once posted: the confirmation either posts it or voids it.
      await transfer(tx, {
        kind: 'gift',
        key: `payment:${p.id}:gift:${giftTransfers.length + 1}`,
        status: 'pending',
        currency: p.currency,
        legs: giftLegs(p),
        paymentId: p.id,
      });
      return true;
    }

    if (result.status === 'failed' || result.status === 'canceled' || result.status === 'expired') {
      if (!isOpen(p)) return false;
      // Our own cancellation at the end of the hold may arrive first as the provider's webhook: it is the expiry.
      const expired = result.status === 'expired' || (result.status === 'canceled' && timeIsUp(p));
      if (expired) result = { ...result, status: 'expired', failure: result.failure ?? EXPIRED_FAILURE };
      await tx
        .update(payments)
        .set({
          status: result.status,
          failure: result.failure,
          providerChargeId: chargeRef,
          expiresAt: null,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, p.id));
      for (const g of giftTransfers) if (g.status === 'pending') await voidTransfer(tx, g.id);
      await moveGiftMoney(tx, p.giftId, { held: -p.amount });
      if (expired) await tellPayerExpired(app, tx, p, result.unsure ?? false);
      return true;
    }

    // processing: the provider is still working on it; remember its reference.
    if (isOpen(p) && !p.providerChargeId && chargeRef)
      await tx
        .update(payments)
        .set({ providerChargeId: chargeRef, updatedAt: new Date() })
        .where(eq(payments.id, p.id));
    return false;
  });
  app.jobs.nudge();
  return changed;
}

/** The gift transfer's legs: from what the provider holds for us to the recipient's wallet. */
const giftLegs = (p: PaymentRow) => [
  { account: clearing(p), amount: -p.amount },
  { account: recipientAccount(p), amount: p.amount },
];

/**
 * The money arrived: the payment succeeds, its share moves from held to given, the ledger posts it. Money that
 * arrives after its payment ended (expired, or failed and then completed: its share may be someone else's by
 * now), or for an account deleted meanwhile, is refunded to the payer in the same transaction (the provider's part follows in a job): never kept over a
 * goal, never lost.
 */
async function recordSuccess(
  app: AppContext,
  tx: Db,
  p: PaymentRow,
  answer: {
    chargeRef: string | null;
    fee: number | null;
    giftTransfers: (typeof ledgerTransfers.$inferSelect)[];
    recipientGone: boolean;
  },
) {
  // Only an open payment's money is given: it held its share. One already ended (expired, or failed and then
  // completed after all) gave its share up, and someone else may have taken it.
  const giveBack = !isOpen(p) || answer.recipientGone;
  await moveGiftMoney(tx, p.giftId, {
    held: isOpen(p) ? -p.amount : 0,
    contributed: giveBack ? 0 : p.amount,
  });
  const fee = Math.min(answer.fee ?? 0, p.amount);
  const paid = { ...p, status: 'succeeded' as const, fee };
  await tx
    .update(payments)
    .set({
      status: 'succeeded',
      fee,
      failure: null,
      providerChargeId: answer.chargeRef,
      expiresAt: null,
      paidAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(payments.id, p.id));
  // The pending transfer written at the confirmation step is posted; if it was voided meanwhile (the step
  // failed first), a new one is written: a voided transfer never counts again.
  const pending = answer.giftTransfers.find((g) => g.status === 'pending');
  if (pending) await post(tx, pending.id);
  else
    await transfer(tx, {
      kind: 'gift',
      key: `payment:${p.id}:gift:${answer.giftTransfers.length + 1}`,
      status: 'posted',
      currency: p.currency,
      legs: giftLegs(p),
      paymentId: p.id,
    });
  if (fee > 0)
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
  if (giveBack) {
    const refund = await startRefund(tx, paid, {
      value: p.amount,
      requestedBy: null,
      requestKey: `auto:${p.id}`,
    });
    await app.jobs.send(QUEUES.finishRefund, { refundId: refund.id }, { tx });
    await tellPayerGivenBack(app, tx, p, answer.recipientGone ? 'gone' : 'late');
    return;
  }
  if (p.availableOn)
    await app.jobs.send(
      QUEUES.releaseMoney,
      { paymentId: p.id },
      { tx, startAfter: new Date(`${p.availableOn}T00:00:00Z`) },
    );
  // A donation gets its certificate number now, in the transaction that records the money.
  if (p.kind === 'donation') await numberDonation(tx, p.id);
  await notifyReceived(app, tx, paid);
  await mailGuestReceipt(app, tx, paid);
}

async function notifyReceived(app: AppContext, tx: Db, p: PaymentRow) {
  const shown = p.payerId !== null && (await payerShownToRecipient(tx, p));
  const [payer] = shown
    ? await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, p.payerId as string))
    : [];
  const money = formatMoney({ amount: p.amount, currency: p.currency });
  const [about] = p.giftId
    ? await tx
        .select({ name: products.name })
        .from(gifts)
        .innerJoin(products, eq(products.id, gifts.productId))
        .where(eq(gifts.id, p.giftId))
    : p.listId
      ? await tx.select({ name: lists.name }).from(lists).where(eq(lists.id, p.listId))
      : [];
  // The message is held back with the name (it may be signed): a guest's too.
  const messageShown = await payerShownToRecipient(tx, p);
  const note = messageShown && p.message ? quoted(p.message) : 'Lo tienes en tu billetera.';
  if (p.kind === 'donation') {
    await app.notify(
      {
        userId: p.recipientId,
        type: 'wallet',
        title: payer ? `${payer.name} ha donado ${money} a tu ONG` : `Nueva donación de ${money}`,
        body: note,
        data: { paymentId: p.id },
      },
      tx,
    );
    return;
  }
  // Money toward a gift or for a list is `recibe_gitf` (seed §4), nameless until the list's reveal.
  await app.notify(
    about
      ? {
          userId: p.recipientId,
          type: 'recibe_gitf',
          title: payer
            ? `${payer.name} ha aportado ${money} para ${quoted(about.name)}`
            : p.giftId
              ? `Han aportado ${money} para ${quoted(about.name)}`
              : `Te han regalado ${money} para ${quoted(about.name)}`,
          body: note,
          data: { listId: p.listId ?? '', giftId: p.giftId ?? '', paymentId: p.id },
        }
      : {
          userId: p.recipientId,
          type: 'wallet',
          title: `${payer?.name ?? 'Alguien'} te ha enviado ${money}`,
          body: note,
          data: { paymentId: p.id },
        },
    tx,
  );
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
  requestKey: string,
) {
  if (!isUuid(id)) throw notFound('No encontramos ese pago.');
  // A retry of a refund whose answer was lost resumes it (same provider key), never starts a second one.
  const [existing] = await app.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.requestedBy, callerId), eq(refunds.requestKey, requestKey)));
  const refund =
    existing ??
    (await app.db.transaction(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
      if (!p || (p.payerId !== callerId && p.recipientId !== callerId))
        throw notFound('No encontramos ese pago.');
      if (!canRefund(p, callerId)) throw new AppError('NOT_REFUNDABLE');
      return startRefund(tx, p, {
        value: amount ?? p.amount - p.refunded,
        requestedBy: callerId,
        requestKey,
      });
    }));
  await finishRefund(app, refund.id, callerId);
  return paymentView(app, callerId, refund.paymentId);
}

/**
 * A refund's ledger part, in the caller's transaction (the payment locked): the money leaves the recipient's
 * wallet (pending or available, wherever it is now) and the group gift's given amount.
 */
export async function startRefund(
  tx: Db,
  p: PaymentRow,
  ask: { value: number; requestedBy: string | null; requestKey: string },
) {
  const left = p.amount - p.refunded;
  if (ask.value > left)
    throw new AppError(
      'BAD_REQUEST',
      `Puedes devolver como mucho ${formatMoney({ amount: left, currency: p.currency })}.`,
      [{ path: 'amount', message: `Como mucho ${formatMoney({ amount: left, currency: p.currency })}.` }],
    );
  const fee = feeShare(p, p.refunded + ask.value) - feeShare(p, p.refunded);
  const fromRecipient = ask.value - fee;
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
      payerId: p.payerId,
      recipientId: p.recipientId,
      amount: ask.value,
      recipientAmount: fromRecipient,
      status: 'pending',
      requestedBy: ask.requestedBy,
      requestKey: ask.requestKey,
    })
    .returning();
  if (!refund) throw new Error('refund not stored');
  const [counted] = await tx
    .update(payments)
    .set({ refunded: p.refunded + ask.value, updatedAt: new Date() })
    .where(eq(payments.id, p.id))
    .returning({ giftId: payments.giftId });
  // Money given back after its hold expired, or for an account that is gone, was never counted as given.
  if (ask.requestedBy !== null) await moveGiftMoney(tx, counted?.giftId ?? null, { contributed: -ask.value });
  try {
    await transfer(tx, {
      kind: 'refund',
      key: `refund:${refund.id}`,
      status: 'posted',
      currency: p.currency,
      legs: [
        { account: clearing(p), amount: ask.value },
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
  return refund;
}

/**
 * A refund's provider part: asks the provider (with the refund's own key, so a retry never refunds twice) and
 * records its answer. `callerId` is who asked (null: Detalle, by itself); their side is told by notification.
 */
export async function finishRefund(app: AppContext, refundId: string, callerId: string | null) {
  const [row] = await app.db
    .select({ refund: refunds, p: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (!row || row.refund.status !== 'pending') return;
  const { refund, p } = row;
  let result: RefundResult;
  try {
    result = await app.payments.refund({
      chargeRef: p.providerChargeId ?? '',
      amount: refund.amount,
      currency: p.currency,
      idempotencyKey: `refund:${refund.id}`,
    });
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      await refused(app, refund);
      throw err;
    }
    // Unknown outcome: the refund stays pending (its money out of the wallet) until a retry with the same
    // Idempotency-Key asks the provider again with the same key.
    throw new AppError(
      'PAYMENTS_UNAVAILABLE',
      'No hemos podido confirmar la devolución con el banco. Vuelve a intentarlo en unos segundos: no se devolverá dos veces.',
      undefined,
      { retryAfter: 10 },
    );
  }
  if (result.status === 'failed') {
    await refused(app, refund);
    throw new AppError(
      'NOT_REFUNDABLE',
      'El banco no ha aceptado la devolución. El dinero sigue en la billetera.',
    );
  }
  // Recording what the provider did: if this fails, the refund stays pending and a retry records it (never undone).
  await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(refunds)
      .set({ status: result.status, providerRefundId: result.refundRef })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning({ id: refunds.id });
    const asker = refund.requestedBy ?? callerId;
    if (updated && asker) await notifyRefund(app, tx, p, asker, refund.amount);
  });
  app.jobs.nudge();
}

/**
 * The provider refused a refund. One a person asked for is marked failed and its money goes back to the
 * recipient's wallet. One Detalle started by itself (money that could not be given) is never put back: it stays
 * pending, for the sweeper to ask again and for a person to look at.
 */
async function refused(app: AppContext, refund: typeof refunds.$inferSelect) {
  if (refund.requestedBy !== null) {
    await failRefund(app, refund.id);
    return;
  }
  app.log.error(
    { refundId: refund.id, paymentId: refund.paymentId },
    'automatic refund refused by the provider',
  );
}

/** A refund the provider refused: marked failed and its money put back, once (conditional on `pending`). */
async function failRefund(app: AppContext, refundId: string) {
  await app.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(refunds)
      .set({ status: 'failed' })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning({ id: refunds.id });
    if (failed) await undoRefund(tx, refundId);
  });
}

/** A refund the provider did not make: its money goes back where it was, by a reversing transfer. */
export async function undoRefund(tx: Db, refundId: string) {
  const [original] = await tx
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.key, `refund:${refundId}`));
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!original || !refund) return;
  if (await reverse(tx, original)) {
    const [p] = await tx
      .update(payments)
      .set({ refunded: sql`${payments.refunded} - ${refund.amount}`, updatedAt: new Date() })
      .where(eq(payments.id, refund.paymentId))
      .returning({ giftId: payments.giftId });
    if (refund.requestedBy !== null)
      await moveGiftMoney(tx, p?.giftId ?? null, { contributed: refund.amount });
  }
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
    // Never before its day, whoever calls: a job run early (clocks apart) waits for the day again.
    if (p.availableOn && p.availableOn > today()) {
      await app.jobs.send(
        QUEUES.releaseMoney,
        { paymentId: p.id },
        { tx, startAfter: new Date(`${p.availableOn}T00:00:00Z`) },
      );
      return;
    }
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
