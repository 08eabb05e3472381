import {
  type Gift,
  PAYMENT_HOLD_MINUTES,
  type PaymentCurrency,
  type PersonSummary,
  paymentInputSchema,
  type Reveal,
} from '@detalle/contract';
import { Button, Stack, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { errorText } from '@/lib/api';
import { missingOf } from '@/lib/funding';
import { readAmount } from '../lib/money-input';
import { SavedCardPay, useCards } from './CardChooser';
import { ChipInFormFields } from './ChipInFields';
import { ChipInRules, startingAmount, useChipInAmount } from './ChipInRules';
import { ChipInShell } from './ChipInShell';
import { TestModeNotice } from './TestModeNotice';
import { useCardPayment } from './use-card-payment';

export type ChipInModalProps = {
  /** A group gift (its `funding` set) of a list I can see and do not own. */
  gift: Gift;
  /** The list's owner: the money goes to their wallet. */
  owner: PersonSummary;
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
export function ChipInModal({ gift, owner, listDate = null, reveal, onClose }: ChipInModalProps) {
  const { t } = useTranslation();
  const [paid, setPaid] = useState<number | null>(null);
  return (
    <ChipInShell
      gift={gift}
      paid={paid !== null && gift.funding ? { amount: paid, currency: gift.funding.currency } : null}
      thanksHint={t('wallet.chipIn.thanksHint', { name: owner.name })}
      onClose={onClose}
    >
      {(funding) => (
        <ChipInForm
          gift={gift}
          funding={funding}
          owner={owner}
          listDate={listDate}
          reveal={reveal}
          onPaid={setPaid}
          onClose={onClose}
        />
      )}
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
  onPaid: (amount: number) => void;
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
  const { currency } = funding;
  const form = useZodForm({
    initialValues: {
      amount: startingAmount(gift, funding),
      message: '',
      showName: true as boolean,
      methodId: '',
    },
    schema: paymentInputSchema,
    toBody: ({ amount, methodId, ...values }) => ({
      ...values,
      to: owner.id,
      listId: gift.listId,
      giftId: gift.id,
      currency: currency as PaymentCurrency,
      amount: readAmount(amount, currency, t).amount ?? undefined,
      methodId: methodId || defaultCard?.id,
    }),
  });
  const methodId = form.values.methodId || defaultCard?.id || '';
  const payment = useCardPayment({
    onPaid: (done) => onPaid(done.amount),
    onRefused: (e) => {
      form.showApiError(e);
      // "Solo faltan 25,00 € para este regalo.": the sentence, not only the field's "Como mucho…".
      form.setFormError(errorText(e));
    },
    onFailed: (message) => form.setFormError(message),
  });

  const { error: amountError, payLabel } = useChipInAmount(funding, form.values.amount);

  const submit = form.onSubmit((body) => {
    if (amountError) {
      form.setErrors({ amount: amountError });
      return;
    }
    payment.pay(body);
  });
  return { form, cards, cardsLoading, methodId, payment, amountError, payLabel, submit };
}

function ChipInForm({ gift, funding, owner, listDate, reveal, onPaid, onClose }: ChipInFormProps) {
  const { t } = useTranslation();
  const { form, cards, cardsLoading, methodId, payment, amountError, payLabel, submit } = useChipIn({
    gift,
    funding,
    owner,
    onPaid,
  });

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
        </Stack>
      </form>
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
      {payment.confirmModal}
    </Stack>
  );
}
