import type { EventDetail } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { eventKeys } from '@/lib/query-keys';

export const eventResponse = () => import('./schemas').then((m) => m.eventResponse);

/** GET event/get/{id}: readable without a session when the event is public. */
export async function getEvent(id: string, signal?: AbortSignal): Promise<EventDetail> {
  const { data } = await apiRequest(`/event/get/${encodeURIComponent(id)}`, {
    schema: eventResponse,
    signal,
  });
  return data;
}

export function eventQueryOptions(id: string) {
  return queryOptions({ queryKey: eventKeys.detail(id), queryFn: ({ signal }) => getEvent(id, signal) });
}

export function useEvent(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...eventQueryOptions(id), enabled });
}
