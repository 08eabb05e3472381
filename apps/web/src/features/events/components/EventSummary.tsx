import type { Event } from '@detalle/contract';
import { Anchor, Badge, Group, Image, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconExternalLink, IconHourglass, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PeopleAvatars } from '@/components/people/PeopleAvatars';
import { useTranslation } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { ownersName } from '@/lib/together';
import { organisersOf } from '../lib/organisers';
import classes from './EventSummary.module.css';
import { EventWhen } from './EventWhen';

function InfoLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size={32} aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0, paddingTop: 4 }}>{children}</div>
    </Group>
  );
}

/** "Fecha límite para unirse: 2 Mar 2027 23:00", on the event's clock; once past, that it has closed. */
function JoinDeadline({ deadline, timezone }: { deadline: string; timezone: string }) {
  const { t } = useTranslation();
  const date = formatDate(deadline, { withTime: true, timeZone: timezone });
  const closed = new Date(deadline) <= new Date();
  return (
    <InfoLine icon={<IconHourglass size={18} />}>
      <Text c={closed ? 'dimmed' : undefined}>
        {t(closed ? 'events.detail.joinClosed' : 'events.detail.joinDeadline', { date })}
      </Text>
    </InfoLine>
  );
}

/** "Organiza Ana García", "Organizan Lucía y Marcos", beside their faces. */
function Organisers({ event }: { event: Event }) {
  const { t } = useTranslation();
  const organisers = organisersOf(event);
  return (
    <Group gap="sm" wrap="nowrap">
      <PeopleAvatars people={organisers} />
      <Text>
        {t(organisers.length > 1 ? 'events.detail.organisedByMany' : 'events.detail.organisedBy')}{' '}
        <strong>{ownersName(event.organiser, organisers)}</strong>
      </Text>
    </Group>
  );
}

/** Picture, name, when, where and who organises: the top of `evento/{id}` and of the join page. */
type EventSummaryProps = {
  event: Event;
  headingLevel?: 1 | 2;
  /** Shown beside the name, e.g. the favourite heart on the event page. */
  titleAction?: ReactNode;
};

export function EventSummary({ event, headingLevel = 1, titleAction }: EventSummaryProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {/* The page's largest picture: asked for first, before the code (it is in the server's HTML). */}
      <Image src={event.image} alt="" radius="lg" className={classes.image} fetchPriority="high" />
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light">{t(`events.visibility.${event.visibility}Badge`)}</Badge>
          {event.participantCount > 0 ? (
            <Badge variant="light" color="gray">
              {t('events.detail.going', { count: event.participantCount })}
            </Badge>
          ) : null}
        </Group>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={headingLevel} style={{ overflowWrap: 'anywhere' }}>
            {event.name}
          </Title>
          {titleAction}
        </Group>
      </Stack>
      <Stack gap="sm">
        <InfoLine icon={<IconCalendarEvent size={18} />}>
          <EventWhen startsAt={event.startsAt} timezone={event.timezone} />
        </InfoLine>
        {event.joinDeadline ? <JoinDeadline deadline={event.joinDeadline} timezone={event.timezone} /> : null}
        {event.place || event.mapUrl ? (
          <InfoLine icon={<IconMapPin size={18} />}>
            <Stack gap={2}>
              {event.place ? <Text fw={500}>{event.place}</Text> : null}
              {event.mapUrl ? (
                <Anchor href={event.mapUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('events.detail.map')}{' '}
                  <IconExternalLink size={14} aria-hidden style={{ verticalAlign: -2 }} />
                </Anchor>
              ) : null}
            </Stack>
          </InfoLine>
        ) : null}
        <Organisers event={event} />
      </Stack>
    </Stack>
  );
}
