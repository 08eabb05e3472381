import { dataEnvelope, messageSchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { authKeys } from '@/lib/query-keys';

const messageResponse = dataEnvelope(messageSchema);

/** PUT user/recoveryLinkVerify: whether the e-mailed link `forget-password/{token}` still works, without spending it. */
export async function verifyRecoveryLink(token: string): Promise<string> {
  const { data } = await apiRequest('/user/recoveryLinkVerify', {
    method: 'PUT',
    body: { token },
    schema: messageResponse,
  });
  return data.message;
}

/**
 * A query: the page asks once on open, before showing the password form. Not retried (a bad link stays bad;
 * the page offers "Reintentar" for a failed connection) and not refreshed while the person types.
 */
export function useRecoveryLink(token: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: authKeys.recoveryLink(token),
      queryFn: () => verifyRecoveryLink(token),
      enabled,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
  );
}
