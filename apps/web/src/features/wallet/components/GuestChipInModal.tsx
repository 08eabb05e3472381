import {
  type Gift,
  type GuestPayment,
  guestPaymentInputSchema,
  PAYMENT_HOLD_MINUTES,
  type PaymentCurrency,
  type Reveal,
} from '@detalle/contract';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError, errorText } from '@/lib/api';
import { missingOf } from '@/lib/funding';
import { formatMoney } from '@/lib/money';
import { useWalletConfig } from '../api/get-wallet-config';
import { useGuestPayment } from '../api/save-guest-payment';
import { useIdempotencyKey } from '../lib/idempotency';
import { readAmount } from '../lib/money-input';
import { BankConfirmStep } from './BankConfirmStep';
import { ChipInAmountFields, ChipInGiverFields } from './ChipInFields';
import { ChipInRules, ChipInThanks, startingAmount, useChipInAmount } from './ChipInRules';
import { GuestCardFields, GuestContactFields, STRIPE_CARD, useStripeGuestCard } from './GuestCard';
import { EXPIRY, readExpiry } from './TestCardFields';
import { TestModeNotice } from './TestModeNotice';

export type GuestChipInModalProps = {
  /** A group gift or fund (its `funding` set) of a public list. */
  gift: Gift;
  /** The list owner's first name: the money goes to their wallet. */
  ownerName: string;
  listDate: string | null;
  /** The list's reveal: what the form promises about the giver's name and message depends on it. */
  reveal: Reveal;
  onClose: () => void;
};

type Funding = NonNullable<Gift['funding']>;

/**
 * "Aporto dinero" without an account: name and e-mail (for the receipt, which is e-mailed), the amount (a
 * suggested one for a fund), a message, whether the owner may see the name after the reveal, and a card for
 * this payment only. In test mode the card is one of the published test cards; the bank's confirmation step
 * (4000 0025 0000 3155) is answered here. With Stripe the card goes into Stripe's Payment Element
 * (`StripeGuestCard`, lazy) and the bank's step into Stripe.js. One Idempotency-Key per attempt, kept on retry
 * (with Stripe, with the PaymentMethod of that attempt).
 */
export function GuestChipInModal({ gift, ownerName, listDate, reveal, onClose }: GuestChipInModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [paid, setPaid] = useState<GuestPayment | null>(null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('wallet.chipIn.title', { name: gift.product.name })}
      fullScreen={phone}
      size="lg"
    >
      {paid ? (
        <ChipInThanks
          money={formatMoney({ amount: paid.amount, currency: paid.currency })}
          hint={t('wallet.guestChipIn.thanksHint', { name: ownerName })}
          onClose={onClose}
        />
      ) : gift.funding ? (
        <GuestChipInForm
          gift={gift}
          funding={gift.funding}
          ownerName={ownerName}
          listDate={listDate}
          reveal={reveal}
          onPaid={setPaid}
        />
      ) : null}
    </Modal>
  );
}

function GuestChipInForm({
  gift,
  funding,
  ownerName,
  listDate,
  reveal,
  onPaid,
}: {
  gift: Gift;
  funding: Funding;
  ownerName: string;
  listDate: string | null;
  reveal: Reveal;
  onPaid: (payment: GuestPayment) => void;
}) {
  const { t } = useTranslation();
  const config = useWalletConfig();
  const { pay, confirm } = useGuestPayment();
  const attempt = useIdempotencyKey();
  const [pendingConfirm, setPendingConfirm] = useState<GuestPayment | null>(null);
  const stripeKey = config.data?.provider === 'stripe' ? config.data.stripePublishableKey : null;
  const stripe = useStripeGuestCard(attempt);
  const { currency } = funding;
  const missing = missingOf(funding);
  const form = useZodForm({
    initialValues: {
      amount: startingAmount(gift, funding),
      name: '',
      email: '',
      message: '',
      showName: true as boolean,
      number: '',
      expiry: '',
      cvc: '',
    },
    schema: guestPaymentInputSchema,
    toBody: ({ amount, number, expiry, cvc, ...values }) => {
      const { expMonth, expYear } = readExpiry(expiry);
      return {
        ...values,
        giftId: gift.id,
        currency: currency as PaymentCurrency,
        amount: readAmount(amount, currency, t).amount ?? undefined,
        card: stripeKey
          ? STRIPE_CARD
          : {
              kind: 'test' as const,
              number,
              expMonth,
              expYear,
              cvc,
              holder: values.name,
            },
      };
    },
    aliases: {
      'card.number': 'number',
      'card.expMonth': 'expiry',
      'card.expYear': 'expiry',
      'card.cvc': 'cvc',
    },
  });

  /** A new attempt next time: another key and, with Stripe, another PaymentMethod (the guest may fix the card). */
  const newAttempt = stripe.newAttempt;
  const answerBank = (payment: GuestPayment, approve: boolean) =>
    confirm.mutate(
      { id: payment.id, token: payment.token ?? '', approve },
      {
        onSuccess: (answered) => {
          setPendingConfirm(null);
          settle(answered);
        },
        onError: refused,
      },
    );
  const settle = (payment: GuestPayment) => {
    if (payment.status === 'succeeded') {
      newAttempt();
      onPaid(payment);
    } else if (payment.status === 'requires_action') {
      if (payment.nextAction?.type === 'stripe') void stripeAction(payment, payment.nextAction.clientSecret);
      else setPendingConfirm(payment);
    } else {
      if (stripeKey) newAttempt();
      form.setFormError(payment.failure ?? t('wallet.guestChipIn.failed'));
    }
  };
  /** Stripe.js shows the bank's step; the guest's token then tells the server to read how it went. */
  const stripeAction = async (payment: GuestPayment, clientSecret: string) => {
    if (!payment.token) return;
    const problem = await stripe.nextAction(clientSecret);
    if (problem !== undefined) answerBank(payment, problem === null);
  };
  const refused = (e: unknown) => {
    // A refusal ended the attempt; a lost answer or a failure of ours (5xx) is retried with the same key.
    if (stripeKey && e instanceof ApiError && e.status >= 400 && e.status < 500) newAttempt();
    form.showApiError(e);
    form.setFormError(errorText(e));
  };

  const { error: amountError, payLabel } = useChipInAmount(funding, form.values.amount);

  const submit = form.onSubmit(async (body) => {
    if (amountError) {
      form.setErrors({ amount: amountError });
      return;
    }
    const key = attempt.keyFor(body);
    if (!stripeKey) {
      if (!EXPIRY.test(form.values.expiry)) {
        form.setErrors({ expiry: t('wallet.cards.expiryFormat') });
        return;
      }
      pay.mutate({ body, key }, { onSuccess: settle, onError: refused });
      return;
    }
    const card = await stripe.cardFor(key, form.setFormError);
    if (!card) return;
    pay.mutate({ body: { ...body, card }, key }, { onSuccess: settle, onError: refused });
  });

  if (config.data && !config.data.testMode && !stripeKey)
    return (
      <Alert color="gray" variant="light">
        {t('wallet.guestChipIn.cardsSoon')}
      </Alert>
    );

  if (pendingConfirm?.token) {
    return (
      <BankConfirmStep
        onAnswer={(approve) => answerBank(pendingConfirm, approve)}
        pending={confirm.isPending}
      />
    );
  }

  if (missing === 0 || funding.closed)
    return (
      <Text size="sm" ta="center" py="md">
        {funding.closed
          ? t('gifts.funding.closed')
          : funding.onTheWay > 0
            ? t('wallet.chipIn.allOnTheWay', { minutes: PAYMENT_HOLD_MINUTES })
            : t('wallet.chipIn.complete')}
      </Text>
    );

  return (
    <Stack gap="md">
      <ChipInRules gift={gift} funding={funding} ownerName={ownerName} listDate={listDate} />
      <TestModeNotice />
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={form.formError} />
          <ChipInAmountFields
            gift={gift}
            funding={funding}
            amount={form.values.amount}
            onAmount={(value) => form.setValue('amount', value)}
            error={form.errors.amount ?? (form.values.amount ? amountError : null)}
          />
          <GuestContactFields field={form.inputProps} emailHelp={t('wallet.guestChipIn.emailHelp')} />
          <ChipInGiverFields
            ownerName={ownerName}
            reveal={reveal}
            message={form.inputProps('message')}
            showName={form.values.showName}
            onShowName={(value) => form.setValue('showName', value)}
          />
          <GuestCardFields
            stripeKey={stripeKey}
            currency={currency}
            onReady={stripe.onReady}
            field={form.inputProps}
          />
          <Button
            type="submit"
            size="md"
            loading={pay.isPending || confirm.isPending || stripe.busy}
            leftSection={<IconCoins size={18} aria-hidden />}
          >
            {payLabel}
          </Button>
          <Text size="xs" c="dimmed">
            {t('wallet.send.feeNote')}
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
