import { Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { SignInButtons } from '@/components/SignInButtons';
import { useTranslation } from '@/i18n';

/**
 * A guest pressed "Crear lista": the form is kept (session storage), and they
 * sign in or create an account and come back to `next`, where it is restored.
 */
export function GuestSavePrompt({ next, editing = false }: { next: string; editing?: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLElement>(null);
  // It appears under the button once pressed: move there so it is read out, and show all of it.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    card.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <Card ref={card} withBorder radius="lg" padding="md" component="section" aria-labelledby="guardar-lista">
      <Stack gap="sm">
        <Title order={2} size="h4" id="guardar-lista" ref={heading} tabIndex={-1}>
          {editing ? t('lists.guest.editTitle') : t('lists.guest.title')}
        </Title>
        <Text>{editing ? t('lists.guest.editMessage') : t('lists.guest.message')}</Text>
        <SignInButtons next={next} />
      </Stack>
    </Card>
  );
}
