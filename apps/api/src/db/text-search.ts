import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Spanish search that ignores case and accents ("muñeca" finds "Muneca", "cafetera"
 * finds "Cafetera Italiana"), served by the trigram index on f_unaccent(lower(column)).
 */
export const matchesText = (column: SQL | AnyPgColumn, text: string) =>
  sql`f_unaccent(lower(${column})) like f_unaccent(lower(${likePattern(text)}))`;
