import { Button, Text } from '@mantine/core';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { LoadMore } from '@/components/feedback/LoadMore';
import { QueryView } from '@/components/feedback/QueryView';
import { useFocusFirstNew } from '@/components/feedback/use-focus-first-new';
import { useTranslation } from '@/i18n';
import { uniqueById } from '@/lib/paging';
import { friendKeys } from '@/lib/query-keys';
import { FRIENDS_PAGE_SIZE, useFriends } from '../api/get-friends';
import { PersonMenu } from './PersonMenu';
import { PeopleList, PersonRow } from './PersonRow';

/** "Mis amigos": everyone I am friends with, each with "…" to stop being friends or block; "Ver más" past a page. */
export function FriendsList({ onSearch }: { onSearch: () => void }) {
  const { t } = useTranslation();
  const friends = useFriends();
  const focus = useFocusFirstNew<HTMLDivElement>();
  return (
    <QueryView
      query={friends}
      queryKey={friendKeys.list}
      loadingLabel={t('friends.list.loading')}
      skeleton={<ListSkeleton variant="rows" count={4} />}
      errorTitle={t('friends.list.error')}
      isEmpty={(data) => uniqueById(data.pages).length === 0}
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
      {(data) => {
        const people = uniqueById(data.pages);
        return (
          <>
            <Text size="sm" c="dimmed">
              {t('friends.list.count', { count: data.pages.at(-1)?.total ?? people.length })}
            </Text>
            <PeopleList label={t('friends.tabs.friends')}>
              {people.map((person, index) => (
                <PersonRow
                  key={person.id}
                  person={person}
                  actions={<PersonMenu person={person} isFriend />}
                  focusRef={focus.refAt(index)}
                />
              ))}
            </PeopleList>
            <LoadMore
              query={friends}
              shown={people.length}
              pageSize={FRIENDS_PAGE_SIZE}
              labels={{
                loadMore: t('friends.list.loadMore'),
                loadingMore: t('friends.list.loadingMore'),
                error: t('friends.list.error'),
                allShown: t('friends.list.allShown'),
              }}
              onLoadMore={() => focus.from(people.length)}
            />
          </>
        );
      }}
    </QueryView>
  );
}
