import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { specialDateKeys } from '@/lib/query-keys';

/** DELETE special/dates/delete/{id}: one of my own dates, or with `forDependent` one of a dependent I look after. */
export async function deleteSpecialDate(id: string, forDependent?: string): Promise<string> {
  const { data } = await apiRequest(`/special/dates/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    query: { for: forDependent },
    schema: dataEnvelope(messageSchema),
  });
  return data.message;
}

export function useDeleteSpecialDate(forDependent?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSpecialDate(id, forDependent),
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: specialDateKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: specialDateKeys.all });
    },
  });
}
