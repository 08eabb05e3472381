import { DEFAULT_TOAST_MS } from '@/components/feedback/toast';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/styles/global.css';

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';
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

function LocalizedModals({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ModalsProvider labels={{ confirm: t('common.ok'), cancel: t('common.cancel') }}>
      {children}
    </ModalsProvider>
  );
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
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          defaultColorScheme="auto"
          colorSchemeManager={systemColorSchemeManager}
          cssVariablesResolver={cssVariablesResolver}
          env={env}
        >
          <Notifications position="bottom-center" autoClose={DEFAULT_TOAST_MS} zIndex={300} />
          <LocalizedModals>{children}</LocalizedModals>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
