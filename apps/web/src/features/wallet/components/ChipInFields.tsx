import type { Gift, Reveal } from '@detalle/contract';
import { Switch, Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
