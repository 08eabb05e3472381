import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useRefreshEvent } from './participation';

const messageResponse = () => import('./schemas').then((m) => m.messageResponse);

/** DELETE event/participant/delete/{eventId}/{participantId}: the organiser removes someone. */
export async function removeParticipant({
  eventId,
  userId,
}: {
  eventId: string;
  userId: string;
}): Promise<string> {
  const { data } = await apiRequest(
    `/event/participant/delete/${encodeURIComponent(eventId)}/${encodeURIComponent(userId)}`,
    { method: 'DELETE', schema: messageResponse },
  );
  return data.message;
}

export function useRemoveParticipant() {
  const refresh = useRefreshEvent();
  return useMutation({ mutationFn: removeParticipant, onSuccess: (_m, { eventId }) => refresh(eventId) });
}
