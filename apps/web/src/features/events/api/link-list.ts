import type { EventDetail } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { eventKeys, listKeys } from '@/lib/query-keys';
import { eventResponse } from './get-event';

/** PUT event/list/{id}: link one of my lists to my event, or unlink it (`null`). */
export async function linkEventList({
  id,
  listId,
}: {
  id: string;
  listId: string | null;
}): Promise<EventDetail> {
  const { data } = await apiRequest(`/event/list/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { listId },
    schema: eventResponse,
  });
  return data;
}

export function useLinkEventList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkEventList,
    onSuccess: async (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      // Each list says which event it belongs to: the old and new ones changed.
      await queryClient.invalidateQueries({ queryKey: listKeys.all, refetchType: 'none' });
    },
  });
}
