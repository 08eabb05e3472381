import {
  type Dependent,
  type DependentKind,
  type DependentVisibility,
  dependentInputSchema,
} from '@detalle/contract';
import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '@/components/feedback/toast';
import { DateField } from '@/components/form/DateField';
import { FormError } from '@/components/form/FormError';
import { SegmentedField } from '@/components/form/SegmentedField';
import { PhotoField } from '@/components/image-picker/PhotoField';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { useCreateDependent, useUpdateDependent } from '../api/dependents';

const kinds = ['child', 'pet', 'adult'] as const;
const visibilities = ['friends', 'link'] as const;

type DependentFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The profile being changed; a new one when left out. */
  dependent?: Dependent;
  onSaved?: (dependent: Dependent) => void;
};

function DependentForm({ dependent, onClose, onSaved }: Omit<DependentFormModalProps, 'opened'>) {
  const { t } = useTranslation();
  const create = useCreateDependent();
  const update = useUpdateDependent();
  const [uploading, setUploading] = useState(false);
  const form = useZodForm({
    initialValues: {
      name: dependent?.name ?? '',
      kind: (dependent?.kind ?? 'child') as string,
      birthday: dependent?.birthday ?? '',
      image: dependent?.image ?? '',
      visibility: (dependent?.visibility ?? 'friends') as string,
    },
    schema: dependentInputSchema,
    toBody: (v) => ({
      name: v.name,
      kind: v.kind as DependentKind,
      birthday: v.birthday || null,
      image: v.image || null,
      visibility: v.visibility as DependentVisibility,
    }),
  });

  const submit = form.onSubmit((body) => {
    const handlers = {
      onSuccess: (saved: Dependent) => {
        showToast({
          message: dependent ? t('family.form.saved') : t('family.form.created', { name: saved.name }),
          tone: 'success',
        });
        onSaved?.(saved);
        onClose();
      },
      onError: (error: unknown) => form.showApiError(error),
    };
    if (dependent) update.mutate({ id: dependent.id, body }, handlers);
    else create.mutate(body, handlers);
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <TextInput
          {...form.inputProps('name')}
          label={t('family.form.name')}
          placeholder={t('family.form.namePlaceholder')}
          autoComplete="off"
          required
          data-autofocus
        />
        <SegmentedField
          name="kind"
          label={t('family.form.kind')}
          value={form.values.kind}
          onChange={(value) => form.setValue('kind', value)}
          data={kinds.map((k) => ({ value: k, label: t(`family.kind.${k}`) }))}
          error={form.errors.kind}
        />
        <DateField
          {...form.inputProps('birthday')}
          onChange={(value) => form.setValue('birthday', value)}
          label={t('family.form.birthday')}
          description={t('family.form.birthdayHint')}
        />
        <PhotoField
          value={form.values.image}
          onChange={(url) => form.setValue('image', url)}
          onUploadingChange={setUploading}
          label={t('family.form.photo')}
          description={t('family.form.photoHint')}
          alt={t('family.form.photoAlt')}
          changeLabel={t('family.form.changePhoto')}
          removeLabel={t('family.form.removePhoto')}
        />
        <Radio.Group
          name="visibility"
          value={form.values.visibility}
          onChange={(value) => form.setValue('visibility', value)}
          label={t('family.form.visibility')}
          error={form.errors.visibility}
        >
          <Stack gap="sm" mt="xs">
            {visibilities.map((v) => (
              <Radio
                key={v}
                value={v}
                label={t(v === 'friends' ? 'family.form.visibilityFriends' : 'family.form.visibilityLink')}
                description={t(
                  v === 'friends' ? 'family.form.visibilityFriendsHint' : 'family.form.visibilityLinkHint',
                )}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} disabled={uploading}>
            {dependent ? t('family.form.save') : t('family.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** «Añadir a alguien» or «Editar el perfil»: name, kind, birthday, photo and who may see it. */
export function DependentFormModal({ opened, onClose, dependent, onSaved }: DependentFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={dependent ? t('family.form.editTitle') : t('family.form.newTitle')}
      centered
      radius="lg"
    >
      {/* Mounted only while open, so each opening starts from the profile it was given. */}
      {opened ? <DependentForm dependent={dependent} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}
