import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

const messageResponse = dataEnvelope(messageSchema);

/** DELETE user/delete: the account and its data, for good. `password` when the account has one. */
export async function deleteAccount(body: { password?: string; confirm: true }): Promise<string> {
  const { data } = await apiRequest('/user/delete', { method: 'DELETE', body, schema: messageResponse });
  return data.message;
}

export function useDeleteAccount() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: deleteAccount,
  });
}
