import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { payments, refunds } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { QUEUES } from '../../plugins/jobs.js';
import { applyCharge } from './apply-charge.js';
import { expiredFailure, isOpen, type PaymentRow, timeIsUp } from './open-payment.js';
import { providerOf } from './provider-of.js';
import type { ChargeResult } from './providers/provider.js';
import { finishRefund } from './refunds.js';

/**
 * Settling payments that are still open (`processing`, `requires_action`, `awaiting_funds`) when nobody answers: the end of its
 * hold (`openPayment` set `expiresAt` and queued a job for that moment), and the sweeper behind it. The provider
 * is asked first, so money it took is never written off as expired. (The payer's own answer: `confirmation.ts`.)
 */

const SWEEP_GRACE_MS = 60_000;
const SWEEP_BATCH = 100;
/** An automatic refund's own job retries for about an hour; after this the sweeper asks again. */
const REFUND_RETRY_AFTER_MS = 10 * 60_000;
/** Past this, a payment the provider cannot settle (it keeps failing, or keeps processing) expires anyway. */
const STUCK_MS = 60 * 60_000;
const UNSURE_FAILURE =
  'No hemos podido confirmar el pago con el banco a tiempo, así que lo hemos cancelado. Si llegara a cobrarse, te lo devolveremos entero.';

/** The charge as the provider has it now: by its reference, or (an answer we never got) by our payment id. */
function currentCharge(app: AppContext, p: PaymentRow): Promise<ChargeResult | null> {
  return p.providerChargeId
    ? providerOf(app, p).retrieveCharge({ chargeRef: p.providerChargeId })
    : providerOf(app, p).findCharge({ paymentId: p.id, idempotencyKey: `payment:${p.id}` });
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
    failure: expiredFailure(p),
  });
}

const stuck = (p: PaymentRow) => p.expiresAt !== null && p.expiresAt.getTime() <= Date.now() - STUCK_MS;

/**
 * How the charge stands at the provider, cancelled there first when it still waits for the payer. A delayed
 * payment's wait is closed instead: what arrived of a transfer sent short is kept and given, nothing is cancelled.
 */
async function askAndCancel(app: AppContext, p: PaymentRow): Promise<ChargeResult | null> {
  const charge = await currentCharge(app, p);
  if (charge?.status === 'awaiting_funds')
    return providerOf(app, p).closeAwaiting({
      chargeRef: charge.chargeRef,
      received: Math.max(p.received, charge.received ?? 0),
      currency: p.currency,
    });
  if (charge?.status !== 'requires_action') return charge;
  try {
    return await providerOf(app, p).cancelCharge({ chargeRef: charge.chargeRef });
  } catch (err) {
    // Confirmed or cancelled at the provider meanwhile: record that instead.
    if (!(err instanceof AppError && err.code === 'PAYMENT_STATE_CHANGED')) throw err;
    return providerOf(app, p).retrieveCharge({ chargeRef: charge.chargeRef });
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
        sql`${payments.status} in ('requires_action', 'processing', 'awaiting_funds')`,
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
        // One the provider already made waits there (for the payer's bank account): its webhook ends it.
        isNull(refunds.providerRefundId),
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
