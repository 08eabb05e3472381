import { Button, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from '@/i18n';

/**
 * A page that could not load or crashed, most often a code chunk that failed to
 * download (offline, or a newer version published). Reloading fixes both.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Stack gap="md" maw={560} role="alert" py="xl">
      <Title order={1}>{t('errors.pageFailedTitle')}</Title>
      <Text c="dimmed">{t('errors.pageFailedDescription')}</Text>
      <Button
        radius="md"
        w="fit-content"
        leftSection={<IconRefresh size={18} aria-hidden />}
        onClick={() => window.location.reload()}
      >
        {t('errors.reload')}
      </Button>
    </Stack>
  );
}
