import type { Page } from '@detalle/contract';
import { infiniteQueryOptions, type keepPreviousData, type QueryKey } from '@tanstack/react-query';

/**
 * `getNextPageParam` for the API's offset paging (`pos`): the next page starts
 * after everything loaded so far; none when the last page was empty or all is loaded.
 */
export function nextOffset<T>(lastPage: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  return lastPage.list.length > 0 && loaded < lastPage.total ? loaded : undefined;
}

/**
 * The one way to read a paged call (`lim`, `pos`): an infinite query whose pages
 * start at offset 0 and continue after what is loaded ("Ver más" = `fetchNextPage`).
 *
 *     pagedQueryOptions({ queryKey: friendKeys.list, getPage: (pos, signal) => getFriends(pos, signal) })
 */
export function pagedQueryOptions<T, K extends QueryKey>(options: {
  queryKey: K;
  getPage: (pos: number, signal: AbortSignal) => Promise<Page<T>>;
  /** `keepPreviousData` to keep the last results on screen while a new search loads. */
  placeholderData?: typeof keepPreviousData;
}) {
  return infiniteQueryOptions({
    queryKey: options.queryKey,
    queryFn: ({ pageParam, signal }) => options.getPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<T>,
    placeholderData: options.placeholderData,
  });
}

/** Pages can overlap if data changes between two loads; keep each item once, in order. */
export function uniqueById<T extends { id: string }>(pages: Page<T>[]): T[] {
  const byId = new Map<string, T>();
  for (const item of pages.flatMap((page) => page.list)) {
    if (!byId.has(item.id)) byId.set(item.id, item);
  }
  return [...byId.values()];
}
