import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlaylistAdd } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FriendFamily } from '@/features/dependents';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { FRIEND_PARAM, type FriendListsState, paths } from '@/lib/paths';
import { FriendsLists } from '../components/FriendsLists';
import { MyLists } from '../components/MyLists';

const FRIENDS_HEADING = 'listas-de-amigos';

/** `lista`: my lists (all, or those with gifts still to give) and, below, my friends' lists. */
export default function ListPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.lista.title'));
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const friendId = params.get(FRIEND_PARAM);
  const friend = friendId ? { id: friendId, name: (location.state as FriendListsState)?.friendName } : null;
  return (
    <Stack gap="xl" w="100%">
      <Stack gap="md" component="section" aria-labelledby="mis-listas">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} id="mis-listas">
              {t('pages.lista.title')}
            </Title>
            <Text c="dimmed">{t('pages.lista.description')}</Text>
          </Stack>
          <Button
            component={Link}
            to={paths.crearLista.path}
            leftSection={<IconPlaylistAdd size={18} aria-hidden />}
          >
            {t('lists.mine.new')}
          </Button>
        </Group>
        <MyLists />
      </Stack>
      <Stack gap="md" component="section" aria-labelledby={FRIENDS_HEADING}>
        <Title order={2} id={FRIENDS_HEADING}>
          {t('lists.friends.title')}
        </Title>
        {friend ? <FriendFamily userId={friend.id} /> : null}
        <FriendsLists
          friend={friend}
          onClearFriend={() =>
            setParams(
              (current) => {
                current.delete(FRIEND_PARAM);
                return current;
              },
              { replace: true },
            )
          }
        />
      </Stack>
    </Stack>
  );
}
