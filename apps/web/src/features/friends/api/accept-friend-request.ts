import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidateFriendships } from './invalidate';

/** PUT friend/accept/{id}: I accept a request I received (`id` is the request's). */
export async function acceptFriendRequest(id: string): Promise<string> {
  const { data } = await apiRequest(`/friend/accept/${encodeURIComponent(id)}`, {
    method: 'PUT',
    schema: dataEnvelope(messageSchema),
  });
  return data.message;
}

export function useAcceptFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFriendRequest,
    onSuccess: () => invalidateFriendships(queryClient),
  });
}
