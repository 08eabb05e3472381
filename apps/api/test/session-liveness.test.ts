import { describe, expect, it } from 'vitest';
import { sessionLiveness } from '../src/modules/sessions/liveness.js';

/** A stand-in for the sessions table: the ids in `live`, and every query it was asked, with its ids. */
function table(live: Iterable<string>) {
  const rows = new Set(live);
  const queries: string[][] = [];
  let hold: Promise<void> | null = null;
  return {
    rows,
    queries,
    /** Answers wait for this until it settles (a slow database); each query reads the rows when it is sent. */
    holdWith(promise: Promise<void>) {
      hold = promise;
    },
    async liveAmong(ids: readonly string[]) {
      queries.push([...ids]);
      const found = new Set(ids.filter((id) => rows.has(id)));
      if (hold) await hold;
      return found;
    },
  };
}

describe('session checks (one query for those asked together)', () => {
  it('answers the checks asked in one turn with one query, each session looked up once', async () => {
    const db = table(['phone', 'laptop']);
    const liveness = sessionLiveness(db.liveAmong);
    const answers = await Promise.all(
      ['phone', 'laptop', 'phone', 'gone', 'laptop', 'phone'].map((id) => liveness.isLive(id)),
    );
    expect(answers).toEqual([true, true, true, false, true, true]);
    expect(db.queries).toEqual([['phone', 'laptop', 'gone']]);
  });

  it('never answers a check with a query sent before it was asked', async () => {
    const db = table(['phone']);
    const liveness = sessionLiveness(db.liveAmong);
    let release: () => void = () => {};
    db.holdWith(new Promise<void>((r) => (release = r)));
    const first = liveness.isLive('phone');
    await new Promise((r) => setImmediate(r)); // the first query is on its way
    expect(db.queries).toHaveLength(1);
    // The session ends (on another process); a check asked now must see it, not share the query in flight.
    db.rows.delete('phone');
    const second = liveness.isLive('phone');
    release();
    expect(await second).toBe(false);
    expect(await first).toBe(true); // what its own query read
    expect(db.queries).toHaveLength(2);
  });

  it('rejects every check of a query that failed, and the next checks query again', async () => {
    let fail = true;
    const queries: string[][] = [];
    const liveness = sessionLiveness(async (ids) => {
      queries.push([...ids]);
      if (fail) throw new Error('database away');
      return new Set(ids);
    });
    const failed = await Promise.allSettled([liveness.isLive('a'), liveness.isLive('b')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await liveness.isLive('a')).toBe(true);
    expect(queries).toEqual([['a', 'b'], ['a']]);
  });
});
