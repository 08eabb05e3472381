import { formatMoney, type PaymentProviderName, refundsToBankAccount } from '@detalle/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { ledgerTransfers, payments, refunds, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { accountId, isOverdraft, paymentShareIn, reverse, transfer } from '../ledger/index.js';
import { clearing } from './ledger-accounts.js';
import { providerOf } from './provider-of.js';
import type { RefundResult } from './providers/provider.js';
import { type PaymentRow, purposeOf } from './purposes.js';
import { canRefund } from './rules.js';

type RefundRow = typeof refunds.$inferSelect;

/** The share of the fee that a refund of `total` so far carries back (Detalle absorbs it: the payer gets all back). */
const feeShare = (p: PaymentRow, total: number) => Math.floor((p.fee * total) / p.amount);

/**
 * `payment/refund/{id}`: the ledger first (the recipient's money leaves their wallet, so it can no longer be
 * withdrawn meanwhile), then the provider; if the provider refuses, a reversing transfer puts it back.
 * Returns the payment's id, for the caller's receipt.
 */
export async function refundPayment(
  app: AppContext,
  callerId: string,
  id: string,
  amount: number | undefined,
  requestKey: string,
): Promise<string> {
  if (!isUuid(id)) throw notFound('No encontramos ese pago.');
  // A retry of a refund whose answer was lost resumes it (same provider key), never starts a second one.
  const [existing] = await app.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.requestedBy, callerId), eq(refunds.requestKey, requestKey)));
  const refund = existing ?? (await startAskedRefund(app, callerId, id, amount, requestKey));
  await finishRefund(app, refund.id, callerId);
  return refund.paymentId;
}

/** A person asks for a refund of their payment (as its payer or its recipient): its ledger part, the payment locked. */
function startAskedRefund(
  app: AppContext,
  callerId: string,
  id: string,
  amount: number | undefined,
  requestKey: string,
) {
  return app.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!p || (p.payerId !== callerId && p.recipientId !== callerId))
      throw notFound('No encontramos ese pago.');
    if (!canRefund(p, callerId)) throw new AppError('NOT_REFUNDABLE');
    // The recipient collected it in their own account at the provider: it is not in the wallet to give back.
    if (app.paymentProviders.collectsDirectly(p.provider))
      throw new AppError(
        'NOT_REFUNDABLE',
        'Este dinero llegó directamente a la cuenta de MercadoPago de quien lo recibió: se devuelve desde MercadoPago.',
      );
    return startRefund(app, tx, p, {
      value: amount ?? p.amount - p.refunded,
      requestedBy: callerId,
      requestKey,
    });
  });
}

/**
 * A refund's ledger part, in the caller's transaction (the payment locked): the money leaves the recipient's
 * wallet (pending or available, wherever it is now) and what the payment was for gives it back (its purpose's
 * `refunded`: a group gift's given amount).
 */
export async function startRefund(
  app: AppContext,
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
  const stillPending = await stillPendingFor(tx, p);
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
      payerEmail: refundsToBankAccount(p.method) ? await payerEmailOf(tx, p) : null,
    })
    .returning();
  if (!refund) throw new Error('refund not stored');
  await tx
    .update(payments)
    .set({ refunded: p.refunded + ask.value, updatedAt: new Date() })
    .where(eq(payments.id, p.id));
  // Money given back after its hold expired, or for an account that is gone, was never counted as given.
  if (ask.requestedBy !== null) await purposeOf(app, p).refunded(tx, p, ask.value);
  await postRefund(tx, p, refund, { fee, fromRecipient, stillPending });
  return refund;
}

/**
 * The refund's transfer: the provider gives back `amount` (clearing), taken from the recipient's wallet where the
 * money is now, less the fee's share, which Detalle absorbs. Money already withdrawn cannot be given back.
 */
async function postRefund(
  tx: Db,
  p: PaymentRow,
  refund: RefundRow,
  split: { fee: number; fromRecipient: number; stillPending: boolean },
) {
  try {
    await transfer(tx, {
      kind: 'refund',
      key: `refund:${refund.id}`,
      status: 'posted',
      currency: p.currency,
      legs: [
        { account: clearing(p), amount: refund.amount },
        {
          account: {
            kind: split.stillPending ? 'person_pending' : 'person_available',
            personId: p.recipientId,
            currency: p.currency,
          },
          amount: -split.fromRecipient,
        },
        { account: { kind: 'fees', currency: p.currency }, amount: -split.fee },
      ],
      paymentId: p.id,
      refundId: refund.id,
    });
  } catch (err) {
    if (isOverdraft(err))
      throw new AppError('NOT_REFUNDABLE', 'Ese dinero ya no está en la billetera: se ha retirado.');
    throw err;
  }
}

/** Where the payment's money is now: still pending, or released to available. */
async function stillPendingFor(tx: Db, p: PaymentRow) {
  const pendingId = await accountId(tx, {
    kind: 'person_pending',
    personId: p.recipientId,
    currency: p.currency,
  });
  return p.availableOn !== null && (await paymentShareIn(tx, p.id, pendingId)) > 0;
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
  // Already made at the provider (waiting there, e.g. for the payer's bank account): read, never make again.
  if (refund.providerRefundId) {
    await readPendingRefund(app, refund, p);
    return;
  }
  const result = await askProviderToRefund(app, refund, p);
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
    if (updated && asker) await notifyRefund(app, tx, p, asker, refund.amount, result.status);
  });
  app.jobs.nudge();
}

/** The provider's answer to a refund; a refusal it throws is recorded as one, an unknown outcome leaves it pending. */
async function askProviderToRefund(app: AppContext, refund: RefundRow, p: PaymentRow): Promise<RefundResult> {
  try {
    return await providerOf(app, p).refund({
      chargeRef: p.providerChargeId ?? '',
      amount: refund.amount,
      currency: p.currency,
      idempotencyKey: `refund:${refund.id}`,
      method: p.method,
      payerEmail: refund.payerEmail,
    });
  } catch (err) {
    // A reused key with other parameters is no refusal: the refund made under it may still be paid.
    if (err instanceof AppError && err.status < 500 && err.code !== 'IDEMPOTENCY_KEY_REUSED') {
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
}

/** Where the provider can ask the payer for their bank account: the guest's e-mail, or the account's. */
async function payerEmailOf(tx: Db, p: PaymentRow): Promise<string | null> {
  if (!p.payerId) return p.payerEmail;
  const [payer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, p.payerId));
  return payer?.email ?? null;
}

/**
 * A provider's event about a refund: ours only if a pending refund of that provider has its id (a refund made
 * elsewhere, e.g. in Stripe's Dashboard, is not read at all), then read from the provider and applied.
 */
export async function refundEvent(app: AppContext, provider: PaymentProviderName, refundRef: string) {
  const [row] = await app.db
    .select({ refund: refunds, p: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.providerRefundId, refundRef),
        eq(payments.provider, provider),
        eq(refunds.status, 'pending'),
      ),
    );
  if (row) await readPendingRefund(app, row.refund, row.p);
}

/** A refund the provider already made and left pending: its state now, applied (its webhook, or a retry). */
async function readPendingRefund(app: AppContext, refund: RefundRow, p: PaymentRow) {
  const provider = providerOf(app, p);
  if (!refund.providerRefundId || !provider.retrieveRefund) return;
  const now = await provider.retrieveRefund({ refundRef: refund.providerRefundId });
  await settleRefund(app, refund, p, now);
}

/**
 * The provider refused a refund. One a person asked for is marked failed and its money goes back to the
 * recipient's wallet. One Detalle started by itself (money that could not be given) is never put back: it stays
 * pending, for the sweeper to ask again and for a person to look at.
 */
async function refused(app: AppContext, refund: RefundRow) {
  if (refund.requestedBy !== null) {
    await failRefund(app, refund.id);
    return;
  }
  app.log.error(
    { refundId: refund.id, paymentId: refund.paymentId },
    'automatic refund refused by the provider',
  );
}

/**
 * A refund left pending that the provider has now decided (its webhook, re-read): done, or not done. A transfer's
 * refund that is not done (the payer never gave their bank account) went back to the payer's cash balance at the
 * provider, not to us, so the recipient's wallet does not get it again: it stays pending for a person to return.
 */
async function settleRefund(app: AppContext, refund: RefundRow, p: PaymentRow, result: RefundResult) {
  if (refund.status !== 'pending' || result.status === 'pending') return;
  if (result.status === 'succeeded') {
    await app.db
      .update(refunds)
      .set({ status: 'succeeded' })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
    return;
  }
  if (p.method === 'sepa_transfer' || p.method === 'spei') {
    app.log.error(
      { refundId: refund.id, paymentId: refund.paymentId },
      'transfer refund not completed: the money is in the payer’s cash balance at the provider',
    );
    return;
  }
  await refused(app, refund);
}

/** A refund the provider refused: marked failed and its money put back, once (conditional on `pending`). */
async function failRefund(app: AppContext, refundId: string) {
  await app.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(refunds)
      .set({ status: 'failed' })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning({ id: refunds.id });
    if (failed) await undoRefund(app, tx, refundId);
  });
}

/** A refund the provider did not make: its money goes back where it was, by a reversing transfer. */
async function undoRefund(app: AppContext, tx: Db, refundId: string) {
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
      .returning();
    // The purpose reads what was refunded before this change: the row as it was.
    if (p && refund.requestedBy !== null)
      await purposeOf(app, p).refunded(tx, { ...p, refunded: p.refunded + refund.amount }, -refund.amount);
  }
}

async function notifyRefund(
  app: AppContext,
  tx: Db,
  p: PaymentRow,
  callerId: string,
  amount: number,
  status: RefundResult['status'],
) {
  const other = callerId === p.recipientId ? p.payerId : p.recipientId;
  if (!other) return;
  const [caller] = await tx.select({ name: users.name }).from(users).where(eq(users.id, callerId));
  const money = formatMoney({ amount, currency: p.currency });
  await app.notify(
    {
      userId: other,
      type: 'wallet',
      title:
        callerId === p.recipientId
          ? `${caller?.name ?? 'Alguien'} te ha devuelto ${money}`
          : `Se ha devuelto un regalo de ${money}`,
      body:
        status === 'pending' && other === p.payerId && refundsToBankAccount(p.method)
          ? 'Va a tu cuenta bancaria. Si nos falta su número, te lo pediremos por correo.'
          : 'Lo verás en los movimientos de tu billetera.',
      data: { paymentId: p.id },
    },
    tx,
  );
}
