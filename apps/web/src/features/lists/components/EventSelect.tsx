import { Select } from '@mantine/core';
import { useTranslation } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { useMyEvents } from '../api/get-my-events';

type EventSelectProps = {
  userId: string;
  /** The list being edited: its own event stays selectable. */
  listId: string | null;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** Link the list to one of my events; an event holds one list, so those already taken are shown but disabled. */
export function EventSelect({ userId, listId, value, onChange, error }: EventSelectProps) {
  const { t } = useTranslation();
  const events = useMyEvents(userId);
  const data = (events.data ?? []).map((event) => {
    const taken = event.listId !== null && event.listId !== listId;
    const label = `${event.name} · ${formatDate(event.startsAt)}`;
    return {
      value: event.id,
      label: taken ? t('lists.form.eventTaken', { label }) : label,
      disabled: taken,
    };
  });
  const none = events.isSuccess && data.length === 0;
  return (
    <Select
      name="eventId"
      label={t('lists.form.event')}
      description={none ? t('lists.form.eventNone') : t('lists.form.eventHint')}
      placeholder={events.isPending ? t('lists.form.eventLoading') : t('lists.form.eventPlaceholder')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error ?? (events.isError ? t('lists.form.eventError') : undefined)}
      disabled={events.isPending || none}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
