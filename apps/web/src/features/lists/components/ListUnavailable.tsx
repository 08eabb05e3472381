import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlaylistX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { SignInButtons } from '@/components/SignInButtons';

/**
 * A 404 from `list/get`: the API does not say whether the list is gone or just
 * not for this person, and neither do we. A guest may see it after signing in
 * (lists for friends), so they get the way in, back to `next`.
 */
export function ListUnavailable({ signedIn, next }: { signedIn: boolean; next: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={560} py="md">
      <ThemeIcon size={60} variant="light" color="gray">
        <IconPlaylistX size={32} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Title order={1}>{t('lists.unavailable.title')}</Title>
      {signedIn ? (
        <>
          <Text c="dimmed">{t('lists.unavailable.description')}</Text>
          <Button component={Link} to={paths.lista.path} variant="light" w="fit-content">
            {t('lists.unavailable.toLists')}
          </Button>
        </>
      ) : (
        <>
          <Text c="dimmed">{t('lists.unavailable.guest')}</Text>
          <SignInButtons next={next} />
        </>
      )}
    </Stack>
  );
}
