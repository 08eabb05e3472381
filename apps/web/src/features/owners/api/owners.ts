import {
  type CoOwners,
  coOwnersSchema,
  dataEnvelope,
  type OwnedKind,
  ownerInviteCreatedSchema,
} from '@detalle/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { dependentKeys, eventKeys, listKeys, ownerKeys } from '@/lib/query-keys';

/** A list, an event or a dependent (its guardians), as every owners route names it. */
export type Owned = { kind: OwnedKind; id: string };

const coOwnersResponse = dataEnvelope(coOwnersSchema);
const at = ({ kind, id }: Owned, route: string) =>
  `/${kind}/owners/${route ? `${route}/` : ''}${encodeURIComponent(id)}`;

/** GET {kind}/owners/{id}: who runs it, who receives the money, the open invitations (owners only). */
async function getOwners(owned: Owned, signal?: AbortSignal): Promise<CoOwners> {
  const { data } = await apiRequest(at(owned, ''), { schema: coOwnersResponse, signal });
  return data;
}

export function useOwners(owned: Owned) {
  return useQuery({
    queryKey: ownerKeys.of(owned.kind, owned.id),
    queryFn: ({ signal }) => getOwners(owned, signal),
  });
}

/**
 * Keeps the owners' answer (or, without one, asks again) and refreshes the list or event itself: its owners and
 * who receives the money show in its header and on the giving page.
 */
function useStoreOwners() {
  const queryClient = useQueryClient();
  return (owned: Owned, owners?: CoOwners) => {
    if (owners) queryClient.setQueryData(ownerKeys.of(owned.kind, owned.id), owners);
    else void queryClient.invalidateQueries({ queryKey: ownerKeys.of(owned.kind, owned.id) });
    void queryClient.invalidateQueries({ queryKey: rootOf(owned) });
  };
}

/** What shows who runs it: the list's, the event's or the dependent's own answers. */
export const rootOf = ({ kind }: Pick<Owned, 'kind'>) =>
  kind === 'list' ? listKeys.all : kind === 'event' ? eventKeys.all : dependentKeys.all;

/** POST {kind}/owners/invite/{id}: a friend (they are notified), or an invitation link shown once. */
async function inviteOwner({ owned, friendId }: { owned: Owned; friendId?: string }) {
  const { data } = await apiRequest(at(owned, 'invite'), {
    method: 'POST',
    body: friendId ? { friendId } : {},
    schema: dataEnvelope(ownerInviteCreatedSchema),
  });
  return data;
}

export function useInviteOwner() {
  const store = useStoreOwners();
  return useMutation({
    mutationFn: inviteOwner,
    // Its error shows inside the dialog, beside what was tried.
    meta: { errorInline: true },
    onSuccess: (_created, { owned }) => store(owned),
  });
}

const removedResponse = dataEnvelope(z.union([coOwnersSchema, z.object({ left: z.literal(true) })]));

/** DELETE {kind}/owners/{id}/{userId}: remove another owner, or leave when `userId` is mine. */
async function removeOwner({ owned, userId }: { owned: Owned; userId: string }) {
  const { data } = await apiRequest(`${at(owned, '')}/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: removedResponse,
  });
  return data;
}

export function useRemoveOwner() {
  const queryClient = useQueryClient();
  const store = useStoreOwners();
  return useMutation({
    mutationFn: removeOwner,
    onSuccess: (answer, { owned }) => {
      if (!('left' in answer)) return store(owned, answer);
      // I left: it is no longer mine to read. The page that showed it is being left; the rest refresh when shown.
      void queryClient.invalidateQueries({
        queryKey: ownerKeys.of(owned.kind, owned.id),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: rootOf(owned), refetchType: 'none' });
    },
  });
}

/** PUT {kind}/owners/receiver/{id}: the money given from now on reaches this owner. */
async function setReceiver({ owned, userId }: { owned: Owned; userId: string }) {
  const { data } = await apiRequest(at(owned, 'receiver'), {
    method: 'PUT',
    body: { userId },
    schema: coOwnersResponse,
  });
  return data;
}

export function useSetReceiver() {
  const store = useStoreOwners();
  return useMutation({
    mutationFn: setReceiver,
    meta: { errorInline: true },
    onSuccess: (owners, { owned }) => store(owned, owners),
  });
}

/** DELETE owner-invite/{inviteId}: withdraw an invitation (a link stops opening). */
async function withdrawInvite({ inviteId }: { owned: Owned; inviteId: string }) {
  const { data } = await apiRequest(`/owner-invite/${encodeURIComponent(inviteId)}`, {
    method: 'DELETE',
    schema: coOwnersResponse,
  });
  return data;
}

export function useWithdrawInvite() {
  const store = useStoreOwners();
  return useMutation({ mutationFn: withdrawInvite, onSuccess: (owners, { owned }) => store(owned, owners) });
}
