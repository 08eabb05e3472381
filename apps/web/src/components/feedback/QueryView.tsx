import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { LoadingIndicator } from './LoadingIndicator';
import { QueryError } from './QueryError';

/**
 * What QueryView reads of a query: a `useQuery` or `useInfiniteQuery` result,
 * or several waited for together (`allQueries`).
 */
export type QueryState<T> = {
  isPending: boolean;
  isLoadingError: boolean;
  isFetching: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => Promise<unknown>;
};

export type QueryViewProps<T> = {
  query: QueryState<T>;
  /** Read by screen readers while loading: "Cargando tus listas". */
  loadingLabel: string;
  /**
   * Shown while loading; a skeleton of the content (`<ListSkeleton />`), decorative
   * (QueryView announces `loadingLabel`). Without it, a spinner over the label.
   */
  skeleton?: ReactNode;
  /** Nothing at all while loading (no time-out): a side part of a page that may well stay hidden. */
  quietLoading?: boolean;
  /** What failed, e.g. "No hemos podido cargar tus listas." */
  errorTitle: string;
  /**
   * A failed first load, when the alert alone is not enough: given the error and
   * the alert, what to show (the page's title around it, or "not available" on a 404).
   */
  renderError?: (error: unknown, alert: ReactNode) => ReactNode;
  /** True when there is nothing to show; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Loading time-out in ms (default 7000, negative for none). */
  timeout?: number;
  /**
   * The query's key. With it, "Reintentar" after the time-out drops a request
   * that hangs and starts a new one; without it, it can only hurry a pending retry.
   */
  queryKey?: QueryKey;
  children: (data: T) => ReactNode;
};

/**
 * The four states of every screen that loads something, in one place: a skeleton
 * (or a spinner) while loading and, past the time-out, what is happening with a
 * retry; the Spanish error with "Reintentar"; the empty state; and the content.
 *
 *     <QueryView query={lists} queryKey={listKeys.mine} loadingLabel="Cargando tus listas" skeleton={<ListSkeleton />}
 *       errorTitle="No hemos podido cargar tus listas." isEmpty={(d) => d.list.length === 0}
 *       empty={<EmptyMessage title="Aún no tienes listas" />}>
 *       {(d) => <ListGrid lists={d.list} />}
 *     </QueryView>
 */
export function QueryView<T>({
  query,
  loadingLabel,
  skeleton,
  quietLoading = false,
  errorTitle,
  renderError,
  isEmpty,
  empty,
  timeout,
  queryKey,
  children,
}: QueryViewProps<T>) {
  const queryClient = useQueryClient();
  // TanStack Query joins a refetch to a first load still in flight, so cancel that one first.
  const retryLoading = async () => {
    if (queryKey) await queryClient.cancelQueries({ queryKey });
    await query.refetch();
  };

  // The first answer's content is drawn in a render React can pause and resume (a deferred value), after a quick
  // one that still shows the skeleton: drawn at once, a section of cards was one long task on a slow phone, and a
  // tap meanwhile waited for all of it. Data already there when the view mounts (a page rendered on the server, a
  // cached answer) is drawn at once, and so is every later change ("Ver más", a refresh): what is on screen
  // follows the query in the same render its parent's effects see (focus on the first new item).
  const shown = useDeferredValue(query.data);
  const drawing = shown === undefined && query.data !== undefined;
  const data = drawing ? undefined : query.data;

  if (query.isPending || drawing) {
    if (quietLoading) return null;
    return (
      <LoadingIndicator label={loadingLabel} timeout={timeout} onRetry={() => void retryLoading()}>
        {skeleton}
      </LoadingIndicator>
    );
  }
  // A failed refresh keeps what was already on screen; only a failed first load shows the error.
  if (query.isLoadingError || data === undefined) {
    const alert = (
      <QueryError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
    return <>{renderError ? renderError(query.error, alert) : alert}</>;
  }
  if (isEmpty?.(data) && empty) return <>{empty}</>;
  return <>{children(data)}</>;
}
