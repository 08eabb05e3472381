import type { Gift } from '@detalle/contract';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconGift, IconLogin2 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginHref, NEXT_PARAM, paths } from '@/app/paths';

/**
 * Someone without a session looking at a public list: "Lo regalo yo" explains
 * that reserving needs an account, with links that come back to this list.
 */
export function GuestActions({ gift }: { gift: Gift }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [asked, setAsked] = useState(false);
  const login = useRef<HTMLAnchorElement>(null);
  // The pressed button goes away; the way forward gets the focus instead.
  useEffect(() => {
    if (asked) login.current?.focus();
  }, [asked]);
  if (gift.status !== 'available') return null;
  const here = `${location.pathname}${location.search}`;
  if (!asked) {
    return (
      <Button
        radius="xl"
        fullWidth
        leftSection={<IconGift size={18} aria-hidden />}
        onClick={() => setAsked(true)}
      >
        {t('gifts.give.reserve')}
      </Button>
    );
  }
  return (
    <Alert variant="light" radius="md" role="status" icon={<IconLogin2 aria-hidden />}>
      <Text size="sm">{t('gifts.guest.prompt')}</Text>
      <Group gap="xs" mt="sm">
        <Button component={Link} ref={login} to={loginHref(here)} radius="xl" size="sm">
          {t('gifts.guest.login')}
        </Button>
        <Button
          component={Link}
          to={`${paths.register.path}?${new URLSearchParams({ [NEXT_PARAM]: here })}`}
          variant="default"
          radius="xl"
          size="sm"
        >
          {t('gifts.guest.register')}
        </Button>
      </Group>
    </Alert>
  );
}
