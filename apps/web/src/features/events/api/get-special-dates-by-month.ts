import { dataEnvelope, occurrenceSchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { specialDateKeys } from '@/lib/query-keys';

export type Occurrence = z.infer<typeof occurrenceSchema>;

/** GET special/dates/byMonth?month&year: my and my friends' special dates, one entry per day they fall on. */
export async function getSpecialDatesByMonth(
  { year, month }: { year: number; month: number },
  signal?: AbortSignal,
): Promise<Occurrence[]> {
  const { data } = await apiRequest('/special/dates/byMonth', {
    query: { month, year },
    schema: dataEnvelope(z.array(occurrenceSchema)),
    signal,
  });
  return data;
}

export function specialDatesByMonthQueryOptions(args: { year: number; month: number }) {
  return queryOptions({
    queryKey: specialDateKeys.month(args.year, args.month),
    queryFn: ({ signal }) => getSpecialDatesByMonth(args, signal),
  });
}

export function useSpecialDatesByMonth(args: { year: number; month: number }) {
  return useQuery(specialDatesByMonthQueryOptions(args));
}
