import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { loadCode } from '@/lib/load-code';
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

export const LazyNotificationCenter = lazy(() =>
  loadCode(() => import('@/components/notifications/NotificationCenter')).then((m) => ({
    default: m.NotificationCenter,
  })),
);
