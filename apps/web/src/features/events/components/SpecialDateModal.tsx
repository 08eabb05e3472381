import { DEFAULT_REMINDER_DAYS, type SpecialDate, specialDateInputSchema } from '@detalle/contract';
import { Button, Chip, Group, Modal, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { DateField } from '@/components/form/DateField';
import { FormError } from '@/components/form/FormError';
import { SegmentedField } from '@/components/form/SegmentedField';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { useSaveSpecialDate } from '../api/save-special-date';
import { useUpdateSpecialDate } from '../api/update-special-date';

const kinds = ['birthday', 'anniversary', 'other'] as const;
/** The reminders offered for a date: days before it (0 = that day). */
const REMINDER_CHOICES = [30, 14, 7, 3, 1, 0];
const daysOf = (text: string | boolean | undefined) =>
  typeof text === 'string' && text ? text.split(',').map(Number) : [];

type SpecialDateModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The date being changed; a new one when left out. */
  date?: SpecialDate;
  /** The day a new date starts on (the selected day of the calendar). */
  day?: string;
  onSaved?: (date: SpecialDate) => void;
  /** A date of a dependent I look after (its id), instead of mine. */
  forDependent?: string;
};

/** Birthday, anniversary or another kind of date. */
function KindPicker({ value, onChange }: { value: string; onChange: (kind: string) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedField
      name="kind"
      label={t('specialDates.form.kind')}
      value={value}
      onChange={onChange}
      data={kinds.map((k) => ({ value: k, label: t(`specialDates.kind.${k}`) }))}
    />
  );
}

/** Which days before the date to be reminded, as chips; `value` holds them as "7,1". */
function ReminderChips({ value, onChange }: { value: string; onChange: (days: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="avisos-de-fecha">
        {t('specialDates.form.reminders')}
      </Text>
      <Chip.Group multiple value={daysOf(value).map(String)} onChange={(days) => onChange(days.join(','))}>
        <Group gap="xs" role="group" aria-labelledby="avisos-de-fecha">
          {[...new Set([...REMINDER_CHOICES, ...daysOf(value)])]
            .sort((a, b) => b - a)
            .map((days) => (
              <Chip key={days} value={String(days)} size="sm">
                {t('specialDates.form.reminderDay', { count: days })}
              </Chip>
            ))}
        </Group>
      </Chip.Group>
      <Text size="xs" c="dimmed">
        {t('specialDates.form.remindersHint')}
      </Text>
    </Stack>
  );
}

function SpecialDateForm({
  date,
  day,
  onClose,
  onSaved,
  forDependent,
}: Omit<SpecialDateModalProps, 'opened'>) {
  const { t } = useTranslation();
  const save = useSaveSpecialDate(forDependent);
  const update = useUpdateSpecialDate(forDependent);
  const form = useZodForm({
    initialValues: {
      title: date?.title ?? '',
      kind: (date?.kind ?? 'birthday') as string,
      date: date?.date ?? day ?? '',
      yearly: date?.yearly ?? true,
      note: date?.note ?? '',
      // The form keeps text and switches only: the chosen days as "7,1".
      reminderDays: (date?.reminderDays ?? DEFAULT_REMINDER_DAYS).join(','),
    },
    schema: specialDateInputSchema,
    toBody: (v) => ({ ...v, kind: v.kind as SpecialDate['kind'], reminderDays: daysOf(v.reminderDays) }),
  });

  const submit = form.onSubmit((body) => {
    const handlers = {
      onSuccess: (saved: SpecialDate) => {
        onSaved?.(saved);
        onClose();
      },
      onError: (error: unknown) => form.showApiError(error),
    };
    if (date) update.mutate({ id: date.id, body }, handlers);
    else save.mutate(body, handlers);
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <TextInput
          {...form.inputProps('title')}
          label={t('specialDates.form.title')}
          placeholder={t('specialDates.form.titlePlaceholder')}
          maxLength={120}
          required
          data-autofocus
        />
        <KindPicker value={form.values.kind} onChange={(value) => form.setValue('kind', value)} />
        <DateField
          {...form.inputProps('date')}
          onChange={(value) => form.setValue('date', value)}
          label={t('specialDates.form.date')}
          required
        />
        <Switch
          name="yearly"
          checked={form.values.yearly}
          onChange={(event) => form.setValue('yearly', event.currentTarget.checked)}
          label={t('specialDates.form.yearly')}
          description={t('specialDates.form.yearlyHint')}
        />
        <ReminderChips
          value={form.values.reminderDays}
          onChange={(value) => form.setValue('reminderDays', value)}
        />
        <Textarea
          {...form.inputProps('note')}
          label={t('specialDates.form.note')}
          placeholder={t('specialDates.form.notePlaceholder')}
          resize="vertical"
          rows={3}
          maxLength={500}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending || update.isPending}>
            {t('specialDates.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add or change a special date: title, kind, day, yearly or once, its reminders and a note. */
export function SpecialDateModal({
  opened,
  onClose,
  date,
  day,
  onSaved,
  forDependent,
}: SpecialDateModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={date ? t('specialDates.form.editTitle') : t('specialDates.form.newTitle')}
      centered
      radius="lg"
    >
      {/* Mounted only while open, so each opening starts from the date (or day) it was given. */}
      {opened ? (
        <SpecialDateForm
          date={date}
          day={day}
          onClose={onClose}
          onSaved={onSaved}
          forDependent={forDependent}
        />
      ) : null}
    </Modal>
  );
}
