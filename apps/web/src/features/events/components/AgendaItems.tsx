import type { CalendarDatedItem, Event, SpecialDate } from '@detalle/contract';
import { Badge, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCake, IconChevronRight, IconGift, IconHeart, IconList, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { hrefTo } from '@/lib/paths';
import { useSession } from '@/lib/session';
import classes from './AgendaItems.module.css';

const kindIcon = { birthday: IconCake, anniversary: IconHeart, other: IconStar } as const;

/** An event of the day: picture, name, time on my clock, and where I stand. */
export function EventItem({ event, timeZone }: { event: Event; timeZone: string }) {
  const { t } = useTranslation();
  const time = formatDate(event.startsAt, { withTime: true, timeZone }).slice(-5);
  const role =
    event.role === 'organiser' || event.role === 'accepted' || event.role === 'invited' ? event.role : null;
  return (
    <UnstyledButton component={Link} to={hrefTo('evento', { id: event.id })} className={classes.item}>
      <img src={event.image} alt="" className={classes.thumb} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} truncate="end">
          {event.name}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          {event.place ? t('calendar.timeAndPlace', { time, place: event.place }) : time}
        </Text>
        {role ? (
          <Group gap={4} mt={2}>
            <Badge size="xs" variant="light" color={role === 'invited' ? 'yellow' : 'coral'}>
              {t(`calendar.role.${role}`)}
            </Badge>
          </Group>
        ) : null}
      </Stack>
      <IconChevronRight size={18} aria-hidden className={classes.chevron} />
    </UnstyledButton>
  );
}

/** A row of the day with an icon instead of a picture: its title, a line saying what it is, and a link. */
function IconRow({
  to,
  icon: Icon,
  color,
  title,
  what,
}: {
  to: string;
  icon: typeof IconStar;
  color: string;
  title: string;
  what: ReactNode;
}) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.item}>
      <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
        <Icon size={24} />
      </ThemeIcon>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} truncate="end">
          {title}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          {what}
        </Text>
      </Stack>
      <IconChevronRight size={18} aria-hidden className={classes.chevron} />
    </UnstyledButton>
  );
}

/** A special date of the day: mine or a friend's, linking to its own page. */
export function SpecialDateItem({ date }: { date: SpecialDate }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const mine = date.owner.id === user?.id;
  const whose = mine
    ? t('specialDates.mine')
    : t('specialDates.of', { name: `${date.owner.name} ${date.owner.lastname}`.trim() });
  return (
    <IconRow
      to={hrefTo('calendarioItem', { id: date.id })}
      icon={kindIcon[date.kind]}
      color="teal"
      title={date.title}
      what={`${whose} · ${t(`specialDates.kind.${date.kind}`)}`}
    />
  );
}

/** A draw's exchange day or a list's date: links back to the draw or the list. */
export function DatedItem({ item }: { item: CalendarDatedItem }) {
  const { t } = useTranslation();
  const draw = item.kind === 'draw';
  const what = draw
    ? t('calendar.dated.draw')
    : item.ownerName
      ? t('calendar.dated.friendList', { name: item.ownerName })
      : t('calendar.dated.myList');
  return (
    <IconRow
      to={draw ? hrefTo('sorteo', { id: item.id }) : hrefTo('homeItem', { id: item.id, type: 'lista' })}
      icon={draw ? IconGift : IconList}
      color="grape"
      title={item.name}
      what={what}
    />
  );
}
