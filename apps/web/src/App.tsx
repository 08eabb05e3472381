import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { NotificationCenter } from './components/notifications/NotificationCenter';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <NotificationCenter navigate={router.navigate} />
    </AppProviders>
  );
}
