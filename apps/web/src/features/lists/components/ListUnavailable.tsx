import { Button, Group, Stack } from '@mantine/core';
import { IconPlaylistX, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Unavailable } from '@/components/feedback/Unavailable';
import { SignInButtons } from '@/components/SignInButtons';
import { paths } from '@/lib/paths';

/**
 * A 404 from `list/get`: the API does not say whether the list is gone or just
 * not for this person, and neither do we. A guest may see it after signing in
 * (lists for friends), so they get the way in, back to `next`.
 */
export function ListUnavailable({ signedIn, next }: { signedIn: boolean; next: string }) {
  const { t } = useTranslation();
  return (
    <Unavailable
      icon={IconPlaylistX}
      title={t('lists.unavailable.title')}
      description={t(signedIn ? 'lists.unavailable.description' : 'lists.unavailable.guest')}
    >
      <Stack gap="sm">
        {signedIn ? null : <SignInButtons next={next} />}
        <Group gap="sm">
          {/* Never a dead end: other lists can be found from regalar, signed in or not. */}
          <Button
            component={Link}
            to={paths.regalar.path}
            variant="light"
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            {t('giving.unavailable.explore')}
          </Button>
          {signedIn ? (
            <Button component={Link} to={paths.lista.path} variant="subtle">
              {t('lists.unavailable.toLists')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Unavailable>
  );
}
