import type { Page } from '@detalle/contract';

/**
 * `getNextPageParam` for the API's offset paging (`pos`): the next page starts
 * after everything loaded so far; none when the last page was empty or all is loaded.
 */
export function nextOffset<T>(lastPage: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  return lastPage.list.length > 0 && loaded < lastPage.total ? loaded : undefined;
}

/** Pages can overlap if data changes between two loads; keep each item once, in order. */
export function uniqueById<T extends { id: string }>(pages: Page<T>[]): T[] {
  const byId = new Map<string, T>();
  for (const item of pages.flatMap((page) => page.list)) {
    if (!byId.has(item.id)) byId.set(item.id, item);
  }
  return [...byId.values()];
}
