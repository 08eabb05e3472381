import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

const messageResponse = dataEnvelope(messageSchema);

/** POST user/reenviarConfirmacion: to the signed-in person, or to `email` for a guest. */
export async function resendConfirmation(body: { email?: string } = {}): Promise<string> {
  const { data } = await apiRequest('/user/reenviarConfirmacion', {
    method: 'POST',
    body,
    schema: messageResponse,
  });
  return data.message;
}

export function useResendConfirmation() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: resendConfirmation,
  });
}
