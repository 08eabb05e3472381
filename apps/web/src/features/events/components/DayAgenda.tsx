import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n';
import { type DayItems, itemCount } from '../lib/group-by-day';
import { useCalendarNames } from '../lib/use-calendar-names';
import { DatedItem, EventItem, SpecialDateItem } from './AgendaItems';

type DayAgendaProps = {
  /** The days to list, in order, each with what falls on it. */
  days: [string, DayItems][];
  timeZone: string;
  /** Said when there is nothing: "No tienes nada este día." */
  empty: string;
  /** Heading level of each day's title. */
  order?: 2 | 3;
  /** One day only: its title is already on the page. */
  hideDayTitle?: boolean;
};

/** What falls on each day: its events, its special dates, then its draws and dated lists. */
export function DayAgenda({ days, timeZone, empty, order = 3, hideDayTitle = false }: DayAgendaProps) {
  const names = useCalendarNames();
  const { t } = useTranslation();
  const filled = days.filter(([, items]) => itemCount(items) > 0);
  if (filled.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="md">
      {filled.map(([day, items]) => (
        // A single day's title is the page's or the section's own heading; a list of days names each.
        <Stack
          key={day}
          gap="xs"
          component={hideDayTitle ? 'div' : 'section'}
          aria-label={hideDayTitle ? undefined : names.longDay(day)}
        >
          {hideDayTitle ? null : (
            <Title order={order} size="h5">
              {names.longDay(day)}
            </Title>
          )}
          <Stack
            component="ul"
            gap="xs"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label={t('calendar.dayList', { day: names.longDay(day) })}
          >
            {items.events.map((event) => (
              <li key={`e-${event.id}`}>
                <EventItem event={event} timeZone={timeZone} />
              </li>
            ))}
            {items.dates.map((date) => (
              <li key={`d-${date.id}`}>
                <SpecialDateItem date={date} />
              </li>
            ))}
            {items.dated.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <DatedItem item={item} />
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
