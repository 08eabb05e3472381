import { type Event, eventSchema, MAX_PAGE_SIZE, pageEnvelope } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { eventKeys } from '@/lib/query-keys';

const eventsPage = pageEnvelope(eventSchema);

/**
 * GET event/getPagination?user=<me>: the events I organise, the only ones a list
 * can be linked to (the API refuses the rest). One page of the largest size is
 * enough for a picker; they come soonest first.
 */
export async function getMyEvents(userId: string, signal?: AbortSignal): Promise<Event[]> {
  const { data } = await apiRequest('/event/getPagination', {
    query: { user: userId, lim: MAX_PAGE_SIZE, pos: 0 },
    schema: eventsPage,
    signal,
  });
  return data.list;
}

export function myEventsQuery(userId: string) {
  return queryOptions({
    queryKey: eventKeys.organised(userId),
    queryFn: ({ signal }) => getMyEvents(userId, signal),
  });
}

export function useMyEvents(userId: string | null) {
  return useQuery({ ...myEventsQuery(userId ?? ''), enabled: Boolean(userId) });
}
