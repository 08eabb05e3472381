import { type Event, eventSchema, type Page, pageEnvelope } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

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
  // Under `['events']`: an invitation or someone leaving refreshes it too.
  return queryOptions({
    queryKey: ['events', 'upcoming', UPCOMING_EVENTS] as const,
    queryFn: ({ signal }) => getUpcomingEvents(signal),
  });
}

export function useUpcomingEvents() {
  return useQuery(upcomingEventsQueryOptions());
}
