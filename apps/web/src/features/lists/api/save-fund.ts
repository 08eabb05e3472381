import type { FundInput, FundUpdate, Gift } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { applyGiftChange } from './gift-cache';
import { giftResponse } from './save-gift';

/** POST list/fund/save: a cash fund on my list (optional target, suggested amounts). */
export async function saveFund(body: FundInput): Promise<Gift> {
  const { data } = await apiRequest('/list/fund/save', { method: 'POST', body, schema: giftResponse });
  return data;
}

/** PUT list/fund/update/{id}: its name, description, target or suggested amounts. */
export async function updateFund({ id, changes }: { id: string; changes: FundUpdate }): Promise<Gift> {
  const { data } = await apiRequest(`/list/fund/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
    schema: giftResponse,
  });
  return data;
}

/** PUT gift/close/{id}: no more contributions to this group gift or fund; what was given stays. */
export async function closeGift(id: string): Promise<Gift> {
  const { data } = await apiRequest(`/gift/close/${encodeURIComponent(id)}`, {
    method: 'PUT',
    schema: giftResponse,
  });
  return data;
}

export function useSaveFund() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: (input: { create: FundInput } | { id: string; changes: FundUpdate }) =>
      'create' in input ? saveFund(input.create) : updateFund(input),
    onSuccess: (gift) => applyGiftChange(queryClient, gift.listId, { saved: gift }),
  });
}

export function useCloseGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeGift,
    onSuccess: (gift) => applyGiftChange(queryClient, gift.listId, { saved: gift }),
  });
}
