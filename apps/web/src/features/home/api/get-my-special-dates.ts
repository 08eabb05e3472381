import { pageEnvelope, type SpecialDate, specialDateSchema } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { specialDateKeys } from '@/lib/query-keys';

/** Enough to find those of the coming month: they come soonest first. */
const MINE_TO_LOAD = 10;

/** GET special/dates/getMySpecialDate?lim&pos&today: my own dates (birthday included), the soonest first. */
export async function getMySpecialDates(today: string, signal?: AbortSignal): Promise<SpecialDate[]> {
  const { data } = await apiRequest('/special/dates/getMySpecialDate', {
    query: { lim: MINE_TO_LOAD, pos: 0, today },
    schema: pageEnvelope(specialDateSchema),
    signal,
  });
  return data.list;
}

export function useMySpecialDates(today: string) {
  return useQuery({
    queryKey: specialDateKeys.mine(today, MINE_TO_LOAD),
    queryFn: ({ signal }) => getMySpecialDates(today, signal),
  });
}
