import { Button, CloseButton, Group, Pill, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { useFriendsLists } from '../api/get-lists';
import { PagedLists } from './PagedLists';

const SEARCH_DEBOUNCE_MS = 350;

type FriendsListsProps = {
  /** Only this friend's lists (`friend`), e.g. from "Ver sus listas" on `amigos`; `name` may be unknown. */
  friend?: { id: string; name?: string } | null;
  onClearFriend?: () => void;
};

/** "Listas de tus amigos": the lists my friends let me see, searchable by name (`sea`), or one friend's. */
export function FriendsLists({ friend, onClearFriend }: FriendsListsProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const lists = useFriendsLists({
    ...(term ? { sea: term } : {}),
    ...(friend ? { friend: friend.id } : {}),
  });
  // When the name did not come with the link, the lists themselves say whose they are: one the friend receives
  // (the first may be a list they run for someone else, a child of theirs).
  const firstOwner = lists.data?.pages[0]?.list.find((l) => l.owner.id === friend?.id)?.owner;
  const friendName =
    friend?.name ??
    (firstOwner ? `${firstOwner.name} ${firstOwner.lastname}`.trim() : t('lists.friends.oneFriend'));

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        label={t('lists.friends.search')}
        placeholder={t('lists.friends.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={100}
      />
      {friend ? (
        <Group gap="xs">
          <Pill size="lg" radius="xl">
            {t('lists.friends.onlyOf', { name: friendName })}
          </Pill>
          <CloseButton
            size="sm"
            radius="xl"
            aria-label={t('lists.friends.showAll')}
            onClick={onClearFriend}
          />
        </Group>
      ) : null}
      <PagedLists
        query={lists}
        label={t('lists.friends.title')}
        loadingLabel={t('lists.friends.loading')}
        errorTitle={t('lists.friends.error')}
        showOwner
        empty={
          term ? (
            <EmptyMessage
              icon={<IconSearch aria-hidden />}
              title={t('lists.friends.noMatchTitle', { term })}
              description={t('lists.friends.noMatchDescription')}
              order={3}
            />
          ) : (
            <EmptyMessage
              icon={<IconUsers aria-hidden />}
              title={t('lists.friends.emptyTitle')}
              description={t('lists.friends.emptyDescription')}
              order={3}
              action={
                <Button component={Link} to={paths.amigos.path} variant="light">
                  {t('lists.friends.findFriends')}
                </Button>
              }
            />
          )
        }
      />
    </Stack>
  );
}
