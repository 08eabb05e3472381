import type { Gift } from '@detalle/contract';
import { Alert, Chip, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { priceToInput } from '@/lib/price-input';

type Funding = NonNullable<Gift['funding']>;

/** What is still missing; a fund without a target has no limit (null). */
export const missingOf = (funding: Funding) =>
  funding.goal === null ? null : Math.max(funding.goal - funding.raised, 0);

/** The amount the form starts at: the smallest suggestion that fits, else what is missing, else empty. */
export function startingAmount(gift: Gift, funding: Funding) {
  const missing = missingOf(funding);
  const fits = gift.suggestedAmounts.filter((a) => missing === null || a <= missing);
  const amount = fits[0] ?? missing;
  return amount ? priceToInput({ amount, currency: funding.currency }) : '';
}

/**
 * What a giver reads before paying (signed in or as a guest): where the money goes, how much is missing, and
 * what happens if the goal is not reached by the list's date — the rule of README "Regalos en grupo y fondos":
 * the money stays the owner's as a cash gift, nothing is given back; the owner may also close it early.
 */
export function ChipInRules({
  gift,
  funding,
  ownerName,
  listDate,
}: {
  gift: Gift;
  funding: Funding;
  ownerName: string;
  listDate: string | null;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney({ amount, currency: funding.currency });
  const missing = missingOf(funding);
  const explain =
    gift.kind === 'fund'
      ? missing === null
        ? t('wallet.chipIn.explainFund', { name: ownerName })
        : t('wallet.chipIn.explainFundGoal', {
            name: ownerName,
            missing: money(missing),
            goal: money(funding.goal ?? 0),
          })
      : t('wallet.chipIn.explain', {
          name: ownerName,
          missing: money(missing ?? 0),
          goal: money(funding.goal ?? 0),
        });
  const rule =
    gift.kind === 'fund'
      ? t('wallet.chipIn.ruleFund', { name: ownerName })
      : listDate
        ? t('wallet.chipIn.ruleDate', { name: ownerName, date: formatDate(listDate) })
        : t('wallet.chipIn.ruleNoDate', { name: ownerName });
  return (
    <>
      <Text size="sm">{explain}</Text>
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} p="sm">
        <Text size="sm">{rule}</Text>
      </Alert>
    </>
  );
}

/** A fund's suggested amounts as one-tap choices (only those that fit what is missing). */
export function SuggestedAmounts({
  gift,
  funding,
  value,
  onChange,
}: {
  gift: Gift;
  funding: Funding;
  value: string;
  onChange: (amount: string) => void;
}) {
  const { t } = useTranslation();
  const missing = missingOf(funding);
  const amounts = gift.suggestedAmounts.filter((a) => missing === null || a <= missing);
  if (amounts.length === 0) return null;
  const input = (amount: number) => priceToInput({ amount, currency: funding.currency });
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap="xs" role="group" aria-label={t('wallet.chipIn.suggested')}>
        {amounts.map((amount) => (
          <Chip key={amount} value={input(amount)} variant="outline">
            {formatMoney({ amount, currency: funding.currency })}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
