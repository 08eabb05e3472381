import { type Page, type PersonSummary, pageEnvelope, personSummarySchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { friendKeys } from '@/lib/query-keys';

/** The API's largest page; a longer list of friends gets "Ver más". */
export const FRIENDS_PAGE_SIZE = 100;

/** GET friend/getPagination: my friends, by name. */
export async function getFriends(signal?: AbortSignal): Promise<Page<PersonSummary>> {
  const { data } = await apiRequest('/friend/getPagination', {
    query: { lim: FRIENDS_PAGE_SIZE, pos: 0 },
    schema: pageEnvelope(personSummarySchema),
    signal,
  });
  return data;
}

export function friendsQueryOptions() {
  return queryOptions({ queryKey: friendKeys.list, queryFn: ({ signal }) => getFriends(signal) });
}

export function useFriends() {
  return useQuery(friendsQueryOptions());
}
