import { type Movement, type MovementType, movementSchema, type Page, pageEnvelope } from '@detalle/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { pagedQueryOptions } from '@/lib/paging';
import { walletKeys } from '@/lib/query-keys';

export const MOVEMENTS_PAGE_SIZE = 20;
/** How many the wallet's front page shows before "Ver todos". */
export const LATEST_MOVEMENTS = 5;

/**
 * GET dashboard/transactionsUser?lim&pos&type: my movements, newest first; `for`: those of the hucha of a
 * dependent I look after.
 */
export async function getMovements(
  {
    pos,
    lim,
    type,
    for: forDependent,
  }: { pos: number; lim: number; type?: MovementType | null; for?: string },
  signal?: AbortSignal,
): Promise<Page<Movement>> {
  const { data } = await apiRequest('/dashboard/transactionsUser', {
    query: { lim, pos, type, for: forDependent },
    schema: pageEnvelope(movementSchema),
    signal,
  });
  return data;
}

/** `movimientos`: every movement, or one type, page by page. */
export const useMovements = (type: MovementType | null) =>
  useInfiniteQuery(
    pagedQueryOptions({
      queryKey: walletKeys.movements(type, MOVEMENTS_PAGE_SIZE),
      getPage: (pos, signal) => getMovements({ pos, lim: MOVEMENTS_PAGE_SIZE, type }, signal),
    }),
  );

/** The wallet's front page: the latest few. */
export const useLatestMovements = () =>
  useQuery({
    queryKey: walletKeys.movements(null, LATEST_MOVEMENTS),
    queryFn: ({ signal }) => getMovements({ pos: 0, lim: LATEST_MOVEMENTS }, signal),
  });

/** A dependent's page: the latest few movements of its hucha (`?for=`). */
export const useHuchaMovements = (dependentId: string) =>
  useQuery({
    queryKey: walletKeys.hucha(dependentId, LATEST_MOVEMENTS),
    queryFn: ({ signal }) => getMovements({ pos: 0, lim: LATEST_MOVEMENTS, for: dependentId }, signal),
  });
