import { Stack, Text } from '@mantine/core';
import { SignInButtons } from '@/components/SignInButtons';
import { useTranslation } from '@/i18n';

/** Someone without a session: "Inicia sesión para unirte", or create an account, then back here. */
export function GuestActions({ next, message }: { next: string; message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text>{message}</Text>
      <SignInButtons next={next} loginLabel={t('events.guest.login')} layout="column" />
    </Stack>
  );
}
