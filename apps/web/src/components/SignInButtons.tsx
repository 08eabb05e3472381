import { Button, Group, Stack } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n';
import { loginHref, NEXT_PARAM, paths } from '@/lib/paths';

type SignInButtonsProps = {
  /** Where both pages come back to (`?next=`), so nothing is lost on the way. */
  next: string;
  /** Says what signing in is for ("Inicia sesión para unirte"); "Iniciar sesión" when left out. */
  loginLabel?: string;
  /**
   * `row`: side by side; `column`: one under the other, full width and larger;
   * `compact`: small, inside a notice that already shows the sign-in icon.
   */
  layout?: 'row' | 'column' | 'compact';
  /** For moving the focus to "Iniciar sesión" when the buttons appear. */
  loginRef?: Ref<HTMLAnchorElement>;
};

const looks = {
  row: { size: undefined, gap: 'sm', icon: true },
  column: { size: 'md', gap: 'xs', icon: true },
  compact: { size: 'sm', gap: 'xs', icon: false },
} as const;

/** "Iniciar sesión" and "Crear una cuenta" for a guest, both coming back to `next`. */
export function SignInButtons({ next, loginLabel, layout = 'row', loginRef }: SignInButtonsProps) {
  const { t } = useTranslation();
  const look = looks[layout];
  const Wrapper = layout === 'column' ? Stack : Group;
  return (
    <Wrapper gap={look.gap}>
      <Button
        component={Link}
        ref={loginRef}
        to={loginHref(next)}
        size={look.size}
        leftSection={look.icon ? <IconLogin2 size={18} aria-hidden /> : undefined}
      >
        {loginLabel ?? t('signInButtons.login')}
      </Button>
      <Button
        component={Link}
        to={`${paths.register.path}?${new URLSearchParams({ [NEXT_PARAM]: next })}`}
        variant="default"
        size={look.size}
      >
        {t('signInButtons.register')}
      </Button>
    </Wrapper>
  );
}
