import { dataEnvelope, messageSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationKeys } from '@/lib/query-keys';

const messageResponse = dataEnvelope(messageSchema);

/** PUT notify/markAll; resolves with the server's Spanish confirmation. */
export async function markAllNotificationsRead(): Promise<string> {
  const { data } = await apiRequest('/notify/markAll', { method: 'PUT', schema: messageResponse });
  return data.message;
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
