import { type Page, type Product, pageEnvelope, productSchema } from '@detalle/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { pagedQueryOptions } from '@/lib/paging';
import { productKeys } from '@/lib/query-keys';
import { getStoredCountry } from '@/lib/stored-country';
import type { ProductFilters } from '../lib/filters';

/** Four rows of the widest grid, six of the narrowest. */
export const PRODUCTS_PAGE_SIZE = 24;

const productsPage = pageEnvelope(productSchema);

/** GET product/getPagination?lim&pos[&sea][&category][&subCategory]: catalogue products matching the filters. */
export async function getProducts({
  filters,
  pos,
  signal,
}: {
  filters: ProductFilters;
  pos: number;
  signal?: AbortSignal;
}): Promise<Page<Product>> {
  const { data } = await apiRequest('/product/getPagination', {
    query: { lim: PRODUCTS_PAGE_SIZE, pos, ...filters, country: getStoredCountry() },
    schema: productsPage,
    signal,
  });
  return data;
}

export function productsQueryOptions(filters: ProductFilters) {
  return pagedQueryOptions({
    queryKey: productKeys.list(filters),
    getPage: (pos, signal) => getProducts({ filters, pos, signal }),
  });
}

export function useProducts(filters: ProductFilters) {
  return useInfiniteQuery(productsQueryOptions(filters));
}
