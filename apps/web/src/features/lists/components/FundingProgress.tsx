import type { Gift } from '@detalle/contract';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';

type Funding = NonNullable<Gift['funding']>;

/** Whether a gift's group-gift progress is worth showing: a reserved or given gift nobody chipped in to is not one. */
export const showsFunding = (gift: Gift): gift is Gift & { funding: Funding } =>
  gift.funding !== null && (gift.funding.raised > 0 || gift.status === 'available');

/** A group gift's goal reached (nothing is missing). */
export const isFunded = (funding: Funding) => funding.raised >= funding.goal;

/**
 * A group gift's progress, the same for everyone (the owner too): a bar, "Faltan 45,00 € de 120,00 €"
 * or "¡Conseguido!", and how many people gave — never who (the API does not say).
 */
export function FundingProgress({ funding, name }: { funding: Funding; name: string }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney({ amount, currency: funding.currency });
  const done = isFunded(funding);
  const percent = funding.goal > 0 ? Math.min(100, Math.floor((funding.raised / funding.goal) * 100)) : 100;
  const summary = done
    ? t('gifts.funding.done')
    : t('gifts.funding.missing', {
        missing: money(funding.goal - funding.raised),
        goal: money(funding.goal),
      });
  return (
    <Stack gap={4}>
      <Progress
        value={percent}
        color={done ? 'teal' : 'coral'}
        size="md"
        radius="xl"
        aria-label={t('gifts.funding.label', { name })}
      />
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
    </Stack>
  );
}
