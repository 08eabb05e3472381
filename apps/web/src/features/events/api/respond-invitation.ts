import type { EventDetail } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationKeys } from '@/lib/query-keys';
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

/** Answering also reads the invitation's notification (the API marks it), so the badge and the page follow. */
export function useRespondToInvitation() {
  const refresh = useRefreshEvent();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToInvitation,
    onSuccess: (event) =>
      Promise.all([
        refresh(event.id, event),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
