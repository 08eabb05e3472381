import type { EventDetail } from '@detalle/contract';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconClock, IconDoorExit, IconHandFinger, IconX } from '@tabler/icons-react';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { useApplyToEvent } from '../api/apply-to-event';
import { useLeaveEvent } from '../api/leave-event';
import { useRespondToInvitation } from '../api/respond-invitation';

/** "Quiero ir": someone who sees the event asks the organiser to join. */
export function ApplyButton({
  event,
  label,
  onApplied,
}: {
  event: EventDetail;
  label?: string;
  onApplied?: (e: EventDetail) => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyToEvent();
  return (
    <Button
      size="md"
      leftSection={<IconHandFinger size={18} aria-hidden />}
      loading={apply.isPending}
      onClick={() =>
        apply.mutate(event.id, {
          onSuccess: (updated) => {
            showToast({
              message: updated.role === 'accepted' ? t('events.apply.joined') : t('events.apply.sent'),
              tone: 'success',
              autoClose: 3000,
            });
            onApplied?.(updated);
          },
        })
      }
    >
      {label ?? t('events.actions.apply')}
    </Button>
  );
}

/**
 * What a signed-in person who does not organise the event can do, by where they stand. The mutations stay
 * here, above the parts for each standing, so their toasts still show once the standing has changed.
 */
export function ParticipantActions({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const respond = useRespondToInvitation();
  const leave = useLeaveEvent();
  const organiser = event.organiser.name;

  const answer = (accept: boolean) =>
    respond.mutate(
      { id: event.id, accept },
      {
        onSuccess: () =>
          showToast({
            message: accept ? t('events.invitation.accepted') : t('events.invitation.declined'),
            tone: 'success',
          }),
      },
    );

  const onLeave = async () => {
    const ok = await confirmAction({
      title: t('events.leave.title'),
      message: t('events.leave.message', { name: organiser }),
      confirmLabel: t('events.leave.confirm'),
      danger: true,
    });
    if (ok)
      leave.mutate(event.id, {
        onSuccess: (message) => showToast({ message, tone: 'success' }),
      });
  };

  const withdraw = () =>
    leave.mutate(event.id, {
      onSuccess: (message) => showToast({ message, tone: 'success' }),
    });

  switch (event.role) {
    case 'invited':
      return (
        <InvitationAnswer
          organiser={organiser}
          answering={respond.isPending ? (respond.variables?.accept ?? null) : null}
          onAnswer={answer}
        />
      );
    case 'accepted':
      return <Going leaving={leave.isPending} onLeave={() => void onLeave()} />;
    case 'requested':
      return <Requested organiser={organiser} leaving={leave.isPending} onWithdraw={withdraw} />;
    case 'declined':
      return (
        <Stack gap="xs">
          <Text>{t('events.status.declined')}</Text>
          <ApplyButton event={event} />
        </Stack>
      );
    default:
      return <ApplyButton event={event} />;
  }
}

/** Invited: yes or no; `answering` is the answer on its way, if any. */
function InvitationAnswer({
  organiser,
  answering,
  onAnswer,
}: {
  organiser: string;
  answering: boolean | null;
  onAnswer: (accept: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text>{t('events.invitation.question', { name: organiser })}</Text>
      <Group grow>
        <Button
          size="md"
          leftSection={<IconCheck size={18} aria-hidden />}
          loading={answering === true}
          disabled={answering === false}
          onClick={() => onAnswer(true)}
        >
          {t('events.invitation.accept')}
        </Button>
        <Button
          variant="default"
          size="md"
          leftSection={<IconX size={18} aria-hidden />}
          loading={answering === false}
          disabled={answering === true}
          onClick={() => onAnswer(false)}
        >
          {t('events.invitation.decline')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Going: says so, and offers to leave. */
function Going({ leaving, onLeave }: { leaving: boolean; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs">
      <Badge size="lg" color="teal" variant="light" leftSection={<IconCheck size={14} aria-hidden />}>
        {t('events.status.youGo')}
      </Badge>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconDoorExit size={18} aria-hidden />}
        loading={leaving}
        onClick={onLeave}
      >
        {t('events.actions.leave')}
      </Button>
    </Group>
  );
}

/** Asked to join: waiting for the organiser, with a way to take the request back. */
function Requested({
  organiser,
  leaving,
  onWithdraw,
}: {
  organiser: string;
  leaving: boolean;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Badge size="lg" color="gray" variant="light" leftSection={<IconClock size={14} aria-hidden />}>
        {t('events.status.requested')}
      </Badge>
      <Text size="sm" c="dimmed">
        {t('events.status.requestedHint', { name: organiser })}
      </Text>
      <Button
        variant="subtle"
        color="gray"
        w="fit-content"
        leftSection={<IconX size={18} aria-hidden />}
        loading={leaving}
        onClick={onWithdraw}
      >
        {t('events.actions.withdraw')}
      </Button>
    </Stack>
  );
}
