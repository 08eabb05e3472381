import { addDays, type DrawInput, drawInputSchema } from '@detalle/contract';
import { Alert, Button, Checkbox, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '@/components/feedback/toast';
import { DateField, DateTimeField } from '@/components/form/DateField';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { errorText, isApiError } from '@/lib/api';
import { browserTimeZone, todayHere, zonedToInstant } from '@/lib/dates';
import { uniqueById } from '@/lib/paging';
import { hrefTo } from '@/lib/paths';
import { DEFAULT_CURRENCY, parsePrice } from '@/lib/price-input';
import { useCreateDraw } from '../api/create-draw';
import { useDraws } from '../api/get-draws';

/** The fields an API refusal may name; any other refusal goes above the button. */
const FIELDS = ['name', 'exchangeDate', 'joinDeadline', 'budget'];

type DrawValues = {
  name: string;
  exchangeDate: string;
  joinDeadline: string;
  budget: string;
  takePart: boolean;
  /** The earlier draw to repeat, or '' for a new one (`repeatOf` stays a request field no input shows). */
  repeat: string;
};

function initialValues(): DrawValues {
  const inThreeWeeks = addDays(todayHere(), 21);
  return {
    name: '',
    exchangeDate: inThreeWeeks,
    joinDeadline: `${addDays(inThreeWeeks, -7)}T23:59`,
    budget: '',
    takePart: true,
    repeat: '',
  };
}

/**
 * The form's state, checked with the contract's schema (`useZodForm`): the deadline is read in the browser's
 * time zone; a budget that is not a number is refused before anything else. Friends are a list of ids, which
 * the form's values (text and switches) cannot hold.
 */
function useDrawForm(eventId: string | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateDraw();
  const zone = browserTimeZone();
  const [userIds, setUserIds] = useState<string[]>([]);
  const toBody = (values: DrawValues): DrawInput => {
    const price = parsePrice(values.budget, DEFAULT_CURRENCY);
    const deadline = zonedToInstant(values.joinDeadline, zone);
    return {
      name: values.name,
      exchangeDate: values.exchangeDate,
      joinDeadline: deadline ? deadline.toISOString() : values.joinDeadline,
      timezone: zone,
      budget: price.ok ? price.money : null,
      organiserTakesPart: values.takePart,
      userIds,
      eventId: eventId ?? null,
      repeatOf: values.repeat || null,
    };
  };
  const form = useZodForm({
    initialValues: initialValues(),
    schema: drawInputSchema,
    toBody,
    aliases: { 'budget.amount': 'budget', 'budget.currency': 'budget' },
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!parsePrice(form.values.budget, DEFAULT_CURRENCY).ok) {
      form.setFormError(null);
      form.setErrors({ budget: t('draws.form.budgetFormat') });
      return;
    }
    if (!form.validate()) return;
    try {
      const draw = await create.mutateAsync(toBody(form.values));
      showToast({ message: t('draws.form.created'), tone: 'success' });
      navigate(hrefTo('sorteo', { id: draw.id }));
    } catch (error) {
      const field = isApiError(error) ? error.fields[0]?.path : undefined;
      if (field && FIELDS.includes(field) && isApiError(error))
        form.setErrors({ [field]: error.fieldMessage(field) ?? '' });
      else form.setFormError(errorText(error));
    }
  }
  return { form, userIds, setUserIds, submit, saving: create.isPending };
}

/** Who draws: the organiser or not, friends from the start, and an earlier draw to repeat without its pairs. */
function DrawPeopleFields({
  form,
  friends,
  userIds,
  onUserIds,
}: {
  form: ReturnType<typeof useDrawForm>['form'];
  friends: FriendOption[];
  userIds: string[];
  onUserIds: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const earlier = useDraws();
  const now = new Date().toISOString();
  const repeatable = earlier.data
    ? uniqueById(earlier.data.pages).filter((d) => d.status === 'drawn' && d.exchangeStartsAt <= now)
    : [];
  return (
    <>
      <Checkbox
        label={t('draws.form.takePart')}
        checked={form.values.takePart}
        onChange={(e) => form.setValue('takePart', e.currentTarget.checked)}
      />
      <MultiSelect
        label={t('draws.form.friends')}
        description={t('draws.form.friendsHint')}
        placeholder={t('draws.form.friendsPlaceholder')}
        data={friends}
        value={userIds}
        onChange={onUserIds}
        searchable
        nothingFoundMessage={t('draws.form.noFriends')}
      />
      {repeatable.length ? (
        <Select
          label={t('draws.form.repeatOf')}
          data={[
            { value: '', label: t('draws.form.repeatNone') },
            ...repeatable.map((d) => ({ value: d.id, label: d.name })),
          ]}
          value={form.values.repeat}
          onChange={(v) => form.setValue('repeat', v ?? '')}
          allowDeselect={false}
        />
      ) : null}
    </>
  );
}

/** A friend to choose: the page reads them (the `friends` feature) and gives them here. */
export type FriendOption = { value: string; label: string };

/** A new draw (inside an event with `eventId`): name, dates, budget, who takes part. */
export function DrawForm({ eventId, friends }: { eventId: string | null; friends: FriendOption[] }) {
  const { t } = useTranslation();
  const { form, userIds, setUserIds, submit, saving } = useDrawForm(eventId);
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          {...form.inputProps('name')}
          label={t('draws.form.name')}
          placeholder={t('draws.form.namePlaceholder')}
          required
        />
        <DateField
          name="exchangeDate"
          label={t('draws.form.exchangeDate')}
          value={form.values.exchangeDate}
          onChange={(value) => form.setValue('exchangeDate', value)}
          error={form.errors.exchangeDate}
          required
        />
        <DateTimeField
          value={form.values.joinDeadline}
          onChange={(value) => form.setValue('joinDeadline', value)}
          dateLabel={t('draws.form.joinDeadline')}
          timeLabel={t('draws.form.joinDeadlineTime')}
          error={form.errors.joinDeadline}
          required
        />
        <TextInput
          {...form.inputProps('budget')}
          inputMode="decimal"
          label={t('draws.form.budget')}
          placeholder={t('draws.form.budgetPlaceholder')}
          rightSection={<Text size="sm">€</Text>}
        />
        <DrawPeopleFields form={form} friends={friends} userIds={userIds} onUserIds={setUserIds} />
        {form.formError ? (
          <Alert color="red" role="alert">
            {form.formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('draws.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
