import { type Page, type PersonSummary, pageEnvelope, personSummarySchema } from '@detalle/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { pagedQueryOptions } from '@/lib/paging';
import { friendKeys } from '@/lib/query-keys';

/** The API's largest page; a longer list of friends gets "Ver más". */
export const FRIENDS_PAGE_SIZE = 100;

/** GET friend/getPagination: my friends, by name. */
export async function getFriends(pos: number, signal?: AbortSignal): Promise<Page<PersonSummary>> {
  const { data } = await apiRequest('/friend/getPagination', {
    query: { lim: FRIENDS_PAGE_SIZE, pos },
    schema: pageEnvelope(personSummarySchema),
    signal,
  });
  return data;
}

export function friendsQueryOptions() {
  return pagedQueryOptions({ queryKey: friendKeys.list, getPage: getFriends });
}

export function useFriends() {
  return useInfiniteQuery(friendsQueryOptions());
}
