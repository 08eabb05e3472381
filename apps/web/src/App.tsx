import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { AfterFirstPage, SessionNotificationCenter } from './app/after-first-page';
import { firstPageShown, watchFirstPage } from './app/first-page';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { loadDeferredHostsOnFirstInput } from './components/feedback/deferred-hosts';
import { persistQueryCache } from './lib/query-persistence';
import { registerServiceWorkerWhenStable } from './lib/service-worker';

/**
 * The app's cache, with the last answers of pages already opened put back (also offline): at once, or
 * through `restoreLater` (see `persistQueryCache`).
 */
export function createAppQueryClient(restoreLater?: (restore: () => void) => void) {
  const queryClient = createQueryClient();
  persistQueryCache(queryClient, restoreLater);
  return queryClient;
}

export type AppProps = {
  /**
   * A page rendered on the server comes with its cache and router, prepared from the server's state
   * (`main.tsx`); `onHydrated` runs once React has taken the page over.
   */
  hydrated?: { queryClient: QueryClient; router: DataRouter; onHydrated: () => void };
};

/**
 * Marks the page as React's: a page the server rendered takes taps and typing from now on (global.css and
 * the head script hold them until then, `HEAD_SCRIPT`).
 */
function useMarkReady() {
  useEffect(() => {
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      '[data-until-ready]',
    )) {
      field.readOnly = false;
      field.removeAttribute('data-until-ready');
    }
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
}

export function App({ hydrated }: AppProps) {
  useMarkReady();
  useEffect(() => {
    hydrated?.onHydrated();
  }, [hydrated]);
  const [queryClient] = useState(() => hydrated?.queryClient ?? createAppQueryClient());
  const [router] = useState(() => {
    const created = hydrated?.router ?? createAppRouter(queryClient);
    watchFirstPage(created, queryClient);
    // Toasts' and modals' containers: on the first tap or key after the first page (or the first toast or modal).
    void firstPageShown.then(loadDeferredHostsOnFirstInput);
    // The offline shell is for guests too; the notification centre (signed in only) registers it as well.
    if (import.meta.env.PROD) void firstPageShown.then(() => registerServiceWorkerWhenStable());
    return created;
  });
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <AfterFirstPage>
        <SessionNotificationCenter navigate={router.navigate} />
      </AfterFirstPage>
    </AppProviders>
  );
}
