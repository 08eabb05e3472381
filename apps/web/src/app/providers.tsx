// The app's styles are imported by `main.tsx`, so index.html links them (see there).

import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { DeferredHosts } from '@/components/feedback/deferred-hosts';
import { getToken, subscribeSession } from '@/lib/session';
import { cssVariablesResolver, systemColorSchemeManager, theme } from '@/theme';

/**
 * Cached answers belong to whoever was logged in. When the token changes
 * (login, logout, another account in another tab), drop them and refetch what
 * is on screen, so nobody sees the previous person's data.
 */
function useResetCacheOnSessionChange(queryClient: QueryClient): void {
  useEffect(() => {
    let token = getToken();
    return subscribeSession(() => {
      const next = getToken();
      if (next === token) return;
      token = next;
      void queryClient.resetQueries();
    });
  }, [queryClient]);
}

export type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** `test` turns off Mantine transitions and portals, for component tests. */
  env?: 'default' | 'test';
};

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  useResetCacheOnSessionChange(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        colorSchemeManager={systemColorSchemeManager}
        cssVariablesResolver={cssVariablesResolver}
        env={env}
      >
        {children}
        <DeferredHosts />
      </MantineProvider>
    </QueryClientProvider>
  );
}
