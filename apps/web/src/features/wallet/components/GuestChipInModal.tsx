import {
  type Gift,
  type GivingMethod,
  type GuestPayment,
  guestPaymentInputSchema,
  PAYMENT_HOLD_MINUTES,
  type PaymentCurrency,
  type Reveal,
} from '@detalle/contract';
import { Button, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { missingOf } from '@/lib/funding';
import type { MoneyTo } from '@/lib/together';
import { useWalletConfig } from '../api/get-wallet-config';
import { useGuestPayment } from '../api/save-guest-payment';
import { bizumPhoneFor, delayedRefusal, isDelayedMethod, offeredMethods } from '../lib/giving-methods';
import { useIdempotencyKey } from '../lib/idempotency';
import { readAmount } from '../lib/money-input';
import { BankConfirmStep } from './BankConfirmStep';
import { ChipInFormFields } from './ChipInFields';
import { ChipInRules, startingAmount, useChipInAmount } from './ChipInRules';
import { ChipInShell } from './ChipInShell';
import { DelayedNote, delayedPayLabel } from './DelayedNote';
import { DelayedPayment } from './DelayedPayment';
import { CardsSoon, GuestCardFields, GuestContactFields, STRIPE_CARD, useStripeGuestCard } from './GuestCard';
import { MethodChooser } from './MethodChooser';
import { EXPIRY, readExpiry } from './TestCardFields';
import { TestModeNotice } from './TestModeNotice';
import { useAttemptSteps } from './use-attempt-steps';

export type GuestChipInModalProps = {
  /** A group gift or fund (its `funding` set) of a public list. */
  gift: Gift;
  /** The list owner's first name: the money goes to their wallet. */
  ownerName: string;
  /**
   * The owner's id, as the page showed them: if the owners chose another receiver meanwhile, the payment is
   * refused (RECEIVER_CHANGED) rather than reaching someone the guest was not told of.
   */
  ownerId?: string;
  /** Whom the money reaches, when it needs saying (a list run by several, or a dependent's). */
  moneyTo?: MoneyTo | null;
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
export function GuestChipInModal({
  gift,
  ownerName,
  ownerId,
  moneyTo = null,
  listDate,
  reveal,
  onClose,
}: GuestChipInModalProps) {
  const { t } = useTranslation();
  const [paid, setPaid] = useState<GuestPayment | null>(null);
  // A transfer, a voucher, Bizum…: started, its money on its way; the instructions until it arrives.
  const [started, setStarted] = useState<GuestPayment | null>(null);
  return (
    <ChipInShell
      gift={gift}
      paid={paid}
      thanksHint={t('wallet.guestChipIn.thanksHint', { name: ownerName })}
      moneyTo={moneyTo}
      onClose={onClose}
    >
      {(funding) =>
        started ? (
          <DelayedPayment
            payment={started}
            recipientName={ownerName}
            guestToken={started.token ?? ''}
            onRetry={() => setStarted(null)}
            onClose={onClose}
          />
        ) : (
          <GuestChipInForm
            gift={gift}
            funding={funding}
            ownerName={ownerName}
            ownerId={ownerId}
            listDate={listDate}
            reveal={reveal}
            onPaid={setPaid}
            onStarted={setStarted}
          />
        )
      }
    </ChipInShell>
  );
}

type GuestChipInFormProps = {
  gift: Gift;
  funding: Funding;
  ownerName: string;
  ownerId: string | undefined;
  listDate: string | null;
  reveal: Reveal;
  onPaid: (payment: GuestPayment) => void;
  /** A delayed way started: its instructions replace the form. */
  onStarted: (payment: GuestPayment) => void;
};

/** The form's values and the body they make: the test card's fields, or Stripe's stand-in until paying. */
function useGuestChipInForm(
  gift: Gift,
  funding: Funding,
  ownerId: string | undefined,
  stripeKey: string | null,
) {
  const { t } = useTranslation();
  const { currency } = funding;
  return useZodForm({
    initialValues: {
      amount: startingAmount(gift, funding),
      name: '',
      email: '',
      message: '',
      showName: true as boolean,
      method: 'card' as GivingMethod,
      coverFee: false as boolean,
      bizumPhone: '',
      number: '',
      expiry: '',
      cvc: '',
    },
    schema: guestPaymentInputSchema,
    toBody: ({ amount, number, expiry, cvc, ...values }) => {
      const { expMonth, expYear } = readExpiry(expiry);
      const money = {
        ...values,
        bizumPhone: bizumPhoneFor(values),
        giftId: gift.id,
        to: ownerId,
        currency: currency as PaymentCurrency,
        amount: readAmount(amount, currency, t).amount ?? undefined,
      };
      // A transfer, a voucher, Bizum…: no card; the answer brings the instructions.
      if (values.method !== 'card') return money;
      return {
        ...money,
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
}

/** The form and paying it: with the test card's fields, or with Stripe's card made a PaymentMethod first. */
function useGuestChipIn({
  gift,
  funding,
  ownerId,
  onPaid,
  onStarted,
}: Pick<GuestChipInFormProps, 'gift' | 'funding' | 'ownerId' | 'onPaid' | 'onStarted'>) {
  const { t } = useTranslation();
  const config = useWalletConfig();
  const { pay, confirm } = useGuestPayment();
  const attempt = useIdempotencyKey();
  const stripeKey = config.data?.provider === 'stripe' ? config.data.stripePublishableKey : null;
  const stripe = useStripeGuestCard(attempt);
  const form = useGuestChipInForm(gift, funding, ownerId, stripeKey);
  const steps = useAttemptSteps<GuestPayment>({
    stripeKey,
    // A new attempt next time: another key and, with Stripe, another PaymentMethod (the guest may fix the card).
    newAttempt: stripe.newAttempt,
    form,
    onDone: onPaid,
    confirm: (payment, approve, callbacks) =>
      confirm.mutate({ id: payment.id, token: payment.token ?? '', approve }, callbacks),
    // Stripe.js shows the bank's step; the guest's token then tells the server to read how it went.
    stripeStep: async (payment, clientSecret, answer) => {
      if (!payment.token) return;
      const problem = await stripe.nextAction(clientSecret);
      if (problem !== undefined) answer(problem === null);
    },
  });
  const { settle, refused } = steps;

  const { error: amountError, amount, payLabel } = useChipInAmount(funding, form.values.amount);
  const methods = offeredMethods(funding.currency, config.data);
  const method = form.values.method;
  const delayed = isDelayedMethod(method);
  const methodError = delayedRefusal(method, amount, funding.currency);

  const submit = form.onSubmit(async (body) => {
    if (amountError) {
      form.setErrors({ amount: amountError });
      return;
    }
    if (methodError) {
      form.setErrors({ method: methodError });
      return;
    }
    const key = attempt.keyFor(body);
    if (delayed) {
      pay.mutate(
        { body, key },
        {
          onSuccess: (payment) => {
            if (payment.status === 'awaiting_funds') {
              attempt.finish();
              onStarted(payment);
            } else settle(payment);
          },
          onError: refused,
        },
      );
      return;
    }
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
  // Without cards, a server taking other ways still lets a guest give with them.
  const cardsSoon = !!config.data && !config.data.testMode && !stripeKey && methods.length < 2;
  const busy = pay.isPending || confirm.isPending || stripe.busy;
  return {
    form,
    stripe,
    stripeKey,
    steps,
    confirming: confirm.isPending,
    busy,
    cardsSoon,
    amountError,
    amount,
    payLabel,
    methods,
    method,
    delayed,
    methodError,
    submit,
  };
}

function GuestChipInForm({
  gift,
  funding,
  ownerName,
  ownerId,
  listDate,
  reveal,
  onPaid,
  onStarted,
}: GuestChipInFormProps) {
  const { t } = useTranslation();
  const chipIn = useGuestChipIn({ gift, funding, ownerId, onPaid, onStarted });
  const { form, stripe, stripeKey, steps, confirming, busy, cardsSoon, amountError, payLabel, submit } =
    chipIn;
  const { pendingConfirm } = steps;
  const missing = missingOf(funding);

  if (cardsSoon) return <CardsSoon />;

  if (pendingConfirm?.token) {
    return (
      <BankConfirmStep
        onAnswer={(approve) => steps.answerBank(pendingConfirm, approve)}
        pending={confirming}
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
          <ChipInFormFields
            form={form}
            gift={gift}
            funding={funding}
            amountError={amountError}
            ownerName={ownerName}
            reveal={reveal}
            contact={
              <GuestContactFields field={form.inputProps} emailHelp={t('wallet.guestChipIn.emailHelp')} />
            }
          />
          {chipIn.methods.length > 1 ? (
            <MethodChooser
              methods={chipIn.methods}
              value={chipIn.method}
              onChange={(value) => form.setValue('method', value)}
              coverFee={form.values.coverFee}
              onCoverFeeChange={(cover) => form.setValue('coverFee', cover)}
              bizumPhone={form.inputProps('bizumPhone')}
              amount={chipIn.amount}
              currency={funding.currency}
              recipientName={ownerName}
              error={form.errors.method}
            />
          ) : null}
          {chipIn.delayed ? (
            <DelayedNote ownerName={ownerName} gift={gift} />
          ) : (
            <GuestCardFields
              stripeKey={stripeKey}
              currency={funding.currency}
              onReady={stripe.onReady}
              field={form.inputProps}
            />
          )}
          <Button type="submit" size="md" loading={busy} leftSection={<IconCoins size={18} aria-hidden />}>
            {chipIn.delayed ? delayedPayLabel(t, chipIn.method, chipIn.amount, funding.currency) : payLabel}
          </Button>
          <Text size="xs" c="dimmed">
            {t('wallet.send.feeNote')}
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
