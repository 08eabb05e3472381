import type { GiftList, Page } from '@detalle/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '@/lib/api';
import { pagedQueryOptions } from '@/lib/paging';
import { listKeys } from '@/lib/query-keys';

export const LISTS_PAGE_SIZE = 20;
const listsPage = () => import('./schemas').then((m) => m.listsPage);

async function getListsPage(
  path: string,
  query: Record<string, QueryValue>,
  pos: number,
  signal?: AbortSignal,
): Promise<Page<GiftList>> {
  const { data } = await apiRequest(path, {
    query: { ...query, lim: LISTS_PAGE_SIZE, pos },
    schema: listsPage,
    signal,
  });
  return data;
}

function pagedLists(queryKey: readonly unknown[], path: string, query: Record<string, QueryValue> = {}) {
  return pagedQueryOptions({ queryKey, getPage: (pos, signal) => getListsPage(path, query, pos, signal) });
}

/** GET list/getPagination: my lists; with `available`, only those with gifts still to give. */
export function myListsQuery(available = false) {
  return pagedLists(listKeys.mine(available), '/list/getPagination', { available: available || undefined });
}

/** GET list/standOut/getPagination: featured lists (public ones, or ones I may see). */
export function featuredListsQuery() {
  return pagedLists(listKeys.featured, '/list/standOut/getPagination');
}

/** GET list/search: lists anyone may find (public and discoverable, or an ONG's), by the list's or owner's name. */
export function searchListsQuery(sea: string) {
  return pagedLists(listKeys.search(sea), '/list/search', { sea });
}

/** GET list/friendList: my friends' lists, searchable (`sea`), by friend or category. */
export function friendsListsQuery(filters: { sea?: string; friend?: string; category?: string }) {
  return pagedLists(listKeys.friends(filters), '/list/friendList', filters);
}

export const useMyLists = (available = false) => useInfiniteQuery(myListsQuery(available));
export const useFeaturedLists = () => useInfiniteQuery(featuredListsQuery());
export const useFriendsLists = (filters: { sea?: string; friend?: string; category?: string }) =>
  useInfiniteQuery(friendsListsQuery(filters));
