import type { listInputSchema, listUpdateSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { eventKeys, listKeys } from '@/lib/query-keys';
import { type ListDetail, listResponse } from './get-list';

export type ListBody = z.output<typeof listInputSchema>;
export type ListChanges = z.output<typeof listUpdateSchema>;

/** POST list/save: a new list of the caller's. */
export async function createList(body: ListBody): Promise<ListDetail> {
  const { data } = await apiRequest('/list/save', { method: 'POST', body, schema: listResponse });
  return data;
}

/** PUT list/update/{id}: change my list (only what is sent changes). */
export async function updateList({ id, changes }: { id: string; changes: ListChanges }): Promise<ListDetail> {
  const { data } = await apiRequest(`/list/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
    schema: listResponse,
  });
  return data;
}

/** POST list/copy: a visible list copied into a private list of mine. */
export async function copyList(listId: string): Promise<ListDetail> {
  const { data } = await apiRequest('/list/copy', { method: 'POST', body: { listId }, schema: listResponse });
  return data;
}

function useListWrite<V>(write: (variables: V) => Promise<ListDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: write,
    onSuccess: async (list) => {
      queryClient.setQueryData(listKeys.detail(list.id), list);
      // The linked event shows the list too.
      await queryClient.invalidateQueries({ queryKey: listKeys.all, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: eventKeys.all, refetchType: 'none' });
    },
  });
}

export const useCreateList = () => useListWrite(createList);
export const useUpdateList = () => useListWrite(updateList);
export const useCopyList = () => useListWrite(copyList);
