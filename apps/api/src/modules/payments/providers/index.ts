import type { Config } from '../../../env.js';
import type { PaymentProvider } from './provider.js';
import { TestModeProvider } from './test-provider.js';

/**
 * The provider this server uses: Stripe when its three settings are given (env.ts checks they come
 * together), otherwise the test mode. Stripe's SDK is loaded only then, so the embedded default never reads it.
 */
export async function paymentProviderFor(config: Config): Promise<PaymentProvider> {
  if (config.STRIPE_SECRET_KEY) {
    const { StripeProvider } = await import('./stripe.js');
    return new StripeProvider(config);
  }
  return new TestModeProvider();
}

export type { PaymentProvider } from './provider.js';
