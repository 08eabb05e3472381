import {
  Alert,
  Anchor,
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
import { Link, useLocation } from 'react-router';
import { DateField } from '@/components/form/DateField';
import { FormError } from '@/components/form/FormError';
import { SegmentedField } from '@/components/form/SegmentedField';
import { ImagePicker } from '@/components/image-picker/ImagePicker';
import { useTranslation } from '@/i18n';
import { pickImageHref } from '../lib/paths';
import type { PickImageState } from '../lib/picked-image';
import { EventSelect } from './EventSelect';
import { GuestSavePrompt } from './GuestSavePrompt';
import { ListVisibilityPicker } from './ListVisibilityPicker';
import { OccasionSelect } from './OccasionSelect';
import { type ListFormOptions, useListForm } from './use-list-form';

/** The list's picture: upload or pick one here, or go to all the default pictures (the form comes back as it was). */
function ListImageField({
  value,
  onChange,
  error,
  listId,
  eventId,
}: {
  value: string;
  onChange: (url: string) => void;
  error: string | undefined;
  listId: string | null;
  eventId: string | null;
}) {
  const { t } = useTranslation();
  const pickState: PickImageState = { image: value, fromForm: true };
  return (
    <Stack gap={6}>
      <ImagePicker
        kind="list"
        label={t('lists.form.image')}
        previewAlt={t('lists.form.imagePreview')}
        value={value}
        onChange={onChange}
        error={error}
      />
      <Group gap="md">
        <Anchor component={Link} to={pickImageHref({ listId, eventId })} state={pickState} size="sm">
          <IconPhoto size={16} aria-hidden style={{ verticalAlign: -3, marginRight: 4 }} />
          {t('lists.form.allImages')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** Someone I look after, as the «¿Para quién es?» choice names them. */
export type ForWhom = { id: string; name: string };

/** A draft was brought back: says so, with a way to start over. */
function RestoredNotice({ onStartOver }: { onStartOver: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="teal" radius="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('lists.form.restored')}</Text>
        <Button variant="subtle" size="compact-sm" onClick={onStartOver}>
          {t('lists.form.startOver')}
        </Button>
      </Group>
    </Alert>
  );
}

type ListFormState = ReturnType<typeof useListForm>['form'];

/** What the list is: name, description, its occasion (named by the owner when it is another one) and date. */
function ListAboutFields({ form }: { form: ListFormState }) {
  const { t } = useTranslation();
  return (
    <>
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
        <OccasionSelect
          value={form.values.category}
          onChange={(value) => form.setValue('category', value)}
          error={form.errors.category}
        />
        <DateField
          {...form.inputProps('date')}
          onChange={(value) => form.setValue('date', value)}
          label={t('lists.form.date')}
        />
      </SimpleGrid>
      {form.values.category === 'otra' ? (
        <TextInput
          {...form.inputProps('occasion')}
          label={t('lists.form.occasionName')}
          placeholder={t('lists.form.occasionNamePlaceholder')}
          maxLength={80}
        />
      ) : null}
    </>
  );
}

/** Who can see the list and, for a public one, whether "Listas destacadas" may show it. */
function ListVisibilityFields({ form, together }: { form: ListFormState; together: boolean }) {
  const { t } = useTranslation();
  const { values, setValue } = form;
  return (
    <>
      <ListVisibilityPicker
        together={together}
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
    </>
  );
}

/**
 * `crear-lista`: create, or edit (owner only), with the contract's own checks.
 * Everything typed is kept in session storage as it changes (only while it
 * differs from what the form started with), so a reload, a trip to
 * `imagen-predeterminada` or a guest's sign-in loses nothing; a save clears it.
 */
export function ListForm({
  list,
  eventId,
  chosenImage,
  forDependent,
  dependents = [],
  onSaved,
}: ListFormOptions & { dependents?: ForWhom[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { form, isLoggedIn, user, listId, restored, startOver, askSignIn, saving, submit } = useListForm({
    list,
    eventId,
    chosenImage,
    forDependent,
    onSaved,
  });
  const { setValue, values } = form;

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {!isLoggedIn ? (
          <Alert variant="light" radius="md">
            {t('lists.guest.intro')}
          </Alert>
        ) : null}
        {restored ? <RestoredNotice onStartOver={startOver} /> : null}
        <FormError message={form.formError} />
        {!list && isLoggedIn && dependents.length > 0 ? (
          // «¿Para quién es?»: a list of my own or one for a dependent I look after.
          <SegmentedField
            name="forDependent"
            label={t('lists.form.forWhom')}
            value={values.forDependent}
            onChange={(id) => setValue('forDependent', id)}
            data={[
              { value: '', label: t('lists.form.forMe') },
              ...dependents.map((d) => ({ value: d.id, label: d.name })),
            ]}
          />
        ) : null}
        <ListAboutFields form={form} />
        <ListImageField
          value={values.image}
          onChange={(url) => setValue('image', url)}
          error={form.errors.image}
          listId={listId}
          eventId={eventId ?? null}
        />
        <ListVisibilityFields
          form={form}
          together={Boolean(values.forDependent || list?.forDependent) || (list?.owners.length ?? 1) > 1}
        />
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
