import type { Favorite, Page } from '@detalle/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { pagedQueryOptions } from '@/lib/paging';
import { favoriteKeys } from '@/lib/query-keys';
import { syncStoredFavorites } from '../lib/favorites-storage';

export const FAVORITES_PAGE_SIZE = 20;
const favoritesPage = () => import('./schemas').then((m) => m.favoritesPage);

/**
 * GET favorite/getPagination?lim&pos&sea: my favourites, newest first, read from
 * `data.list`. Seed §8: a failed load is logged to the console and the request
 * rejected (a cancelled one is not a failure). What arrives is written to local
 * storage, so hearts elsewhere agree with the server.
 */
export async function getFavoritesPage(
  { pos, sea, lim = FAVORITES_PAGE_SIZE }: { pos: number; sea?: string; lim?: number },
  signal?: AbortSignal,
): Promise<Page<Favorite>> {
  let page: Page<Favorite>;
  try {
    ({ data: page } = await apiRequest('/favorite/getPagination', {
      query: { lim, pos, sea: sea || undefined },
      schema: favoritesPage,
      signal,
    }));
  } catch (error) {
    if (!signal?.aborted) console.error('No se han podido cargar los favoritos.', error);
    throw error;
  }
  syncStoredFavorites(page.list, { complete: !sea && pos === 0 && page.list.length >= page.total });
  return page;
}

export function favoritesQueryOptions(sea = '') {
  return pagedQueryOptions({
    queryKey: favoriteKeys.list(sea),
    getPage: (pos, signal) => getFavoritesPage({ pos, sea }, signal),
    // While the next letters of a search are on their way, the last results stay (no flicker).
    placeholderData: keepPreviousData,
  });
}

export const useFavorites = (sea = '') => useInfiniteQuery(favoritesQueryOptions(sea));
