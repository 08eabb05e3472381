import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type FavoriteFilter,
  readFilter,
  SEARCH_PARAM,
  TYPE_PARAM,
  typeParams,
} from '../lib/favorite-filter';

const SEARCH_DEBOUNCE_MS = 350;

/**
 * The search typed (sent once it rests) and the kind shown, both kept in the address (`?q=`, `?tipo=`) so
 * coming back from an item finds the page as it was left.
 */
export function useFavoriteSearch() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get(SEARCH_PARAM) ?? '');
  const [term] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const filter = readFilter(params.get(TYPE_PARAM));

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const searchInUrl = params.get(SEARCH_PARAM) ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search term rewrites the address
  useEffect(() => {
    if (term !== searchInUrl) setParam(SEARCH_PARAM, term || null);
  }, [term]);

  return {
    text,
    setText,
    term,
    filter,
    setFilter: (value: FavoriteFilter) => setParam(TYPE_PARAM, typeParams[value] ?? null),
  };
}
