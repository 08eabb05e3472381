import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { BrandMark } from '@/components/layout/BrandMark';
import { useTranslation } from '@/i18n';
import { SlowNotice } from './LoadingIndicator';
import { useLoadingTimeout } from './use-loading-timeout';

/** How long the first page's code may take before the splash shows: usually it arrives first. */
export const PAGE_LOADER_DELAY_MS = 1000;

/**
 * Shown while the first page's code arrives (route `HydrateFallback`), but only
 * when that takes longer than `PAGE_LOADER_DELAY_MS`: otherwise the first paint
 * is the real page, not a splash that flashes before it. Past the loading
 * time-out the person learns the connection seems slow and can reload.
 */
export function PageLoader({ delayMs = PAGE_LOADER_DELAY_MS }: { delayMs?: number }) {
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown ? <Splash /> : null;
}

function Splash() {
  const { t } = useTranslation();
  const timedOut = useLoadingTimeout(true);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420}>
        <BrandMark size={56} />
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader type="dots" aria-hidden />
          <Text c="dimmed">{t('app.loading')}</Text>
        </Stack>
        {timedOut ? <SlowNotice onRetry={() => window.location.reload()} /> : null}
      </Stack>
    </Center>
  );
}
