import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { drawKeys } from '@/lib/query-keys';

/** POST draw/leave/{id}: before the draw only. */
export function useLeaveDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/draw/leave/${encodeURIComponent(id)}`, {
        method: 'POST',
        schema: dataEnvelope(messageSchema),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: drawKeys.all }),
  });
}
