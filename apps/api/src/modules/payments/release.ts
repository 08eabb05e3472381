import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import { QUEUES } from '../../plugins/jobs.js';
import { accountId, paymentShareIn, transfer } from '../ledger/index.js';
import { today } from './rules.js';

/** The `money-release` job of a payment, not before its day (the list's date). */
export const queueRelease = (app: AppContext, tx: Db, paymentId: string, availableOn: string) =>
  app.jobs.send(QUEUES.releaseMoney, { paymentId }, { tx, startAfter: new Date(`${availableOn}T00:00:00Z`) });

/** `money-release`: a received payment's pending money becomes available (its list's date arrived). */
export async function releasePayment(app: AppContext, paymentId: string) {
  await app.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!p || p.status !== 'succeeded') return;
    // Never before its day, whoever calls: a job run early (clocks apart) waits for the day again.
    if (p.availableOn && p.availableOn > today()) {
      await queueRelease(app, tx, p.id, p.availableOn);
      return;
    }
    const pendingId = await accountId(tx, {
      kind: 'person_pending',
      personId: p.recipientId,
      currency: p.currency,
    });
    const share = await paymentShareIn(tx, p.id, pendingId);
    if (share <= 0) return;
    await transfer(tx, {
      kind: 'release',
      key: `payment:${p.id}:release`,
      status: 'posted',
      currency: p.currency,
      legs: [
        {
          account: { kind: 'person_pending', personId: p.recipientId, currency: p.currency },
          amount: -share,
        },
        {
          account: { kind: 'person_available', personId: p.recipientId, currency: p.currency },
          amount: share,
        },
      ],
      paymentId: p.id,
    });
  });
}
