import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * `lim` is the page size and `pos` the offset (seed §3). Both arrive as query
 * strings, so they are coerced. A page larger than MAX_PAGE_SIZE is refused
 * rather than silently shortened, so a caller never mistakes a cut page for the end.
 */
export const paginationQuery = z.object({
  lim: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  // Bounded like a PostgreSQL integer: an offset beyond it never finds anything anyway.
  pos: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;
