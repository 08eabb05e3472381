import { type Notification, notificationSchema, type Page, pageEnvelope } from '@detalle/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationKeys } from '@/lib/query-keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

const notificationsPage = pageEnvelope(notificationSchema);

/** GET notify/getPagination?lim&pos: the newest first. */
export async function getNotifications({
  pos,
  lim = NOTIFICATIONS_PAGE_SIZE,
  signal,
}: {
  pos: number;
  lim?: number;
  signal?: AbortSignal;
}): Promise<Page<Notification>> {
  const { data } = await apiRequest('/notify/getPagination', {
    query: { lim, pos },
    schema: notificationsPage,
    signal,
  });
  return data;
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => getNotifications({ pos: pageParam, signal }),
    initialPageParam: 0,
    // `pos` is an offset: the next page starts after everything loaded so far.
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return lastPage.list.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
