import type { SessionUser } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { sessionResponse, startSession } from '../lib/session-response';

/** POST user/loginGoogle: the ID token from Google's button; the API verifies it. */
export async function loginGoogle(token: string): Promise<SessionUser> {
  const { data } = await apiRequest('/user/loginGoogle', {
    method: 'POST',
    body: { token },
    schema: sessionResponse,
  });
  return data;
}

export function useLoginGoogle() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: loginGoogle,
    onSuccess: startSession,
  });
}
