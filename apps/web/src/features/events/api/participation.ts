import type { EventDetail } from '@detalle/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '@/lib/query-keys';

/**
 * After any change of who goes: the answer (when it is the event) replaces the
 * cached one, and every other event view (month, home) is marked stale.
 */
export async function refreshEvent(queryClient: QueryClient, id: string, event?: EventDetail) {
  if (event) queryClient.setQueryData(eventKeys.detail(id), event);
  await queryClient.invalidateQueries({
    queryKey: eventKeys.all,
    // The detail was just replaced; reload it only when the answer did not carry it.
    predicate: (query) => !event || query.queryKey[1] !== 'detail' || query.queryKey[2] !== id,
  });
}

export function useRefreshEvent() {
  const queryClient = useQueryClient();
  return (id: string, event?: EventDetail) => refreshEvent(queryClient, id, event);
}
