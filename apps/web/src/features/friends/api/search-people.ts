import { type Page, pageEnvelope, personWithRelationSchema } from '@detalle/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { friendKeys } from '@/lib/query-keys';

export type PersonWithRelation = z.infer<typeof personWithRelationSchema>;

export const SEARCH_MIN_LENGTH = 3;
const SEARCH_PAGE_SIZE = 30;

/** GET friend/search: by name (3+ letters), or an exact e-mail or phone. */
export async function searchPeople(sea: string, signal?: AbortSignal): Promise<Page<PersonWithRelation>> {
  const { data } = await apiRequest('/friend/search', {
    query: { sea, lim: SEARCH_PAGE_SIZE, pos: 0 },
    schema: pageEnvelope(personWithRelationSchema),
    signal,
  });
  return data;
}

export function useSearchPeople(sea: string) {
  const term = sea.trim();
  return useQuery({
    queryKey: friendKeys.search(term),
    queryFn: ({ signal }) => searchPeople(term, signal),
    enabled: term.length >= SEARCH_MIN_LENGTH,
    // While the next letters are on their way, the last results stay (no flicker).
    placeholderData: keepPreviousData,
  });
}
