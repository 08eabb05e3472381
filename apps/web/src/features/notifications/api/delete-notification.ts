import { dataEnvelope, messageSchema, type Notification } from '@detalle/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationKeys } from '@/lib/query-keys';

const messageResponse = dataEnvelope(messageSchema);

/** DELETE notify/delete/{id}; resolves with the server's Spanish confirmation. */
export async function deleteNotification(id: string): Promise<string> {
  const { data } = await apiRequest(`/notify/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageResponse,
  });
  return data.message;
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    // Gone from the list at once; the refetch below brings the totals in line.
    onSuccess: (_message, id) => {
      queryClient.setQueryData<InfiniteData<{ list: Notification[]; total: number }>>(
        notificationKeys.list,
        (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({ ...page, list: page.list.filter((n) => n.id !== id) })),
              }
            : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
