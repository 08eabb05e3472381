import { dataEnvelope, type Product, productSchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { productKeys } from '@/lib/query-keys';

const productResponse = dataEnvelope(productSchema);

/** GET product/get/{id}: one catalogue product (404 when it is gone). */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const { data } = await apiRequest(`/product/get/${encodeURIComponent(id)}`, {
    schema: productResponse,
    signal,
  });
  return data;
}

export function productQueryOptions(id: string) {
  return queryOptions({
    // The same key `product/save` fills, so a product just saved opens without a request.
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
