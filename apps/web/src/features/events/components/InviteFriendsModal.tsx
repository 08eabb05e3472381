import type { EventDetail } from '@detalle/contract';
import {
  Anchor,
  Avatar,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingDots } from '@/components/feedback/LoadingIndicator';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { useFriendsToInvite } from '@/hooks/use-friends-to-invite';
import { errorText } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useInviteToEvent } from '../api/invite-to-event';
import classes from './InviteFriendsModal.module.css';

/** With more friends than this, a filter by name helps find them. */
const FILTER_FROM = 8;

type FriendOption = { value: string; label: string; image: string | null | undefined };

/** The friends to pick from, one checkbox card each, with a filter by name when there are many. */
function FriendChecklist({
  options,
  filter,
  onFilter,
  selected,
  onSelect,
  error,
}: {
  options: FriendOption[];
  filter: string;
  onFilter: (filter: string) => void;
  selected: string[];
  onSelect: (selected: string[]) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const term = filter.trim().toLocaleLowerCase('es');
  const shown = term ? options.filter((o) => o.label.toLocaleLowerCase('es').includes(term)) : options;
  return (
    <>
      {options.length > FILTER_FROM ? (
        <TextInput
          type="search"
          value={filter}
          onChange={(event) => onFilter(event.currentTarget.value)}
          label={t('events.invite.filter')}
          placeholder={t('events.invite.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
        />
      ) : null}
      <Checkbox.Group label={t('events.invite.label')} value={selected} onChange={onSelect} error={error}>
        <ScrollArea.Autosize mah="45dvh" type="auto">
          <Stack gap={4} mt="xs">
            {shown.map((option) => (
              <Checkbox.Card
                key={option.value}
                value={option.value}
                radius="md"
                p="xs"
                className={classes.friend}
              >
                <Group gap="sm" wrap="nowrap">
                  <Checkbox.Indicator />
                  <Avatar
                    src={option.image}
                    name={option.label}
                    color="initials"
                    radius="xl"
                    size={32}
                    alt=""
                  />
                  <Text fw={500} truncate="end">
                    {option.label}
                  </Text>
                </Group>
              </Checkbox.Card>
            ))}
            {shown.length === 0 ? <Text c="dimmed">{t('events.invite.nobodyFound')}</Text> : null}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
    </>
  );
}

/** Someone invited or going already is left out; who asked to join or declined can be invited again. */
function invitable(
  event: EventDetail,
  friends: NonNullable<ReturnType<typeof useFriendsToInvite>['data']>,
): FriendOption[] {
  const taken = new Set(
    event.participants.filter((p) => p.status === 'invited' || p.status === 'accepted').map((p) => p.id),
  );
  return friends
    .filter((f) => !taken.has(f.id))
    .map((f) => ({ value: f.id, label: `${f.name} ${f.lastname}`.trim(), image: f.image }));
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
  const [filter, setFilter] = useState('');

  const options = invitable(event, friends.data ?? []);

  const close = () => {
    setSelected([]);
    setError(null);
    setFilter('');
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
          options={options}
          filter={filter}
          onFilter={setFilter}
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
