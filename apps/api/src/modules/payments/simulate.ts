import type { SimulateFundsInput } from '@detalle/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { payments } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { applyCharge } from './apply-charge.js';
import { expirePayment } from './expiry.js';
import { providerOf } from './provider-of.js';
import type { DelayedMethod } from './providers/provider.js';
import type { PaymentRow } from './purposes.js';

/**
 * Test mode only: the giver's bank, shop or app acts on a delayed payment, as its webhook would say, and the
 * answer is recorded the one way every answer is (`applyCharge`). Outside test mode the route does not exist for
 * anyone: it answers 404, as an unknown path does.
 */
export async function simulateFunds(app: AppContext, p: PaymentRow, outcome: SimulateFundsInput['outcome']) {
  const provider = providerOf(app, p);
  if (!provider.testMode || !provider.simulateFunds)
    throw notFound('Esta opción solo existe en el modo de prueba.');
  if (p.status !== 'awaiting_funds' || !p.providerChargeId)
    throw new AppError(
      'PAYMENT_STATE_CHANGED',
      p.status === 'succeeded'
        ? 'Este pago ya ha llegado.'
        : 'Este pago ya no espera dinero. Vuelve a cargar la página.',
    );
  if (outcome === 'expired') {
    // The instructions' time runs out now: the expiry does what it would have done on their last day.
    await app.db.update(payments).set({ expiresAt: new Date() }).where(eq(payments.id, p.id));
    await expirePayment(app, p.id);
    return;
  }
  const answer = provider.simulateFunds({
    chargeRef: p.providerChargeId,
    method: p.method as DelayedMethod,
    amount: p.amount,
    currency: p.currency,
    received: p.received,
    outcome,
  });
  await applyCharge(app, p.id, answer);
}
