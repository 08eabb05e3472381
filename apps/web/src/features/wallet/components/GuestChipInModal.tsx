import {
  type Gift,
  type GuestPayment,
  guestPaymentInputSchema,
  type PaymentCurrency,
} from '@detalle/contract';
import { Alert, Button, Modal, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { errorText } from '@/lib/api';
import { formatMoney } from '@/lib/money';
import { useWalletConfig } from '../api/get-wallet-config';
import { useGuestPayment } from '../api/save-guest-payment';
import { useIdempotencyKey } from '../lib/idempotency';
import { readAmount } from '../lib/money-input';
import { AmountFields } from './AmountFields';
import { BankConfirmStep, CardNumberFields } from './CardNumberFields';
import {
  ChipInRules,
  ChipInThanks,
  missingOf,
  SuggestedAmounts,
  startingAmount,
  useChipInAmount,
} from './ChipInRules';
import { EXPIRY, readExpiry } from './TestCardForm';
import { TestModeNotice } from './TestModeNotice';

export type GuestChipInModalProps = {
  /** A group gift or fund (its `funding` set) of a public list. */
  gift: Gift;
  /** The list owner's first name: the money goes to their wallet. */
  ownerName: string;
  listDate: string | null;
  onClose: () => void;
};

type Funding = NonNullable<Gift['funding']>;

/**
 * "Aporto dinero" without an account: name and e-mail (for the receipt, which is e-mailed), the amount (a
 * suggested one for a fund), a message, whether the owner may see the name after the reveal, and a card for
 * this payment only. In test mode the card is one of the published test cards; the bank's confirmation step
 * (4000 0025 0000 3155) is answered here. One Idempotency-Key per attempt, kept on retry.
 */
export function GuestChipInModal({ gift, ownerName, listDate, onClose }: GuestChipInModalProps) {
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
  onPaid,
}: {
  gift: Gift;
  funding: Funding;
  ownerName: string;
  listDate: string | null;
  onPaid: (payment: GuestPayment) => void;
}) {
  const { t } = useTranslation();
  const config = useWalletConfig();
  const { pay, confirm } = useGuestPayment();
  const attempt = useIdempotencyKey();
  const [pendingConfirm, setPendingConfirm] = useState<GuestPayment | null>(null);
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
        card: {
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

  const settle = (payment: GuestPayment) => {
    if (payment.status === 'succeeded') {
      attempt.finish();
      onPaid(payment);
    } else if (payment.status === 'requires_action') setPendingConfirm(payment);
    else form.setFormError(payment.failure ?? t('wallet.guestChipIn.failed'));
  };
  const refused = (e: unknown) => {
    form.showApiError(e);
    form.setFormError(errorText(e));
  };

  const { error: amountError, payLabel } = useChipInAmount(funding, form.values.amount);

  const submit = form.onSubmit((body) => {
    if (amountError) {
      form.setErrors({ amount: amountError });
      return;
    }
    if (!EXPIRY.test(form.values.expiry)) {
      form.setErrors({ expiry: t('wallet.cards.expiryFormat') });
      return;
    }
    pay.mutate({ body, key: attempt.keyFor(body) }, { onSuccess: settle, onError: refused });
  });

  if (config.data && !config.data.testMode)
    return (
      <Alert color="gray" variant="light">
        {t('wallet.guestChipIn.cardsSoon')}
      </Alert>
    );

  if (pendingConfirm?.token) {
    const answer = (approve: boolean) =>
      confirm.mutate(
        { id: pendingConfirm.id, token: pendingConfirm.token ?? '', approve },
        {
          onSuccess: (payment) => {
            setPendingConfirm(null);
            settle(payment);
          },
          onError: refused,
        },
      );
    return <BankConfirmStep onAnswer={answer} pending={confirm.isPending} />;
  }

  if (missing === 0 || funding.closed)
    return (
      <Text size="sm" ta="center" py="md">
        {funding.closed ? t('gifts.funding.closed') : t('wallet.chipIn.complete')}
      </Text>
    );

  return (
    <Stack gap="md">
      <ChipInRules gift={gift} funding={funding} ownerName={ownerName} listDate={listDate} />
      <TestModeNotice />
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={form.formError} />
          <SuggestedAmounts
            gift={gift}
            funding={funding}
            value={form.values.amount}
            onChange={(value) => form.setValue('amount', value)}
          />
          <AmountFields
            amount={form.values.amount}
            currency={currency}
            currencies={[currency]}
            onAmount={(value) => form.setValue('amount', value)}
            error={form.errors.amount ?? (form.values.amount ? amountError : null)}
            label={t('wallet.chipIn.amount')}
          />
          <TextInput
            {...form.inputProps('name')}
            label={t('wallet.guestChipIn.name')}
            autoComplete="given-name"
            maxLength={120}
            size="md"
          />
          <TextInput
            {...form.inputProps('email')}
            type="email"
            label={t('wallet.guestChipIn.email')}
            description={t('wallet.guestChipIn.emailHelp')}
            autoComplete="email"
            maxLength={254}
            size="md"
          />
          <Textarea
            {...form.inputProps('message')}
            label={t('wallet.send.message')}
            placeholder={t('wallet.chipIn.messagePlaceholder', { name: ownerName })}
            rows={2}
            maxLength={500}
            size="md"
          />
          <Switch
            label={t('wallet.chipIn.showName')}
            description={t('wallet.chipIn.showNameHelp', { name: ownerName })}
            checked={form.values.showName}
            onChange={(event) => form.setValue('showName', event.currentTarget.checked)}
          />
          <CardNumberFields inputProps={form.inputProps} testHint />
          <Button
            type="submit"
            size="md"
            loading={pay.isPending}
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
