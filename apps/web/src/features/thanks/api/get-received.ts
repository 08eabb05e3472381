import { type Page, pageEnvelope, type ReceivedGift, receivedGiftSchema } from '@detalle/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { pagedQueryOptions } from '@/lib/paging';
import { thanksKeys } from '@/lib/query-keys';

export const RECEIVED_PAGE_SIZE = 20;
const receivedPage = pageEnvelope(receivedGiftSchema);

/** GET gift/received?lim&pos&unthanked: what I was given, newest first. */
export async function getReceived(
  pos: number,
  unthanked: boolean,
  signal?: AbortSignal,
): Promise<Page<ReceivedGift>> {
  const { data } = await apiRequest('/gift/received', {
    query: { lim: RECEIVED_PAGE_SIZE, pos, ...(unthanked ? { unthanked: 'true' } : {}) },
    schema: receivedPage,
    signal,
  });
  return data;
}

export function useReceived(unthanked: boolean) {
  return useInfiniteQuery(
    pagedQueryOptions({
      queryKey: thanksKeys.received(unthanked),
      getPage: (pos, signal) => getReceived(pos, unthanked, signal),
    }),
  );
}
