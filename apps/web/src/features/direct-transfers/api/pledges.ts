import { dataEnvelope, directPledgeSchema } from '@detalle/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { directTransferKeys, listKeys } from '@/lib/query-keys';

/** GET direct-transfer/list/{listId}: the transfers people said they made to me for this list, waiting ones first. */
export function usePledges(listId: string) {
  return useQuery({
    queryKey: directTransferKeys.pledges(listId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/direct-transfer/list/${encodeURIComponent(listId)}`, {
          schema: dataEnvelope(z.array(directPledgeSchema)),
          signal,
        })
      ).data,
  });
}

/** POST direct-transfer/decide/{id}: "Me ha llegado" or "No me ha llegado"; the gift's progress changes too. */
export function useDecidePledge(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, arrived }: { id: string; arrived: boolean }) =>
      (
        await apiRequest(`/direct-transfer/decide/${encodeURIComponent(id)}`, {
          method: 'POST',
          body: { arrived },
          schema: dataEnvelope(directPledgeSchema),
        })
      ).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: directTransferKeys.pledges(listId) }),
        queryClient.invalidateQueries({ queryKey: directTransferKeys.details(listId) }),
        queryClient.invalidateQueries({ queryKey: listKeys.all }),
      ]),
  });
}
