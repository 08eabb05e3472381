import { and, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

export type SessionLiveness = {
  /**
   * Whether the session still exists and has not expired (without renewing it, unlike a request would), as read
   * by a query sent after this call. Rejects when the database cannot answer.
   */
  isLive(sessionId: string): Promise<boolean>;
};

/** Of these sessions, those that still exist and have not expired: one query, whatever their number. */
export async function liveSessionsAmong(db: Db, ids: readonly string[]): Promise<Set<string>> {
  // One array parameter, written as PostgreSQL's array text (ids are UUIDs): the same statement for any number
  // of ids, and both drivers pass a string as it is (a JS array in Drizzle's `sql` would become a list).
  const array = `{${ids.join(',')}}`;
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(sql`${sessions.id} = any(${array}::uuid[])`, gt(sessions.expiresAt, new Date())));
  return new Set(rows.map((row) => row.id));
}

type Asker = { resolve: (live: boolean) => void; reject: (err: unknown) => void };

/**
 * The session checks of this process, asked by every realtime stream before it writes (an event, a heartbeat):
 * those asked in the same turn of the event loop go out as one query, and the same session asked twice in it is
 * looked up once. One notification reaches all of a person's streams (phone, laptop, tabs) in the same turn, so
 * a burst costs a query per turn instead of one per stream and event.
 *
 * No answer outlives its query: a check always waits for a query sent after it was asked, so a session ended on
 * another process is seen by the next check, as it was with a query of its own. That is also why a check asked
 * while a query is on its way waits for the next one instead of joining it.
 */
export function sessionLiveness(
  liveAmong: (ids: readonly string[]) => Promise<Set<string>>,
): SessionLiveness {
  /** The checks not yet sent, by session: null until one is asked in this turn. */
  let waiting: Map<string, Asker[]> | null = null;

  const send = (batch: Map<string, Asker[]>) => {
    // A query that throws at once fails its checks like one that fails later.
    new Promise<Set<string>>((resolve) => resolve(liveAmong([...batch.keys()]))).then(
      (live) => {
        for (const [id, askers] of batch) for (const asker of askers) asker.resolve(live.has(id));
      },
      (err: unknown) => {
        for (const askers of batch.values()) for (const asker of askers) asker.reject(err);
      },
    );
  };

  return {
    isLive(sessionId) {
      return new Promise<boolean>((resolve, reject) => {
        if (!waiting) {
          const batch = new Map<string, Asker[]>();
          waiting = batch;
          // After the I/O of this turn, so every stream a message reached has asked by then.
          setImmediate(() => {
            waiting = null;
            send(batch);
          });
        }
        const askers = waiting.get(sessionId);
        if (askers) askers.push({ resolve, reject });
        else waiting.set(sessionId, [{ resolve, reject }]);
      });
    },
  };
}
