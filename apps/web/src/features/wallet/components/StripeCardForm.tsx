import type { PaymentMethod } from '@detalle/contract';
import { Button, Skeleton, Stack, Switch, useComputedColorScheme } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { useSaveCard } from '../api/save-card';
import { setupCard } from '../api/setup-card';
import { loadStripeJs } from '../lib/stripe';

type Saved = (method: PaymentMethod) => void;

function SetupForm({ onSaved, makeDefault: initialDefault }: { onSaved: Saved; makeDefault: boolean }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const save = useSaveCard();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [makeDefault, setMakeDefault] = useState(initialDefault);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setError(null);
    setConfirming(true);
    const result = await stripe.confirmSetup({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    setConfirming(false);
    if (result.error) {
      setError(result.error.message ?? t('errors.unexpected'));
      return;
    }
    save.mutate(
      { kind: 'stripe', setupIntentId: result.setupIntent.id, makeDefault },
      { onSuccess: onSaved, onError: (e) => setError(errorText(e)) },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <FormError message={error} />
        <PaymentElement />
        <Switch
          label={t('wallet.cards.makeDefault')}
          checked={makeDefault}
          onChange={(event) => setMakeDefault(event.currentTarget.checked)}
        />
        <Button type="submit" size="md" loading={confirming || save.isPending} disabled={!stripe}>
          {t('wallet.cards.save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * With Stripe: the card is typed into Stripe's Payment Element, so its number never reaches our server.
 * card/setup gives the SetupIntent, Stripe confirms it (3-D Secure if the bank asks), card/save keeps it.
 * Loaded only when Stripe runs (`lazy`).
 */
export default function StripeCardForm({
  publishableKey,
  onSaved,
  makeDefault = false,
}: {
  publishableKey: string;
  onSaved: Saved;
  makeDefault?: boolean;
}) {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme('light');
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setupCard().then(
      (secret) => live && setClientSecret(secret),
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, []);

  if (error) return <FormError message={error} />;
  if (!clientSecret) return <Skeleton h={220} radius="md" aria-label={t('wallet.cards.loadingForm')} />;
  return (
    <Elements
      stripe={loadStripeJs(publishableKey)}
      options={{ clientSecret, locale: 'es', appearance: { theme: scheme === 'dark' ? 'night' : 'stripe' } }}
    >
      <SetupForm onSaved={onSaved} makeDefault={makeDefault} />
    </Elements>
  );
}
