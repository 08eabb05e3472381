import {
  type Donation,
  donationInputSchema,
  guestDonationInputSchema,
  type PaymentCurrency,
} from '@detalle/contract';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconHeartHandshake } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError, errorText } from '@/lib/api';
import { formatMoney } from '@/lib/money';
import { useIsLoggedIn } from '@/lib/session';
import { useDonate } from '../api/donations';
import { useWalletConfig } from '../api/get-wallet-config';
import { useIdempotencyKey } from '../lib/idempotency';
import { readAmount } from '../lib/money-input';
import { loadStripeJs } from '../lib/stripe';
import { AmountFields } from './AmountFields';
import { BankConfirmStep } from './BankConfirmStep';
import { CardChooser, useCards } from './CardChooser';
import { GuestCardFields, GuestContactFields, STRIPE_CARD, useStripeGuestCard } from './GuestCard';
import { EXPIRY, readExpiry } from './TestCardFields';
import { TestModeNotice } from './TestModeNotice';

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
      {done ? (
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

function DonationThanks({
  donation,
  token,
  onClose,
}: {
  donation: Donation;
  token: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { certificate } = useDonate();
  return (
    <Stack gap="md" align="center" ta="center" py="md">
      <IconHeartHandshake size={48} aria-hidden color="var(--mantine-color-teal-6)" />
      <Title order={2} size="h3">
        {t('wallet.donate.thanks', { money: formatMoney(donation), name: donation.ong.name })}
      </Title>
      <Text size="sm" c="dimmed">
        {t(token ? 'wallet.donate.thanksGuest' : 'wallet.donate.thanksSignedIn', {
          number: donation.certificateNumber ?? '',
        })}
      </Text>
      {certificate.isError ? <FormError message={errorText(certificate.error)} /> : null}
      <Button
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={certificate.isPending}
        onClick={() => certificate.mutate({ donation, token })}
      >
        {t('wallet.donate.certificate')}
      </Button>
      <Button variant="default" onClick={onClose} data-autofocus>
        {t('wallet.donate.close')}
      </Button>
    </Stack>
  );
}

function DonateForm({
  ong,
  inLieuOf,
  onDone,
}: {
  ong: DonateModalProps['ong'];
  inLieuOf: DonateModalProps['inLieuOf'];
  onDone: (d: Donation) => void;
}) {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const config = useWalletConfig();
  const { cards, defaultCard, loading: cardsLoading } = useCards(isLoggedIn);
  const { donate, confirm } = useDonate();
  const attempt = useIdempotencyKey();
  const [pendingConfirm, setPendingConfirm] = useState<Donation | null>(null);
  const [currency, setCurrency] = useState<string>('EUR');
  // With Stripe: a guest's card in Stripe's Payment Element; a signed-in donor's saved card needs Stripe.js only
  // for the bank's step (3-D Secure).
  const stripeKey = config.data?.provider === 'stripe' ? config.data.stripePublishableKey : null;
  const stripe = useStripeGuestCard(attempt);
  const form = useZodForm({
    initialValues: {
      amount: '25',
      fullName: '',
      taxId: '',
      name: '',
      email: '',
      methodId: '',
      number: '',
      expiry: '',
      cvc: '',
    },
    schema: isLoggedIn ? donationInputSchema : guestDonationInputSchema,
    toBody: ({ amount, number, expiry, cvc, methodId, name, email, ...values }) => {
      const common = {
        ...values,
        ...inLieuOf,
        ongId: ong.id,
        currency: currency as PaymentCurrency,
        amount: readAmount(amount, currency, t).amount ?? undefined,
      };
      if (isLoggedIn) return { ...common, methodId: methodId || defaultCard?.id };
      const { expMonth, expYear } = readExpiry(expiry);
      return {
        ...common,
        name,
        email,
        card: stripeKey
          ? STRIPE_CARD
          : { kind: 'test' as const, number, expMonth, expYear, cvc, holder: values.fullName },
      };
    },
    aliases: {
      'card.number': 'number',
      'card.expMonth': 'expiry',
      'card.expYear': 'expiry',
      'card.cvc': 'cvc',
    },
  });
  const answerBank = (d: Donation, approve: boolean) =>
    confirm.mutate(
      { id: d.id, token: d.token, approve },
      {
        onSuccess: (answered) => {
          setPendingConfirm(null);
          settle({ ...answered, token: d.token });
        },
        onError: refused,
      },
    );
  const settle = (d: Donation) => {
    if (d.status === 'succeeded') {
      stripe.newAttempt();
      onDone(d);
    } else if (d.status === 'requires_action') {
      if (d.nextAction?.type === 'stripe') void stripeBankStep(d, d.nextAction.clientSecret);
      else setPendingConfirm(d);
    } else {
      if (stripeKey) stripe.newAttempt();
      form.setFormError(d.failure ?? t('wallet.guestChipIn.failed'));
    }
  };
  /** Stripe's bank step: in the guest's Payment Element, or with Stripe.js for a saved card; then the server reads how it went. */
  const stripeBankStep = async (d: Donation, clientSecret: string) => {
    if (!isLoggedIn) {
      const problem = await stripe.nextAction(clientSecret);
      if (problem !== undefined) answerBank(d, problem === null);
      return;
    }
    if (!stripeKey) return;
    const stripeJs = await loadStripeJs(stripeKey);
    const result = stripeJs ? await stripeJs.handleNextAction({ clientSecret }) : null;
    answerBank(d, !!result && !result.error);
  };
  const refused = (e: unknown) => {
    // A refusal ended the attempt; a lost answer or a failure of ours (5xx) is retried with the same key.
    if (stripeKey && e instanceof ApiError && e.status >= 400 && e.status < 500) stripe.newAttempt();
    form.showApiError(e);
    form.setFormError(errorText(e));
  };
  const read = readAmount(form.values.amount, currency, t);
  const submit = form.onSubmit(async (body) => {
    if (read.error) {
      form.setErrors({ amount: read.error });
      return;
    }
    if (!isLoggedIn && !stripeKey && !EXPIRY.test(form.values.expiry)) {
      form.setErrors({ expiry: t('wallet.cards.expiryFormat') });
      return;
    }
    const key = attempt.keyFor(body);
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

  if (!isLoggedIn && config.data && !config.data.testMode && !stripeKey)
    return (
      <Alert color="gray" variant="light">
        {t('wallet.guestChipIn.cardsSoon')}
      </Alert>
    );

  if (pendingConfirm)
    return (
      <BankConfirmStep
        onAnswer={(approve) => answerBank(pendingConfirm, approve)}
        pending={confirm.isPending}
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
            currencies={config.data?.currencies ?? ['EUR']}
            onAmount={(value) => form.setValue('amount', value)}
            onCurrency={setCurrency}
            error={form.errors.amount ?? (form.values.amount ? read.error : null)}
            label={t('wallet.donate.amount')}
          />
          <TextInput
            {...form.inputProps('fullName')}
            label={t('wallet.donate.fullName')}
            description={t('wallet.donate.fullNameHelp')}
            autoComplete="name"
            maxLength={160}
            size="md"
          />
          <TextInput
            {...form.inputProps('taxId')}
            label={t('wallet.donate.taxId')}
            description={t('wallet.donate.taxIdHelp')}
            autoComplete="off"
            maxLength={14}
            size="md"
          />
          {isLoggedIn ? null : (
            <>
              <GuestContactFields field={form.inputProps} emailHelp={t('wallet.donate.emailHelp')} />
              <GuestCardFields
                stripeKey={stripeKey}
                currency={currency}
                onReady={stripe.onReady}
                field={form.inputProps}
              />
            </>
          )}
        </Stack>
      </form>
      {isLoggedIn ? (
        <CardChooser
          cards={cards}
          loading={cardsLoading}
          value={form.values.methodId || defaultCard?.id || ''}
          onChange={(value) => form.setValue('methodId', value)}
        />
      ) : null}
      <Button
        type="submit"
        form="donar"
        size="md"
        loading={donate.isPending || confirm.isPending || stripe.busy}
        disabled={isLoggedIn && cards.length === 0}
        leftSection={<IconHeartHandshake size={18} aria-hidden />}
      >
        {payLabel}
      </Button>
      <Text size="xs" c="dimmed">
        {t('wallet.send.feeNote')}
      </Text>
    </Stack>
  );
}
