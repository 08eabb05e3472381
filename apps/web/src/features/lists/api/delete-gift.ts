import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { applyGiftChange } from './gift-cache';

/** DELETE list/gift/delete/{a}/{b}: a is the list's id, b the gift's (owner only). */
export async function deleteGift({ listId, giftId }: { listId: string; giftId: string }): Promise<void> {
  await apiRequest(`/list/gift/delete/${encodeURIComponent(listId)}/${encodeURIComponent(giftId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGift,
    onSuccess: (_, { listId, giftId }) => applyGiftChange(queryClient, listId, { removedId: giftId }),
  });
}
