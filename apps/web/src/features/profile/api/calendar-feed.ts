import { type CalendarFeed, calendarFeedSchema, dataEnvelope } from '@detalle/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { reminderKeys } from '@/lib/query-keys';

const feedResponse = dataEnvelope(calendarFeedSchema);

/** GET calendar/feed: my private calendar address, or nulls while I have none. */
export async function getCalendarFeed({ signal }: { signal?: AbortSignal } = {}): Promise<CalendarFeed> {
  return (await apiRequest('/calendar/feed', { schema: feedResponse, signal })).data;
}

export const useCalendarFeed = () =>
  useQuery({ queryKey: reminderKeys.calendarFeed, queryFn: ({ signal }) => getCalendarFeed({ signal }) });

/** POST calendar/feed/renew (a new address; the old one stops working) or DELETE calendar/feed (none at all). */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: 'renew' | 'revoke') =>
      (
        await apiRequest(change === 'renew' ? '/calendar/feed/renew' : '/calendar/feed', {
          method: change === 'renew' ? 'POST' : 'DELETE',
          schema: feedResponse,
        })
      ).data,
    onSuccess: (feed) => queryClient.setQueryData(reminderKeys.calendarFeed, feed),
  });
}
