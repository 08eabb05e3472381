import type { GiftList, Page } from '@detalle/contract';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { LoadMore } from '@/components/feedback/LoadMore';
import { QueryView } from '@/components/feedback/QueryView';
import { useFocusFirstNew } from '@/components/feedback/use-focus-first-new';
import { useTranslation } from '@/i18n';
import { uniqueById } from '@/lib/paging';
import { LISTS_PAGE_SIZE } from '../api/get-lists';
import { ListCard } from './ListCard';

type PagedListsProps = {
  query: UseInfiniteQueryResult<InfiniteData<Page<GiftList>>>;
  /** Names the grid for screen readers: "Mis listas". */
  label: string;
  loadingLabel: string;
  errorTitle: string;
  empty: ReactNode;
  showOwner?: boolean;
};

const grid = { base: 1, xs: 2, lg: 3 };

/**
 * A grid of lists loaded page by page: skeleton, error with "Reintentar",
 * empty state, and "Ver más" until everything is shown. After "Ver más" the
 * focus moves to the first new card instead of being lost with the button.
 */
export function PagedLists({ query, label, loadingLabel, errorTitle, empty, showOwner }: PagedListsProps) {
  const { t } = useTranslation();
  const focus = useFocusFirstNew();

  return (
    <QueryView
      query={query}
      loadingLabel={loadingLabel}
      skeleton={<ListSkeleton variant="cards" count={3} />}
      errorTitle={errorTitle}
      isEmpty={(data) => uniqueById(data.pages).length === 0}
      empty={empty}
    >
      {(data) => {
        const lists = uniqueById(data.pages);
        const total = data.pages.at(-1)?.total ?? lists.length;
        return (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('lists.grid.count', { count: total })}
            </Text>
            <SimpleGrid
              component="ul"
              cols={grid}
              spacing="md"
              aria-label={label}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {lists.map((list, index) => (
                <li key={list.id}>
                  <ListCard list={list} showOwner={showOwner} linkRef={focus.refAt(index)} />
                </li>
              ))}
            </SimpleGrid>
            <LoadMore
              query={query}
              shown={lists.length}
              pageSize={LISTS_PAGE_SIZE}
              labels={{
                loadMore: t('lists.grid.loadMore'),
                loadingMore: t('lists.grid.loadingMore'),
                error: errorTitle,
                allShown: t('lists.grid.allShown'),
              }}
              onLoadMore={() => focus.from(lists.length)}
            />
          </Stack>
        );
      }}
    </QueryView>
  );
}
