import { dataEnvelope, messageSchema, type RecoveryRequestBody } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

const messageResponse = dataEnvelope(messageSchema);

/**
 * POST user/sedRecoverPassword (the seed's spelling): sends a 6-digit code, and
 * by e-mail also a link. The answer is the same whether the account exists or not.
 */
export async function sendRecovery(body: RecoveryRequestBody): Promise<string> {
  const { data } = await apiRequest('/user/sedRecoverPassword', {
    method: 'POST',
    body,
    schema: messageResponse,
  });
  return data.message;
}

export function useSendRecovery() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: sendRecovery,
  });
}
