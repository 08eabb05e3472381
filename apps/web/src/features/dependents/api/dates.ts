import { pageEnvelope, type SpecialDate, specialDateSchema } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { todayHere } from '@/lib/dates';
import { dependentKeys } from '@/lib/query-keys';

/** A dependent's dates fit one page: its birthday and a few more. */
const DATES_TO_LOAD = 50;

/** GET special/dates/getMySpecialDate?for={id}: a dependent's special dates (guardians only), the soonest first. */
export function useDependentDates(id: string) {
  return useQuery({
    queryKey: dependentKeys.dates(id),
    queryFn: ({ signal }): Promise<SpecialDate[]> =>
      apiRequest('/special/dates/getMySpecialDate', {
        query: { for: id, lim: DATES_TO_LOAD, pos: 0, today: todayHere() },
        schema: pageEnvelope(specialDateSchema),
        signal,
      }).then((r) => r.data.list),
  });
}
