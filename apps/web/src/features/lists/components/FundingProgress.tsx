import type { Gift } from '@detalle/contract';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { type TFunction, useTranslation } from '@/i18n';
import { hasMoneyToward, missingOf } from '@/lib/funding';
import { formatMoney } from '@/lib/money';

type Funding = NonNullable<Gift['funding']>;

/** Whether a gift's money progress is worth showing: a reserved or given gift nobody chipped in to is not one. */
export const showsFunding = (gift: Gift): gift is Gift & { funding: Funding } =>
  gift.funding !== null &&
  (hasMoneyToward(gift.funding) || gift.status === 'available' || gift.kind === 'fund');

/** A group gift's or fund's goal reached (nothing is missing); a fund without a target never is. */
export const isFunded = (funding: Funding) => funding.goal !== null && funding.raised >= funding.goal;

/** Whether someone may still give toward it: not closed, and something is missing that nobody is paying yet. */
export const takesMoney = (funding: Funding) => !funding.closed && missingOf(funding) !== 0;

const percentOf = (amount: number, goal: number) =>
  goal > 0 ? Math.min(100, Math.floor((amount / goal) * 100)) : 100;

/**
 * "Ana, Irene y 1 persona más": who gave, for the owner after the reveal (the API sends `names` only then);
 * those who chose to stay anonymous are counted, never named.
 */
function namesOf(funding: Funding, t: TFunction) {
  const names = funding.names ?? [];
  const others = Math.max(0, funding.givers - names.length);
  const parts = others > 0 ? [...names, t('gifts.funding.others', { count: others })] : names;
  return new Intl.ListFormat('es', { type: 'conjunction' }).format(parts);
}

/**
 * A group gift's or fund's progress, the same for everyone: a bar and "Faltan 45,00 € de 120,00 €" or
 * "¡Conseguido!"; a fund without a target shows what has been given so far; how many people gave; whether it no
 * longer takes money; and, for the owner once the list is revealed, who gave ("Aportado por Ana y 1 persona más").
 */
export function FundingProgress({ funding, name }: { funding: Funding; name: string }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney({ amount, currency: funding.currency });
  const done = isFunded(funding);
  const { goal } = funding;
  const summary =
    goal === null
      ? t('gifts.funding.raised', { money: money(funding.raised) })
      : done
        ? t('gifts.funding.done')
        : t('gifts.funding.missing', { missing: money(goal - funding.raised), goal: money(goal) });
  return (
    <Stack gap={4}>
      {goal !== null ? (
        <Progress.Root size="md" radius="xl">
          <Progress.Section
            value={percentOf(funding.raised, goal)}
            color={done ? 'teal' : 'coral'}
            aria-label={t('gifts.funding.label', { name })}
          />
          {/* Money on its way: the same colour, faded and striped, after what was given. */}
          {funding.onTheWay > 0 ? (
            <Progress.Section
              value={Math.min(percentOf(funding.onTheWay, goal), 100 - percentOf(funding.raised, goal))}
              color="coral.3"
              striped
              aria-label={t('gifts.funding.onTheWayLabel')}
            />
          ) : null}
        </Progress.Root>
      ) : null}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={4} wrap="nowrap">
          {done ? <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden /> : null}
          <Text size="sm" fw={600}>
            {summary}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {funding.givers > 0
            ? t('gifts.funding.givers', { count: funding.givers })
            : t('gifts.funding.nobody')}
        </Text>
      </Group>
      {/* Money on its way (a card's bank step, a transfer, a voucher, Bizum…): apart from what was given. */}
      {funding.onTheWay > 0 ? (
        <Text size="xs" c="dimmed" data-testid="funding-on-the-way">
          {t('gifts.funding.givenAndOnTheWay', {
            given: money(funding.raised),
            onTheWay: money(funding.onTheWay),
          })}
        </Text>
      ) : null}
      {funding.names && funding.names.length > 0 ? (
        <Text size="sm">{t('gifts.funding.givenBy', { names: namesOf(funding, t) })}</Text>
      ) : null}
      {funding.closed && !done ? (
        <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />} w="fit-content">
          {t('gifts.funding.closed')}
        </Badge>
      ) : null}
    </Stack>
  );
}
