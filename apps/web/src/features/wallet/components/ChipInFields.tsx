import type { Gift, Reveal } from '@detalle/contract';
import { Switch, Textarea, type TextareaProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { secrecyPromise } from '@/lib/secrecy';
import { AmountFields } from './AmountFields';
import { SuggestedAmounts } from './ChipInRules';

type Funding = NonNullable<Gift['funding']>;

/** How much: a fund's suggested amounts (one tap) over the amount field, in the gift's currency only. */
export function ChipInAmountFields({
  gift,
  funding,
  amount,
  onAmount,
  error,
}: {
  gift: Gift;
  funding: Funding;
  amount: string;
  onAmount: (value: string) => void;
  error: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SuggestedAmounts gift={gift} funding={funding} value={amount} onChange={onAmount} />
      <AmountFields
        amount={amount}
        currency={funding.currency}
        currencies={[funding.currency]}
        onAmount={onAmount}
        error={error}
        label={t('wallet.chipIn.amount')}
      />
    </>
  );
}

/**
 * What the giver tells the owner: a message, and whether the owner may see their name (and read the message).
 * Under the switch, what will really happen for this list now (`secrecyPromise`): before its reveal, when the owner
 * will know; after it, that they will at once; without the name, that they never will.
 */
export function ChipInGiverFields({
  ownerName,
  reveal,
  message,
  showName,
  onShowName,
}: {
  ownerName: string;
  /** The list's reveal, as the list's answer gave it. */
  reveal: Reveal;
  /** The form's `inputProps('message')`. */
  message: Pick<TextareaProps, 'name' | 'value' | 'error' | 'onChange'>;
  showName: boolean;
  onShowName: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const promise = secrecyPromise({ way: 'money', reveal, showName, owner: ownerName });
  return (
    <>
      <Textarea
        {...message}
        label={t('wallet.send.message')}
        placeholder={t('wallet.chipIn.messagePlaceholder', { name: ownerName })}
        rows={2}
        maxLength={500}
        size="md"
      />
      <Switch
        label={t('wallet.chipIn.showName')}
        description={t(promise.key, promise.params)}
        checked={showName}
        onChange={(event) => onShowName(event.currentTarget.checked)}
      />
    </>
  );
}

type ChipInValues = { amount: string; message: string; showName: boolean };

/**
 * The fields both "Aporto dinero" forms share, on the form's state: the amount (its own check's message once
 * something is typed), then what the giver tells the owner; `contact` (a guest's name and e-mail) goes between.
 */
export function ChipInFormFields({
  form,
  gift,
  funding,
  amountError,
  ownerName,
  reveal,
  contact,
}: {
  form: Pick<ZodForm<ChipInValues, z.ZodType>, 'values' | 'errors' | 'setValue' | 'inputProps'>;
  gift: Gift;
  funding: Funding;
  amountError: string | null | undefined;
  ownerName: string;
  reveal: Reveal;
  contact?: ReactNode;
}) {
  return (
    <>
      <ChipInAmountFields
        gift={gift}
        funding={funding}
        amount={form.values.amount}
        onAmount={(value) => form.setValue('amount', value)}
        error={form.errors.amount ?? (form.values.amount ? amountError : null)}
      />
      {contact}
      <ChipInGiverFields
        ownerName={ownerName}
        reveal={reveal}
        message={form.inputProps('message')}
        showName={form.values.showName}
        onShowName={(value) => form.setValue('showName', value)}
      />
    </>
  );
}
