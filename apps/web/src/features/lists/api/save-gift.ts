import type { Gift, giftInputSchema, giftUpdateSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { applyGiftChange } from './gift-cache';

export type GiftBody = z.input<typeof giftInputSchema>;
export type GiftChanges = z.output<typeof giftUpdateSchema>;
export const giftResponse = () => import('./schemas').then((m) => m.giftResponse);

/** POST list/gift/save: add a catalogue or own product (`productId`) or a new one by hand (`product`) to my list. */
export async function saveGift(body: GiftBody): Promise<Gift> {
  const { data } = await apiRequest('/list/gift/save', { method: 'POST', body, schema: giftResponse });
  return data;
}

/** PUT gift/update/{id} (the list's owner): quantity, priority, note. */
export async function updateGift({ id, changes }: { id: string; changes: GiftChanges }): Promise<Gift> {
  const { data } = await apiRequest(`/gift/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
    schema: giftResponse,
  });
  return data;
}

export function useSaveGift() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: saveGift,
    onSuccess: (gift) => applyGiftChange(queryClient, gift.listId, { saved: gift }),
  });
}

export function useUpdateGift() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: updateGift,
    onSuccess: (gift) => applyGiftChange(queryClient, gift.listId, { saved: gift }),
  });
}
