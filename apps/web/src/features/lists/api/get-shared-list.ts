import type { SharedList } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { listKeys } from '@/lib/query-keys';

const sharedListResponse = () => import('./schemas').then((m) => m.sharedListResponse);

/**
 * GET list/shared/{id}: the list for `regalar?lista={id}`, with or without a session. A friends-only or private
 * list the caller cannot open answers LIST_FOR_FRIENDS or LIST_PRIVATE (403).
 */
export async function getSharedList(id: string, signal?: AbortSignal): Promise<SharedList> {
  const { data } = await apiRequest(`/list/shared/${encodeURIComponent(id)}`, {
    schema: sharedListResponse,
    signal,
  });
  return data;
}

export function sharedListQueryOptions(id: string) {
  return queryOptions({ queryKey: listKeys.shared(id), queryFn: ({ signal }) => getSharedList(id, signal) });
}

export function useSharedList(id: string) {
  return useQuery(sharedListQueryOptions(id));
}
