import { Button, Group, Text } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { QueryError } from './QueryError';

export type LoadMoreLabels = {
  /** "Ver más". */
  loadMore: string;
  /** Read while the next page loads. */
  loadingMore: string;
  /** Title of the error when the next page fails. */
  error: string;
  /** Said once everything is shown (only when there was more than one page). */
  allShown: string;
};

type LoadMoreProps<TData> = {
  /** The paged query whose next page this loads. */
  query: Pick<
    UseInfiniteQueryResult<TData>,
    'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'
  >;
  /** How many items are shown now. */
  shown: number;
  pageSize: number;
  labels: LoadMoreLabels;
  /** Called as "Ver más" is pressed, before the page is asked for (e.g. `focus.from(shown)`). */
  onLoadMore?: () => void;
  /**
   * Called with the query's data once the page asked for by "Ver más" has come
   * (e.g. to focus the first new item by its id, when removals move indexes).
   */
  onLoaded?: (data: TData) => void;
};

/** Under a paged grid: the next page's error with "Reintentar", then "Ver más" or "all shown". */
export function LoadMore<TData>({
  query,
  shown,
  pageSize,
  labels,
  onLoadMore,
  onLoaded,
}: LoadMoreProps<TData>) {
  return (
    <>
      {query.isFetchNextPageError ? (
        <QueryError
          title={labels.error}
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
            onClick={() => {
              onLoadMore?.();
              void query.fetchNextPage().then((result) => {
                if (onLoaded && result.data !== undefined) onLoaded(result.data);
              });
            }}
            loading={query.isFetchingNextPage}
            loaderProps={{ 'aria-label': labels.loadingMore }}
          >
            {labels.loadMore}
          </Button>
        ) : shown > pageSize ? (
          <Text c="dimmed" size="sm">
            {labels.allShown}
          </Text>
        ) : null}
      </Group>
    </>
  );
}
