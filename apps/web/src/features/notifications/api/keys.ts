import { queryRoots } from '@/lib/notification-targets';

/** Every notification query starts with `['notifications']`, so one invalidation refreshes the page and the badge. */
export const notificationKeys = {
  all: queryRoots.notifications,
  list: [...queryRoots.notifications, 'list'] as const,
  unread: [...queryRoots.notifications, 'unread'] as const,
};
