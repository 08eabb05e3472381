import { Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';

/**
 * Under a list one cannot open: never a dead end. "Buscar otras listas" (`regalar`, signed in or not) and,
 * signed in, "Ir a mis listas".
 */
export function OtherListsLinks({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
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
          {t('giving.unavailable.toLists')}
        </Button>
      ) : null}
    </Group>
  );
}
