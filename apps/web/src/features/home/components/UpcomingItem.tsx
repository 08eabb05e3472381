import type { Event, SpecialDate } from '@detalle/contract';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatRelativeDay, SPANISH_MONTHS } from '@/lib/dates';
import { hrefTo } from '@/lib/paths';
import { useSession } from '@/lib/session';
import classes from './UpcomingItem.module.css';

export type UpcomingEntry =
  | { kind: 'event'; at: string; event: Event }
  | { kind: 'date'; at: string; date: SpecialDate };

/** A day-and-month tile, like a page torn from a calendar. */
function DayTile({ value, tone }: { value: string; tone: 'event' | 'date' }) {
  // `5 Ene 2027 18:30` → day and month, on this device's clock.
  const [day, month] = formatDate(value).split(' ');
  return (
    <div className={classes.tile} data-tone={tone} aria-hidden>
      <span className={classes.tileDay}>{day}</span>
      <span className={classes.tileMonth}>{month ?? SPANISH_MONTHS[0]}</span>
    </div>
  );
}

/** One upcoming event or special date on home, linking to its page. */
export function UpcomingItem({ entry }: { entry: UpcomingEntry }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const near = formatRelativeDay(entry.at);
  const when = near ?? formatDate(entry.at);
  if (entry.kind === 'event') {
    const { event } = entry;
    const time = formatDate(event.startsAt, { withTime: true }).slice(-5);
    return (
      <UnstyledButton component={Link} to={hrefTo('evento', { id: event.id })} className={classes.item}>
        <DayTile value={event.startsAt} tone="event" />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate="end">
            {event.name}
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            {t('upcoming.eventLine', { when, time })}
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden className={classes.chevron} />
      </UnstyledButton>
    );
  }
  const { date } = entry;
  const owner =
    date.owner.id === user?.id ? t('upcoming.yours') : `${date.owner.name} ${date.owner.lastname}`.trim();
  return (
    <UnstyledButton component={Link} to={hrefTo('calendarioItem', { id: date.id })} className={classes.item}>
      <DayTile value={entry.at} tone="date" />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} truncate="end">
          {date.title}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          {t('upcoming.dateLine', { when, owner })}
        </Text>
      </Stack>
      <IconChevronRight size={18} aria-hidden className={classes.chevron} />
    </UnstyledButton>
  );
}
