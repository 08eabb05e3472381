import type { ListsCopy } from '@detalle/contract';
import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { readFileText } from '@/lib/read-file';
import { useDownloadListsCopy, useImportListsCopy } from '../api/list-copy';
import { Section } from './Section';

/** A JSON file's content, or null when it is not JSON at all. */
async function readJson(file: File): Promise<unknown> {
  try {
    return JSON.parse(await readFileText(file));
  } catch {
    return null;
  }
}

/** "Exportar mis listas" (CSV or JSON) and "Importar una copia" (the JSON). */
export function ListCopySection() {
  const { t } = useTranslation();
  const download = useDownloadListsCopy();
  const restore = useImportListsCopy();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) return setError(t('config.copy.notJson'));
    const copy = await readJson(file);
    if (!copy || typeof copy !== 'object') return setError(t('config.copy.notJson'));
    restore.mutate(copy as ListsCopy, {
      onSuccess: (done) => {
        showToast({ message: t('config.copy.imported', done), tone: 'success' });
        setFile(null);
      },
      onError: (e) => setError(errorText(e)),
    });
  };

  return (
    <Section title={t('config.copy.title')} description={t('config.copy.description')}>
      <Group gap="sm">
        {(['csv', 'json'] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={download.isPending && download.variables === format}
            onClick={() => download.mutate(format)}
          >
            {t(format === 'csv' ? 'config.copy.exportCsv' : 'config.copy.exportJson')}
          </Button>
        ))}
      </Group>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text fw={600}>{t('config.copy.importTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('config.copy.importHelp')}
          </Text>
          <FileInput
            label={t('config.copy.file')}
            placeholder={t('config.copy.file')}
            accept=".json,application/json"
            value={file}
            onChange={setFile}
            clearable
          />
          <FormError message={error} />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconUpload size={18} aria-hidden />}
            loading={restore.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('config.copy.importSubmit')}
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
