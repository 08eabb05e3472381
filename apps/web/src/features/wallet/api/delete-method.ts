import { dataEnvelope } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { walletKeys } from '@/lib/query-keys';
import { refreshMethods } from './invalidate';

/** DELETE card/delete/{id}: forget a card or bank account (its past payments keep their receipts). */
export async function deleteMethod(id: string): Promise<string> {
  const { data } = await apiRequest(`/card/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: dataEnvelope(z.object({ id: z.string() })),
  });
  return data.id;
}

export function useDeleteMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMethod,
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: walletKeys.method(id) });
      return refreshMethods(queryClient);
    },
  });
}
