import type { Gift } from '@detalle/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconGift, IconLogin2 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SignInButtons } from '@/components/SignInButtons';
import { useTranslation } from '@/i18n';
import { hasMoneyToward } from '@/lib/funding';

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
  // A gift with contributions is no longer reserved whole (GIFT_HAS_CONTRIBUTIONS).
  if (gift.status !== 'available' || hasMoneyToward(gift.funding)) return null;
  const here = `${location.pathname}${location.search}`;
  if (!asked) {
    return (
      <Button fullWidth leftSection={<IconGift size={18} aria-hidden />} onClick={() => setAsked(true)}>
        {t('gifts.give.reserve')}
      </Button>
    );
  }
  return (
    <Alert variant="light" radius="md" role="status" icon={<IconLogin2 aria-hidden />}>
      <Stack gap="sm">
        <Text size="sm">{t('gifts.guest.prompt')}</Text>
        <SignInButtons next={here} layout="compact" loginRef={login} />
      </Stack>
    </Alert>
  );
}
