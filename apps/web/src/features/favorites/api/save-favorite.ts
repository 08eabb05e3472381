import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { setStoredFavorite } from '../lib/favorites-storage';
import { type Favorite, type FavoriteType, favoriteResponse } from './favorite';
import { favoriteKeys } from './keys';

/** POST favorite/save: marks a product, list or event as a favourite (saving it twice is harmless). */
export async function saveFavorite(body: { reference_id: string; type: FavoriteType }): Promise<Favorite> {
  const { data } = await apiRequest('/favorite/save', { method: 'POST', body, schema: favoriteResponse });
  return data;
}

export function useSaveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFavorite,
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
