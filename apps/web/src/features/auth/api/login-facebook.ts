import type { SessionUser } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { sessionResponse, startSession } from '../lib/session-response';

/** POST user/loginFacebook: the access token from `FB.login`; the API checks it with the Graph API. */
export async function loginFacebook(accessToken: string): Promise<SessionUser> {
  const { data } = await apiRequest('/user/loginFacebook', {
    method: 'POST',
    body: { accessToken },
    schema: sessionResponse,
  });
  return data;
}

export function useLoginFacebook() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: loginFacebook,
    onSuccess: startSession,
  });
}
