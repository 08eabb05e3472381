import type { OngOwn, OngPage, OngSummary, OngUpdateBody, Page, ReceivedDonation } from '@detalle/contract';
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api';
import { downloadFromApi } from '@/lib/api-download';
import { pagedQueryOptions } from '@/lib/paging';
import { ongKeys } from '@/lib/query-keys';

export const ONGS_PAGE_SIZE = 20;
export const DONATIONS_PAGE_SIZE = 20;

const ongPageResponse = () => import('./schemas').then((m) => m.ongPageResponse);
const ongsPage = () => import('./schemas').then((m) => m.ongsPage);
const ongOwnResponse = () => import('./schemas').then((m) => m.ongOwnResponse);
const donationsPage = () => import('./schemas').then((m) => m.donationsPage);

/** GET ong/get/{id}: a verified ONG's page (anyone), or my own ONG's before it is verified. */
export async function getOng(id: string, signal?: AbortSignal): Promise<OngPage> {
  const { data } = await apiRequest(`/ong/get/${encodeURIComponent(id)}`, {
    schema: ongPageResponse,
    signal,
  });
  return data;
}
/** One ONG's page; also started by the route's loader (`page-data.ts`) and by the server's render. */
export const ongQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ongKeys.detail(id),
    queryFn: ({ signal }) => getOng(id, signal),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });

export const useOng = (id: string) => useQuery(ongQueryOptions(id));

/** GET ong/list?lim&pos&q: verified ONGs by name. */
async function listOngs(q: string, pos: number, signal?: AbortSignal): Promise<Page<OngSummary>> {
  const { data } = await apiRequest('/ong/list', {
    query: { lim: ONGS_PAGE_SIZE, pos, q: q || undefined },
    schema: ongsPage,
    signal,
  });
  return data;
}
export const useOngs = (q: string) =>
  useInfiniteQuery(
    pagedQueryOptions({
      queryKey: ongKeys.list(q),
      getPage: (pos, signal) => listOngs(q, pos, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** GET ong/mine and PUT ong/update: my ONG's details, and editing them. */
export const useOwnOng = (enabled: boolean) =>
  useQuery({
    queryKey: ongKeys.mine,
    enabled,
    queryFn: async ({ signal }): Promise<OngOwn> =>
      (await apiRequest('/ong/mine', { schema: ongOwnResponse, signal })).data,
  });
export function useUpdateOng() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: async (body: OngUpdateBody) =>
      (await apiRequest('/ong/update', { method: 'PUT', body, schema: ongOwnResponse })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ongKeys.all }),
  });
}

/** GET ong/donations: "Donaciones recibidas", newest first. */
async function receivedDonations(pos: number, signal?: AbortSignal): Promise<Page<ReceivedDonation>> {
  const { data } = await apiRequest('/ong/donations', {
    query: { lim: DONATIONS_PAGE_SIZE, pos },
    schema: donationsPage,
    signal,
  });
  return data;
}
export const useReceivedDonations = () =>
  useInfiniteQuery(
    pagedQueryOptions({
      queryKey: ongKeys.donations,
      getPage: (pos, signal) => receivedDonations(pos, signal),
    }),
  );

/** GET ong/donations/export?year=: the year's donations as CSV, for the tax declaration. */
export const useExportDonations = () =>
  useMutation({
    mutationFn: (year: number) =>
      downloadFromApi('/ong/donations/export', `donaciones-${year}.csv`, { year }),
  });

/** GET ong/donations/donors?year=: the year's donors for Modelo 182, one per NIF, as CSV. */
export const useExportDonors = () =>
  useMutation({
    mutationFn: (year: number) =>
      downloadFromApi('/ong/donations/donors', `donantes-modelo-182-${year}.csv`, { year }),
  });
