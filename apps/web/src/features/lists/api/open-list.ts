import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { listKeys, thanksKeys } from '@/lib/query-keys';
import { type ListDetail, listResponse } from './get-list';

/** PUT list/opened/{id}: "Ya lo he abierto todo" — the owner sees who gave what from now on. */
export async function openList(id: string): Promise<ListDetail> {
  const { data } = await apiRequest(`/list/opened/${encodeURIComponent(id)}`, {
    method: 'PUT',
    schema: listResponse,
  });
  return data;
}

export function useOpenList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openList,
    onSuccess: (list) => {
      queryClient.setQueryData(listKeys.detail(list.id), list);
      // "Regalos recibidos" now names the givers of this list.
      void queryClient.invalidateQueries({ queryKey: thanksKeys.all });
    },
  });
}
