import type { LoginMobileBody, SessionUser } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { sessionResponse, startSession } from '../lib/session-response';

/** POST user/login_movil: calling code (`codephone`), mobile and password. */
export async function loginMobile(body: LoginMobileBody): Promise<SessionUser> {
  const { data } = await apiRequest('/user/login_movil', { method: 'POST', body, schema: sessionResponse });
  return data;
}

export function useLoginMobile() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: loginMobile,
    onSuccess: startSession,
  });
}
