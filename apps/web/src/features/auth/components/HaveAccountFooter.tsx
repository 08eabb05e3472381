import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n';

/** Under the register forms: already have an account? Go and sign in. */
export function HaveAccountFooter({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" ta="center">
      {t('auth.register.haveAccount')}{' '}
      <Anchor component={Link} to={loginHref} fw={600}>
        {t('auth.register.toLogin')}
      </Anchor>
    </Text>
  );
}
