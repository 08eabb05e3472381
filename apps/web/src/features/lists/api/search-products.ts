import { type Page, type Product, pageEnvelope, productSchema } from '@detalle/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { pagedQueryOptions } from '@/lib/paging';
import { productKeys } from '@/lib/query-keys';
import { getStoredCountry } from '@/lib/stored-country';

export const PRODUCT_SEARCH_PAGE_SIZE = 20;
const productsPage = pageEnvelope(productSchema);

/** GET product/getPagination?sea=&lim=&pos=: catalogue products whose name matches (all of them without `sea`). */
export async function searchProducts(sea: string, pos: number, signal?: AbortSignal): Promise<Page<Product>> {
  const { data } = await apiRequest('/product/getPagination', {
    query: { sea: sea || undefined, lim: PRODUCT_SEARCH_PAGE_SIZE, pos, country: getStoredCountry() },
    schema: productsPage,
    signal,
  });
  return data;
}

export function productSearchQuery(sea: string) {
  const term = sea.trim();
  return pagedQueryOptions({
    queryKey: productKeys.search(term),
    getPage: (pos, signal) => searchProducts(term, pos, signal),
    // While the next letters are on their way, the last results stay (no flicker).
    placeholderData: keepPreviousData,
  });
}

export function useSearchProducts(sea: string) {
  return useInfiniteQuery(productSearchQuery(sea));
}
