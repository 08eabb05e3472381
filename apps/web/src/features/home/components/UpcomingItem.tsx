import type { Event, SpecialDate } from '@detalle/contract';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n';
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

/** The row both kinds share: the day tile, a title, a line under it and a chevron, as one link. */
function UpcomingLink({
  to,
  at,
  tone,
  title,
  line,
}: {
  to: string;
  at: string;
  tone: 'event' | 'date';
  title: string;
  line: string;
}) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.item}>
      <DayTile value={at} tone={tone} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} truncate="end">
          {title}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          {line}
        </Text>
      </Stack>
      <IconChevronRight size={18} aria-hidden className={classes.chevron} />
    </UnstyledButton>
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
      <UpcomingLink
        to={hrefTo('evento', { id: event.id })}
        at={event.startsAt}
        tone="event"
        title={event.name}
        line={t('upcoming.eventLine', { when, time })}
      />
    );
  }
  const { date } = entry;
  const owner =
    date.owner.id === user?.id ? t('upcoming.yours') : `${date.owner.name} ${date.owner.lastname}`.trim();
  return (
    <UpcomingLink
      to={hrefTo('calendarioItem', { id: date.id })}
      at={entry.at}
      tone="date"
      title={date.title}
      line={t('upcoming.dateLine', { when, owner })}
    />
  );
}
