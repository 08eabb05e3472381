import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppContext } from '../src/context.js';
import { movementCountsOff } from './movement-counts.js';

/**
 * The ledger's invariants, read straight from its tables, and the movement counters kept beside it: every transfer
 * sums to zero, all posted money sums to zero, each balance equals its posted entries, no person's account is
 * negative, and the movements' totals equal the movements counted.
 */
export async function expectLedgerConsistent(app: AppContext) {
  const rows = (q: ReturnType<typeof sql>) =>
    app.db.execute(q).then((r) => (r as unknown as { rows: Record<string, unknown>[] }).rows);
  const unbalanced = await rows(
    sql`select transfer_id from ledger_entries group by transfer_id, currency having sum(amount) <> 0`,
  );
  const total = await rows(
    sql`select currency, sum(e.amount)::bigint as s from ledger_entries e join ledger_transfers x on x.id = e.transfer_id where x.status = 'posted' group by currency having sum(e.amount) <> 0`,
  );
  const drift = await rows(sql`
    select a.id from ledger_accounts a
    left join (select e.account_id, sum(e.amount) as s from ledger_entries e join ledger_transfers x on x.id = e.transfer_id
               where x.status = 'posted' group by e.account_id) p on p.account_id = a.id
    where a.balance <> coalesce(p.s, 0)`);
  const negative = await rows(sql`select id from ledger_accounts where not allow_negative and balance < 0`);
  const countsOff = await movementCountsOff(app);
  expect({ unbalanced, total, drift, negative, countsOff }).toEqual({
    unbalanced: [],
    total: [],
    drift: [],
    negative: [],
    countsOff: [],
  });
}
