import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { friendKeys } from '@/lib/query-keys';

/** DELETE friend/unblock/{userId}: they can find me and ask again. */
export async function unblockPerson(id: string): Promise<string> {
  const { data } = await apiRequest(`/friend/unblock/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: dataEnvelope(messageSchema),
  });
  return data.message;
}

export function useUnblockPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockPerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: friendKeys.all }),
  });
}
