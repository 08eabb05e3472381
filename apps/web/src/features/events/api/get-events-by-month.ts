import { dataEnvelope, type Event, eventSchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { eventKeys } from '@/lib/query-keys';

/** GET event/byDate?month&year&tz: my events of a month, the month as lived in `tz`. */
export async function getEventsByMonth(
  { year, month, tz }: { year: number; month: number; tz: string },
  signal?: AbortSignal,
): Promise<Event[]> {
  const { data } = await apiRequest('/event/byDate', {
    query: { month, year, tz },
    schema: dataEnvelope(z.array(eventSchema)),
    signal,
  });
  return data;
}

export function eventsByMonthQueryOptions(args: { year: number; month: number; tz: string }) {
  return queryOptions({
    queryKey: eventKeys.month(args.year, args.month, args.tz),
    queryFn: ({ signal }) => getEventsByMonth(args, signal),
  });
}

export function useEventsByMonth(args: { year: number; month: number; tz: string }) {
  return useQuery(eventsByMonthQueryOptions(args));
}
