import {
  type Gift,
  maxPaymentMinor,
  minPaymentMinor,
  SHARE_PEOPLE,
  shareChoices,
  suggestedShare,
} from '@detalle/contract';
import { Alert, Button, Chip, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { missingOf } from '@/lib/funding';
import { formatMoney } from '@/lib/money';
import { priceToInput } from '@/lib/price-input';
import { readAmount } from '../lib/money-input';

type Funding = NonNullable<Gift['funding']>;

/**
 * The one-tap amounts: a fund's own suggestions, or for a group gift a share of what is missing, about half of it
 * and all of it (`shareChoices`); only those that fit what is missing.
 */
function choicesOf(gift: Gift, funding: Funding): number[] {
  const missing = missingOf(funding);
  if (gift.kind === 'product' && missing !== null) return shareChoices(missing, funding.currency);
  return gift.suggestedAmounts.filter((a) => missing === null || a <= missing);
}

/**
 * The amount the form starts at: for a group gift, a friendly share of what is missing (`suggestedShare`); for a
 * fund, its smallest suggestion that fits, else what is missing, else empty.
 */
export function startingAmount(gift: Gift, funding: Funding) {
  const missing = missingOf(funding);
  const amount =
    gift.kind === 'product' && missing !== null
      ? suggestedShare(missing, funding.currency)
      : (choicesOf(gift, funding)[0] ?? missing);
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

/** The one-tap amounts (`choicesOf`); for a group gift, the last says it is all that is missing. */
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
  const amounts = choicesOf(gift, funding);
  if (amounts.length === 0) return null;
  const label = (amount: number) => {
    const money = formatMoney({ amount, currency: funding.currency });
    return gift.kind === 'product' && amount === missing ? t('wallet.chipIn.allMissing', { money }) : money;
  };
  const input = (amount: number) => priceToInput({ amount, currency: funding.currency });
  const share =
    gift.kind === 'product' && missing !== null ? suggestedShare(missing, funding.currency) : null;
  return (
    <Stack gap={6}>
      {share !== null && share < (missing ?? 0) ? (
        <Text size="sm" c="dimmed">
          {t('wallet.chipIn.shareHint', {
            money: formatMoney({ amount: share, currency: funding.currency }),
            people: SHARE_PEOPLE,
          })}
        </Text>
      ) : null}
      <Chip.Group multiple={false} value={value} onChange={onChange}>
        <Group gap="xs" role="group" aria-label={t('wallet.chipIn.suggested')}>
          {amounts.map((amount) => (
            <Chip key={amount} value={input(amount)} variant="outline">
              {label(amount)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}

/**
 * The amount typed, checked the same way for friends and guests: within one payment's limits and never above
 * what is missing (a fund without a target has only the payment's limit).
 */
export function useChipInAmount(funding: Funding, text: string) {
  const { t } = useTranslation();
  const { currency } = funding;
  const missing = missingOf(funding);
  const max = Math.min(missing ?? Number.POSITIVE_INFINITY, maxPaymentMinor(currency));
  const read = readAmount(text, currency, t, { min: minPaymentMinor(currency) });
  const tooMuch = read.amount !== null && read.amount > max;
  const error = tooMuch
    ? t(missing === null ? 'wallet.amount.max' : 'wallet.chipIn.tooMuch', {
        money: formatMoney({ amount: max, currency }),
      })
    : read.error;
  const payLabel =
    read.amount && !tooMuch
      ? t('wallet.chipIn.payAmount', { money: formatMoney({ amount: read.amount, currency }) })
      : t('wallet.chipIn.pay');
  return { amount: tooMuch ? null : read.amount, error, payLabel };
}

/** After paying: thanks, where the receipt is, and back to the list. */
export function ChipInThanks({ money, hint, onClose }: { money: string; hint: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="center" ta="center" py="md">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal">
        <IconHeartHandshake size={32} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t('wallet.chipIn.thanks', { money })}
      </Title>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      <Button onClick={onClose} data-autofocus>
        {t('wallet.chipIn.close')}
      </Button>
    </Stack>
  );
}
