import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { PageKey } from '@/app/paths';
import { eventQueryOptions } from '@/features/events/api/get-event';
import { sharedListQueryOptions } from '@/features/lists/api/get-shared-list';
import { LIST_PARAM } from '@/features/lists/lib/paths';

type StartData = (queryClient: QueryClient, params: Params, url: URL) => void;

/**
 * The data request of a page a guest typically opens first from a link, started by the route's
 * loader at navigation, in parallel with the page's code (which would otherwise ask only once it
 * has arrived and rendered). `prefetchQuery` fills the very cache entry the page's hook reads,
 * respects its freshness and never throws: the page still shows loading, errors and retries.
 */
export const pageData: Partial<Record<PageKey, StartData>> = {
  evento: (queryClient, { id }) => {
    if (id) void queryClient.prefetchQuery(eventQueryOptions(id));
  },
  regalar: (queryClient, _params, url) => {
    const id = url.searchParams.get(LIST_PARAM);
    if (id) void queryClient.prefetchQuery(sharedListQueryOptions(id));
  },
};
