import { Button, Stack, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginHref, NEXT_PARAM, paths } from '@/app/paths';

/** Sign-in and sign-up that come back to `next` (the join page), so nothing is lost on the way. */
export function signInLinks(next: string) {
  return {
    login: loginHref(next),
    register: `${paths.register.path}?${new URLSearchParams({ [NEXT_PARAM]: next })}`,
  };
}

/** Someone without a session: "Inicia sesión para unirte", or create an account, then back here. */
export function GuestActions({ next, message }: { next: string; message: string }) {
  const { t } = useTranslation();
  const links = signInLinks(next);
  return (
    <Stack gap="xs">
      <Text>{message}</Text>
      <Button
        component={Link}
        to={links.login}
        radius="xl"
        size="md"
        leftSection={<IconLogin2 size={18} aria-hidden />}
      >
        {t('events.guest.login')}
      </Button>
      <Button component={Link} to={links.register} variant="default" radius="xl" size="md">
        {t('events.guest.register')}
      </Button>
    </Stack>
  );
}
