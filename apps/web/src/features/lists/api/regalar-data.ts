import { listIdFromLink } from '@detalle/contract';
import type { QueryClient } from '@tanstack/react-query';
import { LIST_PARAM, SEARCH_PARAM } from '../lib/paths';
import { featuredListsQuery, searchListsQuery } from './get-lists';
import { sharedListQueryOptions } from './get-shared-list';

/**
 * What `regalar` shows, asked for at navigation (and by the server's render): the list its `lista` leads to
 * (an id, or a pasted link or code), else the finder's featured lists and, when searching, what was found.
 */
export async function prefetchRegalar(queryClient: QueryClient, url: URL): Promise<void> {
  const id = listIdFromLink(url.searchParams.get(LIST_PARAM) ?? '');
  if (id) {
    await queryClient.prefetchQuery(sharedListQueryOptions(id));
    return;
  }
  const search = (url.searchParams.get(SEARCH_PARAM) ?? '').trim();
  await Promise.all([
    queryClient.prefetchInfiniteQuery(featuredListsQuery()),
    search.length >= 2 ? queryClient.prefetchInfiniteQuery(searchListsQuery(search)) : null,
  ]);
}
