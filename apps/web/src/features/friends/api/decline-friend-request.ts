import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { friendKeys } from '@/lib/query-keys';

/** PUT friend/decline/{id}: I turn down a request I received; the other person is not told. */
export async function declineFriendRequest(id: string): Promise<string> {
  const { data } = await apiRequest(`/friend/decline/${encodeURIComponent(id)}`, {
    method: 'PUT',
    schema: dataEnvelope(messageSchema),
  });
  return data.message;
}

export function useDeclineFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineFriendRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: friendKeys.all }),
  });
}
