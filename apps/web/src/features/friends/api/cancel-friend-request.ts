import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { friendKeys } from '@/lib/query-keys';

/** DELETE friend/cancel/{id}: I take back a request I sent. */
export async function cancelFriendRequest(id: string): Promise<string> {
  const { data } = await apiRequest(`/friend/cancel/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: dataEnvelope(messageSchema),
  });
  return data.message;
}

export function useCancelFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFriendRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: friendKeys.all }),
  });
}
