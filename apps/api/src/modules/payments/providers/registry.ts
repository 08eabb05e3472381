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

  /** Whether a payment of this provider was collected by its recipient at the provider (MercadoPago). */
  collectsDirectly(name: PaymentProviderName): boolean {
    return this.all.some((p) => p.name === name && p.collectsDirectly === true);
  }

  /**
   * Who takes this way to give: the main provider first, except that the test mode's simulation of a way gives
   * way to a real provider of it (MercadoPago configured beside the test mode); null when nobody here does.
   */
  forMethod(method: GivingMethod): PaymentProvider | null {
    if (method === 'card') return this.main;
    const takers = this.all.filter((p) => p.delayedMethods.includes(method));
    return takers.find((p) => !p.testMode) ?? takers[0] ?? null;
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
