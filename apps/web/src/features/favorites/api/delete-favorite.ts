import type { Favorite, FavoriteType } from '@detalle/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { apiRequest, isApiError } from '@/lib/api';
import { favoriteKeys } from '@/lib/query-keys';
import { type FavoriteRollback, rollBack, writeOptimistic } from '../lib/favorite-mutation';
import { setStoredFavorite } from '../lib/favorites-storage';

const messageResponse = () => import('./schemas').then((m) => m.messageResponse);

type Target = { id: string; referenceId: string; type: FavoriteType };

/**
 * DELETE favorite/delete/{id}: the API takes the favourite's id or the id of
 * what it points at (the heart only knows the latter). Already gone (404) is
 * what was asked for, so it counts as done.
 */
export async function deleteFavorite(id: string): Promise<void> {
  try {
    await apiRequest(`/favorite/delete/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: messageResponse,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

/**
 * `id` is what goes in the path; `referenceId` and `type` say which caches to update.
 * The heart is off at once (local storage) and back on, with a toast, if the server
 * refuses: here rather than in the component, so it happens even after leaving the page.
 */
export function useDeleteFavorite() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, Target, FavoriteRollback>({
    meta: { errorInline: true },
    mutationFn: (target) => deleteFavorite(target.id),
    onMutate: ({ referenceId, type }) => writeOptimistic(queryClient, { referenceId, type, entry: null }),
    onError: (error, _target, rollback) => rollBack(error, rollback, i18n.t('favorites.button.removeFailed')),
    onSuccess: (_nothing, { referenceId, type }) => {
      setStoredFavorite(referenceId, null);
      queryClient.setQueryData(favoriteKeys.status(type, referenceId), { isFavorite: false, id: null });
      // Gone from every loaded list at once; the next visit reloads them.
      queryClient.setQueriesData<InfiniteData<{ list: Favorite[]; total: number }>>(
        { queryKey: favoriteKeys.lists },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => {
              const list = page.list.filter((f) => f.reference_id !== referenceId);
              return { list, total: page.total - (page.list.length - list.length) };
            }),
          },
      );
      return queryClient.invalidateQueries({ queryKey: favoriteKeys.lists, refetchType: 'none' });
    },
  });
}
