import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n';
import { SignInButtons } from '@/components/SignInButtons';

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
