import type { AppContext } from '../../context.js';
import type { PaymentRow } from './purposes.js';

/** The provider that started this payment: every later question about it (state, cancel, refund) goes there. */
export const providerOf = (app: Pick<AppContext, 'paymentProviders'>, p: Pick<PaymentRow, 'provider'>) =>
  app.paymentProviders.named(p.provider);
