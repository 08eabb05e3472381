import { Button, Text } from '@mantine/core';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { QueryView } from '@/components/feedback/QueryView';
import { friendKeys } from '@/lib/query-keys';
import { useFriends } from '../api/get-friends';
import { PersonMenu } from './PersonMenu';
import { PeopleList, PersonRow } from './PersonRow';

/** "Mis amigos": everyone I am friends with, each with "…" to stop being friends or block. */
export function FriendsList({ onSearch }: { onSearch: () => void }) {
  const { t } = useTranslation();
  const friends = useFriends();
  return (
    <QueryView
      query={friends}
      queryKey={friendKeys.list}
      loadingLabel={t('friends.list.loading')}
      skeleton={<ListSkeleton variant="rows" count={4} />}
      errorTitle={t('friends.list.error')}
      isEmpty={(page) => page.list.length === 0}
      empty={
        <EmptyMessage
          icon={<IconUsers aria-hidden />}
          title={t('friends.list.emptyTitle')}
          description={t('friends.list.emptyDescription')}
          order={3}
          action={
            <Button variant="light" leftSection={<IconSearch size={16} aria-hidden />} onClick={onSearch}>
              {t('friends.list.findPeople')}
            </Button>
          }
        />
      }
    >
      {(page) => (
        <>
          <Text size="sm" c="dimmed">
            {t('friends.list.count', { count: page.total })}
          </Text>
          <PeopleList label={t('friends.tabs.friends')}>
            {page.list.map((person) => (
              <PersonRow key={person.id} person={person} actions={<PersonMenu person={person} isFriend />} />
            ))}
          </PeopleList>
        </>
      )}
    </QueryView>
  );
}
