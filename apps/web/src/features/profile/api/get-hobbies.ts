import { dataEnvelope, type Hobby, hobbySchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { catalogueKeys } from '@/lib/query-keys';

const hobbiesResponse = dataEnvelope(z.array(hobbySchema));

/** GET hobby/getAll: every interest a person can pick (public). */
export async function getHobbies({ signal }: { signal?: AbortSignal } = {}): Promise<Hobby[]> {
  const { data } = await apiRequest('/hobby/getAll', { schema: hobbiesResponse, signal });
  return data;
}

export function hobbiesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.hobbies,
    queryFn: ({ signal }) => getHobbies({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useHobbies() {
  return useQuery(hobbiesQueryOptions());
}
