import { dataEnvelope, type SpecialDate, specialDateSchema } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { specialDateKeys } from '@/lib/query-keys';

/** How far ahead home looks for special dates. */
export const UPCOMING_DAYS = 30;

/** GET special/dates/getSpecialDateFriends?date&days: friends' dates from today over the next 30 days. */
export async function getFriendsSpecialDates(today: string, signal?: AbortSignal): Promise<SpecialDate[]> {
  const { data } = await apiRequest('/special/dates/getSpecialDateFriends', {
    query: { date: today, days: UPCOMING_DAYS },
    schema: dataEnvelope(z.array(specialDateSchema)),
    signal,
  });
  return data;
}

export function useFriendsSpecialDates(today: string) {
  return useQuery({
    queryKey: specialDateKeys.friends(today, UPCOMING_DAYS),
    queryFn: ({ signal }) => getFriendsSpecialDates(today, signal),
  });
}
