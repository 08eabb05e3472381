import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

const unreadResponse = () => import('./schemas').then((m) => m.unreadResponse);

/** GET notify/unRead: how many notifications are unread. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const { data } = await apiRequest('/notify/unRead', { schema: unreadResponse, signal });
  return data.count;
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => getUnreadCount(signal),
  });
}

/**
 * The unread count, fetched and kept fresh (the realtime channel invalidates
 * it). Asked only with a stored session user as well as a token: a bare or
 * foreign token must not trigger calls (a 401 would end it), as in
 * `UnconfirmedReminder`. The app-wide `NotificationCenter` and the page use it.
 */
export function useUnreadCount() {
  const { user } = useSession();
  return useQuery({ ...unreadCountQueryOptions(), enabled: user !== null });
}

/**
 * The same count for the header's badge, read from the cache only: the
 * `NotificationCenter` next to the router owns the fetching, so the layout
 * itself never calls the API.
 */
export function useCachedUnreadCount() {
  return useQuery({ ...unreadCountQueryOptions(), enabled: false });
}
