import type { EventDetail } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { eventResponse } from './get-event';
import { useRefreshEvent } from './participation';

/** PUT event/invitation/respond/{id}: the invitee accepts or declines. */
export async function respondToInvitation({
  id,
  accept,
}: {
  id: string;
  accept: boolean;
}): Promise<EventDetail> {
  const { data } = await apiRequest(`/event/invitation/respond/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { accept },
    schema: eventResponse,
  });
  return data;
}

export function useRespondToInvitation() {
  const refresh = useRefreshEvent();
  return useMutation({ mutationFn: respondToInvitation, onSuccess: (event) => refresh(event.id, event) });
}
