import type { EventDetail, PersonSummary } from '@detalle/contract';
import { Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingDots } from '@/components/feedback/LoadingIndicator';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { PeopleScroll, PersonChoice, useFriendFilter } from '@/components/people/PersonChoice';
import { useFriendsToInvite } from '@/hooks/use-friends-to-invite';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useInviteToEvent } from '../api/invite-to-event';

/** The friends to pick from, one checkbox card each, with a filter by name when there are many. */
function FriendChecklist({
  filter,
  selected,
  onSelect,
  error,
}: {
  filter: ReturnType<typeof useFriendFilter<PersonSummary>>;
  selected: string[];
  onSelect: (selected: string[]) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {filter.field}
      <Checkbox.Group label={t('events.invite.label')} value={selected} onChange={onSelect} error={error}>
        <PeopleScroll maxHeight="45dvh">
          <Stack gap={4} mt="xs">
            {filter.shown.map((friend) => (
              <PersonChoice key={friend.id} person={friend} multiple />
            ))}
            {filter.nobody}
          </Stack>
        </PeopleScroll>
      </Checkbox.Group>
    </>
  );
}

/** Someone invited or going already is left out; who asked to join or declined can be invited again. */
function invitable(event: EventDetail, friends: PersonSummary[]): PersonSummary[] {
  const taken = new Set(
    event.participants.filter((p) => p.status === 'invited' || p.status === 'accepted').map((p) => p.id),
  );
  return friends.filter((f) => !taken.has(f.id));
}

type InviteFriendsModalProps = { event: EventDetail; opened: boolean; onClose: () => void };

/**
 * "Invitar amigos": a list of checkboxes (readable on a phone, unlike a dropdown
 * inside a dialog) with the friends not yet invited or going; each one chosen
 * gets an `invite_to_event` notification.
 */
export function InviteFriendsModal({ event, opened, onClose }: InviteFriendsModalProps) {
  const { t } = useTranslation();
  const friends = useFriendsToInvite({ enabled: opened });
  const invite = useInviteToEvent();
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const options = invitable(event, friends.data ?? []);
  const filter = useFriendFilter(options);

  const close = () => {
    setSelected([]);
    setError(null);
    filter.reset();
    onClose();
  };

  const send = () => {
    if (selected.length === 0) return setError(t('events.invite.pickSomeone'));
    invite.mutate(
      { eventId: event.id, userIds: selected },
      {
        onSuccess: (data) => {
          showToast({ message: data.message, tone: 'success' });
          close();
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };

  const content =
    options.length === 0 ? (
      <Text>{t('events.invite.allInvited')}</Text>
    ) : (
      <Stack gap="md">
        <FriendChecklist
          filter={filter}
          selected={selected}
          onSelect={(value) => {
            setSelected(value);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={send} loading={invite.isPending}>
            {t('events.invite.send', { count: selected.length })}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Modal opened={opened} onClose={close} title={t('events.invite.title')} centered radius="lg">
      <QueryView
        query={friends}
        loadingLabel={t('events.invite.loading')}
        skeleton={<LoadingDots />}
        errorTitle={t('events.invite.error')}
        isEmpty={(data) => data.length === 0}
        empty={
          <Text>
            {t('events.invite.noFriends')}{' '}
            <Anchor component={Link} to={paths.amigos.path}>
              {t('events.invite.findFriends')}
            </Anchor>
          </Text>
        }
      >
        {() => content}
      </QueryView>
    </Modal>
  );
}
