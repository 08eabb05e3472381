import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, o?: { timeout: number }) => number;
};

/**
 * True once the page has loaded and the browser has a quiet moment: what the first screen does
 * not need (notifications, the service worker, the install guide) waits until then, so its code never
 * competes with the page's own code, data and pictures on a slow phone.
 */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const win = window as IdleWindow;
    let cancelled = false;
    const go = () => {
      if (!cancelled) setReady(true);
    };
    const whenLoaded = () =>
      win.requestIdleCallback ? win.requestIdleCallback(go, { timeout: 3000 }) : setTimeout(go, 500);
    if (document.readyState === 'complete') whenLoaded();
    else window.addEventListener('load', whenLoaded, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenLoaded);
    };
  }, []);
  return ready;
}

/** Renders `children` (lazy parts of the app) only after the first page has loaded. */
export function AfterFirstPage({ children }: { children: ReactNode }) {
  return useAfterLoad() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export const LazyNotificationCenter = lazy(() =>
  import('@/components/notifications/NotificationCenter').then((m) => ({ default: m.NotificationCenter })),
);
