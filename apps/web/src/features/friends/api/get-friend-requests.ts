import { dataEnvelope, friendRequestsSchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { friendKeys } from '@/lib/query-keys';

export type FriendRequests = z.infer<typeof friendRequestsSchema>;
export type FriendRequest = FriendRequests['incoming'][number];

/** GET friend/requests: pending requests I received (`incoming`) and sent (`outgoing`). */
export async function getFriendRequests(signal?: AbortSignal): Promise<FriendRequests> {
  const { data } = await apiRequest('/friend/requests', {
    schema: dataEnvelope(friendRequestsSchema),
    signal,
  });
  return data;
}

export function friendRequestsQueryOptions() {
  return queryOptions({ queryKey: friendKeys.requests, queryFn: ({ signal }) => getFriendRequests(signal) });
}

export function useFriendRequests() {
  return useQuery(friendRequestsQueryOptions());
}
