import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/context.js';
import { recountMovements } from '../src/modules/wallet/index.js';

/**
 * Everyone whose wallet movement counters (kept by triggers) differ from their movements counted from the
 * sources, with both figures: an empty list when the counters hold. Everyone means every person a payment,
 * refund, payout, hucha transfer or counter names, deleted accounts included.
 */
export async function movementCountsOff(app: AppContext) {
  const people = (await app.db.execute(sql`
    select recipient_id as id from payments union select payer_id from payments where payer_id is not null
    union select person_id from payouts union select person_id from wallet_movement_counts
    union select guardian_id from hucha_transfers union select dependent_id from hucha_transfers`)) as unknown as {
    rows: { id: string }[];
  };
  const off = [];
  for (const { id } of people.rows) {
    const { counted, kept } = await recountMovements(app, id);
    if (JSON.stringify(counted) !== JSON.stringify(kept)) off.push({ id, counted, kept });
  }
  return off;
}
