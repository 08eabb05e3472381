import { dataEnvelope, type Notification, notificationSchema } from '@detalle/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationKeys } from '@/lib/query-keys';

const notificationResponse = dataEnvelope(notificationSchema);

/** PUT notify/markRead/{id}. */
export async function markNotificationRead(id: string): Promise<Notification> {
  const { data } = await apiRequest(`/notify/markRead/${encodeURIComponent(id)}`, {
    method: 'PUT',
    schema: notificationResponse,
  });
  return data;
}

type ListData = InfiniteData<{ list: Notification[]; total: number }>;

/**
 * Marks one read. The list shows it read at once (the person is already on
 * their way to its screen); the badge and list refresh when the server answers.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      queryClient.setQueryData<ListData>(notificationKeys.list, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                list: page.list.map((n) => (n.id === id ? { ...n, read: true } : n)),
              })),
            }
          : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
