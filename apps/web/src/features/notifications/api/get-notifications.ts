import { type Notification, notificationSchema, type Page, pageEnvelope } from '@detalle/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { pagedQueryOptions } from '@/lib/paging';
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
  return pagedQueryOptions({
    queryKey: notificationKeys.list,
    getPage: (pos, signal) => getNotifications({ pos, signal }),
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
