import type { Stripe } from '@stripe/stripe-js';

let loading: { key: string; stripe: Promise<Stripe | null> } | null = null;

/**
 * Stripe.js, loaded only when Stripe is the provider and a screen needs it (adding a card, a payment's
 * 3-D Secure step): the package and Stripe's script stay out of every other page.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  if (loading?.key !== publishableKey) {
    loading = {
      key: publishableKey,
      stripe: import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey)),
    };
  }
  return loading.stripe;
}
