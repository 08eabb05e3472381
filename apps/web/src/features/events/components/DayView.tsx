import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '@/components/feedback/QueryError';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { monthOf } from '../lib/calendar';
import { noItems } from '../lib/group-by-day';
import { useCalendarNames } from '../lib/use-calendar-names';
import { useMonthItems } from '../lib/use-month-items';
import { useToday } from '../lib/use-today';
import { BackToCalendar } from './BackToCalendar';
import { DayAgenda } from './DayAgenda';
import { SpecialDateModal } from './SpecialDateModal';

/** `calendario/2028-02-29`: that day's events and special dates (from the month already cached). */
export function DayView({ day }: { day: string }) {
  const { t } = useTranslation();
  const names = useCalendarNames();
  const { timeZone } = useToday();
  const title = names.longDay(day);
  usePageTitle(title);
  const { items, ready, failed } = useMonthItems(monthOf(day), timeZone);
  const [adding, setAdding] = useState(false);
  const weekday = names.weekdays[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7] ?? '';

  return (
    <Stack gap="lg" maw={720}>
      <BackToCalendar day={day} />
      <Stack gap={2}>
        <Text c="dimmed" tt="capitalize">
          {weekday}
        </Text>
        <Title order={1}>{title}</Title>
      </Stack>
      {failed ? (
        <QueryError
          title={t('calendar.error')}
          error={failed.error}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : ready ? (
        <DayAgenda
          days={[[day, items.get(day) ?? noItems()]]}
          timeZone={timeZone}
          hideDayTitle
          empty={t('calendar.emptyDay')}
        />
      ) : (
        <Text c="dimmed">{t('calendar.loading')}</Text>
      )}
      <Group gap="xs">
        <Button
          component={Link}
          to={paths.crearEvento.path}
          variant="light"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
        >
          {t('calendar.newEvent')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconStar size={18} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          {t('calendar.newDate')}
        </Button>
      </Group>
      <SpecialDateModal opened={adding} onClose={() => setAdding(false)} day={day} />
    </Stack>
  );
}
