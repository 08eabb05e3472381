import { dataEnvelope, type ProductPriceHistory, productPriceHistorySchema } from '@detalle/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { listKeys, productKeys } from '@/lib/query-keys';

const historyResponse = dataEnvelope(productPriceHistorySchema);

/** GET product/prices/{id}: a product of mine from a shop, when it was last checked and its price changes. */
export async function getPriceHistory(id: string, signal?: AbortSignal): Promise<ProductPriceHistory> {
  const { data } = await apiRequest(`/product/prices/${encodeURIComponent(id)}`, {
    schema: historyResponse,
    signal,
  });
  return data;
}

export function priceHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.prices(id),
    queryFn: ({ signal }) => getPriceHistory(id, signal),
  });
}

export function usePriceHistory(id: string) {
  return useQuery(priceHistoryQueryOptions(id));
}

/** POST product/recheck/{id}: "Volver a comprobar" a product whose checks stopped; the list shows it watched again. */
export function useRecheckProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(`/product/recheck/${encodeURIComponent(id)}`, {
          method: 'POST',
          schema: historyResponse,
        })
      ).data,
    onSuccess: (history) => {
      queryClient.setQueryData(productKeys.prices(id), history);
      void queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
  });
}
