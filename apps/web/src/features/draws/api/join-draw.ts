import { dataEnvelope, drawInvitationSchema } from '@detalle/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { drawKeys } from '@/lib/query-keys';
import { drawResponse, useStoreDraw } from './get-draw';

/** GET draw/invite/{token}: what the link shows before joining. */
async function getInvitation(token: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/draw/invite/${encodeURIComponent(token)}`, {
    schema: dataEnvelope(drawInvitationSchema),
    signal,
  });
  return data;
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: drawKeys.invitation(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
  });
}

/** POST draw/join */
async function joinDraw(token: string) {
  const { data } = await apiRequest('/draw/join', { method: 'POST', body: { token }, schema: drawResponse });
  return data;
}

export function useJoinDraw() {
  const store = useStoreDraw();
  return useMutation({ mutationFn: joinDraw, onSuccess: store });
}

/** POST draw/joinDependent/{id}: a dependent I look after takes part (I see its result, and only that). */
export function useJoinDependent(drawId: string) {
  const store = useStoreDraw();
  return useMutation({
    mutationFn: (dependentId: string) =>
      apiRequest(`/draw/joinDependent/${encodeURIComponent(drawId)}`, {
        method: 'POST',
        body: { dependentId },
        schema: drawResponse,
      }).then((r) => r.data),
    onSuccess: store,
  });
}
