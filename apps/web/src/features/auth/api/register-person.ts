import type { RegisterPersonBody, SessionUser } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { sessionResponse, startSession } from '../lib/session-response';

/** POST person/save: a new person's account; it answers signed in, like a login. */
export async function registerPerson(body: RegisterPersonBody): Promise<SessionUser> {
  const { data } = await apiRequest('/person/save', { method: 'POST', body, schema: sessionResponse });
  return data;
}

export function useRegisterPerson() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: registerPerson,
    onSuccess: startSession,
  });
}
