import type { PaymentMethod } from '@detalle/contract';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useWalletConfig } from '../api/get-wallet-config';
import { TestCardForm } from './TestCardForm';

// Stripe.js and its React bindings only travel when Stripe is the provider.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

/** Adding a card the way the running provider wants it: our test form, or Stripe's Payment Element. */
export function AddCard({
  onSaved,
  makeDefault,
}: {
  onSaved: (method: PaymentMethod) => void;
  makeDefault?: boolean;
}) {
  const config = useWalletConfig();
  if (!config.data) return <Skeleton h={220} radius="md" />;
  if (config.data.provider === 'stripe' && config.data.stripePublishableKey) {
    return (
      <Suspense fallback={<Skeleton h={220} radius="md" />}>
        <StripeCardForm
          publishableKey={config.data.stripePublishableKey}
          onSaved={onSaved}
          makeDefault={makeDefault}
        />
      </Suspense>
    );
  }
  return <TestCardForm onSaved={onSaved} makeDefault={makeDefault} />;
}
