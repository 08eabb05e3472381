import type { EventDetail } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { eventResponse } from './get-event';
import { useRefreshEvent } from './participation';

/** PUT event/request/respond/{id}/{userId}: the organiser lets in (or not) someone who asked to join. */
export async function answerJoinRequest({
  eventId,
  userId,
  accept,
}: {
  eventId: string;
  userId: string;
  accept: boolean;
}): Promise<EventDetail> {
  const { data } = await apiRequest(
    `/event/request/respond/${encodeURIComponent(eventId)}/${encodeURIComponent(userId)}`,
    { method: 'PUT', body: { accept }, schema: eventResponse },
  );
  return data;
}

export function useAnswerJoinRequest() {
  const refresh = useRefreshEvent();
  return useMutation({ mutationFn: answerJoinRequest, onSuccess: (event) => refresh(event.id, event) });
}
