import { type Page, type Product, pageEnvelope, productSchema } from '@detalle/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { pagedQueryOptions } from '@/lib/paging';
import { productKeys } from '@/lib/query-keys';
import { getStoredCountry } from '@/lib/stored-country';

export const FEATURED_PAGE_SIZE = 12;

const productsPage = pageEnvelope(productSchema);

export async function getFeaturedProducts({
  pos,
  lim = FEATURED_PAGE_SIZE,
  signal,
}: {
  pos: number;
  lim?: number;
  signal?: AbortSignal;
}): Promise<Page<Product>> {
  const { data } = await apiRequest('/product/getPagination', {
    // The catalogue of the person's country (`flag`); signed in, the API uses their own.
    query: { lim, pos, standOut: true, country: getStoredCountry() },
    schema: productsPage,
    signal,
  });
  return data;
}

export function featuredProductsQueryOptions() {
  return pagedQueryOptions({
    queryKey: productKeys.featured,
    getPage: (pos, signal) => getFeaturedProducts({ pos, signal }),
  });
}

export function useFeaturedProducts() {
  return useInfiniteQuery(featuredProductsQueryOptions());
}
