import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { PageKey } from '@/lib/paths';

/** A chunk that failed to arrive: the page, when it renders, asks for its data itself. */
const ignore = () => {};

/** Resolves when the answer is in the cache (or failed there); the browser's loader does not wait for it, the server's render does. */
type StartData = (queryClient: QueryClient, params: Params, url: URL) => Promise<void>;

/**
 * The data request of a page a guest typically opens first from a link, started by the route's
 * loader at navigation, in parallel with the page's code (which would otherwise ask only once it
 * has arrived and rendered). `prefetchQuery` fills the very cache entry the page's hook reads,
 * respects its freshness and never throws: the page still shows loading, errors and retries.
 * The request's code (and the contract's schemas it checks the answer with) is imported here, not
 * at the top: it comes with the page's own chunk, so pages without it (login, home) never load it.
 */
export const pageData: Partial<Record<PageKey, StartData>> = {
  evento: async (queryClient, { id }) => {
    if (!id) return;
    await import('@/features/events/api/get-event')
      .then((m) => queryClient.prefetchQuery(m.eventQueryOptions(id)))
      .catch(ignore);
  },
  ong: async (queryClient, { id }) => {
    if (!id) return;
    await import('@/features/ongs/api/ongs')
      .then((m) => queryClient.prefetchQuery(m.ongQueryOptions(id)))
      .catch(ignore);
  },
  regalar: async (queryClient, _params, url) => {
    await import('@/features/lists/api/regalar-data')
      .then((m) => m.prefetchRegalar(queryClient, url))
      .catch(ignore);
  },
};
