import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { paymentMethods } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { applyCharge, type ChargeAnswer } from './apply-charge.js';
import { timeIsUp } from './open-payment.js';
import type { ChargeResult } from './providers/provider.js';
import type { PaymentRow } from './purposes.js';
import { customerOf } from './saved-cards.js';

/** A refusal before any charge: the payment failed and nothing was taken. */
const refusedBeforeCharge = (failure: string): ChargeAnswer => ({
  chargeRef: null,
  status: 'failed',
  clientSecret: null,
  fee: null,
  failure,
});

/** Asks the provider to charge a payment still `processing` with its payer's saved card, and records its answer. */
export async function chargeAndApply(app: AppContext, payment: PaymentRow) {
  const [card] = payment.methodId
    ? await app.db.select().from(paymentMethods).where(eq(paymentMethods.id, payment.methodId))
    : [];
  if (!card || !payment.payerId) {
    await applyCharge(app, payment.id, refusedBeforeCharge('La tarjeta ya no está en tu billetera.'));
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
      await applyCharge(app, payment.id, refusedBeforeCharge(err.message));
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
