import { Stack, Text } from '@mantine/core';
import { useViewerTimeZone } from '@/hooks/use-viewer-time-zone';
import { useTranslation } from '@/i18n';
import { formatDate, formatRelativeDay, sameWallClock, zoneCity } from '@/lib/dates';

/**
 * When the event happens, on the organiser's clock (`5 Ene 2027 18:30`). When
 * the viewer's clock says otherwise, the event's zone is named and their own
 * time added: "18:30 (hora de Madrid)" and "Para ti: 12:30 (Bogotá)". Rendered on the server, the
 * viewer's clock is not known yet: the organiser's alone, then the viewer's once React has the page.
 */
export function EventWhen({ startsAt, timezone }: { startsAt: string; timezone: string }) {
  const { t } = useTranslation();
  const viewer = useViewerTimeZone();
  const mine = viewer ?? timezone;
  const differs = !sameWallClock(startsAt, timezone, mine);
  const theirs = formatDate(startsAt, { withTime: true, timeZone: timezone });
  const near = formatRelativeDay(startsAt, { timeZone: mine });
  return (
    <Stack gap={2}>
      <Text fw={600}>
        <time dateTime={startsAt}>{theirs}</time>
        {differs ? ` ${t('events.detail.zoneNote', { city: zoneCity(timezone) })}` : null}
        {near ? (
          <Text span c="dimmed" fw={400}>
            {' · '}
            {near}
          </Text>
        ) : null}
      </Text>
      {differs ? (
        <Text size="sm" c="dimmed">
          {t('events.detail.yourTime', {
            time: formatDate(startsAt, { withTime: true, timeZone: mine }),
            city: zoneCity(mine),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
