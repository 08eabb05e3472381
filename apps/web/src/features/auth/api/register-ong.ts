import type { RegisterOngBody, SessionUser } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { sessionResponse, startSession } from '../lib/session-response';

/** POST ong/save: an organisation's account (type 2), pending verification by our team. */
export async function registerOng(body: RegisterOngBody): Promise<SessionUser> {
  const { data } = await apiRequest('/ong/save', { method: 'POST', body, schema: sessionResponse });
  return data;
}

export function useRegisterOng() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: registerOng,
    onSuccess: startSession,
  });
}
