import type { Event, SpecialDate } from '@detalle/contract';
import { addDays } from '@detalle/contract';
import { Anchor, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconCalendar, IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { allQueries } from '@/components/feedback/all-queries';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { QueryView } from '@/components/feedback/QueryView';
import { useTranslation } from '@/i18n';
import { byIsoText, todayHere } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { UPCOMING_DAYS, useFriendsSpecialDates } from '../api/get-friends-special-dates';
import { useMySpecialDates } from '../api/get-my-special-dates';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { type UpcomingEntry, UpcomingItem } from './UpcomingItem';

/** The section never grows past this; "Ver calendario" has the rest. */
const MAX_ENTRIES = 8;

function merge(events: Event[], dates: SpecialDate[], until: string): UpcomingEntry[] {
  const seen = new Set<string>();
  const entries: UpcomingEntry[] = events.map((event) => ({ kind: 'event', at: event.startsAt, event }));
  for (const date of dates) {
    // My own dates come from a list that is not limited to the coming month.
    if (!date.next || date.next > until || seen.has(date.id)) continue;
    seen.add(date.id);
    entries.push({ kind: 'date', at: date.next, date });
  }
  // An event's instant and a day compare well enough as text: both start `YYYY-MM-DD`.
  return entries.sort((a, b) => byIsoText(a.at, b.at)).slice(0, MAX_ENTRIES);
}

/** Home: "Próximas fechas", my next events and my and my friends' special dates of the coming month. */
export function UpcomingDates() {
  const { t } = useTranslation();
  const today = todayHere();
  const events = useUpcomingEvents();
  const friends = useFriendsSpecialDates(today);
  const mine = useMySpecialDates(today);
  const entries = merge(
    events.data?.list ?? [],
    [...(mine.data ?? []), ...(friends.data ?? [])],
    addDays(today, UPCOMING_DAYS - 1),
  );
  return (
    <section aria-labelledby="proximas-fechas">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} id="proximas-fechas">
          {t('upcoming.title')}
        </Title>
        <Anchor component={Link} to={paths.calendario.path} size="sm">
          {t('upcoming.toCalendar')}
        </Anchor>
      </Group>
      <QueryView
        query={allQueries([events, friends, mine])}
        loadingLabel={t('upcoming.loading')}
        skeleton={
          <Stack gap="xs">
            <Skeleton height={60} radius="md" />
            <Skeleton height={60} radius="md" />
          </Stack>
        }
        errorTitle={t('upcoming.error')}
        isEmpty={() => entries.length === 0}
        empty={
          <EmptyMessage
            icon={<IconCalendar aria-hidden />}
            title={t('upcoming.emptyTitle')}
            description={t('upcoming.emptyDescription')}
            order={3}
            action={
              <Button
                component={Link}
                to={paths.crearEvento.path}
                variant="light"
                leftSection={<IconCalendarPlus size={16} aria-hidden />}
              >
                {t('upcoming.createEvent')}
              </Button>
            }
          />
        }
      >
        {() => (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {entries.map((entry) => (
              <li key={entry.kind === 'event' ? `e-${entry.event.id}` : `d-${entry.date.id}`}>
                <UpcomingItem entry={entry} />
              </li>
            ))}
          </Stack>
        )}
      </QueryView>
    </section>
  );
}
