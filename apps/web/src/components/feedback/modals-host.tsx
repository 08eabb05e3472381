import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n';

/**
 * Mantine's modals manager, loaded after the first page (`deferred-hosts.tsx`). It listens for
 * `modals.open…` calls from anywhere; the modals it renders are inside the app's providers but
 * outside the router, as before.
 */
export function ModalsHost({ onReady }: { onReady: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    // After this commit's effects, the provider's own listeners included.
    const timer = setTimeout(onReady, 0);
    return () => clearTimeout(timer);
  }, [onReady]);
  return (
    <ModalsProvider labels={{ confirm: t('common.ok'), cancel: t('common.cancel') }}>{null}</ModalsProvider>
  );
}
