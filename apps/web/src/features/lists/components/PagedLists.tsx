import type { GiftList, Page } from '@detalle/contract';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { LoadingIndicator } from '@/components/feedback/LoadingIndicator';
import { QueryError } from '@/components/feedback/QueryError';
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
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstNew = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusIndex === null || !firstNew.current) return;
    firstNew.current.focus();
    setFocusIndex(null);
  });

  if (query.isPending) {
    return (
      <LoadingIndicator label={loadingLabel} onRetry={() => void query.refetch()}>
        <ListSkeleton variant="cards" count={3} />
      </LoadingIndicator>
    );
  }
  if (query.isLoadingError) {
    return (
      <QueryError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const lists = uniqueById(query.data.pages);
  if (lists.length === 0) return <>{empty}</>;
  const total = query.data.pages.at(-1)?.total ?? lists.length;

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
            <ListCard
              list={list}
              showOwner={showOwner}
              linkRef={index === focusIndex ? firstNew : undefined}
            />
          </li>
        ))}
      </SimpleGrid>
      {query.isFetchNextPageError ? (
        <QueryError
          title={errorTitle}
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
          retrying={query.isFetchingNextPage}
        />
      ) : null}
      <Group justify="center">
        {query.hasNextPage ? (
          <Button
            variant="light"
            size="md"
            radius="xl"
            onClick={() => {
              setFocusIndex(lists.length);
              void query.fetchNextPage();
            }}
            loading={query.isFetchingNextPage}
            loaderProps={{ 'aria-label': t('lists.grid.loadingMore') }}
          >
            {t('lists.grid.loadMore')}
          </Button>
        ) : lists.length > LISTS_PAGE_SIZE ? (
          <Text c="dimmed" size="sm">
            {t('lists.grid.allShown')}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
