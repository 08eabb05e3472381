import { type CoOwners, OWNER_INVITE_DAYS, type PersonSummary } from '@detalle/contract';
import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Divider,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingDots } from '@/components/feedback/LoadingIndicator';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { PeopleScroll, PersonChoice, useFriendFilter } from '@/components/people/PersonChoice';
import { absoluteUrl } from '@/components/share/share-link';
import { useFriendsToInvite } from '@/hooks/use-friends-to-invite';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useInviteOwner } from '../api/owners';

type InviteOwnerModalProps = { owners: CoOwners; opened: boolean; onClose: () => void };

/**
 * «Invitar a alguien»: one of my friends (notified at once), or an invitation link to send any way I like,
 * shown only here, once, with «Copiar» and «Compartir».
 */
export function InviteOwnerModal({ owners, opened, onClose }: InviteOwnerModalProps) {
  const { t } = useTranslation();
  const invite = useInviteOwner();
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const owned = { kind: owners.kind, id: owners.id };

  const close = () => {
    setLink(null);
    setError(null);
    invite.reset();
    onClose();
  };

  const inviteFriend = (friend: PersonSummary) =>
    invite.mutate(
      { owned, friendId: friend.id },
      {
        onSuccess: () => {
          showToast({ message: t('owners.sent', { name: friend.name }), tone: 'success' });
          close();
        },
        onError: (e) => setError(errorText(e)),
      },
    );

  const createLink = () =>
    invite.mutate(
      { owned },
      {
        onSuccess: (created) => setLink(created.link ? absoluteUrl(created.link) : null),
        onError: (e) => setError(errorText(e)),
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(`owners.${owners.kind}.inviteTitle`)}
      centered
      radius="lg"
    >
      {link ? (
        <InviteLink link={link} owners={owners} onDone={close} />
      ) : (
        <Stack gap="md">
          <Text size="sm">{t(`owners.${owners.kind}.inviteIntro`)}</Text>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <FriendPicker
            owners={owners}
            opened={opened}
            sending={invite.isPending && invite.variables?.friendId !== undefined}
            onPick={inviteFriend}
          />
          <Divider label={t('owners.or')} labelPosition="center" />
          <Button
            variant="light"
            leftSection={<IconLink size={18} aria-hidden />}
            loading={invite.isPending && invite.variables?.friendId === undefined}
            onClick={createLink}
          >
            {t('owners.createLink')}
          </Button>
          <Text size="sm" c="dimmed">
            {t(`owners.${owners.kind}.linkHelp`, { days: OWNER_INVITE_DAYS })}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}

/** My friends who neither run it nor have an invitation waiting, one to choose. */
function FriendPicker({
  owners,
  opened,
  sending,
  onPick,
}: {
  owners: CoOwners;
  opened: boolean;
  sending: boolean;
  onPick: (friend: PersonSummary) => void;
}) {
  const { t } = useTranslation();
  const friends = useFriendsToInvite({ enabled: opened });
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const taken = new Set([
    ...owners.owners.map((o) => o.id),
    ...owners.invites.flatMap((i) => (i.invitee ? [i.invitee.id] : [])),
  ]);
  const options = (friends.data ?? []).filter((f) => !taken.has(f.id));
  const filter = useFriendFilter(options);

  const send = () => {
    const friend = options.find((f) => f.id === chosen);
    if (!friend) return setMissing(true);
    onPick(friend);
  };

  return (
    <QueryView
      query={friends}
      loadingLabel={t('owners.loadingFriends')}
      skeleton={<LoadingDots />}
      errorTitle={t('owners.friendsError')}
      isEmpty={(data) => data.length === 0}
      empty={
        <Text size="sm">
          {t('owners.noFriends')}{' '}
          <Anchor component={Link} to={paths.amigos.path}>
            {t('owners.findFriends')}
          </Anchor>
        </Text>
      }
    >
      {() =>
        options.length === 0 ? (
          <Text size="sm">{t('owners.allInvited')}</Text>
        ) : (
          <Stack gap="sm">
            {filter.field}
            <Radio.Group
              label={t('owners.friendsLabel')}
              value={chosen}
              onChange={(value) => {
                setChosen(value);
                setMissing(false);
              }}
              error={missing ? t('owners.pickSomeone') : null}
            >
              <PeopleScroll maxHeight="35dvh">
                <Stack gap={4} mt="xs">
                  {filter.shown.map((friend) => (
                    <PersonChoice key={friend.id} person={friend} />
                  ))}
                  {filter.nobody}
                </Stack>
              </PeopleScroll>
            </Radio.Group>
            <Button onClick={send} loading={sending}>
              {t('owners.send')}
            </Button>
          </Stack>
        )
      }
    </QueryView>
  );
}

/** The link, shown once: to copy, or to hand to the phone's share sheet where there is one. */
function InviteLink({ link, owners, onDone }: { link: string; owners: CoOwners; onDone: () => void }) {
  const { t } = useTranslation();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ text: t(`owners.${owners.kind}.shareText`, { name: owners.name }), url: link });
    } catch {
      // Closed or refused: the link is still there to copy.
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm">{t(`owners.${owners.kind}.linkHelp`, { days: OWNER_INVITE_DAYS })}</Text>
      <TextInput
        label={t('owners.linkLabel')}
        value={link}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        description={t('owners.linkOnce')}
      />
      <Group gap="xs">
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            >
              {copied ? t('owners.copied') : t('owners.copy')}
            </Button>
          )}
        </CopyButton>
        {canShare ? (
          <Button
            variant="light"
            leftSection={<IconShare size={18} aria-hidden />}
            onClick={() => void share()}
          >
            {t('owners.share')}
          </Button>
        ) : null}
        <Button variant="default" onClick={onDone} ml="auto">
          {t('owners.done')}
        </Button>
      </Group>
    </Stack>
  );
}
