import { type Event, eventSchema, type Page, pageEnvelope } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { eventKeys } from '@/lib/query-keys';

export const UPCOMING_EVENTS = 5;

/** GET event/upcoming?lim&pos: my next events (organised, invited or going), soonest first. */
export async function getUpcomingEvents(signal?: AbortSignal): Promise<Page<Event>> {
  const { data } = await apiRequest('/event/upcoming', {
    query: { lim: UPCOMING_EVENTS, pos: 0 },
    schema: pageEnvelope(eventSchema),
    signal,
  });
  return data;
}

export function upcomingEventsQueryOptions() {
  return queryOptions({
    queryKey: eventKeys.upcoming(UPCOMING_EVENTS),
    queryFn: ({ signal }) => getUpcomingEvents(signal),
  });
}

export function useUpcomingEvents() {
  return useQuery(upcomingEventsQueryOptions());
}
