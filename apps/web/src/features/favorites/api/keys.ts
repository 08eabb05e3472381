import type { FavoriteType } from '@detalle/contract';

/**
 * Query keys of favourites. Everything starts with `['favorites']`, so a change
 * anywhere (the heart on a product, a removal on the page) can refresh it all.
 */
export const favoriteKeys = {
  all: ['favorites'] as const,
  lists: ['favorites', 'list'] as const,
  list: (sea: string) => ['favorites', 'list', { sea }] as const,
  status: (type: FavoriteType, referenceId: string) => ['favorites', 'status', type, referenceId] as const,
  shared: (id: string) => ['favorites', 'shared', id] as const,
};
