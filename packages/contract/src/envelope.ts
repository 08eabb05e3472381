import { z } from 'zod';

/** Every successful answer is `{ data: ... }`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/**
 * A plain confirmation with a Spanish sentence to show, e.g. after asking for a recovery code. Here,
 * not in `accounts.ts`: many calls answer with it, and a page using it should not load the account
 * schemas (and libphonenumber's metadata with them).
 */
export const messageSchema = z.object({ message: z.string() });

/**
 * A page of results: `{ data: { list, total } }`, `total` counting every match, not just this page — except the
 * listings for anyone (featured lists, list search), whose `total` stops one past the page when more follow.
 */
export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ list: z.array(item), total: z.number().int().nonnegative() }) });

export type Page<T> = { list: T[]; total: number };
