import type { Draw } from '@detalle/contract';
import { Badge, Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconCoin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '@/i18n';
import { budgetText, exchangeDay } from '../lib/format';

/** The facts of a draw in one line of badges: status, exchange day, budget, how many take part. */
type Facts = Pick<Draw, 'status' | 'exchangeDate' | 'budget' | 'participantCount'> & { role?: Draw['role'] };

export function DrawFacts({ draw }: { draw: Facts }) {
  const { t } = useTranslation();
  const budget = budgetText(draw);
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color={draw.status === 'drawn' ? 'teal' : 'blue'} tt="none">
        {t(`draws.status.${draw.status}`)}
      </Badge>
      <Badge variant="default" tt="none" leftSection={<IconCalendarEvent size={14} aria-hidden />}>
        {t('draws.exchange', { date: exchangeDay(draw) })}
      </Badge>
      {budget ? (
        <Badge variant="default" tt="none" leftSection={<IconCoin size={14} aria-hidden />}>
          {t('draws.budget', { amount: budget })}
        </Badge>
      ) : null}
      <Badge variant="default" tt="none" leftSection={<IconUsers size={14} aria-hidden />}>
        {t('draws.peopleCount', { count: draw.participantCount })}
      </Badge>
      {draw.role ? (
        <Text span size="xs" c="dimmed">
          {t(`draws.role.${draw.role}`)}
        </Text>
      ) : null}
    </Group>
  );
}
