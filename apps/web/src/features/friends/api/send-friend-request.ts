import { dataEnvelope, type Relation, relationSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
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
    schema: dataEnvelope(z.object({ relation: relationSchema })),
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
