import type { LoginBody, SessionUser } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { sessionResponse, startSession } from '../lib/session-response';

/** POST user/login: e-mail and password. */
export async function login(body: LoginBody): Promise<SessionUser> {
  const { data } = await apiRequest('/user/login', { method: 'POST', body, schema: sessionResponse });
  return data;
}

export function useLogin() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: login,
    onSuccess: startSession,
  });
}
