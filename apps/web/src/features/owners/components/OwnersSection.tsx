import type { CoOwners } from '@detalle/contract';
import { namesTogether } from '@detalle/contract';
import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconDoorExit, IconLink, IconMail, IconUserPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction } from '@/components/feedback/confirm';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { personName } from '@/lib/person-name';
import { ownerKeys } from '@/lib/query-keys';
import { type Owned, useOwners, useRemoveOwner, useWithdrawInvite } from '../api/owners';
import { InviteOwnerModal } from './InviteOwnerModal';
import classes from './Owners.module.css';
import { ReceiverModal } from './ReceiverModal';

type Owner = CoOwners['owners'][number];
type Invite = CoOwners['invites'][number];

/**
 * «Quién la lleva» / «Quién lo organiza», for its owners: everyone who runs the list or event (who receives the
 * money, who is me), the invitations still open, and inviting, removing, leaving and (for the owner who receives)
 * handing the money to another owner. Nobody removes the owner who receives.
 */
export function OwnersSection({ kind, id }: Owned) {
  const { t } = useTranslation();
  const owners = useOwners({ kind, id });
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id={titleId}>
            {t(`owners.${kind}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`owners.${kind}.intro`)}
          </Text>
        </Stack>
        <QueryView
          query={owners}
          queryKey={ownerKeys.of(kind, id)}
          loadingLabel={t(`owners.${kind}.loading`)}
          errorTitle={t(`owners.${kind}.error`)}
        >
          {(data) => <OwnersView data={data} />}
        </QueryView>
      </Stack>
    </Card>
  );
}

function OwnersView({ data }: { data: CoOwners }) {
  const { t } = useTranslation();
  const owned = { kind: data.kind, id: data.id };
  const [inviting, setInviting] = useState(false);
  const [choosingReceiver, setChoosingReceiver] = useState(false);
  const others = data.owners.filter((o) => !o.isMe);
  // Only the owner who receives the money hands it to another: a forwarded invitation link cannot take it.
  const receiver = data.owners.find((o) => o.receives);
  const iReceive = receiver?.isMe ?? false;
  return (
    <Stack gap="md">
      <Stack component="ul" gap="sm" className={classes.people}>
        {data.owners.map((owner) => (
          <li key={owner.id}>
            <OwnerRow owner={owner} owned={owned} />
          </li>
        ))}
      </Stack>
      {data.invites.length > 0 ? (
        <Stack component="ul" gap="sm" className={classes.people} aria-label={t('owners.invitations')}>
          {data.invites.map((invite) => (
            <li key={invite.id}>
              <InviteRow invite={invite} owned={owned} />
            </li>
          ))}
        </Stack>
      ) : null}
      <Group gap="xs">
        {data.canInvite ? (
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setInviting(true)}>
            {t('owners.invite')}
          </Button>
        ) : null}
        {iReceive && others.length > 0 ? (
          <Button
            variant="default"
            leftSection={<IconCash size={18} aria-hidden />}
            onClick={() => setChoosingReceiver(true)}
          >
            {t('owners.changeReceiver')}
          </Button>
        ) : null}
      </Group>
      {data.canInvite ? null : (
        <Text size="sm" c="dimmed">
          {t('owners.full')}
        </Text>
      )}
      {receiver && !iReceive ? (
        <Text size="sm" c="dimmed">
          {t(`owners.${data.kind}.receiverOnly`, { name: receiver.name })}
        </Text>
      ) : null}
      <LeaveButton data={data} others={others} />
      <InviteOwnerModal owners={data} opened={inviting} onClose={() => setInviting(false)} />
      <ReceiverModal owners={data} opened={choosingReceiver} onClose={() => setChoosingReceiver(false)} />
    </Stack>
  );
}

function OwnerRow({ owner, owned }: { owner: Owner; owned: Owned }) {
  const { t } = useTranslation();
  const remove = useRemoveOwner();
  const name = personName(owner);
  const onRemove = async () => {
    const ok = await confirmAction({
      title: t('owners.removeConfirmTitle', { name: owner.name }),
      message: t(`owners.${owned.kind}.removeConfirmMessage`, { name: owner.name }),
      confirmLabel: t('owners.remove'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(
      { owned, userId: owner.id },
      {
        onSuccess: () =>
          showToast({ message: t(`owners.${owned.kind}.removed`, { name: owner.name }), tone: 'success' }),
      },
    );
  };
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={owner.image} name={name} color="initials" radius="xl" size={40} alt="" aria-hidden />
      <Stack gap={2} className={classes.who}>
        <Text fw={500} truncate="end">
          {name}
        </Text>
        {owner.receives || owner.isMe ? (
          <Group gap={6}>
            {owner.isMe ? (
              <Badge variant="light" color="gray" size="sm">
                {t('owners.me')}
              </Badge>
            ) : null}
            {owner.receives ? (
              <Badge variant="light" color="teal" size="sm" leftSection={<IconCash size={12} aria-hidden />}>
                {t('owners.receives')}
              </Badge>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      {owner.isMe || owner.receives ? null : (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          aria-label={t('owners.removeLabel', { name })}
          loading={remove.isPending}
          onClick={() => void onRemove()}
        >
          {t('owners.remove')}
        </Button>
      )}
    </Group>
  );
}

function InviteRow({ invite, owned }: { invite: Invite; owned: Owned }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawInvite();
  const date = formatDate(invite.expiresAt);
  const Icon = invite.invitee ? IconMail : IconLink;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar radius="xl" size={40} color="gray" alt="" aria-hidden>
        <Icon size={20} aria-hidden />
      </Avatar>
      <Text size="sm" className={classes.who}>
        {invite.invitee
          ? t('owners.invitedFriend', { name: personName(invite.invitee) })
          : t('owners.invitedLink', { date })}
      </Text>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        aria-label={
          invite.invitee
            ? t('owners.withdrawFriendLabel', { name: personName(invite.invitee) })
            : t('owners.withdrawLinkLabel', { date })
        }
        loading={withdraw.isPending}
        onClick={() =>
          withdraw.mutate(
            { owned, inviteId: invite.id },
            { onSuccess: () => showToast({ message: t('owners.withdrawn'), tone: 'success' }) },
          )
        }
      >
        {t('owners.withdraw')}
      </Button>
    </Group>
  );
}

/** Where I go once it is no longer mine to open. */
const leftTo = {
  list: paths.lista.path,
  event: paths.calendario.path,
  dependent: paths.familia.path,
} as const;

/**
 * «Salir de la lista» (confirmed first), then my lists or my calendar: it is no longer mine to open. The only
 * owner cannot leave, and is told why and what to do instead.
 */
function LeaveButton({ data, others }: { data: CoOwners; others: Owner[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useRemoveOwner();
  const me = data.owners.find((o) => o.isMe);
  if (!me) return null;
  if (others.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t(`owners.${data.kind}.onlyOwner`)}
      </Text>
    );
  const onLeave = async () => {
    const ok = await confirmAction({
      title: t(`owners.${data.kind}.leaveConfirmTitle`),
      message: t(`owners.${data.kind}.leaveConfirmMessage`, {
        names: namesTogether(others.map((o) => o.name)),
      }),
      confirmLabel: t(`owners.${data.kind}.leave`),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(
      { owned: { kind: data.kind, id: data.id }, userId: me.id },
      {
        onSuccess: () => {
          showToast({ message: t(`owners.${data.kind}.left`), tone: 'success' });
          navigate(leftTo[data.kind]);
        },
      },
    );
  };
  return (
    <Button
      variant="subtle"
      color="red"
      w="fit-content"
      leftSection={<IconDoorExit size={18} aria-hidden />}
      loading={remove.isPending}
      onClick={() => void onLeave()}
    >
      {t(`owners.${data.kind}.leave`)}
    </Button>
  );
}
