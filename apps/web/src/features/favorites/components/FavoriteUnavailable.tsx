import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartBroken } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginHref, paths } from '@/app/paths';

/**
 * A 404 from `favorite/get`: the API does not say whether the favourite is gone
 * or points at something private, and neither do we. Only its owner can open a
 * private one, so a guest is offered to sign in in case it is theirs.
 */
export function FavoriteUnavailable({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Stack gap="md" maw={560} py="md">
      <ThemeIcon size={60} variant="light" color="gray">
        <IconHeartBroken size={32} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Title order={1}>{t('favorites.unavailable.title')}</Title>
      <Text c="dimmed">{t('favorites.unavailable.description')}</Text>
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
    </Stack>
  );
}
