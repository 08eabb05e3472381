import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '@/components/feedback/QueryError';
import { DrawsEntryButton } from '@/features/draws';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { byIsoText } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { DayAgenda } from '../components/DayAgenda';
import { MonthGrid, MonthLegend } from '../components/MonthGrid';
import { MonthNav } from '../components/MonthNav';
import { SpecialDateModal } from '../components/SpecialDateModal';
import { addMonths, formatMonth, isIsoDay, monthOf, parseMonth } from '../lib/calendar';
import { type DayItems, noItems } from '../lib/group-by-day';
import { useCalendarNames } from '../lib/use-calendar-names';
import { useMonthItems } from '../lib/use-month-items';
import { useToday } from '../lib/use-today';

/** `?mes=2028-02&dia=2028-02-29`: the month shown and the day chosen live in the address (Back works). */
const MONTH_PARAM = 'mes';
const DAY_PARAM = 'dia';

/** The month shown and the day chosen, read from the address; `go` replaces them. */
function useMonthAndDay(today: string) {
  const [search, setSearch] = useSearchParams();
  const month = parseMonth(search.get(MONTH_PARAM)) ?? monthOf(today);
  const dayParam = search.get(DAY_PARAM);
  const monthKey = formatMonth(month);
  // A chosen day counts only inside the month shown; otherwise the whole month is listed.
  const selected = dayParam && isIsoDay(dayParam) && dayParam.startsWith(monthKey) ? dayParam : null;
  const go = (next: { mes: string; dia?: string }) => setSearch(next, { replace: true });
  return { month, monthKey, selected, go };
}

/** The title, what the calendar is for, and what can be added from here. */
function CalendarHeader({ onNewDate }: { onNewDate: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={1}>{t('pages.calendario.title')}</Title>
      <Text c="dimmed">{t('calendar.intro')}</Text>
      <Group gap="xs">
        <Button
          component={Link}
          to={paths.crearEvento.path}
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
        >
          {t('calendar.newEvent')}
        </Button>
        <Button variant="light" leftSection={<IconStar size={18} aria-hidden />} onClick={onNewDate}>
          {t('calendar.newDate')}
        </Button>
        <DrawsEntryButton />
      </Group>
    </Stack>
  );
}

/** `calendario`: a month of events and special dates, and the agenda of the day chosen or of the month. */
export default function CalendarPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.calendario.title'));
  const names = useCalendarNames();
  const { today, timeZone } = useToday();
  const { month, monthKey, selected, go } = useMonthAndDay(today);
  const { items, loading, ready, failed } = useMonthItems(month, timeZone);
  const [adding, setAdding] = useState(false);

  const days: [string, DayItems][] = selected
    ? [[selected, items.get(selected) ?? noItems()]]
    : [...items.entries()].filter(([day]) => day.startsWith(monthKey)).sort(([a], [b]) => byIsoText(a, b));

  return (
    <Stack gap="lg" maw={720}>
      <CalendarHeader onNewDate={() => setAdding(true)} />
      <Stack gap="xs">
        <MonthNav
          month={month}
          loading={loading}
          onPrevious={() => go({ mes: formatMonth(addMonths(month, -1)) })}
          onNext={() => go({ mes: formatMonth(addMonths(month, 1)) })}
          onToday={() => go({ mes: formatMonth(monthOf(today)), dia: today })}
        />
        <MonthGrid
          month={month}
          items={items}
          today={today}
          selected={selected}
          onSelect={(day) => go({ mes: formatMonth(monthOf(day)), dia: day })}
        />
        <MonthLegend />
      </Stack>
      {failed ? (
        <QueryError
          title={t('calendar.error')}
          error={failed.error}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : null}
      <Stack component="section" gap="sm" aria-labelledby="agenda">
        <Title order={2} size="h3" id="agenda">
          {selected
            ? names.longDay(selected)
            : t('calendar.thisMonth', { month: names.monthName(month.month).toLocaleLowerCase('es') })}
        </Title>
        {ready ? (
          <DayAgenda
            days={days}
            timeZone={timeZone}
            hideDayTitle={Boolean(selected)}
            empty={selected ? t('calendar.emptyDay') : t('calendar.emptyMonth')}
          />
        ) : (
          <Text c="dimmed">{t('calendar.loading')}</Text>
        )}
      </Stack>
      <SpecialDateModal opened={adding} onClose={() => setAdding(false)} day={selected ?? undefined} />
    </Stack>
  );
}
