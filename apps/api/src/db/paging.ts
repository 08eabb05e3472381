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

/**
 * `readPage` for a listing too large to count on every call (the listings for anyone): `rows(lim, pos)` reads
 * `lim` rows from `pos` (called one past the page), and `total` is exact when the listing ends within this page,
 * else `pos + lim + 1`, "more follow": all that paging needs (the web's `nextOffset` asks for the next page while
 * `total` is past what it has). A page past the end asks `countUpTo(pos)`, which counts at most that many.
 */
export async function readPageOnePast<T, U = T>(
  rows: (lim: number, pos: number) => PromiseLike<T[]>,
  countUpTo: (n: number) => PromiseLike<number>,
  { lim, pos }: Pick<PaginationQuery, 'lim' | 'pos'>,
  map: (row: T) => U = (row) => row as unknown as U,
): Promise<Page<U>> {
  const read = await rows(lim + 1, pos);
  const list = read.slice(0, lim).map(map);
  if (read.length > lim) return { list, total: pos + lim + 1 };
  if (read.length > 0 || pos === 0) return { list, total: pos + read.length };
  return { list, total: await countUpTo(pos) };
}
