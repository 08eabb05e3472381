import { directTransferSaveSchema } from '@detalle/contract';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { useDirectDetails, useRemoveDirectDetails, useSaveDirectDetails } from '../api/details';

/**
 * The owner's "Transferencia directa" for one list, on the list's edit page: their IBAN, the holder's name and an
 * optional Bizum phone. Givers see the IBAN masked until they choose to transfer.
 */
export function DirectTransferSettings({ listId, ownerName }: { listId: string; ownerName: string }) {
  const details = useDirectDetails(listId);
  if (details.isPending) return null;
  return (
    <SettingsForm
      // A fresh form once the saved details arrive or change.
      key={details.data?.iban ?? 'none'}
      listId={listId}
      saved={details.data ?? null}
      ownerName={ownerName}
    />
  );
}

function SettingsForm({
  listId,
  saved,
  ownerName,
}: {
  listId: string;
  saved: { iban?: string; holder: string; bizum?: string | null; ibanMasked: string } | null;
  ownerName: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveDirectDetails(listId);
  const remove = useRemoveDirectDetails(listId);
  const form = useZodForm({
    initialValues: { iban: saved?.iban ?? '', holder: saved?.holder ?? ownerName, bizum: saved?.bizum ?? '' },
    schema: directTransferSaveSchema,
    toBody: (v) => ({ listId, iban: v.iban, holder: v.holder, bizum: v.bizum }),
  });
  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => showToast({ tone: 'success', message: t('directTransfers.settings.saved') }),
      onError: (error) => form.showApiError(error),
    }),
  );
  const onRemove = async () => {
    const sure = await confirmAction({
      title: t('directTransfers.settings.removeTitle'),
      message: t('directTransfers.settings.removeMessage'),
      confirmLabel: t('directTransfers.settings.remove'),
      danger: true,
    });
    if (!sure) return;
    remove.mutate(undefined, {
      onSuccess: () => showToast({ tone: 'success', message: t('directTransfers.settings.removed') }),
    });
  };
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={titleId}>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id={titleId}>
            {t('directTransfers.settings.title')}
          </Title>
          <Text size="sm">{t('directTransfers.settings.intro')}</Text>
          {saved ? (
            <Text size="sm" c="dimmed">
              {t('directTransfers.settings.shownAs', { iban: saved.ibanMasked })}
            </Text>
          ) : null}
          <FormError message={form.formError} />
          <TextInput
            {...form.inputProps('iban')}
            label={t('directTransfers.settings.iban')}
            placeholder="ES91 2100 0418 4502 0005 1332"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
          <TextInput
            {...form.inputProps('holder')}
            label={t('directTransfers.settings.holder')}
            autoComplete="name"
            required
          />
          <TextInput
            {...form.inputProps('bizum')}
            label={t('directTransfers.settings.bizum')}
            description={t('directTransfers.settings.bizumHelp')}
            placeholder="612 34 56 78"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
          />
          <Text size="xs" c="dimmed">
            {t('directTransfers.settings.privacy')}
          </Text>
          <Group gap="xs">
            <Button type="submit" loading={save.isPending}>
              {t('directTransfers.settings.save')}
            </Button>
            {saved ? (
              <Button variant="subtle" color="red" onClick={onRemove} loading={remove.isPending}>
                {t('directTransfers.settings.remove')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
