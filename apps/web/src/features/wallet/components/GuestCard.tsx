import { Alert, Skeleton, Text, TextInput, type TextInputProps } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import type { useIdempotencyKey } from '../lib/idempotency';
import type { StripeGuestCardHandle } from './StripeGuestCard';
import { TestCardFields } from './TestCardFields';

// Stripe.js and its React bindings only travel when Stripe is the provider.
const StripeGuestCard = lazy(() => import('./StripeGuestCard'));

/**
 * With Stripe the form checks everything but the card (typed into Stripe's element, made a PaymentMethod only
 * when the guest pays); this stands in for it while the schema checks the rest, and is replaced before sending.
 */
export const STRIPE_CARD = { kind: 'stripe' as const, paymentMethodId: 'pm_from_stripe_js' };

type StripeCard = { kind: 'stripe'; paymentMethodId: string };

/**
 * A guest's card for one payment or donation, with Stripe: one PaymentMethod per attempt (one Idempotency-Key),
 * so a retry of that attempt after a lost answer sends the same one; a new attempt (a refusal, a new body) makes
 * another, as the guest may have fixed the card. Also Stripe's bank step (3-D Secure) in Stripe's own window.
 */
export function useStripeGuestCard(attempt: ReturnType<typeof useIdempotencyKey>) {
  const handle = useRef<StripeGuestCardHandle | null>(null);
  const made = useRef<{ key: string; id: string } | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    /** Stripe.js is at work (making the PaymentMethod, or the bank's step). */
    busy,
    onReady: (ready: StripeGuestCardHandle) => {
      handle.current = ready;
    },
    newAttempt() {
      attempt.finish();
      made.current = null;
    },
    /**
     * The card to send with this attempt's key, or null: before Stripe.js is ready, or when Stripe refused the
     * card (its message is then shown with `showError`, on the form the person is filling in).
     */
    async cardFor(key: string, showError: (message: string) => void): Promise<StripeCard | null> {
      if (!handle.current) return null;
      if (made.current?.key !== key) {
        setBusy(true);
        const result = await handle.current.paymentMethod();
        setBusy(false);
        if ('error' in result) {
          showError(result.error);
          return null;
        }
        made.current = { key, id: result.id };
      }
      return { kind: 'stripe', paymentMethodId: made.current.id };
    },
    /** The bank's step: null when done, else Stripe's message; undefined before Stripe.js is ready. */
    async nextAction(clientSecret: string): Promise<string | null | undefined> {
      if (!handle.current) return undefined;
      setBusy(true);
      const problem = await handle.current.nextAction(clientSecret);
      setBusy(false);
      return problem;
    },
  };
}

type CardField = 'number' | 'expiry' | 'cvc';

/** The card fields of a guest's form: Stripe's Payment Element with Stripe, else the test card's fields. */
export function GuestCardFields({
  stripeKey,
  currency,
  onReady,
  field,
}: {
  stripeKey: string | null;
  currency: string;
  onReady: (handle: StripeGuestCardHandle) => void;
  field: (name: CardField) => Pick<TextInputProps, 'name' | 'value' | 'error' | 'onChange'>;
}) {
  const { t } = useTranslation();
  if (!stripeKey)
    return <TestCardFields field={field} numberDescription={t('wallet.guestChipIn.testCard')} />;
  return (
    <Suspense fallback={<Skeleton h={180} radius="md" />}>
      <StripeGuestCard publishableKey={stripeKey} currency={currency} onReady={onReady} />
      <Text size="xs" c="dimmed">
        {t('wallet.guestChipIn.stripeCardHelp')}
      </Text>
    </Suspense>
  );
}

type FieldProps = Pick<TextInputProps, 'name' | 'value' | 'error' | 'onChange'>;

/** Who the guest is: a first name and the e-mail where the receipt goes; no account is made. */
export function GuestContactFields({
  field,
  emailHelp,
}: {
  field: (name: 'name' | 'email') => FieldProps;
  emailHelp: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        {...field('name')}
        label={t('wallet.guestChipIn.name')}
        autoComplete="given-name"
        maxLength={120}
        size="md"
      />
      <GuestEmailField field={field} help={emailHelp} />
    </>
  );
}

/** The e-mail where a guest's receipt (or certificate) goes. */
export function GuestEmailField({ field, help }: { field: (name: 'email') => FieldProps; help: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      {...field('email')}
      type="email"
      label={t('wallet.guestChipIn.email')}
      description={help}
      autoComplete="email"
      maxLength={254}
      size="md"
    />
  );
}

/** Live payments without an account wait for Stripe: a guest is told cards come soon, instead of a form. */
export function CardsSoon() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light">
      {t('wallet.guestChipIn.cardsSoon')}
    </Alert>
  );
}
