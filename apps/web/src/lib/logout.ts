import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api';
import { forgetPushSubscription } from '@/lib/push';

const messageResponse = dataEnvelope(messageSchema);

/**
 * POST user/logout: ends this session on the server. The caller then removes
 * `token` and `user` (seed §4). A session the server no longer knows (401) is
 * already over, so that counts as done.
 */
export async function logout(): Promise<void> {
  await forgetPushSubscription(); // this device stops getting the person's pushes; never throws
  try {
    await apiRequest('/user/logout', { method: 'POST', schema: messageResponse });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

export function useLogout() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: logout,
  });
}
