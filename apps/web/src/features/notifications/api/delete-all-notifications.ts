import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationKeys } from '@/lib/query-keys';

const messageResponse = dataEnvelope(messageSchema);

/** DELETE notify/delete-all; resolves with the server's Spanish confirmation. */
export async function deleteAllNotifications(): Promise<string> {
  const { data } = await apiRequest('/notify/delete-all', { method: 'DELETE', schema: messageResponse });
  return data.message;
}

export function useDeleteAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
