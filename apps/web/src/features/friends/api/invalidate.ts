import type { QueryClient } from '@tanstack/react-query';
import { eventKeys, friendKeys, specialDateKeys } from '@/lib/query-keys';

/**
 * A friendship changed: besides the friend lists, what friends can see changes
 * too (their special dates on the calendar, events for friends), so those
 * roots are refreshed as well.
 */
export function invalidateFriendships(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: friendKeys.all }),
    queryClient.invalidateQueries({ queryKey: specialDateKeys.all }),
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  ]);
}
