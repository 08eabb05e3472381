import { createHash } from 'node:crypto';
import { type ErrorCode, type FieldError, idempotencyKeySchema } from '@detalle/contract';
import { and, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/**
 * `Idempotency-Key` for every call that moves money (Stripe's model): the first call with a key runs and its
 * answer is stored; a replay of the key gets that answer back and moves nothing; the same key with another
 * body is refused (`IDEMPOTENCY_KEY_REUSED`). A replay that arrives while the first call still runs waits for
 * it a few seconds, then says it is in progress.
 *
 * Refusals (4xx) are stored and replayed like successes: the operation ended. A failure of ours or of the
 * provider (5xx), or a 429, is stored as such and leaves the key open to a retry — but only a retry of the
 * same request: the key keeps the first body's hash, so the same key with another body is still
 * `IDEMPOTENCY_KEY_REUSED` (a retry that changed the amount must not resume the first payment as if it were
 * the same). Every provider call inside carries a key derived from our payment, refund or payout id, so the
 * provider never does the same thing twice either.
 */
type Stored = {
  status: number;
  body: { data?: unknown; error?: { code: ErrorCode; message: string; fields?: FieldError[] } };
};

const WAIT_FOR_FIRST_MS = 5_000;
/** A first call that has not answered in this long died (a crash): its key may be run again. */
const ABANDONED_AFTER_MS = 2 * 60_000;
const POLL_MS = 100;
/** A stored status that ended nothing: the call may be run again with the same body. */
const mayRunAgain = (status: number) => status >= 500 || status === 429;

/** A stable hash of the body: the same fields in another order are the same request. */
function hashOf(operation: string, body: unknown): string {
  const canonical = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, x]) => [k, canonical(x)]),
        )
      : Array.isArray(v)
        ? v.map(canonical)
        : v;
  return createHash('sha256')
    .update(`${operation}\n${JSON.stringify(canonical(body) ?? null)}`)
    .digest('hex');
}

/** Reads and checks the header; a missing or malformed key is a Spanish 400. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers['idempotency-key'];
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message);
  return parsed.data;
}

function replay<T>(stored: Stored): T {
  const { error } = stored.body;
  if (error) throw new AppError(error.code, error.message, error.fields);
  return stored.body.data as T;
}

type Call<T> = {
  scope: string;
  key: string;
  operation: string;
  body: unknown;
  /** What of the answer may be kept (a provider's client secret is not: a replay reads it fresh). */
  keep?: (data: T) => T;
};

export async function idempotent<T>(
  app: Pick<AppContext, 'db'>,
  who: Call<T>,
  run: () => Promise<T>,
): Promise<T> {
  const requestHash = hashOf(who.operation, who.body);
  // This attempt's mark, set here rather than by the database: a JS Date holds milliseconds only, so rows are
  // compared at that precision (`sameStart`). A takeover moves the mark; the final writes only touch the row
  // while it is still this attempt's, so a first call that outlives its takeover cannot overwrite the taker's.
  let startedAt = new Date();
  const [claimed] = await app.db
    .insert(idempotencyKeys)
    .values({ scope: who.scope, key: who.key, operation: who.operation, requestHash, createdAt: startedAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (!claimed) {
    const first = await awaitFirstCall<T>(app, who, requestHash);
    if (first.kind === 'gone') return idempotent(app, who, run);
    if (first.kind === 'answered') return first.data;
    startedAt = first.takenAt;
  }
  return runAndStore(app, and(keyOf(who), sameStart(startedAt)), who.keep, run);
}

const keyOf = (who: { scope: string; key: string }) =>
  and(eq(idempotencyKeys.scope, who.scope), eq(idempotencyKeys.key, who.key));

/**
 * Another call holds the key: its answer is replayed once stored, or, when it failed (5xx, 429) or died without
 * answering (a crash), this retry takes the key over. A key used for another request is refused at once.
 */
async function awaitFirstCall<T>(
  app: Pick<AppContext, 'db'>,
  who: Call<T>,
  requestHash: string,
): Promise<{ kind: 'gone' } | { kind: 'answered'; data: T } | { kind: 'taken'; takenAt: Date }> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [row] = await app.db.select().from(idempotencyKeys).where(keyOf(who));
    if (!row) return { kind: 'gone' };
    // Checked first, whatever became of the first call: one key is one request.
    if (row.operation !== who.operation || row.requestHash !== requestHash)
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (row.responseStatus !== null && !mayRunAgain(row.responseStatus))
      return {
        kind: 'answered',
        data: replay<T>({ status: row.responseStatus, body: row.response as Stored['body'] }),
      };
    // The first call failed (5xx, 429), or died without answering (a crash): this retry takes the key over.
    if (row.responseStatus !== null || Date.now() - row.createdAt.getTime() > ABANDONED_AFTER_MS) {
      const takenAt = await takeOver(app, who, row);
      if (takenAt) return { kind: 'taken', takenAt };
      // Another retry took it over: wait for that one like for any call in progress.
    }
    if (Date.now() > deadline) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** One taker: the conditional update matches the row as it was read. Returns the new mark, or null if another took it. */
async function takeOver(
  app: Pick<AppContext, 'db'>,
  who: { scope: string; key: string },
  row: typeof idempotencyKeys.$inferSelect,
): Promise<Date | null> {
  const takenAt = new Date();
  const [taken] = await app.db
    .update(idempotencyKeys)
    .set({ responseStatus: null, response: null, createdAt: takenAt })
    .where(
      and(
        keyOf(who),
        sameStart(row.createdAt),
        row.responseStatus !== null
          ? eq(idempotencyKeys.responseStatus, row.responseStatus)
          : isNull(idempotencyKeys.responseStatus),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken ? takenAt : null;
}

/**
 * Runs the call holding the key (`mine`: the row while it is still this attempt's) and stores how it ended: its
 * answer or refusal, to replay; a failure of ours or the provider's only as "failed", for a retry to run again.
 */
async function runAndStore<T>(
  app: Pick<AppContext, 'db'>,
  mine: SQL | undefined,
  keep: ((data: T) => T) | undefined,
  run: () => Promise<T>,
): Promise<T> {
  let stored: Stored;
  try {
    const data = await run();
    await app.db
      .update(idempotencyKeys)
      .set({ responseStatus: 200, response: { data: keep ? keep(data) : data } })
      .where(mine);
    return data;
  } catch (err) {
    const status = err instanceof AppError ? err.status : 500;
    if (mayRunAgain(status)) {
      // Not the operation's answer: kept only as "failed", so a retry of this very request may run it again.
      await app.db.update(idempotencyKeys).set({ responseStatus: status, response: null }).where(mine);
      throw err;
    }
    // A refusal is the operation's answer and is kept, with the fields it points at.
    const { code, message, fields } = err as AppError;
    stored = { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
  }
  await app.db
    .update(idempotencyKeys)
    .set({ responseStatus: stored.status, response: stored.body })
    .where(mine);
  return replay<T>(stored);
}

/**
 * The row's start is this instant, at a JS Date's precision: rows written by the database itself (before this
 * code set the mark) hold microseconds, which no Date read back from them could equal.
 */
const sameStart = (at: Date) => sql`date_trunc('milliseconds', ${idempotencyKeys.createdAt}) = ${at}`;

/** The `Idempotency-Key` header as every money-moving route declares it. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .describe('Una clave por operación; repítela al reintentar'),
});

/**
 * How long a key's answer is kept: a day, as Stripe keeps its own keys. The answers hold personal data (a donor's
 * name and tax id, a guest's name and message, a guest's e-mail in the scope), so they are not kept for nothing.
 * A retry later than that runs the call again, and the money calls still find their first payment, refund or
 * payout by their own unique request key, so nothing is charged or paid twice.
 */
export const KEEP_IDEMPOTENCY_KEYS_HOURS = 24;

/** Forgets the keys older than `KEEP_IDEMPOTENCY_KEYS_HOURS` (the hourly `idempotency-purge` job). */
export async function purgeOldIdempotencyKeys(app: Pick<AppContext, 'db'>, now = new Date()) {
  const before = new Date(now.getTime() - KEEP_IDEMPOTENCY_KEYS_HOURS * 3_600_000);
  const gone = await app.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
