import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useRefreshEvent } from './participation';

/** DELETE friend/leaveTheEvent/{id}: a participant leaves (the organiser is told), or withdraws a request to join. */
export async function leaveEvent(id: string): Promise<string> {
  const { data } = await apiRequest(`/friend/leaveTheEvent/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: dataEnvelope(messageSchema),
  });
  return data.message;
}

export function useLeaveEvent() {
  const refresh = useRefreshEvent();
  return useMutation({ mutationFn: leaveEvent, onSuccess: (_message, id) => refresh(id) });
}
