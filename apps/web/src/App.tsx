import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AfterFirstPage, LazyNotificationCenter, LazyUnconfirmedReminder } from './app/after-first-page';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <AfterFirstPage>
        <LazyUnconfirmedReminder />
        <LazyNotificationCenter navigate={router.navigate} />
      </AfterFirstPage>
    </AppProviders>
  );
}
