import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { loadCode } from '@/lib/load-code';
import { useIsLoggedIn } from '@/lib/session';
import { firstPageShown } from './first-page';

/** True once the first page is on screen with its data and the browser is idle (`first-page.ts`). */
function useAfterFirstPage(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void firstPageShown.then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return ready;
}

/** Renders `children` (lazy parts of the app) only after the first page has been shown. */
export function AfterFirstPage({ children }: { children: ReactNode }) {
  return useAfterFirstPage() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

const LazyNotificationCenter = lazy(() =>
  loadCode(() => import('@/components/notifications/NotificationCenter')).then((m) => ({
    default: m.NotificationCenter,
  })),
);

/**
 * The notification centre (unread count, realtime channel, push, the red button), only while someone is signed in:
 * a guest's page (log-in, a shared list or event, an ONG) never loads its code, and a log-in without a reload
 * brings it then.
 */
export function SessionNotificationCenter({ navigate }: { navigate: (to: string) => unknown }) {
  return useIsLoggedIn() ? <LazyNotificationCenter navigate={navigate} /> : null;
}
