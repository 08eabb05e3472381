import type { Db } from '../../../db/client.js';
import type { Config } from '../../../env.js';
import type { MercadoPagoProviderOptions } from './mercadopago.js';
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

/**
 * The providers besides the main one: MercadoPago when its six settings are given, each gift collected by its
 * recipient with the tokens kept in `mercadopago_collectors` (read through `db`, the app's database once it is
 * up). Its SDK is loaded only then. `options`: tests point it at the stand-in.
 */
export async function extraProvidersFor(
  config: Config,
  db: () => Db,
  options: MercadoPagoProviderOptions = {},
): Promise<PaymentProvider[]> {
  if (!config.MERCADOPAGO_ACCESS_TOKEN || !config.MERCADOPAGO_TOKEN_KEY) return [];
  const [{ mercadoPagoFromConfig }, { MercadoPagoCollectors }, { collectorLookup, tokenKeyOf }] =
    await Promise.all([
      import('./mercadopago.js'),
      import('./mercadopago-collectors.js'),
      import('../collectors.js'),
    ]);
  const platform = mercadoPagoFromConfig(config, options);
  if (!platform) return [];
  const lookup = collectorLookup(db, tokenKeyOf(config.MERCADOPAGO_TOKEN_KEY), (refreshToken) =>
    platform.refreshSellerToken(refreshToken),
  );
  return [new MercadoPagoCollectors(platform, lookup)];
}

export type { PaymentProvider } from './provider.js';
