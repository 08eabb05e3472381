import { drawTerm } from '@detalle/contract';
import { getStoredCountry } from '@/lib/stored-country';

/**
 * "amigo invisible" in Spain, "amigo secreto" elsewhere: the country chosen on `flag` (or guessed from the
 * browser's language). `Term` is the same with a capital, for titles. Pass both to `t()` as interpolation values.
 */
export function useDrawTerm() {
  const term = drawTerm(getStoredCountry());
  return { term, Term: term.charAt(0).toUpperCase() + term.slice(1) };
}
