import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconClockExclamation, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/i18n';
import { LOADING_TIMEOUT_MS, useLoadingTimeout } from './use-loading-timeout';

export type LoadingIndicatorProps = {
  /** What is loading, for screen readers and under the spinner: "Cargando tus listas". */
  label?: string;
  /** Milliseconds before the person is told it is taking too long; negative: never (seed §4). */
  timeout?: number;
  /** "Reintentar" after the time-out; without it the button reloads the page. */
  onRetry?: () => void;
  /** Shown while waiting instead of the spinner (a skeleton of the content). */
  children?: ReactNode;
};

/**
 * Waiting, said out loud: a spinner (or the skeleton given as children) and,
 * once the time-out passes, what happened and a way to try again.
 *
 *     <LoadingIndicator label="Cargando el evento" onRetry={() => event.refetch()} />
 */
export function LoadingIndicator({
  label,
  timeout = LOADING_TIMEOUT_MS,
  onRetry,
  children,
}: LoadingIndicatorProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const timedOut = useLoadingTimeout(true, timeout, attempt);
  const text = label ?? t('app.loading');

  const retry = () => {
    setAttempt((n) => n + 1);
    if (onRetry) onRetry();
    else window.location.reload();
  };

  return (
    <Stack gap="md">
      {children ? (
        <div role="status" aria-label={text}>
          {children}
        </div>
      ) : (
        <Center py="xl" role="status" aria-live="polite">
          <Stack align="center" gap="xs">
            <Loader type="dots" aria-hidden />
            <Text c="dimmed" size="sm">
              {text}
            </Text>
          </Stack>
        </Center>
      )}
      {timedOut ? <SlowNotice onRetry={retry} /> : null}
    </Stack>
  );
}

/**
 * Three dots, for `QueryView`'s skeleton where a box is too small for a skeleton
 * (a dialog, under a search box): decorative, QueryView announces the loading.
 */
export function LoadingDots({ py = 'md' }: { py?: 'md' | 'lg' }) {
  return (
    <Center py={py}>
      <Loader type="dots" aria-hidden />
    </Center>
  );
}

/** What the person reads when loading takes longer than the time-out. */
export function SlowNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      role="alert"
      color="yellow"
      variant="light"
      title={t('loading.slowTitle')}
      icon={<IconClockExclamation aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('loading.slowDescription')}</Text>
        <Button
          radius="md"
          variant="default"
          size="sm"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
        >
          {t('errors.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
