import { type Page, type Product, pageEnvelope, productSchema } from '@detalle/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

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
    query: { lim, pos, standOut: true },
    schema: productsPage,
    signal,
  });
  return data;
}

export function featuredProductsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['products', 'featured'] as const,
    queryFn: ({ pageParam, signal }) => getFeaturedProducts({ pos: pageParam, signal }),
    initialPageParam: 0,
    // `pos` is an offset: the next page starts after everything loaded so far.
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return lastPage.list.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });
}

export function useFeaturedProducts() {
  return useInfiniteQuery(featuredProductsQueryOptions());
}
