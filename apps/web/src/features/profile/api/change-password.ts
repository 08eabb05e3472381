import { type changePasswordBody, dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';

const messageResponse = dataEnvelope(messageSchema);

export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** PUT user/password: `current` only when the account has one; other sessions end. */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const { data } = await apiRequest('/user/password', { method: 'PUT', body, schema: messageResponse });
  return data.message;
}

export function useChangePassword() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: changePassword,
  });
}
