import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidateFriendships } from './invalidate';

/** POST friend/block: ends any friendship or request; they can no longer find or invite me. */
export async function blockPerson(userId: string): Promise<string> {
  const { data } = await apiRequest('/friend/block', {
    method: 'POST',
    body: { userId },
    schema: dataEnvelope(messageSchema),
  });
  return data.message;
}

export function useBlockPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockPerson,
    onSuccess: () => invalidateFriendships(queryClient),
  });
}
