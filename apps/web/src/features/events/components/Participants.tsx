import type { EventDetail } from '@detalle/contract';
import { ActionIcon, Avatar, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { useAnswerJoinRequest } from '../api/answer-join-request';
import { useRemoveParticipant } from '../api/remove-participant';

type Participant = EventDetail['participants'][number];
type Status = Participant['status'];

const fullName = (p: { name: string; lastname: string }) => `${p.name} ${p.lastname}`.trim();
/** Who asked to join first, then who goes, who has not answered, who will not come. */
const statusOrder: Status[] = ['requested', 'accepted', 'invited', 'declined'];
const statusColor: Record<Status, string> = {
  requested: 'coral',
  accepted: 'teal',
  invited: 'gray',
  declined: 'red',
};

function ParticipantRow({ person, children }: { person: Participant; children?: ReactNode }) {
  const name = fullName(person);
  return (
    <Group component="li" gap="sm" wrap="nowrap" py={6} aria-label={name}>
      <Avatar src={person.image} name={name} color="initials" radius="xl" size={40} alt="" />
      <Text fw={500} style={{ flex: 1, minWidth: 0 }} truncate="end">
        {name}
      </Text>
      {children ? (
        <Group gap={6} wrap="nowrap">
          {children}
        </Group>
      ) : null}
    </Group>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 };

/** The organiser's view: every status, join requests to answer, and "Quitar" for anyone. */
function OrganiserParticipants({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const answer = useAnswerJoinRequest();
  const remove = useRemoveParticipant();
  const onRemove = async (person: Participant) => {
    const name = fullName(person);
    const ok = await confirmAction({
      title: t('events.participants.removeTitle', { name }),
      message: t('events.participants.removeMessage', { name }),
      confirmLabel: t('events.participants.remove'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(
      { eventId: event.id, userId: person.id },
      { onSuccess: (message) => showToast({ message, tone: 'success' }) },
    );
  };

  const sorted = [...event.participants].sort(
    (a, b) => statusOrder.indexOf(a.status) - statusOrder.indexOf(b.status),
  );
  if (sorted.length === 0) return <Text c="dimmed">{t('events.participants.noneYet')}</Text>;
  return (
    <Stack component="ul" gap={0} style={listStyle}>
      {sorted.map((person) => {
        const name = fullName(person);
        const busy = answer.isPending && answer.variables?.userId === person.id;
        return (
          <ParticipantRow key={person.id} person={person}>
            {person.status === 'requested' ? (
              <>
                <Button
                  size="xs"
                  aria-label={t('events.participants.acceptName', { name })}
                  loading={busy && answer.variables?.accept === true}
                  onClick={() => answer.mutate({ eventId: event.id, userId: person.id, accept: true })}
                >
                  {t('events.participants.accept')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('events.participants.declineName', { name })}
                  loading={busy && answer.variables?.accept === false}
                  onClick={() => answer.mutate({ eventId: event.id, userId: person.id, accept: false })}
                >
                  {t('events.participants.decline')}
                </Button>
              </>
            ) : (
              <>
                <Badge variant="light" color={statusColor[person.status]}>
                  {t(`events.participants.status.${person.status}`)}
                </Badge>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  radius="xl"
                  size="lg"
                  aria-label={t('events.participants.removeName', { name })}
                  loading={remove.isPending && remove.variables?.userId === person.id}
                  onClick={() => void onRemove(person)}
                >
                  <IconUserMinus size={18} aria-hidden />
                </ActionIcon>
              </>
            )}
          </ParticipantRow>
        );
      })}
    </Stack>
  );
}

/** "Quién va": the organiser sees everyone and manages them; others see who goes; guests are asked to sign in. */
export function Participants({ event, signedIn }: { event: EventDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  const organiser = event.role === 'organiser';
  let content: ReactNode;
  if (!signedIn) content = <Text c="dimmed">{t('events.participants.guest')}</Text>;
  else if (organiser) content = <OrganiserParticipants event={event} />;
  else if (event.participants.length === 0)
    content = <Text c="dimmed">{t('events.participants.noneYet')}</Text>;
  else
    content = (
      <Stack component="ul" gap={0} style={listStyle}>
        {event.participants.map((person) => (
          <ParticipantRow key={person.id} person={person} />
        ))}
      </Stack>
    );
  return (
    <Stack component="section" gap="xs" aria-labelledby="quien-va">
      <Title order={2} size="h3" id="quien-va">
        {organiser ? t('events.participants.titleOrganiser') : t('events.participants.title')}
      </Title>
      {content}
    </Stack>
  );
}
