import type { Relation } from '@detalle/contract';
import { Loader, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { LoadingDots } from '@/components/feedback/LoadingIndicator';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { friendKeys } from '@/lib/query-keys';
import { type PersonWithRelation, SEARCH_MIN_LENGTH, useSearchPeople } from '../api/search-people';
import { useSendFriendRequest } from '../api/send-friend-request';
import { useUnblockPerson } from '../api/unblock-person';
import { PersonMenu } from './PersonMenu';
import { fullName, PeopleList, PersonRow } from './PersonRow';
import { RelationAction, RelationNote } from './RelationAction';

const SEARCH_DEBOUNCE_MS = 350;

/** Sending a request and unblocking from the results: each result changes at once, the refetch confirms it. */
function useResultActions(term: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const request = useSendFriendRequest();
  const unblock = useUnblockPerson();

  const setRelation = (id: string, relation: Relation) =>
    queryClient.setQueryData(
      friendKeys.search(term),
      (page: { list: PersonWithRelation[]; total: number } | undefined) =>
        page ? { ...page, list: page.list.map((p) => (p.id === id ? { ...p, relation } : p)) } : page,
    );

  return {
    onRequest: (person: PersonWithRelation) =>
      request.mutate(person.id, {
        onSuccess: (relation) => {
          setRelation(person.id, relation);
          showToast({
            message: relation === 'friend' ? t('friends.search.nowFriends') : t('friends.search.requestSent'),
            tone: 'success',
          });
        },
      }),
    onUnblock: (person: PersonWithRelation) =>
      unblock.mutate(person.id, { onSuccess: () => setRelation(person.id, 'none') }),
    isPending: (person: PersonWithRelation) =>
      (request.isPending && request.variables === person.id) ||
      (unblock.isPending && unblock.variables === person.id),
  };
}

/** One person found: how we are related, the action that fits, and the menu (unless blocked or me). */
function SearchResult({
  person,
  actions,
}: {
  person: PersonWithRelation;
  actions: ReturnType<typeof useResultActions>;
}) {
  return (
    <PersonRow
      person={person}
      detail={<RelationNote relation={person.relation} />}
      actions={
        <>
          <RelationAction
            relation={person.relation}
            name={fullName(person)}
            pending={actions.isPending(person)}
            onRequest={() => actions.onRequest(person)}
            onUnblock={() => actions.onUnblock(person)}
          />
          {person.relation === 'blocked' || person.relation === 'self' ? null : (
            <PersonMenu person={person} isFriend={person.relation === 'friend'} />
          )}
        </>
      }
    />
  );
}

/** "Buscar": by name (3+ letters), or an exact e-mail or phone; each result shows the right action. */
export function PeopleSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useSearchPeople(term);
  const actions = useResultActions(term);

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        label={t('friends.search.label')}
        description={t('friends.search.hint')}
        placeholder={t('friends.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={results.isFetching && !results.isPending ? <Loader size="xs" aria-hidden /> : null}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <div aria-live="polite">
        {term.length >= SEARCH_MIN_LENGTH ? (
          <QueryView
            query={results}
            loadingLabel={t('friends.search.loading')}
            skeleton={<LoadingDots />}
            errorTitle={t('friends.search.error')}
            isEmpty={(data) => data.list.length === 0}
            empty={
              <EmptyMessage
                icon={<IconSearch aria-hidden />}
                title={t('friends.search.emptyTitle')}
                description={t('friends.search.emptyDescription')}
                order={3}
              />
            }
          >
            {(data) => (
              <PeopleList label={t('friends.search.results')}>
                {data.list.map((person) => (
                  <SearchResult key={person.id} person={person} actions={actions} />
                ))}
              </PeopleList>
            )}
          </QueryView>
        ) : null}
      </div>
    </Stack>
  );
}
