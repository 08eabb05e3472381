import {
  type Donation,
  type DonorKind,
  donationInputSchema,
  guestDonationInputSchema,
  type PaymentCurrency,
  type ProvinceCode,
} from '@detalle/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { useIsLoggedIn } from '@/lib/session';
import { useDonate } from '../api/donations';
import { useWalletConfig } from '../api/get-wallet-config';
import { bizumPhoneFor } from '../lib/giving-methods';
import { useIdempotencyKey } from '../lib/idempotency';
import { readAmount } from '../lib/money-input';
import { loadStripeJs } from '../lib/stripe';
import { AmountFields } from './AmountFields';
import { BankConfirmStep } from './BankConfirmStep';
import { CardChooser, useCards } from './CardChooser';
import { DelayedDonation } from './DelayedDonation';
import { DonationMethods, donatePayLabel } from './DonationMethods';
import { DonationThanks } from './DonationThanks';
import { DonorIdentityFields } from './DonorIdentityFields';
import { CardsSoon, GuestCardFields, GuestEmailField, STRIPE_CARD, useStripeGuestCard } from './GuestCard';
import { EXPIRY, readExpiry } from './TestCardFields';
import { TestModeNotice } from './TestModeNotice';
import { useAttemptSteps } from './use-attempt-steps';
import { donationMethodValues, useDonationMethods, whenStarted } from './use-donation-methods';

export type DonateModalProps = {
  /** A verified ONG: the money goes to its wallet. */
  ong: { id: string; name: string };
  /** "Dona a una ONG en lugar de regalarme": the list or event whose page offered it. */
  inLieuOf?: { listId?: string; eventId?: string };
  onClose: () => void;
};

const QUICK_AMOUNTS = ['10', '25', '50'];

/**
 * "Donar": money for a verified ONG, signed in with a saved card or, without an account, with a card for this
 * donation only (test cards in test mode), exactly like paying a gift. Full name and NIF/NIE (optional) go on
 * the certificate; one Idempotency-Key per attempt, kept on retry. Afterwards: thanks and the certificate.
 */
export function DonateModal({ ong, inLieuOf, onClose }: DonateModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [done, setDone] = useState<Donation | null>(null);
  const [token, setToken] = useState<string | null>(null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('wallet.donate.title', { name: ong.name })}
      fullScreen={phone}
      size="lg"
    >
      {done?.status === 'awaiting_funds' ? (
        <DelayedDonation donation={done} token={token} onRetry={() => setDone(null)} onClose={onClose} />
      ) : done ? (
        <DonationThanks donation={done} token={token} onClose={onClose} />
      ) : (
        <DonateForm
          ong={ong}
          inLieuOf={inLieuOf}
          onDone={(d) => {
            if (d.token) setToken(d.token);
            setDone(d);
          }}
        />
      )}
    </Modal>
  );
}

type DonateFormProps = {
  ong: DonateModalProps['ong'];
  inLieuOf: DonateModalProps['inLieuOf'];
  onDone: (d: Donation) => void;
};

/**
 * The form's values and the body they make: a signed-in donor's saved card (the default one unless another is
 * chosen), or a guest's name, e-mail and card (the test card's fields, or Stripe's stand-in until paying).
 */
function useDonationForm({
  ong,
  inLieuOf,
  currency,
  defaultCardId,
  stripeKey,
}: Pick<DonateFormProps, 'ong' | 'inLieuOf'> & {
  currency: string;
  defaultCardId: string | undefined;
  stripeKey: string | null;
}) {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  return useZodForm({
    initialValues: {
      amount: '25',
      donorKind: 'person',
      fullName: '',
      taxId: '',
      province: '',
      email: '',
      methodId: '',
      number: '',
      expiry: '',
      cvc: '',
      ...donationMethodValues(),
    },
    schema: isLoggedIn ? donationInputSchema : guestDonationInputSchema,
    toBody: ({ amount, number, expiry, cvc, methodId, email, donorKind, province, ...values }) => {
      const common = {
        ...values,
        bizumPhone: bizumPhoneFor(values),
        donorKind: donorKind as DonorKind,
        province: (province || null) as ProvinceCode | null,
        ...inLieuOf,
        ongId: ong.id,
        currency: currency as PaymentCurrency,
        amount: readAmount(amount, currency, t).amount ?? undefined,
      };
      // A saved card or a guest's card only when paying by card.
      if (isLoggedIn)
        return { ...common, methodId: values.method === 'card' ? methodId || defaultCardId : undefined };
      const { expMonth, expYear } = readExpiry(expiry);
      return {
        ...common,
        // The certificate's full name already says who gives; the e-mail greets a person by its first word and a
        // company by its razón social.
        name:
          donorKind === 'company'
            ? values.fullName.trim().slice(0, 120)
            : (values.fullName.trim().split(/\s+/)[0] ?? ''),
        email,
        card:
          values.method !== 'card'
            ? undefined
            : stripeKey
              ? STRIPE_CARD
              : { kind: 'test' as const, number, expMonth, expYear, cvc, holder: values.fullName },
      };
    },
    aliases: {
      'card.number': 'number',
      'card.expMonth': 'expiry',
      'card.expYear': 'expiry',
      'card.cvc': 'cvc',
      name: 'fullName',
    },
  });
}

/** The form and paying it: signed in with a saved card, or as a guest with a card for this donation only. */
function useDonation({ ong, inLieuOf, onDone }: DonateFormProps) {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const config = useWalletConfig();
  const cards = useCards(isLoggedIn);
  const { donate, confirm } = useDonate();
  const attempt = useIdempotencyKey();
  const [currency, setCurrency] = useState<string>('EUR');
  // With Stripe: a guest's card in Stripe's Payment Element; a signed-in donor's saved card needs Stripe.js only
  // for the bank's step (3-D Secure).
  const stripeKey = config.data?.provider === 'stripe' ? config.data.stripePublishableKey : null;
  const stripe = useStripeGuestCard(attempt);
  const form = useDonationForm({ ong, inLieuOf, currency, defaultCardId: cards.defaultCard?.id, stripeKey });
  const steps = useAttemptSteps<Donation>({
    stripeKey,
    newAttempt: stripe.newAttempt,
    form,
    onDone,
    confirm: (d, approve, { onSuccess, onError }) =>
      confirm.mutate(
        { id: d.id, token: d.token, approve },
        { onSuccess: (answered) => onSuccess({ ...answered, token: d.token }), onError },
      ),
    // Stripe's bank step: in the guest's Payment Element, or with Stripe.js for a saved card; then the server reads how it went.
    stripeStep: async (_d, clientSecret, answer) => {
      if (!isLoggedIn) {
        const problem = await stripe.nextAction(clientSecret);
        if (problem !== undefined) answer(problem === null);
        return;
      }
      if (!stripeKey) return;
      const stripeJs = await loadStripeJs(stripeKey);
      const result = stripeJs ? await stripeJs.handleNextAction({ clientSecret }) : null;
      answer(!!result && !result.error);
    },
  });
  const { settle, refused } = steps;
  const read = readAmount(form.values.amount, currency, t);
  const ways = useDonationMethods(ong.id, currency, form.values.method, read.amount);
  const submit = form.onSubmit(async (body) => {
    if (read.error) {
      form.setErrors({ amount: read.error });
      return;
    }
    if (ways.refusal) {
      form.setErrors({ method: ways.refusal });
      return;
    }
    if (!isLoggedIn && !stripeKey && !ways.delayed && !EXPIRY.test(form.values.expiry)) {
      form.setErrors({ expiry: t('wallet.cards.expiryFormat') });
      return;
    }
    const key = attempt.keyFor(body);
    if (ways.delayed) {
      const started = whenStarted((d) => {
        attempt.finish();
        onDone(d);
      }, settle);
      donate.mutate(
        { guest: !isLoggedIn, body: body as never, key },
        { onSuccess: started, onError: refused },
      );
      return;
    }
    if (isLoggedIn) {
      donate.mutate({ guest: false, body: body as never, key }, { onSuccess: settle, onError: refused });
      return;
    }
    if (!stripeKey) {
      donate.mutate({ guest: true, body: body as never, key }, { onSuccess: settle, onError: refused });
      return;
    }
    const card = await stripe.cardFor(key, form.setFormError);
    if (!card) return;
    const withCard = { ...(body as object), card };
    donate.mutate({ guest: true, body: withCard as never, key }, { onSuccess: settle, onError: refused });
  });
  return {
    isLoggedIn,
    config,
    cards,
    currency,
    setCurrency,
    stripeKey,
    stripe,
    form,
    steps,
    read,
    ways,
    submit,
    confirming: confirm.isPending,
    busy: donate.isPending || confirm.isPending || stripe.busy,
  };
}

type DonationForm = ReturnType<typeof useDonationForm>;

/** How much (a quick amount or any, in any of the wallet's currencies) and whose name and NIF go on the certificate. */
function DonorFields({
  form,
  currency,
  currencies,
  onCurrency,
  amountError,
}: {
  form: DonationForm;
  currency: string;
  currencies: string[];
  onCurrency: (currency: string) => void;
  amountError: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="xs" role="group" aria-label={t('wallet.donate.quick')}>
        {QUICK_AMOUNTS.map((a) => (
          <Button
            key={a}
            variant={form.values.amount === a ? 'filled' : 'light'}
            size="sm"
            onClick={() => form.setValue('amount', a)}
            aria-pressed={form.values.amount === a}
          >
            {formatMoney({ amount: Number(a) * 100, currency: 'EUR' }).replace(/,00/, '')}
          </Button>
        ))}
      </Group>
      <AmountFields
        amount={form.values.amount}
        currency={currency}
        currencies={currencies}
        onAmount={(value) => form.setValue('amount', value)}
        onCurrency={onCurrency}
        error={form.errors.amount ?? (form.values.amount ? amountError : null)}
        label={t('wallet.donate.amount')}
      />
      <DonorIdentityFields form={form} />
    </>
  );
}

function DonateForm({ ong, inLieuOf, onDone }: DonateFormProps) {
  const { t } = useTranslation();
  const {
    isLoggedIn,
    config,
    cards,
    currency,
    setCurrency,
    stripeKey,
    stripe,
    form,
    steps,
    read,
    ways,
    submit,
    confirming,
    busy,
  } = useDonation({ ong, inLieuOf, onDone });
  const { pendingConfirm } = steps;

  if (!isLoggedIn && config.data && !config.data.testMode && !stripeKey) return <CardsSoon />;

  if (pendingConfirm)
    return (
      <BankConfirmStep
        onAnswer={(approve) => steps.answerBank(pendingConfirm, approve)}
        pending={confirming}
      />
    );

  const payLabel = read.amount
    ? t('wallet.donate.payAmount', { money: formatMoney({ amount: read.amount, currency }) })
    : t('wallet.donate.pay');
  return (
    <Stack gap="md">
      <Text size="sm">{t('wallet.donate.explain', { name: ong.name })}</Text>
      <TestModeNotice />
      <form ref={form.formRef} onSubmit={submit} noValidate id="donar">
        <Stack gap="md">
          <FormError message={form.formError} />
          <DonorFields
            form={form}
            currency={currency}
            currencies={config.data?.currencies ?? ['EUR']}
            onCurrency={(next) => {
              // Each currency has its own ways: card until another is chosen.
              setCurrency(next);
              form.setValue('method', 'card');
            }}
            amountError={read.error}
          />
          <DonationMethods
            form={form}
            methods={ways.methods}
            amount={read.amount}
            currency={currency}
            ongName={ong.name}
          />
          {isLoggedIn ? null : (
            <>
              <GuestEmailField field={form.inputProps} help={t('wallet.donate.emailHelp')} />
              {ways.delayed ? null : (
                <GuestCardFields
                  stripeKey={stripeKey}
                  currency={currency}
                  onReady={stripe.onReady}
                  field={form.inputProps}
                />
              )}
            </>
          )}
        </Stack>
      </form>
      {isLoggedIn && !ways.delayed ? (
        <CardChooser
          cards={cards.cards}
          loading={cards.loading}
          value={form.values.methodId || cards.defaultCard?.id || ''}
          onChange={(value) => form.setValue('methodId', value)}
        />
      ) : null}
      <Button
        type="submit"
        form="donar"
        size="md"
        loading={busy}
        disabled={isLoggedIn && !ways.delayed && cards.cards.length === 0}
        leftSection={<IconHeartHandshake size={18} aria-hidden />}
      >
        {ways.delayed ? donatePayLabel(t, form.values.method, read.amount, currency) : payLabel}
      </Button>
      <Text size="xs" c="dimmed">
        {t('wallet.send.feeNote')}
      </Text>
    </Stack>
  );
}
