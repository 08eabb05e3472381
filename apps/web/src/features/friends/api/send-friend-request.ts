import { dataEnvelope, type Relation, relationResultSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidateFriendships } from './invalidate';

/**
 * POST friend/request: asks someone to be friends, or accepts their request
 * when they had already asked. Answers the relation that results.
 */
export async function sendFriendRequest(userId: string): Promise<Relation> {
  const { data } = await apiRequest('/friend/request', {
    method: 'POST',
    body: { userId },
    schema: dataEnvelope(relationResultSchema),
  });
  return data.relation;
}

export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: () => invalidateFriendships(queryClient),
  });
}
