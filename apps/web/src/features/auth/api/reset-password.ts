import { dataEnvelope, messageSchema, type RecoveryPassBody } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

const messageResponse = dataEnvelope(messageSchema);

/** PUT user/recoveryPass: the new password, with who + code, or with the e-mailed link's token. */
export async function resetPassword(body: RecoveryPassBody): Promise<string> {
  const { data } = await apiRequest('/user/recoveryPass', { method: 'PUT', body, schema: messageResponse });
  return data.message;
}

export function useResetPassword() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: resetPassword,
  });
}
