import { type EventDetail, type EventVisibility, eventInputSchema } from '@detalle/contract';
import { Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useId, useMemo } from 'react';
import { DateTimeField } from '@/components/form/DateField';
import { FormError } from '@/components/form/FormError';
import { ImagePicker } from '@/components/image-picker/ImagePicker';
import { useZodForm, type ZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { browserTimeZone, instantToZoned, timeZoneOptions, zoneCity, zonedToInstant } from '@/lib/dates';
import { useCreateEvent } from '../api/save-event';
import { useUpdateEvent } from '../api/update-event';
import classes from './EventForm.module.css';
import { VisibilityPicker } from './VisibilityPicker';

type EventFormProps = {
  /** The event being edited; a new one when left out. */
  event?: EventDetail;
  onSaved: (event: EventDetail) => void;
};

function initialValues(event?: EventDetail) {
  const timezone = event?.timezone ?? browserTimeZone();
  return {
    name: event?.name ?? '',
    description: event?.description ?? '',
    // The organiser edits the wall-clock time of the event's own zone.
    startsAt: event ? instantToZoned(event.startsAt, timezone) : '',
    // Optional, on the same clock as the start.
    joinDeadline: event?.joinDeadline ? instantToZoned(event.joinDeadline, timezone) : '',
    timezone,
    place: event?.place ?? '',
    mapUrl: event?.mapUrl ?? '',
    image: event?.image ?? '',
    visibility: (event?.visibility ?? 'friends') as string,
  };
}

type Values = ReturnType<typeof initialValues>;

/** What the API receives: the time as an instant, an empty map link as none. */
function toBody(v: Values) {
  return {
    name: v.name,
    description: v.description,
    startsAt: zonedToInstant(v.startsAt, v.timezone)?.toISOString() ?? '',
    // Left empty: none; half typed (a day without its hour): '' so the contract asks for both.
    joinDeadline: v.joinDeadline ? (zonedToInstant(v.joinDeadline, v.timezone)?.toISOString() ?? '') : null,
    timezone: v.timezone,
    place: v.place,
    mapUrl: v.mapUrl.trim() ? v.mapUrl.trim() : null,
    ...(v.image ? { image: v.image } : {}),
    visibility: v.visibility as EventVisibility,
  };
}

type EventFormState = ZodForm<Values, typeof eventInputSchema>;

/** When it starts, on the clock of the zone it happens in. */
function StartsAtFields({ form }: { form: EventFormState }) {
  const { t } = useTranslation();
  const zones = useMemo(
    () =>
      timeZoneOptions(form.values.timezone).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [form.values.timezone],
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <DateTimeField
        {...form.inputProps('startsAt')}
        onChange={(value) => form.setValue('startsAt', value)}
        dateLabel={t('events.form.startsAt')}
        timeLabel={t('events.form.time')}
        required
      />
      <Select
        {...form.inputProps('timezone')}
        onChange={(value) => value && form.setValue('timezone', value)}
        label={t('events.form.timezone')}
        description={t('events.form.timezoneHint', { city: zoneCity(form.values.timezone) })}
        data={zones}
        searchable
        // Some 400 zones: only the first matches are drawn, so typing stays quick on phones.
        limit={40}
        allowDeselect={false}
        nothingFoundMessage={t('events.form.timezoneNone')}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}

/** Until when people may ask to join: optional, on the same clock as the start. */
function JoinDeadlineField({ form }: { form: EventFormState }) {
  const { t } = useTranslation();
  const deadlineHintId = useId();
  // A group with its own heading: two short labels keep day and hour side by side on a phone.
  return (
    <fieldset className={classes.group} aria-describedby={deadlineHintId}>
      <Text component="legend" className={classes.legend}>
        {t('events.form.joinDeadline')}
      </Text>
      <Text id={deadlineHintId} size="xs" c="dimmed" mb={4}>
        {t('events.form.joinDeadlineHint')}
      </Text>
      <DateTimeField
        {...form.inputProps('joinDeadline')}
        onChange={(value) => form.setValue('joinDeadline', value)}
        dateLabel={t('events.form.joinDeadlineDay')}
        timeLabel={t('events.form.joinDeadlineTime')}
      />
    </fieldset>
  );
}

/** `crear-evento`: create, or edit (organiser only), with the contract's own checks and messages. */
export function EventForm({ event, onSaved }: EventFormProps) {
  const { t } = useTranslation();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const form = useZodForm({ initialValues: initialValues(event), schema: eventInputSchema, toBody });
  const saving = create.isPending || update.isPending;

  const submit = form.onSubmit((body) => {
    const handlers = {
      onSuccess: onSaved,
      onError: (error: unknown) => form.showApiError(error),
    };
    if (event) update.mutate({ id: event.id, body }, handlers);
    else create.mutate(body, handlers);
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <TextInput
          {...form.inputProps('name')}
          label={t('events.form.name')}
          placeholder={t('events.form.namePlaceholder')}
          maxLength={120}
          required
        />
        <Textarea
          {...form.inputProps('description')}
          label={t('events.form.description')}
          placeholder={t('events.form.descriptionPlaceholder')}
          resize="vertical"
          rows={4}
          maxLength={2000}
        />
        <StartsAtFields form={form} />
        <JoinDeadlineField form={form} />
        <TextInput
          {...form.inputProps('place')}
          label={t('events.form.place')}
          placeholder={t('events.form.placePlaceholder')}
          maxLength={200}
        />
        <TextInput
          {...form.inputProps('mapUrl')}
          type="url"
          inputMode="url"
          label={t('events.form.mapUrl')}
          description={t('events.form.mapUrlHint')}
          placeholder="https://maps.app.goo.gl/…"
          maxLength={500}
        />
        <ImagePicker
          kind="event"
          label={t('events.form.image')}
          previewAlt={t('events.form.imagePreview')}
          value={form.values.image}
          onChange={(url) => form.setValue('image', url)}
          error={form.errors.image}
        />
        <VisibilityPicker
          name="visibility"
          value={form.values.visibility}
          onChange={(value) => form.setValue('visibility', value)}
          error={form.errors.visibility}
        />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saving}>
            {event ? t('events.form.saveChanges') : t('events.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
