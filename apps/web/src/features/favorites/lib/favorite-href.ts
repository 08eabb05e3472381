import type { FavoriteType } from '@detalle/contract';
import { hrefTo } from '@/lib/paths';

/** Where a favourite leads: products and lists open in home's detail view, events on their own page. */
export function favoriteItemHref({ type, reference_id: id }: { type: FavoriteType; reference_id: string }) {
  if (type === 'event') return hrefTo('evento', { id });
  return hrefTo('homeItem', { id, type: type === 'product' ? 'producto' : 'lista' });
}

/** The open page of one favourite, for sharing. */
export const favoriteSharedHref = (favoriteId: string) => hrefTo('favoriteShared', { id: favoriteId });
