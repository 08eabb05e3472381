import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { specialDateKeys } from '@/lib/query-keys';

/** DELETE special/dates/delete/{id}: one of my own dates. */
export async function deleteSpecialDate(id: string): Promise<string> {
  const { data } = await apiRequest(`/special/dates/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: dataEnvelope(messageSchema),
  });
  return data.message;
}

export function useDeleteSpecialDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSpecialDate,
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: specialDateKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: specialDateKeys.all });
    },
  });
}
