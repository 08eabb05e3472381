import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notificationKeys } from '@/lib/query-keys';
import { connectRealtime } from '@/lib/realtime';
import { endDeadSession, useSession } from '@/lib/session';
import { announceNotification } from './announce';

/** A tab hidden this long lets its connection go; it reconnects (and catches up) when shown again. */
export const HIDDEN_PAUSE_MS = 5 * 60_000;

function useVisibleRecently(): boolean {
  const [active, setActive] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'hidden') timer = setTimeout(() => setActive(false), HIDDEN_PAUSE_MS);
      else setActive(true);
    };
    onChange();
    document.addEventListener('visibilitychange', onChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onChange);
    };
  }, []);
  return active;
}

/**
 * While signed in, keeps the realtime channel open: each `noti` event refreshes
 * and shows the top toast. It closes on logout and reopens with a new token.
 * Like the badge, it waits for a stored session user: a bare token (a test's,
 * another app's) must not be declared dead by a background connection.
 */
export function useRealtimeNotifications(): void {
  const queryClient = useQueryClient();
  const { token, user } = useSession();
  const active = useVisibleRecently();
  const enabled = token !== null && user !== null && active;
  const connectedBefore = useRef(false);

  useEffect(() => {
    if (!enabled || !token) return;
    const connection = connectRealtime({
      token,
      onEvent: (event) => announceNotification(queryClient, event),
      // After a drop or a long hidden spell something may have been missed: refresh the count and list.
      onReady: ({ reconnected }) => {
        if (reconnected || connectedBefore.current) {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        }
        connectedBefore.current = true;
      },
      onUnauthorized: () => {
        endDeadSession(token);
      },
    });
    return () => connection.close();
  }, [enabled, token, queryClient]);
}
