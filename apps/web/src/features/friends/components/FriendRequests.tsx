import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { DateText } from '@/components/format/DateText';
import { useTranslation } from '@/i18n';
import { friendKeys } from '@/lib/query-keys';
import { useAcceptFriendRequest } from '../api/accept-friend-request';
import { useCancelFriendRequest } from '../api/cancel-friend-request';
import { useDeclineFriendRequest } from '../api/decline-friend-request';
import { type FriendRequest, useFriendRequests } from '../api/get-friend-requests';
import { fullName, PeopleList, PersonRow } from './PersonRow';

const feedback = { onSuccess: (message: string) => showToast({ message, tone: 'success' }) };

function Received({ requests }: { requests: FriendRequest[] }) {
  const { t } = useTranslation();
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  if (requests.length === 0) return <Text c="dimmed">{t('friends.requests.noneReceived')}</Text>;
  return (
    <PeopleList label={t('friends.requests.received')}>
      {requests.map((request) => {
        const name = fullName(request.person);
        const busy = accept.variables === request.id || decline.variables === request.id;
        return (
          <PersonRow
            key={request.id}
            person={request.person}
            detail={<DateText value={request.createdAt} relative />}
            actions={
              <>
                <Button
                  size="xs"
                  aria-label={t('friends.requests.acceptName', { name })}
                  loading={accept.isPending && busy}
                  disabled={decline.isPending && busy}
                  onClick={() => accept.mutate(request.id, feedback)}
                >
                  {t('friends.requests.accept')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('friends.requests.declineName', { name })}
                  loading={decline.isPending && busy}
                  disabled={accept.isPending && busy}
                  onClick={() => decline.mutate(request.id, feedback)}
                >
                  {t('friends.requests.decline')}
                </Button>
              </>
            }
          />
        );
      })}
    </PeopleList>
  );
}

function Sent({ requests }: { requests: FriendRequest[] }) {
  const { t } = useTranslation();
  const cancel = useCancelFriendRequest();
  if (requests.length === 0) return <Text c="dimmed">{t('friends.requests.noneSent')}</Text>;
  return (
    <PeopleList label={t('friends.requests.sent')}>
      {requests.map((request) => (
        <PersonRow
          key={request.id}
          person={request.person}
          detail={<DateText value={request.createdAt} relative />}
          actions={
            <Button
              size="xs"
              variant="default"
              aria-label={t('friends.requests.cancelName', { name: fullName(request.person) })}
              loading={cancel.isPending && cancel.variables === request.id}
              onClick={() => cancel.mutate(request.id, feedback)}
            >
              {t('friends.requests.cancel')}
            </Button>
          }
        />
      ))}
    </PeopleList>
  );
}

/** "Solicitudes": those I received (Aceptar / Rechazar) and those I sent (Cancelar). */
export function FriendRequests() {
  const { t } = useTranslation();
  const requests = useFriendRequests();
  return (
    <QueryView
      query={requests}
      queryKey={friendKeys.requests}
      loadingLabel={t('friends.requests.loading')}
      skeleton={<ListSkeleton variant="rows" count={3} />}
      errorTitle={t('friends.requests.error')}
      isEmpty={(data) => data.incoming.length === 0 && data.outgoing.length === 0}
      empty={
        <EmptyMessage
          icon={<IconMailOpened aria-hidden />}
          title={t('friends.requests.emptyTitle')}
          description={t('friends.requests.emptyDescription')}
          order={3}
        />
      }
    >
      {(data) => (
        <Stack gap="lg">
          <Stack component="section" gap="xs" aria-labelledby="recibidas">
            <Title order={2} size="h4" id="recibidas">
              {t('friends.requests.received')}
            </Title>
            <Received requests={data.incoming} />
          </Stack>
          <Stack component="section" gap="xs" aria-labelledby="enviadas">
            <Title order={2} size="h4" id="enviadas">
              {t('friends.requests.sent')}
            </Title>
            <Sent requests={data.outgoing} />
          </Stack>
        </Stack>
      )}
    </QueryView>
  );
}
