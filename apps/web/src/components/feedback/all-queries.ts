import type { QueryState } from './QueryView';

/**
 * Several queries a view waits for together, as one for `<QueryView>`: pending
 * while any is, failed as soon as one has failed its first load (its error,
 * "Reintentar" loads again the ones that failed). The content reads each
 * query's own data.
 */
export function allQueries(queries: QueryState<unknown>[]): QueryState<unknown[]> {
  const failed = queries.filter((q) => q.isLoadingError);
  const waiting = failed.length > 0 ? failed : queries.filter((q) => q.isPending);
  const done = queries.every((q) => q.data !== undefined);
  return {
    isPending: failed.length === 0 && !done,
    isLoadingError: failed.length > 0,
    isFetching: waiting.some((q) => q.isFetching),
    error: failed[0]?.error ?? null,
    data: done ? queries.map((q) => q.data) : undefined,
    refetch: () => Promise.all(waiting.map((q) => q.refetch())),
  };
}
