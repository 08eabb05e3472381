import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryView } from '@/components/feedback/QueryView';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { listKeys } from '@/lib/query-keys';
import { useList } from '../api/get-list';
import { useImport } from '../api/import-gifts';
import { ImportForm } from '../components/ImportForm';
import { ImportProgress, ImportResult } from '../components/ImportResult';
import { listHref } from '../lib/paths';

/** `importar-regalos/:id?importacion=<id>`: the import being followed, so a reload picks it up again. */
export const IMPORT_PARAM = 'importacion';

function Following({ importId, listId }: { importId: string; listId: string }) {
  const { t } = useTranslation();
  const progress = useImport(importId);
  const list = useList(listId);
  return (
    <QueryView
      query={progress}
      queryKey={listKeys.import(importId)}
      loadingLabel={t('lists.import.progressLabel')}
      skeleton={<Skeleton height={60} radius="lg" />}
      errorTitle={t('lists.import.progressError')}
    >
      {(result) =>
        result.finished ? (
          <ImportResult result={result} gifts={list.data?.gifts ?? []} />
        ) : (
          <ImportProgress done={result.done} total={result.total} />
        )
      }
    </QueryView>
  );
}

/**
 * `importar-regalos/:id` (the list's owner): many gifts at once from pasted links, a CSV or a shop's saved
 * wish-list page; then the progress (asked every second) and the outcome, grouped.
 */
export default function ImportGiftsPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.importarRegalos.title'));
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const importId = search.get(IMPORT_PARAM);
  const list = useList(id);
  const follow = (next: string | null) =>
    setSearch(next ? { [IMPORT_PARAM]: next } : {}, { replace: next === null });
  const result = useImport(importId);

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Anchor component={Link} to={listHref(id)} size="sm" w="fit-content">
        <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: -3, marginRight: 4 }} />
        {t('lists.import.back')}
      </Anchor>
      <Title order={1}>{t('pages.importarRegalos.title')}</Title>
      <QueryView
        query={list}
        queryKey={listKeys.detail(id)}
        loadingLabel={t('lists.import.loading')}
        skeleton={<Skeleton height={220} radius="lg" />}
        errorTitle={t('lists.import.loadError')}
      >
        {(data) =>
          data.isMine ? (
            <Stack gap="lg">
              <Text c="dimmed">{t('lists.import.intro', { name: data.name })}</Text>
              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                {importId ? (
                  <Following importId={importId} listId={id} />
                ) : (
                  <ImportForm listId={id} onStarted={follow} />
                )}
              </Paper>
              {result.data?.finished ? (
                <Group gap="sm">
                  <Button component={Link} to={listHref(id)}>
                    {t('lists.import.toList')}
                  </Button>
                  <Button variant="default" onClick={() => follow(null)}>
                    {t('lists.import.another')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          ) : (
            <Alert color="yellow">{t('lists.import.notYours')}</Alert>
          )
        }
      </QueryView>
    </Stack>
  );
}
