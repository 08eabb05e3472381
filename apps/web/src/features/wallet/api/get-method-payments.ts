import { type Movement, movementSchema, type Page, pageEnvelope } from '@detalle/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { pagedQueryOptions } from '@/lib/paging';
import { walletKeys } from '@/lib/query-keys';

export const METHOD_PAYMENTS_PAGE_SIZE = 20;

/** GET card/payments/{id}?lim&pos: what a card paid, or what reached a bank account. */
export async function getMethodPayments(
  id: string,
  pos: number,
  signal?: AbortSignal,
): Promise<Page<Movement>> {
  const { data } = await apiRequest(`/card/payments/${encodeURIComponent(id)}`, {
    query: { lim: METHOD_PAYMENTS_PAGE_SIZE, pos },
    schema: pageEnvelope(movementSchema),
    signal,
  });
  return data;
}

export const useMethodPayments = (id: string, enabled: boolean) =>
  useInfiniteQuery({
    ...pagedQueryOptions({
      queryKey: walletKeys.methodPayments(id),
      getPage: (pos, signal) => getMethodPayments(id, pos, signal),
    }),
    enabled,
  });
