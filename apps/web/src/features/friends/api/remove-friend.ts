import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidateFriendships } from './invalidate';

/** DELETE friend/delete/{userId}: we stop being friends. */
export async function removeFriend(id: string): Promise<string> {
  const { data } = await apiRequest(`/friend/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: dataEnvelope(messageSchema),
  });
  return data.message;
}

export function useRemoveFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFriend,
    onSuccess: () => invalidateFriendships(queryClient),
  });
}
