import { dataEnvelope, inviteLinkSchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { friendKeys } from '@/lib/query-keys';

export type InviteLink = z.infer<typeof inviteLinkSchema>;

/** GET friend/inviteLink: a link to Detalle; whoever registers through it asks me to be friends. */
export async function getInviteLink(signal?: AbortSignal): Promise<InviteLink> {
  const { data } = await apiRequest('/friend/inviteLink', { schema: dataEnvelope(inviteLinkSchema), signal });
  return data;
}

export function inviteLinkQueryOptions() {
  return queryOptions({
    queryKey: friendKeys.inviteLink,
    queryFn: ({ signal }) => getInviteLink(signal),
    // The link never changes for a person.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Loaded with the page, so that tapping "Invitar" can open the share sheet at
 * once: browsers only allow it right after the tap.
 */
export function useInviteLink() {
  return useQuery(inviteLinkQueryOptions());
}
