import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { eventKeys } from '@/lib/query-keys';

/** DELETE event/delete/{id}: the organiser cancels it; the API tells everyone who was going. */
export async function deleteEvent(id: string): Promise<string> {
  const { data } = await apiRequest(`/event/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: dataEnvelope(messageSchema),
  });
  return data.message;
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: eventKeys.all, refetchType: 'none' });
    },
  });
}
