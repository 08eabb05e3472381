import { type Dependent, dataEnvelope, dependentSchema, IDEMPOTENCY_HEADER } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { dependentKeys } from '@/lib/query-keys';
import type { Keyed } from '../lib/idempotency';
import { refreshMoney } from './invalidate';

/** POST dependent/hucha/{id}: moves money from a dependent's hucha to my wallet; answers the profile now. */
export async function moveFromHucha({
  id,
  body,
  key,
}: Keyed<{ amount: number; currency: string }> & { id: string }): Promise<Dependent> {
  const { data } = await apiRequest(`/dependent/hucha/${encodeURIComponent(id)}`, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: key },
    schema: dataEnvelope(dependentSchema),
  });
  return data;
}

export function useMoveFromHucha() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveFromHucha,
    meta: { errorInline: true },
    onSuccess: (dependent) => {
      queryClient.setQueryData(dependentKeys.detail(dependent.id), dependent);
      void queryClient.invalidateQueries({ queryKey: dependentKeys.mine });
    },
    // Another guardian may have moved it meanwhile: the profile is read again after a refusal too.
    onError: (_e, { id }) => queryClient.invalidateQueries({ queryKey: dependentKeys.detail(id) }),
    onSettled: () => refreshMoney(queryClient),
  });
}
