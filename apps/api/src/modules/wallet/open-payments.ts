import type { Payment } from '@detalle/contract';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { payments, refunds } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { QUEUES } from '../../plugins/jobs.js';
import { EXPIRED_FAILURE, isOpen, type PaymentRow, timeIsUp } from './holds.js';
import { applyCharge, finishRefund } from './payments.js';
import type { ChargeResult } from './providers/provider.js';
import { paymentView } from './receipts.js';

/**
 * Settling payments that are still open (`processing`, `requires_action`): the payer's answer to their bank's
 * confirmation step, their cancelling it, and — when nobody answers — the end of its hold (`openPayment` set
 * `expiresAt` and queued a job for that moment). Whatever the path, the provider is asked first, so money it
 * took is never written off as expired.
 */

const SWEEP_GRACE_MS = 60_000;
const SWEEP_BATCH = 100;
/** An automatic refund's own job retries for about an hour; after this the sweeper asks again. */
const REFUND_RETRY_AFTER_MS = 10 * 60_000;
/** Past this, a payment the provider cannot settle (it keeps failing, or keeps processing) expires anyway. */
const STUCK_MS = 60 * 60_000;
const UNSURE_FAILURE =
  'No hemos podido confirmar el pago con el banco a tiempo, así que lo hemos cancelado. Si llegara a cobrarse, te lo devolveremos entero.';

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
  await settleConfirmation(app, p, approve);
  return paymentView(app, payerId, id);
}

/**
 * The payer (signed in, or a guest by their token) finished or refused the confirmation step: the provider's
 * answer is recorded. A payment already settled is left as it is; one whose hold is over is settled as its
 * expiry would (succeeded if the bank did confirm, expired otherwise).
 */
export async function settleConfirmation(app: AppContext, p: PaymentRow, approve: boolean) {
  if (p.status !== 'requires_action' || !p.providerChargeId) {
    if (!isOpen(p)) return;
    throw new AppError('PAYMENT_STATE_CHANGED');
  }
  if (timeIsUp(p)) {
    await expirePayment(app, p.id);
    return;
  }
  const provider = app.payments;
  const result = !approve
    ? await provider.cancelCharge({ chargeRef: p.providerChargeId })
    : provider.confirmCharge
      ? await provider.confirmCharge({ chargeRef: p.providerChargeId, approve, amount: p.amount })
      : await provider.retrieveCharge({ chargeRef: p.providerChargeId });
  await applyCharge(
    app,
    p.id,
    approve
      ? result
      : { ...result, status: 'canceled', failure: 'Has cancelado el pago. No se ha cobrado nada.' },
  );
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

/** The charge as the provider has it now: by its reference, or (an answer we never got) by our payment id. */
function currentCharge(app: AppContext, p: PaymentRow): Promise<ChargeResult | null> {
  return p.providerChargeId
    ? app.payments.retrieveCharge({ chargeRef: p.providerChargeId })
    : app.payments.findCharge({ paymentId: p.id, idempotencyKey: `payment:${p.id}` });
}

/**
 * The hold of an open payment is over. The provider is asked how the charge stands: an ending it knows is
 * recorded as it is; one still waiting for the payer is cancelled there first, then the payment is `expired`
 * (its share freed, the pending transfer voided, the payer told). A charge the provider is still processing is
 * left for the sweeper to ask again. Safe to run twice or concurrently: `applyCharge` records one ending.
 */
export async function expirePayment(app: AppContext, paymentId: string) {
  const [p] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!p || !isOpen(p)) return;
  if (!timeIsUp(p)) {
    // Early (another process's clock is ahead): come back at the payment's own time.
    await app.jobs.send(QUEUES.expirePayment, { paymentId }, { startAfter: p.expiresAt ?? new Date() });
    return;
  }
  let charge: ChargeResult | null;
  try {
    charge = await askAndCancel(app, p);
  } catch (err) {
    if (!stuck(p)) throw err;
    // The provider could not tell us for an hour: its share is freed; money that arrives later goes back.
    charge = null;
  }
  if (charge?.status === 'processing') {
    if (!stuck(p)) return;
    charge = null;
  }
  if (charge === null && stuck(p)) {
    await applyCharge(app, p.id, {
      chargeRef: p.providerChargeId,
      status: 'expired',
      clientSecret: null,
      fee: null,
      failure: UNSURE_FAILURE,
      unsure: true,
    });
    return;
  }
  if (charge && charge.status !== 'canceled') {
    await applyCharge(app, p.id, charge);
    return;
  }
  await applyCharge(app, p.id, {
    chargeRef: charge?.chargeRef ?? null,
    status: 'expired',
    clientSecret: null,
    fee: null,
    failure: EXPIRED_FAILURE,
  });
}

const stuck = (p: PaymentRow) => p.expiresAt !== null && p.expiresAt.getTime() <= Date.now() - STUCK_MS;

/** How the charge stands at the provider, cancelled there first when it still waits for the payer. */
async function askAndCancel(app: AppContext, p: PaymentRow): Promise<ChargeResult | null> {
  const charge = await currentCharge(app, p);
  if (charge?.status !== 'requires_action') return charge;
  try {
    return await app.payments.cancelCharge({ chargeRef: charge.chargeRef });
  } catch (err) {
    // Confirmed or cancelled at the provider meanwhile: record that instead.
    if (!(err instanceof AppError && err.code === 'PAYMENT_STATE_CHANGED')) throw err;
    return app.payments.retrieveCharge({ chargeRef: charge.chargeRef });
  }
}

/**
 * Every minute: open payments whose hold ended a while ago and whose own job did not settle them (it failed,
 * the provider was away, or the provider was still processing). Each is asked again; one failing does not stop
 * the others.
 */
export async function sweepOpenPayments(app: AppContext) {
  const due = await app.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        // Spelled as the partial index's predicate (`payments_open_idx`), so the index answers.
        sql`${payments.status} in ('requires_action', 'processing')`,
        lte(payments.expiresAt, new Date(Date.now() - SWEEP_GRACE_MS)),
      ),
    )
    .orderBy(asc(payments.expiresAt))
    .limit(SWEEP_BATCH);
  for (const { id } of due) {
    try {
      await expirePayment(app, id);
    } catch (err) {
      app.log.warn(
        { paymentId: id, err: { message: (err as Error).message } },
        'open payment not settled yet',
      );
    }
  }
  await retryAutomaticRefunds(app);
}

/**
 * Refunds Detalle started by itself (money that could not be given) whose provider part has not happened: the
 * provider was away longer than the job's retries, or refused. Asked again with the same key, never twice.
 */
async function retryAutomaticRefunds(app: AppContext) {
  const stale = await app.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.requestedBy),
        lte(refunds.createdAt, new Date(Date.now() - REFUND_RETRY_AFTER_MS)),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(SWEEP_BATCH);
  for (const { id } of stale) {
    try {
      await finishRefund(app, id, null);
    } catch (err) {
      app.log.warn(
        { refundId: id, err: { message: (err as Error).message } },
        'automatic refund not done yet',
      );
    }
  }
}
