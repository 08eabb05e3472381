import { dataEnvelope, inviteResultSchema } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useRefreshEvent } from './participation';

const inviteResponse = dataEnvelope(inviteResultSchema);

/** POST friend/inviteToEvento: the organiser invites friends; each gets `invite_to_event`. */
export async function inviteToEvent(body: { eventId: string; userIds: string[] }) {
  const { data } = await apiRequest('/friend/inviteToEvento', {
    method: 'POST',
    body,
    schema: inviteResponse,
  });
  return data;
}

export function useInviteToEvent() {
  const refresh = useRefreshEvent();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: inviteToEvent,
    onSuccess: (_data, { eventId }) => refresh(eventId),
  });
}
