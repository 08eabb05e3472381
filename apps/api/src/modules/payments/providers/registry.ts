import type { GivingMethod, PaymentProviderName } from '@detalle/contract';
import type { PaymentProvider } from './provider.js';

/**
 * The providers this server talks to: the main one (test mode, or Stripe) takes cards and the delayed ways it
 * offers; another (MercadoPago, where configured) adds the ways it alone offers. A payment stays with the provider
 * that started it (`payments.provider`), so every later question about it goes there.
 */
export class PaymentProviders {
  constructor(
    readonly main: PaymentProvider,
    readonly extras: readonly PaymentProvider[] = [],
  ) {}

  get all(): readonly PaymentProvider[] {
    return [this.main, ...this.extras];
  }

  /** The provider of a payment; one no longer configured is a programming or configuration error. */
  named(name: PaymentProviderName): PaymentProvider {
    const provider = this.all.find((p) => p.name === name);
    if (!provider) throw new Error(`payment provider '${name}' is not configured`);
    return provider;
  }

  /** Who takes this way to give: the main provider first; null when nobody here does. */
  forMethod(method: GivingMethod): PaymentProvider | null {
    if (method === 'card') return this.main;
    return this.all.find((p) => p.delayedMethods.includes(method)) ?? null;
  }

  /** Every way to give this server takes, card first. */
  methods(): GivingMethod[] {
    return ['card', ...new Set(this.all.flatMap((p) => p.delayedMethods))];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every payment provider configured (`payments` is the main one). */
    paymentProviders: PaymentProviders;
  }
}
