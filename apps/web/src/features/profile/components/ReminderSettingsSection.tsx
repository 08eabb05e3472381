import { REMINDER_HOUR_MAX, REMINDER_HOUR_MIN, type ReminderSettings } from '@detalle/contract';
import { NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { QueryView } from '@/components/feedback/QueryView';
import { useTranslation } from '@/i18n';
import { browserTimeZone, zoneCity } from '@/lib/dates';
import { useReminderSettings, useUpdateReminderSettings } from '../api/reminder-settings';

const HOURS = Array.from(
  { length: REMINDER_HOUR_MAX - REMINDER_HOUR_MIN + 1 },
  (_, i) => REMINDER_HOUR_MIN + i,
);

function ReminderControls({ settings }: { settings: ReminderSettings }) {
  const { t } = useTranslation();
  const update = useUpdateReminderSettings();
  // What is being saved shows at once; the answer replaces it.
  const shown = { ...settings, ...(update.isPending ? update.variables : {}) };
  // Each change also saves this device's zone: reminders come at the hour where the person is.
  const save = (change: Partial<ReminderSettings>) =>
    update.mutate({ ...change, timezone: browserTimeZone() });
  return (
    <Stack gap="md">
      <Switch
        size="md"
        checked={shown.enabled}
        onChange={(e) => save({ enabled: e.currentTarget.checked })}
        label={t('config.reminders.enabled')}
        description={t('config.reminders.enabledDescription')}
      />
      {shown.enabled ? (
        <>
          <Switch
            size="md"
            checked={shown.push}
            onChange={(e) => save({ push: e.currentTarget.checked })}
            label={t('config.reminders.push')}
          />
          <Switch
            size="md"
            checked={shown.email}
            onChange={(e) => save({ email: e.currentTarget.checked })}
            label={t('config.reminders.email')}
          />
          <NativeSelect
            label={t('config.reminders.hour')}
            value={String(shown.hour)}
            onChange={(e) => save({ hour: Number(e.currentTarget.value) })}
            data={HOURS.map((h) => ({ value: String(h), label: `${h}:00` }))}
            maw={220}
          />
          <Text size="sm" c="dimmed">
            {t('config.reminders.zone', { city: zoneCity(shown.timezone) })}
          </Text>
        </>
      ) : null}
      <Switch
        size="md"
        checked={shown.priceAlerts}
        onChange={(e) => save({ priceAlerts: e.currentTarget.checked })}
        label={t('config.reminders.priceAlerts')}
        description={t('config.reminders.priceAlertsDescription')}
      />
    </Stack>
  );
}

/**
 * `config` → "Avisos": one set of choices (on, push, e-mail, hour) for every kind of reminder — special dates,
 * birthdays, events and their join deadlines, group gifts, amigo invisible and thanks owed — each sent once.
 */
export function ReminderSettingsSection() {
  const { t } = useTranslation();
  const settings = useReminderSettings();
  return (
    <QueryView
      query={settings}
      loadingLabel={t('config.reminders.loading')}
      errorTitle={t('config.reminders.loadError')}
      quietLoading
    >
      {(data) => <ReminderControls settings={data} />}
    </QueryView>
  );
}
