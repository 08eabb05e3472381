import {
  dataEnvelope,
  type OwnerInvitePreview,
  ownerInviteAcceptedSchema,
  ownerInvitePreviewSchema,
} from '@detalle/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { ownerKeys } from '@/lib/query-keys';
import { rootOf } from './owners';

/** An invitation as its invitee answers it: a friend's invitation by id, or the secret of an invitation link. */
export type InviteAnswer = { inviteId: string } | { token: string };

/** POST owner-invite/look: what I would join, before answering (a POST: the link's secret stays out of URLs). */
async function lookAtInvite(answer: InviteAnswer, signal?: AbortSignal): Promise<OwnerInvitePreview> {
  const { data } = await apiRequest('/owner-invite/look', {
    method: 'POST',
    body: answer,
    schema: dataEnvelope(ownerInvitePreviewSchema),
    signal,
  });
  return data;
}

export function useInvitePreview(answer: InviteAnswer | null) {
  return useQuery({
    queryKey: ownerKeys.invite(answer ?? { token: '' }),
    queryFn: ({ signal }) => lookAtInvite(answer as InviteAnswer, signal),
    enabled: answer !== null,
    // An invitation that is gone stays gone: asking again would only say it twice.
    retry: false,
    // The key holds the link's secret, and a withdrawn invitation must not show again after a reload.
    meta: { persist: false },
  });
}

/** POST owner-invite/accept: I run it from now on; the answer says what to open. */
async function acceptInvite(answer: InviteAnswer) {
  const { data } = await apiRequest('/owner-invite/accept', {
    method: 'POST',
    body: answer,
    schema: dataEnvelope(ownerInviteAcceptedSchema),
  });
  return data;
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: ({ kind }) => {
      // It is mine now: my lists (my calendar, my family) and its page change.
      void queryClient.invalidateQueries({ queryKey: rootOf({ kind }) });
      void queryClient.invalidateQueries({ queryKey: ownerKeys.all });
    },
  });
}

/** POST owner-invite/decline: a friend's invitation answered "no" (whoever invited stops waiting). */
async function declineInvite(answer: InviteAnswer) {
  await apiRequest('/owner-invite/decline', { method: 'POST', body: answer });
}

export function useDeclineInvite() {
  return useMutation({ mutationFn: declineInvite });
}
