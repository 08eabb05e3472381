import { z } from 'zod';

/** Every successful answer is `{ data: ... }`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** A page of results: `{ data: { list, total } }`, `total` counting every match, not just this page. */
export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ list: z.array(item), total: z.number().int().nonnegative() }) });

export type Page<T> = { list: T[]; total: number };
