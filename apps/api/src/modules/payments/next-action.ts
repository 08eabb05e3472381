import type { Payment } from '@detalle/contract';
import type { AppContext } from '../../context.js';

/** Stripe's confirmation step needs the PaymentIntent's client secret, read fresh (we never store it). */
export async function stripeNextAction(
  app: AppContext,
  chargeRef: string | null,
): Promise<Payment['nextAction']> {
  if (!chargeRef) return null;
  const charge = await app.payments.retrieveCharge({ chargeRef });
  return charge.clientSecret ? { type: 'stripe', clientSecret: charge.clientSecret } : null;
}

/** What a payer (or a guest, by token) must do next: the test provider's step, Stripe's, or nothing. */
export async function nextActionOf(
  app: AppContext,
  p: { status: string; provider: string; providerChargeId: string | null },
): Promise<Payment['nextAction']> {
  if (p.status !== 'requires_action') return null;
  return p.provider === 'test' ? { type: 'test_confirm' } : stripeNextAction(app, p.providerChargeId);
}
