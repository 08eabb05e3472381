import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Spanish search that ignores case and accents ("muñeca" finds "Muneca", "cafetera"
 * finds "Cafetera Italiana"), served by the trigram index on f_unaccent(lower(column)).
 */
export const matchesText = (column: SQL | AnyPgColumn, text: string) =>
  sql`f_unaccent(lower(${column})) like f_unaccent(lower(${likePattern(text)}))`;

/** `matchesText` with the pattern given already escaped (`likePattern`), e.g. as a placeholder of a built-once query. */
export const matchesPattern = (column: SQL | AnyPgColumn, pattern: SQL | Placeholder) =>
  sql`f_unaccent(lower(${column})) like f_unaccent(lower(${pattern}))`;

/** `matchesPattern` on a column that holds its text already as f_unaccent(lower(…)), kept so for its trigram index. */
export const matchesNormalised = (column: SQL | AnyPgColumn, pattern: string) =>
  sql`${column} like f_unaccent(lower(${pattern}))`;
