import { dataEnvelope, type SpecialDate, specialDateSchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { specialDateKeys } from '@/lib/query-keys';

export const specialDateResponse = dataEnvelope(specialDateSchema);

/** GET special/dates/get/{id}: mine or a friend's; `today` is the person's day, for `next`. */
export async function getSpecialDate(id: string, today: string, signal?: AbortSignal): Promise<SpecialDate> {
  const { data } = await apiRequest(`/special/dates/get/${encodeURIComponent(id)}`, {
    query: { today },
    schema: specialDateResponse,
    signal,
  });
  return data;
}

export function useSpecialDate(id: string, today: string, { enabled = true } = {}) {
  return useQuery({
    ...queryOptions({
      queryKey: specialDateKeys.detail(id),
      queryFn: ({ signal }) => getSpecialDate(id, today, signal),
    }),
    enabled,
  });
}
