import { Button, Group, Text } from '@mantine/core';
import { IconHeartBroken } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { Unavailable } from '@/components/feedback/Unavailable';
import { useTranslation } from '@/i18n';
import { loginHref, paths } from '@/lib/paths';

/**
 * A 404 from `favorite/get`: the API does not say whether the favourite is gone
 * or points at something private, and neither do we. Only its owner can open a
 * private one, so a guest is offered to sign in in case it is theirs.
 */
export function FavoriteUnavailable({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Unavailable
      icon={IconHeartBroken}
      title={t('favorites.unavailable.title')}
      description={t('favorites.unavailable.description')}
    >
      {signedIn ? (
        <Button component={Link} to={paths.home.path} variant="light" w="fit-content">
          {t('favorites.unavailable.home')}
        </Button>
      ) : (
        <>
          <Text>{t('favorites.unavailable.guest')}</Text>
          <Group gap="sm">
            <Button component={Link} to={loginHref(location.pathname)}>
              {t('favorites.unavailable.signIn')}
            </Button>
            <Button component={Link} to={paths.categoria.path} variant="default">
              {t('favorites.unavailable.explore')}
            </Button>
          </Group>
        </>
      )}
    </Unavailable>
  );
}
