import type { DirectTransferDetails, directTransferSaveSchema } from '@detalle/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { directTransferKeys } from '@/lib/query-keys';

const detailsResponse = () => import('./schemas').then((m) => m.detailsResponse);
const messageResponse = () => import('./schemas').then((m) => m.messageResponse);

/** GET direct-transfer/get/{listId}: the owner's IBAN, masked (whole for the owner); null when there is none. */
export async function getDirectDetails(
  listId: string,
  signal?: AbortSignal,
): Promise<DirectTransferDetails | null> {
  const { data } = await apiRequest(`/direct-transfer/get/${encodeURIComponent(listId)}`, {
    schema: detailsResponse,
    signal,
  });
  return data;
}

/** Also started with a shared list's page (`page-data.ts`), so the server's render brings the answer. */
export function directDetailsQueryOptions(listId: string) {
  return queryOptions({
    queryKey: directTransferKeys.details(listId),
    queryFn: ({ signal }) => getDirectDetails(listId, signal),
  });
}

export function useDirectDetails(listId: string) {
  return useQuery(directDetailsQueryOptions(listId));
}

/** POST direct-transfer/save: my IBAN (and Bizum) on one of my lists. */
export function useSaveDirectDetails(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: async (body: z.output<typeof directTransferSaveSchema>) =>
      (await apiRequest('/direct-transfer/save', { method: 'POST', body, schema: detailsResponse })).data,
    onSuccess: (details) => queryClient.setQueryData(directTransferKeys.details(listId), details),
  });
}

/** DELETE direct-transfer/delete/{listId}: the IBAN is no longer shown on the list. */
export function useRemoveDirectDetails(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/direct-transfer/delete/${encodeURIComponent(listId)}`, {
        method: 'DELETE',
        schema: messageResponse,
      }),
    onSuccess: () => queryClient.setQueryData(directTransferKeys.details(listId), null),
  });
}
