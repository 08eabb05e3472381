import type { Page, PaginationQuery } from '@detalle/contract';

/** An ordered query that can still be cut to a page (any Drizzle select before `.limit()`). */
type Pageable<T> = { limit(lim: number): { offset(pos: number): PromiseLike<T[]> } };

/**
 * The one way to answer a paginated call (seed `lim` and `pos`): the database
 * cuts the page, and `total` counts every match, so nothing is read whole.
 * `rows` must be ordered by a unique key last, or pages could overlap.
 *
 *     readPage(db.select().from(t).where(w).orderBy(desc(t.createdAt), asc(t.id)),
 *       db.select({ n: count() }).from(t).where(w), query, toItem)
 */
export async function readPage<T, U = T>(
  rows: Pageable<T>,
  total: PromiseLike<{ n: number }[]>,
  { lim, pos }: Pick<PaginationQuery, 'lim' | 'pos'>,
  map: (row: T) => U = (row) => row as unknown as U,
): Promise<Page<U>> {
  const [list, [counted]] = await Promise.all([rows.limit(lim).offset(pos), total]);
  return { list: list.map(map), total: counted?.n ?? 0 };
}
