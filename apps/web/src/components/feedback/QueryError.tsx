import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';

type QueryErrorProps = {
  /** What could not be loaded, e.g. "No hemos podido cargar las categorías." */
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
};

/**
 * A failed load: what failed, the server's Spanish reason as it came, and a
 * way to try again. `role="alert"` makes screen readers announce it.
 */
export function QueryError({ title, error, onRetry, retrying = false }: QueryErrorProps) {
  const { t } = useTranslation();
  const reason = errorText(error);
  return (
    <Alert role="alert" color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{reason}</Text>
        <Button
          radius="md"
          variant="default"
          size="sm"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
          loading={retrying}
        >
          {t('errors.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
