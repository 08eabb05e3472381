import { type Category, categorySchema, dataEnvelope } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { catalogueKeys } from '@/lib/query-keys';
import { getStoredCountry } from '@/lib/stored-country';

const categoriesResponse = dataEnvelope(z.array(categorySchema));

export async function getCategories({ signal }: { signal?: AbortSignal } = {}): Promise<Category[]> {
  // Counts of the catalogue of the person's country, as the products listed (get-products.ts).
  const { data } = await apiRequest('/category/getAll', {
    query: { country: getStoredCountry() },
    schema: categoriesResponse,
    signal,
  });
  return data;
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => getCategories({ signal }),
    // The catalogue changes rarely; no need to refetch on every visit.
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
