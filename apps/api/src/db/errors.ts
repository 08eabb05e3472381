/**
 * A unique index refused a row: two requests raced past the check made before
 * writing. Callers turn it into the same 409 as that check. Works with
 * node-postgres and PGlite (the driver's error, or Drizzle's wrapper around it).
 */
export function isUniqueViolation(err: unknown, constraint: string) {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgErr = e.cause ?? e;
  return pgErr.code === '23505' && (pgErr.constraint ?? '').includes(constraint);
}
