import { Stack, Text, useComputedColorScheme } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n';
import { loadStripeJs } from '../lib/stripe';

/** What the guest's form asks of Stripe.js: the card as a PaymentMethod, then the bank's step if it wants one. */
export type StripeGuestCardHandle = {
  /** The card typed into the Payment Element as a PaymentMethod (`pm_…`) for this payment only, or Stripe's message. */
  paymentMethod: () => Promise<{ id: string } | { error: string }>;
  /** 3-D Secure and the like, in Stripe's own window; null when done, else Stripe's message. */
  nextAction: (clientSecret: string) => Promise<string | null>;
};

function CardElement({ onReady }: { onReady: (handle: StripeGuestCardHandle) => void }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady({
      paymentMethod: async () => {
        const checked = await elements.submit();
        if (checked.error) return { error: checked.error.message ?? t('errors.unexpected') };
        const made = await stripe.createPaymentMethod({ elements });
        if (made.error) return { error: made.error.message ?? t('errors.unexpected') };
        return { id: made.paymentMethod.id };
      },
      nextAction: async (clientSecret) => {
        const done = await stripe.handleNextAction({ clientSecret });
        return done.error ? (done.error.message ?? t('errors.unexpected')) : null;
      },
    });
  }, [stripe, elements, onReady, t]);
  // Apple Pay and Google Pay show where the device and browser offer them (and the domain is registered at Stripe).
  return <PaymentElement options={{ layout: 'tabs', wallets: { applePay: 'auto', googlePay: 'auto' } }} />;
}

/**
 * A guest's card with Stripe: typed into Stripe's Payment Element (its number never reaches our server), turned
 * into a PaymentMethod that `payment/guest` charges once and never saves. Deferred mode (no intent until the
 * guest pays), cards only. Loaded only when Stripe runs (`lazy`), like `StripeCardForm`.
 */
export default function StripeGuestCard({
  publishableKey,
  currency,
  onReady,
}: {
  publishableKey: string;
  currency: string;
  onReady: (handle: StripeGuestCardHandle) => void;
}) {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme('light');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('wallet.guestChipIn.stripeCard')}
      </Text>
      <Elements
        stripe={loadStripeJs(publishableKey)}
        options={{
          mode: 'setup',
          currency: currency.toLowerCase(),
          paymentMethodCreation: 'manual',
          allowedPaymentMethodTypes: ['card'],
          locale: 'es',
          appearance: { theme: scheme === 'dark' ? 'night' : 'stripe' },
        }}
      >
        <CardElement onReady={onReady} />
      </Elements>
    </Stack>
  );
}
