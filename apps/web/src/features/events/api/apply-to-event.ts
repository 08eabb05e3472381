import type { EventDetail } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { eventResponse } from './get-event';
import { useRefreshEvent } from './participation';

/**
 * POST friend/applyToParticipateEvent: "Quiero ir". The organiser decides; an
 * invitee who applies is simply in. The answer is the event as the caller now sees it.
 */
export async function applyToEvent(eventId: string): Promise<EventDetail> {
  const { data } = await apiRequest('/friend/applyToParticipateEvent', {
    method: 'POST',
    body: { eventId },
    schema: eventResponse,
  });
  return data;
}

export function useApplyToEvent() {
  const refresh = useRefreshEvent();
  return useMutation({ mutationFn: applyToEvent, onSuccess: (event) => refresh(event.id, event) });
}
