import { dataEnvelope, type ProductPriceHistory, productPriceHistorySchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { productKeys } from '@/lib/query-keys';

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
