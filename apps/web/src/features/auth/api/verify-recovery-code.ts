import { dataEnvelope, messageSchema, type recoveryCodeVerifyBody } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';

const messageResponse = dataEnvelope(messageSchema);

export type RecoveryCodeVerifyBody = z.input<typeof recoveryCodeVerifyBody>;

/** PUT user/recoveryPassCodeVerify: checks the code without using it up. */
export async function verifyRecoveryCode(body: RecoveryCodeVerifyBody): Promise<string> {
  const { data } = await apiRequest('/user/recoveryPassCodeVerify', {
    method: 'PUT',
    body,
    schema: messageResponse,
  });
  return data.message;
}

export function useVerifyRecoveryCode() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: verifyRecoveryCode,
  });
}
