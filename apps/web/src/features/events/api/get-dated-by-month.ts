import { type CalendarDatedItem, calendarDatedItemSchema, dataEnvelope } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { eventKeys } from '@/lib/query-keys';

/** GET calendar/byMonth?month&year: the exchange days of my draws and the dates of my lists and my friends'. */
export async function getDatedByMonth(
  { year, month }: { year: number; month: number },
  signal?: AbortSignal,
): Promise<CalendarDatedItem[]> {
  const { data } = await apiRequest('/calendar/byMonth', {
    query: { month, year },
    schema: dataEnvelope(z.array(calendarDatedItemSchema)),
    signal,
  });
  return data;
}

export function useDatedByMonth(args: { year: number; month: number }) {
  return useQuery({
    queryKey: eventKeys.dated(args.year, args.month),
    queryFn: ({ signal }) => getDatedByMonth(args, signal),
  });
}
