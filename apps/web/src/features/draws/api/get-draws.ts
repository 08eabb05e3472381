import { type Draw, drawSchema, type Page, pageEnvelope } from '@detalle/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { pagedQueryOptions } from '@/lib/paging';
import { drawKeys } from '@/lib/query-keys';

export const DRAWS_PAGE_SIZE = 20;

/** GET draw/getPagination: the draws I organise or take part in; `event` narrows to one event's. */
async function getDraws(event: string | undefined, pos: number, signal?: AbortSignal): Promise<Page<Draw>> {
  const { data } = await apiRequest('/draw/getPagination', {
    query: { lim: DRAWS_PAGE_SIZE, pos, event },
    schema: pageEnvelope(drawSchema),
    signal,
  });
  return data;
}

export function useDraws(event?: string) {
  return useInfiniteQuery(
    pagedQueryOptions({
      queryKey: drawKeys.list(event),
      getPage: (pos, signal) => getDraws(event, pos, signal),
    }),
  );
}
