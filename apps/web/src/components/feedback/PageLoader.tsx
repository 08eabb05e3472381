import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/layout/BrandMark';
import { SlowNotice } from './LoadingIndicator';
import { useLoadingTimeout } from './use-loading-timeout';

/**
 * Shown while the first page's code arrives (route `HydrateFallback`). Past the
 * loading time-out the person learns the connection seems slow and can reload.
 */
export function PageLoader() {
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
