import type { Favorite } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { favoriteKeys } from '@/lib/query-keys';
import { favoriteResponse } from './favorite';

/**
 * GET favorite/get/{id}: one favourite, readable without a session. The API
 * answers 404 when it does not exist or when what it points at is not public
 * (only its owner sees it then).
 */
export async function getSharedFavorite(id: string, signal?: AbortSignal): Promise<Favorite> {
  const { data } = await apiRequest(`/favorite/get/${encodeURIComponent(id)}`, {
    schema: favoriteResponse,
    signal,
  });
  return data;
}

export function useSharedFavorite(id: string) {
  return useQuery({
    queryKey: favoriteKeys.shared(id),
    queryFn: ({ signal }) => getSharedFavorite(id, signal),
  });
}
