import { useEffect } from 'react';
import { syncPushSubscription } from '@/lib/push';
import { useSession } from '@/lib/session';

/**
 * After each sign-in (and on start with a session), a device that already
 * allowed notifications sends its current subscription: the API keeps them per
 * person, and the browser may have renewed it while the app was closed.
 */
export function usePushSync(workerRegistered: boolean): void {
  const { token, user } = useSession();
  // Waits for the worker's own registration time, so the first screen is never slowed by it.
  // Once per session: a new token (another sign-in) syncs again.
  const session = workerRegistered && user !== null ? token : null;
  useEffect(() => {
    if (session) void syncPushSubscription();
  }, [session]);
}
