import type { GuestClaim, GuestReserveInput } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { listKeys } from '@/lib/query-keys';

const messageResponse = () => import('./schemas').then((m) => m.messageResponse);
const guestClaimResponse = () => import('./schemas').then((m) => m.guestClaimResponse);

/** POST gift/guest/reserve: e-mails the guest a link; nothing changes on the list until it is opened. */
export async function requestGuestClaim(body: GuestReserveInput): Promise<string> {
  const { data } = await apiRequest('/gift/guest/reserve', {
    method: 'POST',
    body,
    schema: messageResponse,
  });
  return data.message;
}

export function useRequestGuestClaim() {
  return useMutation({ mutationFn: requestGuestClaim, meta: { errorInline: true } });
}

/** What the e-mailed link does: `confirm` (it counts), `release` (let it go), `bought` (already bought). */
export type GuestLinkAction = 'confirm' | 'release' | 'bought';

export async function guestLink({ action, token }: { action: GuestLinkAction; token: string }) {
  const { data } = await apiRequest(`/gift/guest/${action}`, {
    method: 'PUT',
    body: { token },
    schema: guestClaimResponse,
  });
  return data;
}

/** The list on the page shows the gift's new state at once. */
export function useGuestLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: guestLink,
    meta: { errorInline: true },
    onSuccess: (claim: GuestClaim) =>
      queryClient.invalidateQueries({ queryKey: listKeys.shared(claim.listId) }),
  });
}
