import type { GiftList, Page } from '@detalle/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { eventKeys, listKeys } from '@/lib/query-keys';

/** DELETE list/delete/{id}: my list and its gifts are gone. */
export async function deleteList(id: string): Promise<void> {
  await apiRequest(`/list/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The paged lists under `['lists']` (not the details, which share the prefix). */
const isPaged = (data: unknown): data is InfiniteData<Page<GiftList>> =>
  Boolean(data && typeof data === 'object' && 'pages' in data && Array.isArray(data.pages));

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: listKeys.detail(id) });
      // Gone from every loaded list at once ("Mis listas", home...), even if the refetch below fails.
      queryClient.setQueriesData<InfiniteData<Page<GiftList>>>(
        { queryKey: listKeys.all, predicate: (query) => isPaged(query.state.data) },
        (data) => {
          if (!data) return data;
          const pages = data.pages.map((page) => ({ ...page, list: page.list.filter((l) => l.id !== id) }));
          // Every page carries the whole count, so each loses what all of them lost.
          const gone = data.pages.reduce(
            (sum, page, i) => sum + page.list.length - (pages[i]?.list.length ?? 0),
            0,
          );
          return {
            ...data,
            pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total - gone) })),
          };
        },
      );
      await queryClient.invalidateQueries({ queryKey: listKeys.all });
      await queryClient.invalidateQueries({ queryKey: eventKeys.all, refetchType: 'none' });
    },
  });
}
