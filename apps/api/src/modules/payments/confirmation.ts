import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { applyCharge } from './apply-charge.js';
import { expirePayment } from './expiry.js';
import { isOpen, type PaymentRow, timeIsUp } from './open-payment.js';
import { providerOf } from './provider-of.js';

/**
 * The payer's answer to their bank's confirmation step of a payment still open: finished, refused, or given up.
 * The provider is asked, and its answer recorded by `applyCharge`.
 */

/** A payment of this payer (signed in); anyone else's is a 404. */
export async function payerPayment(db: Db, payerId: string, id: string) {
  if (!isUuid(id)) throw notFound('No encontramos ese pago.');
  const [p] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.payerId, payerId)));
  if (!p) throw notFound('No encontramos ese pago.');
  return p;
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
  const provider = providerOf(app, p);
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

/** The payer gives up on a payment still waiting for confirmation (`payment/cancel/{id}`). */
export async function cancelOpenPayment(app: AppContext, p: PaymentRow) {
  if (p.status !== 'requires_action' || !p.providerChargeId) throw new AppError('PAYMENT_STATE_CHANGED');
  const result = await providerOf(app, p).cancelCharge({ chargeRef: p.providerChargeId });
  const changed = await applyCharge(app, p.id, {
    ...result,
    failure: 'Has cancelado el pago. No se ha cobrado nada.',
  });
  if (!changed) throw new AppError('PAYMENT_STATE_CHANGED');
}
