import type { Gift } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { applyGiftChange } from './gift-cache';
import { giftResponse } from './save-gift';

/**
 * What someone who will give a gift can do with it:
 * `reserve` (PUT gift/reserve/{id}), `release` (DELETE gift/reserve/{id}),
 * `given` (PUT gift/given/{id}), `bought` ("Ya lo compré por mi cuenta", PUT gift/bought/{id}).
 * The owner sees only that it is taken.
 */
export type GiftAction = 'reserve' | 'release' | 'given' | 'bought';

const requests: Record<GiftAction, { path: string; method: 'PUT' | 'DELETE' }> = {
  reserve: { path: '/gift/reserve/', method: 'PUT' },
  release: { path: '/gift/reserve/', method: 'DELETE' },
  given: { path: '/gift/given/', method: 'PUT' },
  bought: { path: '/gift/bought/', method: 'PUT' },
};

export async function giftAction({ id, action }: { id: string; action: GiftAction }): Promise<Gift> {
  const { path, method } = requests[action];
  const { data } = await apiRequest(`${path}${encodeURIComponent(id)}`, { method, schema: giftResponse });
  return data;
}

export function useGiftAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giftAction,
    onSuccess: (gift) => applyGiftChange(queryClient, gift.listId, { saved: gift }),
  });
}
