import { listIdFromLink } from '@detalle/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { loadCode } from '@/lib/load-code';
import { listKeys } from '@/lib/query-keys';
import { LIST_PARAM, SEARCH_PARAM } from '../lib/paths';
import { featuredListsQuery, searchListsQuery } from './get-lists';
import { sharedListQueryOptions } from './get-shared-list';

/**
 * Why a pasted link or code leads to no list, in the contract's words (`listLinkSchema`), or null. A query, so
 * the schema loads only for such a link, and the server's render brings the answer with the page.
 */
export function linkProblemQueryOptions(link: string) {
  return queryOptions({
    queryKey: listKeys.linkProblem(link),
    queryFn: async () => {
      const schema = await loadCode(() => import('./schemas').then((m) => m.listLinkSchema));
      return schema.safeParse(link).error?.issues[0]?.message ?? null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * What `regalar` shows, asked for at navigation (and by the server's render): the list its `lista` leads to
 * (an id, or a pasted link or code), else the finder's featured lists and, when searching, what was found
 * (and what is wrong with a pasted link).
 */
export async function prefetchRegalar(queryClient: QueryClient, url: URL): Promise<void> {
  const link = url.searchParams.get(LIST_PARAM) ?? '';
  const id = listIdFromLink(link);
  if (id) {
    await queryClient.prefetchQuery(sharedListQueryOptions(id));
    return;
  }
  const search = (url.searchParams.get(SEARCH_PARAM) ?? '').trim();
  await Promise.all([
    queryClient.prefetchInfiniteQuery(featuredListsQuery()),
    search.length >= 2 ? queryClient.prefetchInfiniteQuery(searchListsQuery(search)) : null,
    link ? queryClient.prefetchQuery(linkProblemQueryOptions(link)) : null,
  ]);
}
