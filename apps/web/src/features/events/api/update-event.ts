import type { EventDetail } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { eventKeys } from '@/lib/query-keys';
import { eventResponse } from './get-event';
import type { EventBody } from './save-event';

/** PUT event/update/{id}: only the organiser may. */
export async function updateEvent({
  id,
  body,
}: {
  id: string;
  body: Partial<EventBody>;
}): Promise<EventDetail> {
  const { data } = await apiRequest(`/event/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: eventResponse,
  });
  return data;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: updateEvent,
    onSuccess: async (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      // The month views and home lists may show the old date or name.
      await queryClient.invalidateQueries({ queryKey: eventKeys.all, refetchType: 'none' });
    },
  });
}
