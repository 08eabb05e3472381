import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AfterFirstPage, LazyNotificationCenter } from './app/after-first-page';
import { firstPageShown, watchFirstPage } from './app/first-page';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { loadDeferredHosts } from './components/feedback/deferred-hosts';
import { persistQueryCache } from './lib/query-persistence';

/** The app's cache, with the last answers of pages already opened put back (also offline). */
function createAppQueryClient() {
  const queryClient = createQueryClient();
  persistQueryCache(queryClient);
  return queryClient;
}

export function App() {
  const [queryClient] = useState(createAppQueryClient);
  const [router] = useState(() => {
    const created = createAppRouter(queryClient);
    watchFirstPage(created, queryClient);
    // Toasts' and modals' containers: after the first page, so the first toast or dialog does not wait.
    void firstPageShown.then(loadDeferredHosts);
    return created;
  });
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <AfterFirstPage>
        <LazyNotificationCenter navigate={router.navigate} />
      </AfterFirstPage>
    </AppProviders>
  );
}
