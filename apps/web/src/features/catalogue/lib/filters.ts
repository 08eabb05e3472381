import type { Category } from '@detalle/contract';
import { paths } from '@/lib/paths';

/** What `categoria` filters by; each one lives in the address (`?sea=&category=&subCategory=`). */
export type ProductFilters = { sea?: string; category?: string; subCategory?: string };

export const FILTER_PARAMS = ['sea', 'category', 'subCategory'] as const;

/** The filters an address holds, without empty ones (so `?sea=` equals no search). */
export function readFilters(search: URLSearchParams): ProductFilters {
  const filters: ProductFilters = {};
  for (const key of FILTER_PARAMS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  // A subcategory means nothing without the category it belongs to.
  if (!filters.category) delete filters.subCategory;
  return filters;
}

export function hasFilters(filters: ProductFilters): boolean {
  return FILTER_PARAMS.some((key) => filters[key]);
}

/** `/categoria?category=hogar`: the catalogue already filtered, for links from elsewhere. */
export function categoryHref(filters: ProductFilters = {}): string {
  const params = new URLSearchParams();
  for (const key of FILTER_PARAMS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${paths.categoria.path}?${query}` : paths.categoria.path;
}

export type ResultsHeading =
  | { kind: 'search'; sea: string }
  | { kind: 'named'; name: string }
  | { kind: 'all' };

/**
 * What a filtered `categoria` shows, for its title: a search is "Resultados de «…»", a category
 * (or subcategory) is its name, and a slug we cannot name yet is plain "Productos".
 */
export function resultsHeading(filters: ProductFilters, categories: Category[] | undefined): ResultsHeading {
  if (filters.sea) return { kind: 'search', sea: filters.sea };
  const category = categories?.find((c) => c.slug === filters.category);
  const sub = category?.subcategories.find((s) => s.slug === filters.subCategory);
  const name = sub?.name ?? category?.name;
  return name ? { kind: 'named', name } : { kind: 'all' };
}
