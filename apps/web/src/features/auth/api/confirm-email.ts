import { type ConfirmEmailResult, confirmEmailResultSchema, dataEnvelope } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { authKeys } from '@/lib/query-keys';
import { getUser, saveUser } from '@/lib/session';

const confirmResponse = dataEnvelope(confirmEmailResultSchema);

/**
 * POST user/confirmar with the token of the e-mailed link. When the person is
 * signed in, the stored `user` learns it is confirmed at once.
 */
export async function confirmEmail(token: string): Promise<ConfirmEmailResult> {
  const { data } = await apiRequest('/user/confirmar', {
    method: 'POST',
    body: { token },
    schema: confirmResponse,
  });
  const user = getUser();
  if (user && data.confirmed && !user.confirmed) saveUser({ ...user, confirmed: true });
  return data;
}

/**
 * A query, not a mutation, because the page must send it exactly once on open:
 * the token is single-use, and the cache keeps a second mount (Strict Mode, going
 * back and forth) from spending it again.
 */
export function confirmEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.confirmEmail(token),
    queryFn: () => confirmEmail(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useConfirmEmail(token: string) {
  return useQuery(confirmEmailQueryOptions(token));
}
