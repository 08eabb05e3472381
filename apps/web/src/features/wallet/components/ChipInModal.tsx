import {
  type Gift,
  type GivingMethod,
  PAYMENT_HOLD_MINUTES,
  type Payment,
  type PaymentCurrency,
  type PersonSummary,
  paymentInputSchema,
  type Reveal,
} from '@detalle/contract';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { missingOf } from '@/lib/funding';
import type { MoneyTo } from '@/lib/together';
import { useWalletConfig } from '../api/get-wallet-config';
import { bizumPhoneFor, delayedRefusal, isDelayedMethod, offeredMethods } from '../lib/giving-methods';
import { readAmount } from '../lib/money-input';
import { SavedCardPay, useCards } from './CardChooser';
import { ChipInFormFields } from './ChipInFields';
import { ChipInRules, startingAmount, useChipInAmount } from './ChipInRules';
import { ChipInShell } from './ChipInShell';
import { DelayedNote, delayedPayLabel } from './DelayedNote';
import { DelayedPayment } from './DelayedPayment';
import { MethodChooser } from './MethodChooser';
import { TestModeNotice } from './TestModeNotice';
import { useCardPayment } from './use-card-payment';

export type ChipInModalProps = {
  /** A group gift (its `funding` set) of a list I can see and do not own. */
  gift: Gift;
  /** The list's owner: the money goes to their wallet. */
  owner: PersonSummary;
  /** Whom the money reaches, when it needs saying (a list run by several, or a dependent's). */
  moneyTo?: MoneyTo | null;
  /** The list's date: what happens to an unmet goal is told before paying. */
  listDate?: string | null;
  /** The list's reveal: what the form promises about the giver's name and message depends on it. */
  reveal: Reveal;
  onClose: () => void;
};

type Funding = NonNullable<Gift['funding']>;

/**
 * "Aporto dinero": part of a group gift's price, paid with a saved card the way "Enviar dinero" pays
 * (`useCardPayment`). The amount starts at what is missing and never goes above it; the list's progress
 * refreshes after every answer, so a refusal because others gave meanwhile shows the new "Faltan".
 */
export function ChipInModal({
  gift,
  owner,
  moneyTo = null,
  listDate = null,
  reveal,
  onClose,
}: ChipInModalProps) {
  const { t } = useTranslation();
  const [paid, setPaid] = useState<number | null>(null);
  // A transfer, Bizum…: started, its money on its way; its instructions until it arrives.
  const [started, setStarted] = useState<Payment | null>(null);
  return (
    <ChipInShell
      gift={gift}
      paid={paid !== null && gift.funding ? { amount: paid, currency: gift.funding.currency } : null}
      thanksHint={t('wallet.chipIn.thanksHint', { name: owner.name })}
      moneyTo={moneyTo}
      onClose={onClose}
    >
      {(funding) =>
        started ? (
          <DelayedPayment
            payment={started}
            recipientName={owner.name}
            onRetry={() => setStarted(null)}
            onClose={onClose}
          />
        ) : (
          <ChipInForm
            gift={gift}
            funding={funding}
            owner={owner}
            listDate={listDate}
            reveal={reveal}
            onPaid={(payment) =>
              payment.status === 'awaiting_funds' ? setStarted(payment) : setPaid(payment.amount)
            }
            onClose={onClose}
          />
        )
      }
    </ChipInShell>
  );
}

/** Others reached the goal meanwhile (the list refreshed after a refusal): nothing left to pay. */
function GoalReached({ funding, onClose }: { funding: Funding; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="center" ta="center" py="md">
      <Title order={2} size="h3">
        {funding.onTheWay > 0
          ? t('wallet.chipIn.allOnTheWay', { minutes: PAYMENT_HOLD_MINUTES })
          : t('wallet.chipIn.complete')}
      </Title>
      <Button onClick={onClose} data-autofocus>
        {t('wallet.chipIn.close')}
      </Button>
    </Stack>
  );
}

type ChipInFormProps = {
  gift: Gift;
  funding: Funding;
  owner: PersonSummary;
  listDate: string | null;
  reveal: Reveal;
  /** Paid by card, or a delayed way started (`awaiting_funds`). */
  onPaid: (payment: Payment) => void;
  onClose: () => void;
};

/**
 * The form's state and paying it: the body goes to the list's owner for this gift, with the chosen card or else
 * the default one; an amount over what is missing is refused here, before paying.
 */
function useChipIn({
  gift,
  funding,
  owner,
  onPaid,
}: Pick<ChipInFormProps, 'gift' | 'funding' | 'owner' | 'onPaid'>) {
  const { t } = useTranslation();
  const { cards, defaultCard, loading: cardsLoading } = useCards();
  const config = useWalletConfig();
  const { currency } = funding;
  const form = useZodForm({
    initialValues: {
      amount: startingAmount(gift, funding),
      message: '',
      showName: true as boolean,
      method: 'card' as GivingMethod,
      coverFee: false as boolean,
      bizumPhone: '',
      methodId: '',
    },
    schema: paymentInputSchema,
    toBody: ({ amount, methodId, ...values }) => ({
      ...values,
      bizumPhone: bizumPhoneFor(values),
      to: owner.id,
      listId: gift.listId,
      giftId: gift.id,
      currency: currency as PaymentCurrency,
      amount: readAmount(amount, currency, t).amount ?? undefined,
      // A saved card only pays by card.
      methodId: values.method === 'card' ? methodId || defaultCard?.id : undefined,
    }),
  });
  const methodId = form.values.methodId || defaultCard?.id || '';
  const payment = useCardPayment({
    onPaid,
    onRefused: (e) => {
      form.showApiError(e);
      // "Solo faltan 25,00 € para este regalo.": the sentence, not only the field's "Como mucho…".
      form.setFormError(errorText(e));
    },
    onFailed: (message) => form.setFormError(message),
  });

  const { error: amountError, amount, payLabel } = useChipInAmount(funding, form.values.amount);
  const methods = offeredMethods(currency, config.data);
  const method = form.values.method;
  const methodError = delayedRefusal(method, amount, currency);

  const submit = form.onSubmit((body) => {
    if (amountError) {
      form.setErrors({ amount: amountError });
      return;
    }
    if (methodError) {
      form.setErrors({ method: methodError });
      return;
    }
    payment.pay(body);
  });
  return {
    form,
    cards,
    cardsLoading,
    methodId,
    payment,
    amountError,
    amount,
    payLabel,
    methods,
    method,
    delayed: isDelayedMethod(method),
    submit,
  };
}

function ChipInForm({ gift, funding, owner, listDate, reveal, onPaid, onClose }: ChipInFormProps) {
  const { t } = useTranslation();
  const chipIn = useChipIn({ gift, funding, owner, onPaid });
  const { form, cards, cardsLoading, methodId, payment, amountError, payLabel, submit } = chipIn;

  if (missingOf(funding) === 0) return <GoalReached funding={funding} onClose={onClose} />;

  return (
    <Stack gap="md">
      <ChipInRules gift={gift} funding={funding} ownerName={owner.name} listDate={listDate} />
      <TestModeNotice />
      <form ref={form.formRef} onSubmit={submit} noValidate id="aportar">
        <Stack gap="md">
          <FormError message={form.formError} />
          <ChipInFormFields
            form={form}
            gift={gift}
            funding={funding}
            amountError={amountError}
            ownerName={owner.name}
            reveal={reveal}
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
              recipientName={owner.name}
              error={form.errors.method}
            />
          ) : null}
          {chipIn.delayed ? <DelayedNote ownerName={owner.name} gift={gift} /> : null}
        </Stack>
      </form>
      {chipIn.delayed ? (
        <>
          <Button
            type="submit"
            form="aportar"
            size="md"
            loading={payment.busy}
            leftSection={<IconCoins size={18} aria-hidden />}
          >
            {delayedPayLabel(t, chipIn.method, chipIn.amount, funding.currency)}
          </Button>
          <Text size="xs" c="dimmed">
            {t('wallet.send.feeNote')}
          </Text>
        </>
      ) : (
        <SavedCardPay
          formId="aportar"
          cards={cards}
          loading={cardsLoading}
          value={methodId}
          onChange={(value) => form.setValue('methodId', value)}
          busy={payment.busy}
          icon={<IconCoins size={18} aria-hidden />}
          label={payLabel}
          note={t('wallet.send.feeNote')}
        />
      )}
      {payment.confirmModal}
    </Stack>
  );
}
