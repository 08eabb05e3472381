import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { listKeys } from './keys';

/** DELETE list/delete/{id}: my list and its gifts are gone. */
export async function deleteList(id: string): Promise<void> {
  await apiRequest(`/list/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: listKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: listKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['events'], refetchType: 'none' });
    },
  });
}
