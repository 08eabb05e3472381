import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconGift, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { LoadMore } from '@/components/feedback/LoadMore';
import { QueryView } from '@/components/feedback/QueryView';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { uniqueById } from '@/lib/paging';
import { paths } from '@/lib/paths';
import { DRAWS_PAGE_SIZE, useDraws } from '../api/get-draws';
import { DrawCard } from '../components/DrawCard';
import { useDrawTerm } from '../lib/term';

/** `amigo-invisible`: my draws, and the way to create one. */
export default function DrawsPage() {
  const { t } = useTranslation();
  const terms = useDrawTerm();
  usePageTitle(terms.Term);
  const draws = useDraws();
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Group justify="space-between" align="center">
        <Title order={1}>{terms.Term}</Title>
        <Button component={Link} to={paths.crearSorteo.path} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('draws.create')}
        </Button>
      </Group>
      <Text c="dimmed">{t('draws.intro')}</Text>
      <QueryView
        query={draws}
        loadingLabel={t('draws.loading')}
        skeleton={<ListSkeleton variant="rows" count={3} />}
        errorTitle={t('draws.loadError')}
        isEmpty={(d) => d.pages[0]?.total === 0}
        empty={
          <EmptyMessage
            title={t('draws.empty')}
            description={t('draws.emptyHint')}
            icon={<IconGift size={40} aria-hidden />}
          />
        }
      >
        {(data) => {
          const list = uniqueById(data.pages);
          return (
            <Stack gap="sm">
              {list.map((d) => (
                <DrawCard key={d.id} draw={d} />
              ))}
              <LoadMore
                query={draws}
                shown={list.length}
                pageSize={DRAWS_PAGE_SIZE}
                labels={{
                  loadMore: t('draws.loadMore'),
                  loadingMore: t('draws.loadingMore'),
                  error: t('draws.loadError'),
                  allShown: t('draws.allShown'),
                }}
              />
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
