import type { Gift } from '@detalle/contract';
import type { QueryClient } from '@tanstack/react-query';
import { listKeys } from '@/lib/query-keys';
import type { ListDetail } from './get-list';

/**
 * After a gift changes, the list it belongs to shows the new gift at once and
 * every list query (counts of gifts still to give) is refetched when next shown.
 */
export async function applyGiftChange(
  queryClient: QueryClient,
  listId: string,
  change: { saved: Gift } | { removedId: string },
): Promise<void> {
  queryClient.setQueryData<ListDetail>(listKeys.detail(listId), (list) => {
    if (!list) return list;
    if ('removedId' in change) return { ...list, gifts: list.gifts.filter((g) => g.id !== change.removedId) };
    const exists = list.gifts.some((g) => g.id === change.saved.id);
    const gifts = exists
      ? list.gifts.map((g) => (g.id === change.saved.id ? change.saved : g))
      : [...list.gifts, change.saved];
    return { ...list, gifts };
  });
  await queryClient.invalidateQueries({ queryKey: listKeys.all });
}
