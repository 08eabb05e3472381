import { listInputSchema } from '@detalle/contract';
import {
  Alert,
  Anchor,
  Autocomplete,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DateField } from '@/components/form/DateField';
import { FormError } from '@/components/form/FormError';
import { ImagePicker } from '@/components/image-picker/ImagePicker';
import { useZodForm } from '@/hooks/use-zod-form';
import { clearDraft, readDraft, saveDraft } from '@/lib/form-draft';
import { useSession } from '@/lib/session';
import type { ListDetail } from '../api/get-list';
import { useCreateList, useUpdateList } from '../api/save-list';
import { listDraftId, listFormValues, sameValues, toListBody } from '../lib/list-form';
import { pickImageHref } from '../lib/paths';
import type { PickImageState } from '../lib/picked-image';
import { CategorySelect } from './CategorySelect';
import { EventSelect } from './EventSelect';
import { GuestSavePrompt } from './GuestSavePrompt';
import { ListVisibilityPicker } from './ListVisibilityPicker';

type ListFormProps = {
  /** The list being edited; a new one when left out. */
  list?: ListDetail;
  /** A new list already linked to this event (`crear-lista?evento=`). */
  eventId?: string | null;
  /** The picture chosen on `imagen-predeterminada`, put over whatever the draft held. */
  chosenImage?: string | null;
  onSaved: (list: ListDetail) => void;
};

/**
 * `crear-lista`: create, or edit (owner only), with the contract's own checks.
 * Everything typed is kept in session storage as it changes (only while it
 * differs from what the form started with), so a reload, a trip to
 * `imagen-predeterminada` or a guest's sign-in loses nothing; a save clears it.
 */
export function ListForm({ list, eventId, chosenImage, onSaved }: ListFormProps) {
  const { t } = useTranslation();
  const { isLoggedIn, user } = useSession();
  const location = useLocation();
  const create = useCreateList();
  const update = useUpdateList();
  const listId = list?.id ?? null;
  const draftId = listDraftId(listId);
  const initial = useMemo(() => listFormValues(list, eventId), [list, eventId]);
  // Read before useZodForm takes (and clears) the draft; a picture coming back is not worth a notice.
  const [restored, setRestored] = useState(
    () => !chosenImage && Object.keys(readDraft(draftId, initial)).length > 0,
  );
  const [askSignIn, setAskSignIn] = useState(false);
  /** Set once the server has the list: from then on nothing here is a draft any more. */
  const saved = useRef(false);
  const form = useZodForm({
    initialValues: initial,
    schema: listInputSchema,
    toBody: toListBody,
    draft: { id: draftId, omit: [] },
  });
  const occasions = t('lists.form.occasions', { returnObjects: true }) as string[];
  const saving = create.isPending || update.isPending;
  const { setValue, values } = form;

  // What the address asks for wins over an older draft: the picture just chosen, the event we came from.
  useEffect(() => {
    if (chosenImage) setValue('image', chosenImage);
  }, [chosenImage, setValue]);
  useEffect(() => {
    if (eventId) setValue('eventId', eventId);
  }, [eventId, setValue]);

  // After a save the cache update re-renders with the server's values (a new `initial`): no draft then.
  useEffect(() => {
    if (saved.current) return;
    if (sameValues(values, initial)) clearDraft(draftId);
    else saveDraft(draftId, values);
  }, [values, initial, draftId]);

  const startOver = () => {
    form.reset(initial);
    clearDraft(draftId);
    setRestored(false);
  };

  const submit = form.onSubmit((body) => {
    if (!isLoggedIn) {
      form.keepDraft();
      setAskSignIn(true);
      return;
    }
    const handlers = {
      onSuccess: (result: ListDetail) => {
        saved.current = true;
        clearDraft(draftId);
        onSaved(result);
      },
      onError: (error: unknown) => form.showApiError(error),
    };
    if (list) update.mutate({ id: list.id, changes: body }, handlers);
    else create.mutate(body, handlers);
  });

  const pickState: PickImageState = { image: values.image, fromForm: true };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {!isLoggedIn ? (
          <Alert variant="light" radius="md">
            {t('lists.guest.intro')}
          </Alert>
        ) : null}
        {restored ? (
          <Alert variant="light" color="teal" radius="md">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('lists.form.restored')}</Text>
              <Button variant="subtle" size="compact-sm" onClick={startOver}>
                {t('lists.form.startOver')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <FormError message={form.formError} />
        <TextInput
          {...form.inputProps('name')}
          label={t('lists.form.name')}
          placeholder={t('lists.form.namePlaceholder')}
          maxLength={120}
          required
        />
        <Textarea
          {...form.inputProps('description')}
          label={t('lists.form.description')}
          placeholder={t('lists.form.descriptionPlaceholder')}
          resize="vertical"
          rows={3}
          maxLength={2000}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Autocomplete
            {...form.inputProps('occasion')}
            onChange={(value) => setValue('occasion', value)}
            label={t('lists.form.occasion')}
            placeholder={t('lists.form.occasionPlaceholder')}
            data={occasions}
            maxLength={80}
            comboboxProps={{ withinPortal: true }}
          />
          <DateField
            {...form.inputProps('date')}
            onChange={(value) => form.setValue('date', value)}
            label={t('lists.form.date')}
          />
        </SimpleGrid>
        <CategorySelect
          value={values.category}
          onChange={(value) => setValue('category', value)}
          error={form.errors.category}
        />
        <Stack gap={6}>
          <ImagePicker
            kind="list"
            label={t('lists.form.image')}
            previewAlt={t('lists.form.imagePreview')}
            value={values.image}
            onChange={(url) => setValue('image', url)}
            error={form.errors.image}
          />
          <Group gap="md">
            <Anchor
              component={Link}
              to={pickImageHref({ listId, eventId: eventId ?? null })}
              state={pickState}
              size="sm"
            >
              <IconPhoto size={16} aria-hidden style={{ verticalAlign: -3, marginRight: 4 }} />
              {t('lists.form.allImages')}
            </Anchor>
          </Group>
        </Stack>
        <ListVisibilityPicker
          value={values.visibility}
          onChange={(value) => setValue('visibility', value)}
          error={form.errors.visibility}
        />
        {values.visibility === 'public' ? (
          // Reaching is not listing: a public list is found in "Listas destacadas" only by this explicit choice.
          <Switch
            name="discoverable"
            checked={values.discoverable === 'true'}
            onChange={(event) => setValue('discoverable', event.currentTarget.checked ? 'true' : 'false')}
            label={t('lists.form.discoverable')}
            description={t('lists.form.discoverableHint')}
            error={form.errors.discoverable}
          />
        ) : null}
        {isLoggedIn && user ? (
          <EventSelect
            userId={user.id}
            listId={listId}
            value={values.eventId}
            onChange={(value) => setValue('eventId', value)}
            error={form.errors.eventId}
          />
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saving}>
            {list ? t('lists.form.saveChanges') : t('lists.form.create')}
          </Button>
        </Group>
        {askSignIn && !isLoggedIn ? (
          <GuestSavePrompt next={`${location.pathname}${location.search}`} />
        ) : null}
      </Stack>
    </form>
  );
}
