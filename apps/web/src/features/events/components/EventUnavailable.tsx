import { Button } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Unavailable } from '@/components/feedback/Unavailable';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { GuestActions } from './GuestActions';

/**
 * A 404 from `event/get`: the API does not say whether the event is gone or
 * just not for this person, and neither do we. A guest may see it after
 * signing in (events for friends or for those invited), so they get the way in.
 */
export function EventUnavailable({ signedIn, next }: { signedIn: boolean; next: string }) {
  const { t } = useTranslation();
  return (
    <Unavailable
      icon={IconCalendarOff}
      title={t('events.unavailable.title')}
      description={signedIn ? t('events.unavailable.description') : undefined}
    >
      {signedIn ? (
        <Button component={Link} to={paths.calendario.path} variant="light" w="fit-content">
          {t('events.unavailable.toCalendar')}
        </Button>
      ) : (
        <GuestActions next={next} message={t('events.unavailable.guest')} />
      )}
    </Unavailable>
  );
}
