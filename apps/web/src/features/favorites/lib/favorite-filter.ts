import type { FavoriteType } from '@detalle/contract';

export type FavoriteFilter = 'all' | FavoriteType;

export const SEARCH_PARAM = 'q';
export const TYPE_PARAM = 'tipo';

/** The kind filter in the address, in Spanish like the rest of it (`?tipo=lista`); "Todos" has none. */
export const typeParams: Record<FavoriteFilter, string | null> = {
  all: null,
  product: 'producto',
  list: 'lista',
  event: 'evento',
};

export function readFilter(param: string | null): FavoriteFilter {
  const found = (Object.keys(typeParams) as FavoriteFilter[]).find((key) => typeParams[key] === param);
  return param && found ? found : 'all';
}
