import { type ImportSource, MAX_IMPORT_CHARS, MAX_IMPORT_ITEMS } from '@detalle/contract';
import { Button, FileInput, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { IconFileSpreadsheet, IconLink, IconWorldWww } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { readFileText } from '@/lib/read-file';
import { useStartImport } from '../api/import-gifts';

/** The three ways in: pasted links, a CSV file, a shop's saved wish-list page. Calls back with the import's id. */
export function ImportForm({ listId, onStarted }: { listId: string; onStarted: (importId: string) => void }) {
  const { t } = useTranslation();
  const start = useStartImport();
  const [source, setSource] = useState<ImportSource>('links');
  const [links, setLinks] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const chooseSource = (next: string | null) => {
    setSource((next as ImportSource | null) ?? 'links');
    setFile(null);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let text = links;
    if (source !== 'links') {
      if (!file) return setError(t('lists.import.fileMissing'));
      if (file.size > MAX_IMPORT_CHARS) return setError(t('lists.import.fileTooBig'));
      text = await readFileText(file);
    } else if (!links.trim()) {
      return setError(t('lists.import.linksMissing'));
    }
    start.mutate(
      { listId, source, text },
      { onSuccess: (created) => onStarted(created.id), onError: (e) => setError(errorText(e)) },
    );
  };

  const fileInput = (label: string, accept: string) => (
    <FileInput label={label} accept={accept} value={file} onChange={setFile} clearable placeholder={label} />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Tabs value={source} onChange={chooseSource} aria-label={t('lists.import.ways')}>
          <Tabs.List grow>
            <Tabs.Tab value="links" leftSection={<IconLink size={16} aria-hidden />}>
              {t('lists.import.links')}
            </Tabs.Tab>
            <Tabs.Tab value="csv" leftSection={<IconFileSpreadsheet size={16} aria-hidden />}>
              {t('lists.import.csv')}
            </Tabs.Tab>
            <Tabs.Tab value="page" leftSection={<IconWorldWww size={16} aria-hidden />}>
              {t('lists.import.page')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="links" pt="md">
            <Textarea
              label={t('lists.import.linksLabel')}
              description={t('lists.import.linksHelp', { max: MAX_IMPORT_ITEMS })}
              placeholder={t('lists.import.linksPlaceholder')}
              rows={8}
              value={links}
              onChange={(event) => setLinks(event.currentTarget.value)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="csv" pt="md">
            <Stack gap="sm">
              <Text size="sm">{t('lists.import.csvHelp')}</Text>
              {source === 'csv' ? fileInput(t('lists.import.csvFile'), '.csv,text/csv') : null}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="page" pt="md">
            <Stack gap="sm">
              <Text size="sm">{t('lists.import.pageHelp')}</Text>
              <Text size="sm" c="dimmed">
                {t('lists.import.pageAmazon')}
              </Text>
              {source === 'page' ? fileInput(t('lists.import.pageFile'), '.html,.htm,text/html') : null}
            </Stack>
          </Tabs.Panel>
        </Tabs>
        <FormError message={error} />
        <Button type="submit" loading={start.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('lists.import.start')}
        </Button>
      </Stack>
    </form>
  );
}
