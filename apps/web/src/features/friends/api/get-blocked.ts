import { dataEnvelope, type PersonSummary, personSummarySchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { friendKeys } from '@/lib/query-keys';

/** GET friend/blocked: the people I have blocked. */
export async function getBlocked(signal?: AbortSignal): Promise<PersonSummary[]> {
  const { data } = await apiRequest('/friend/blocked', {
    schema: dataEnvelope(z.array(personSummarySchema)),
    signal,
  });
  return data;
}

export function useBlocked() {
  return useQuery(
    queryOptions({ queryKey: friendKeys.blocked, queryFn: ({ signal }) => getBlocked(signal) }),
  );
}
