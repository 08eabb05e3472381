import { Anchor, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryView } from '@/components/feedback/QueryView';
import { DateText } from '@/components/format/DateText';
import { useEvent } from '@/features/events/api/get-event';
import { useTranslation } from '@/i18n';
import { isHiddenFromMe } from '@/lib/hidden';
import { hrefTo } from '@/lib/paths';

/**
 * The event the list belongs to, named and dated. Someone who may see the list
 * but not the event (a public list for a private party) gets nothing: a link
 * to "no tienes acceso" would only disappoint. Any other failure (network,
 * server) is said, with a way to retry: the event may well be there.
 */
export function LinkedEvent({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const event = useEvent(eventId);
  return (
    <QueryView
      query={event}
      quietLoading
      loadingLabel={t('events.detail.loading')}
      errorTitle={t('lists.detail.eventError')}
      renderError={(error, alert) => (isHiddenFromMe(error) ? null : alert)}
    >
      {(data) => (
        <Card withBorder radius="lg" padding="sm" component="section" aria-labelledby="evento-de-la-lista">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={36} aria-hidden>
              <IconCalendarEvent size={20} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed" id="evento-de-la-lista">
                {t('lists.detail.event')}
              </Text>
              <Anchor component={Link} to={hrefTo('evento', { id: eventId })} fw={600}>
                {data.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                <DateText value={data.startsAt} withTime />
              </Text>
            </div>
          </Group>
        </Card>
      )}
    </QueryView>
  );
}
