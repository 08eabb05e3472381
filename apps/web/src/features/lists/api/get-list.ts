import type { listDetailSchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { listKeys } from '@/lib/query-keys';

export type ListDetail = z.infer<typeof listDetailSchema>;
export const listResponse = () => import('./schemas').then((m) => m.listResponse);

/** GET list/get/{id}: a list with its gifts, if the caller may see it (public ones without a session). */
export async function getList(id: string, signal?: AbortSignal): Promise<ListDetail> {
  const { data } = await apiRequest(`/list/get/${encodeURIComponent(id)}`, { schema: listResponse, signal });
  return data;
}

export function listQueryOptions(id: string) {
  return queryOptions({ queryKey: listKeys.detail(id), queryFn: ({ signal }) => getList(id, signal) });
}

export function useList(id: string) {
  return useQuery(listQueryOptions(id));
}
