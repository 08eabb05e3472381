import { createHash } from 'node:crypto';
import { type ErrorCode, idempotencyKeySchema } from '@detalle/contract';
import { and, eq } from 'drizzle-orm';
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
 * provider (5xx) forgets the key, so the person can retry with it: every provider call inside carries a key
 * derived from our payment, refund or payout id, so the provider never does the same thing twice either.
 */
type Stored = { status: number; body: { data?: unknown; error?: { code: ErrorCode; message: string } } };

const WAIT_FOR_FIRST_MS = 5_000;
/** A first call that has not answered in this long died (a crash): its key may be run again. */
const ABANDONED_AFTER_MS = 2 * 60_000;
const POLL_MS = 100;

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
  if (stored.body.error) throw new AppError(stored.body.error.code, stored.body.error.message);
  return stored.body.data as T;
}

export async function idempotent<T>(
  app: Pick<AppContext, 'db'>,
  who: {
    scope: string;
    key: string;
    operation: string;
    body: unknown;
    /** What of the answer may be kept (a provider's client secret is not: a replay reads it fresh). */
    keep?: (data: T) => T;
  },
  run: () => Promise<T>,
): Promise<T> {
  const requestHash = hashOf(who.operation, who.body);
  const where = and(eq(idempotencyKeys.scope, who.scope), eq(idempotencyKeys.key, who.key));
  const [claimed] = await app.db
    .insert(idempotencyKeys)
    .values({ scope: who.scope, key: who.key, operation: who.operation, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (!claimed) {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const [row] = await app.db.select().from(idempotencyKeys).where(where);
      // The first call failed (5xx) and forgot the key meanwhile: this one may run.
      if (!row) return idempotent(app, who, run);
      if (row.operation !== who.operation || row.requestHash !== requestHash)
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (row.responseStatus !== null)
        return replay<T>({ status: row.responseStatus, body: row.response as Stored['body'] });
      if (Date.now() - row.createdAt.getTime() > ABANDONED_AFTER_MS) {
        // The first call died without answering: take the key over (one taker, by the conditional delete).
        const [taken] = await app.db
          .delete(idempotencyKeys)
          .where(and(where, eq(idempotencyKeys.createdAt, row.createdAt)))
          .returning({ key: idempotencyKeys.key });
        if (taken) return idempotent(app, who, run);
      }
      if (Date.now() > deadline) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  let stored: Stored;
  try {
    const data = await run();
    await app.db
      .update(idempotencyKeys)
      .set({ responseStatus: 200, response: { data: who.keep ? who.keep(data) : data } })
      .where(where);
    return data;
  } catch (err) {
    // A refusal is the operation's answer and is kept; a 429 (try later) or a failure of ours is not.
    if (err instanceof AppError && err.status < 500 && err.status !== 429) {
      stored = { status: err.status, body: { error: { code: err.code, message: err.message } } };
    } else {
      await app.db.delete(idempotencyKeys).where(where);
      throw err;
    }
  }
  await app.db
    .update(idempotencyKeys)
    .set({ responseStatus: stored.status, response: stored.body })
    .where(where);
  return replay<T>(stored);
}

/** The `Idempotency-Key` header as every money-moving route declares it. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .describe('Una clave por operación; repítela al reintentar'),
});
