import { type OngOwn, ongUpdateBody } from '@detalle/contract';
import { Button, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { useUpdateOng } from '../api/ongs';

/** The ONG edits what its page says. A new registration number needs verifying again (said before saving). */
export function OngEditForm({ ong }: { ong: OngOwn }) {
  const { t } = useTranslation();
  const update = useUpdateOng();
  const form = useZodForm({
    initialValues: { description: ong.description, legalId: ong.legalId, website: ong.website ?? '' },
    schema: ongUpdateBody,
    toBody: (v) => ({ ...v, website: v.website.trim() ? v.website.trim() : null }),
  });
  const submit = form.onSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => showToast({ message: t('ongs.edit.saved') }),
      onError: (e) => form.showApiError(e),
    }),
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="ong-edit">
      <Title order={2} size="h3" id="ong-edit">
        {t('ongs.edit.title')}
      </Title>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={form.formError} />
          <Textarea
            {...form.inputProps('description')}
            label={t('ongs.edit.description')}
            rows={4}
            maxLength={1000}
          />
          <TextInput
            {...form.inputProps('legalId')}
            label={t('ongs.edit.legalId')}
            description={t('ongs.edit.legalIdHelp')}
            maxLength={40}
          />
          <TextInput
            {...form.inputProps('website')}
            label={t('ongs.edit.website')}
            placeholder="https://"
            type="url"
            maxLength={300}
          />
          <Button type="submit" loading={update.isPending} w="fit-content">
            {t('ongs.edit.save')}
          </Button>
          {ong.status === 'pending' ? (
            <Text size="sm" c="dimmed">
              {t('ongs.edit.pendingNote')}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Stack>
  );
}
