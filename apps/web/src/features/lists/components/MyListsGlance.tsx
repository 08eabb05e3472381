import { Button, SimpleGrid } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { QueryView } from '@/components/feedback/QueryView';
import { SectionHeader } from '@/components/layout/SectionHeader';
import { useMyLists } from '@/features/lists/api/get-lists';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { ListTile } from './ListTile';
import { ListTilesSkeleton } from './ListTilesSkeleton';

/** Home shows only the first few; "Ver todas" has the rest. */
const AT_A_GLANCE = 4;

/** Home: "Mis listas" at a glance, or how to start the first one. */
export function MyListsGlance() {
  const { t } = useTranslation();
  const lists = useMyLists();
  const hasLists = (lists.data?.pages[0]?.list.length ?? 0) > 0;

  return (
    <section aria-labelledby="mis-listas">
      <SectionHeader
        id="mis-listas"
        title={t('home.myLists.title')}
        more={hasLists ? { to: paths.lista.path, label: t('home.myLists.seeAll') } : undefined}
      />
      <QueryView
        query={lists}
        loadingLabel={t('home.myLists.loading')}
        skeleton={<ListTilesSkeleton />}
        errorTitle={t('home.myLists.error')}
        isEmpty={(data) => (data.pages[0]?.list.length ?? 0) === 0}
        empty={
          <EmptyMessage
            icon={<IconListDetails aria-hidden />}
            title={t('home.myLists.emptyTitle')}
            description={t('home.myLists.emptyDescription')}
            order={3}
            action={
              <Button
                component={Link}
                to={paths.crearLista.path}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t('home.myLists.create')}
              </Button>
            }
          />
        }
      >
        {(data) => (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {(data.pages[0]?.list ?? []).slice(0, AT_A_GLANCE).map((list) => (
              <ListTile key={list.id} list={list} detail={t('home.lists.gifts', { count: list.giftCount })} />
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </section>
  );
}
