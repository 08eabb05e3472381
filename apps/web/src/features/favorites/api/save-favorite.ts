import type { Favorite, FavoriteBody } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { apiRequest } from '@/lib/api';
import { favoriteKeys } from '@/lib/query-keys';
import { type FavoriteRollback, rollBack, writeOptimistic } from '../lib/favorite-mutation';
import { setStoredFavorite } from '../lib/favorites-storage';
import { favoriteResponse } from './favorite';

/** POST favorite/save: marks a product, list or event as a favourite (saving it twice is harmless). */
export async function saveFavorite(body: FavoriteBody): Promise<Favorite> {
  const { data } = await apiRequest('/favorite/save', { method: 'POST', body, schema: favoriteResponse });
  return data;
}

/**
 * The heart is on at once (local storage) and goes back, with a toast, if the
 * server refuses. Both live here, not in the component: they run even when the
 * person has left the page before the answer. `name` is kept with the local copy only.
 */
export function useSaveFavorite() {
  const queryClient = useQueryClient();
  return useMutation<Favorite, Error, FavoriteBody & { name?: string }, FavoriteRollback>({
    meta: { errorInline: true },
    mutationFn: ({ reference_id, type }) => saveFavorite({ reference_id, type }),
    onMutate: ({ reference_id, type, name }) =>
      writeOptimistic(queryClient, {
        referenceId: reference_id,
        type,
        entry: { type, favoriteId: null, name },
      }),
    onError: (error, _body, rollback) => rollBack(error, rollback, i18n.t('favorites.button.addFailed')),
    onSuccess: (favorite) => {
      setStoredFavorite(favorite.reference_id, {
        type: favorite.type,
        favoriteId: favorite.id,
        name: favorite.name,
        image: favorite.image,
      });
      queryClient.setQueryData(favoriteKeys.status(favorite.type, favorite.reference_id), {
        isFavorite: true,
        id: favorite.id,
      });
      return queryClient.invalidateQueries({ queryKey: favoriteKeys.lists, refetchType: 'none' });
    },
  });
}
