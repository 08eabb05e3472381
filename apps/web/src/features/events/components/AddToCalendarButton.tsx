import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from '@/i18n';
import { useDownloadEventIcs } from '../api/download-event-ics';

/** "Añadir a mi calendario": downloads the event as an .ics file that any calendar app opens. */
export function AddToCalendarButton({ event }: { event: { id: string; name: string } }) {
  const { t } = useTranslation();
  const download = useDownloadEventIcs();
  return (
    <Button
      variant="subtle"
      leftSection={<IconCalendarPlus size={18} aria-hidden />}
      onClick={() => download.mutate(event)}
      loading={download.isPending}
      w="fit-content"
    >
      {t('events.actions.addToCalendar')}
    </Button>
  );
}
