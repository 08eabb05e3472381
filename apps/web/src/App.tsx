import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AfterFirstPage, LazyNotificationCenter } from './app/after-first-page';
import { watchFirstPage } from './app/first-page';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
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
