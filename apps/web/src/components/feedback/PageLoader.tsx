import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/layout/BrandMark';

/** Shown while the first page's code arrives (route `HydrateFallback`). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <BrandMark size={56} />
        <Loader type="dots" aria-hidden />
        <Text c="dimmed">{t('app.loading')}</Text>
      </Stack>
    </Center>
  );
}
