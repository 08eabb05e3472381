import type { FavoriteStatus, FavoriteType } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { favoriteKeys } from '@/lib/query-keys';
import { getStoredFavorite, setStoredFavorite } from '../lib/favorites-storage';

const isFavoriteResponse = () => import('./schemas').then((m) => m.isFavoriteResponse);

/**
 * GET favorite/isFavorite?reference_id&type: whether I saved it, and the
 * favourite's id. The server wins over local storage, unless a toggle started
 * meanwhile (it cancels this request, so the stale answer is dropped).
 */
export async function getFavoriteStatus(
  referenceId: string,
  type: FavoriteType,
  signal?: AbortSignal,
): Promise<FavoriteStatus> {
  const { data } = await apiRequest('/favorite/isFavorite', {
    query: { reference_id: referenceId, type },
    schema: isFavoriteResponse,
    signal,
  });
  if (!signal?.aborted) {
    const stored = getStoredFavorite(referenceId);
    if (data.isFavorite && data.id) {
      setStoredFavorite(referenceId, { ...stored, type, favoriteId: data.id });
    } else if (!data.isFavorite && stored) {
      setStoredFavorite(referenceId, null);
    }
  }
  return data;
}

export function useFavoriteStatus(referenceId: string, type: FavoriteType, { enabled = true } = {}) {
  return useQuery({
    queryKey: favoriteKeys.status(type, referenceId),
    queryFn: ({ signal }) => getFavoriteStatus(referenceId, type, signal),
    enabled,
  });
}
