/**
 * Database errors the API gives a meaning to. Every other database error is a
 * bug or an outage and must reach the error handler untouched: a `catch` that
 * turns errors into a 4xx maps only what these functions recognise.
 */

type DriverError = {
  code?: unknown;
  constraint?: string;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
};

/** The error itself and what it wraps (Drizzle's DrizzleQueryError keeps the driver's error as `cause`). */
function* chain(err: unknown): Generator<DriverError> {
  let current: unknown = err;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const e = current as DriverError;
    yield e;
    // Node's happy-eyeballs connect fails with an AggregateError holding one error per address.
    if (Array.isArray(e.errors))
      for (const inner of e.errors) if (inner && typeof inner === 'object') yield inner;
    current = e.cause;
  }
}

/**
 * A unique index refused a row: two requests raced past the check made before
 * writing. Callers turn it into the same 409 as that check. Works with
 * node-postgres and PGlite (the driver's error, or Drizzle's wrapper around it).
 */
export function isUniqueViolation(err: unknown, constraint: string) {
  for (const e of chain(err)) {
    if (e.code === '23505') return (e.constraint ?? '').includes(constraint);
  }
  return false;
}

/** A CHECK constraint refused a row (a balance that would go below zero, for instance). */
export function isCheckViolation(err: unknown, constraint: string) {
  for (const e of chain(err)) {
    if (e.code === '23514') return (e.constraint ?? '').includes(constraint);
  }
  return false;
}

/** Socket-level failures: the server is not there, went away, or is unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs that mean "the server cannot serve you now", not "your query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping (or someone ended our backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down or in recovery
  '53300', // too_many_connections
  '53000', // insufficient_resources
  '58030', // io_error
  '40P01', // deadlock_detected: two transactions waited on each other (row locks); retrying works
  '40001', // serialization_failure
  '55P03', // lock_not_available
  '57014', // query_canceled (statement time-out)
]);

/** Messages of node-postgres, pg-pool and PGlite for a connection that is gone or never came. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "…unexpectedly", "…due to connection timeout"
  /timeout exceeded when trying to connect/, // pg-pool's connectionTimeoutMillis
  /is not queryable/, // a client that already lost its connection
  /Cannot use a pool after calling end/, // during shutdown
  /^PGlite is closed/,
];

/**
 * The database could not be reached or dropped the connection: the request may
 * well succeed in a few seconds. The error handler answers these with 503 and
 * `Retry-After`, never with a 500 or a misleading 4xx.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code)) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true; // 08xxx: connection exception
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

/**
 * What is safe to log about a database failure: the driver's code and message,
 * never Drizzle's wrapper (its message carries the query and its parameters).
 */
export function describeDatabaseError(err: unknown): { code?: string; message?: string } {
  let last: DriverError = {};
  for (const e of chain(err)) last = e;
  return {
    code: typeof last.code === 'string' ? last.code : undefined,
    message: typeof last.message === 'string' ? last.message.slice(0, 200) : undefined,
  };
}

/**
 * A row this statement points to was deleted meanwhile (a card removed, an account or list deleted while a
 * payment to it was being written): the caller's request no longer makes sense, and retrying after a reload does.
 */
export function isForeignKeyViolation(err: unknown): boolean {
  for (const e of chain(err)) if (e.code === '23503') return true;
  return false;
}
