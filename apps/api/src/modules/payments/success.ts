import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { type ledgerTransfers, payments } from '../../db/schema/index.js';
import { QUEUES } from '../../plugins/jobs.js';
import { post, transfer } from '../ledger/index.js';
import { mailGuestReceipt } from './guest-tokens.js';
import { paymentLegs, recipientAccount } from './ledger-accounts.js';
import { isOpen } from './open-payment.js';
import { tellPayerGivenBack } from './payer-notices.js';
import { type PaymentRow, purposeOf } from './purposes.js';
import { startRefund } from './refunds.js';
import { queueRelease } from './release.js';

type SuccessAnswer = {
  chargeRef: string | null;
  fee: number | null;
  /** What arrived, when the provider says (a delayed payment's transfer may be short or long); else the amount. */
  received: number | null;
  giftTransfers: (typeof ledgerTransfers.$inferSelect)[];
  recipientGone: boolean;
};

/**
 * The money arrived: the payment succeeds, what it held is given (its purpose's `settled`), the ledger posts it.
 * Money that arrives after its payment ended (expired, or failed and then completed: its share may be someone
 * else's by now), or for an account deleted meanwhile, is refunded to the payer in the same transaction (the
 * provider's part follows in a job): never kept over a goal, never lost.
 */
export async function recordSuccess(app: AppContext, tx: Db, p: PaymentRow, answer: SuccessAnswer) {
  // Only an open payment's money is given: it held its share. One already ended (expired, or failed and then
  // completed after all) gave its share up, and someone else may have taken it.
  const giveBack = !isOpen(p) || answer.recipientGone;
  const arrived = answer.received ?? p.amount;
  if (isOpen(p))
    await (giveBack ? purposeOf(app, p).released(tx, p) : purposeOf(app, p).settled(tx, p, arrived));
  const paid = await markSucceeded(tx, p, arrived, answer);
  await postPayment(tx, paid, answer.giftTransfers);
  await postFee(tx, paid);
  if (giveBack) {
    await giveBackAtOnce(app, tx, paid, answer.recipientGone ? 'gone' : 'late');
    return;
  }
  if (p.availableOn) await queueRelease(app, tx, p.id, p.availableOn);
  await purposeOf(app, p).received(app, tx, paid);
  await mailGuestReceipt(app, tx, paid);
}

/**
 * The payment row says it succeeded, with the provider's fee (never above the amount). When what arrived differs
 * from what was asked (a transfer sent short or long), `amount` becomes what arrived, the money the ledger moves,
 * and what was asked is kept apart to show both.
 */
async function markSucceeded(
  tx: Db,
  p: PaymentRow,
  arrived: number,
  answer: SuccessAnswer,
): Promise<PaymentRow> {
  const fee = Math.min(answer.fee ?? 0, arrived);
  const requestedAmount = arrived === p.amount ? p.requestedAmount : p.amount;
  // A transfer sent so short that it does not reach the fee the giver meant to cover covers none.
  const feeCovered = p.feeCovered < arrived ? p.feeCovered : 0;
  await tx
    .update(payments)
    .set({
      status: 'succeeded',
      amount: arrived,
      requestedAmount,
      received: arrived,
      feeCovered,
      fee,
      failure: null,
      providerChargeId: answer.chargeRef,
      expiresAt: null,
      paidAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(payments.id, p.id));
  return {
    ...p,
    status: 'succeeded' as const,
    amount: arrived,
    requestedAmount,
    received: arrived,
    feeCovered,
    fee,
  };
}

/**
 * The pending transfer written at the confirmation step is posted; if it was voided meanwhile (the step failed
 * first), a new one is written: a voided transfer never counts again.
 */
async function postPayment(tx: Db, p: PaymentRow, giftTransfers: SuccessAnswer['giftTransfers']) {
  const pending = giftTransfers.find((g) => g.status === 'pending');
  if (pending) {
    await post(tx, pending.id);
    return;
  }
  await transfer(tx, {
    kind: 'gift',
    key: `payment:${p.id}:gift:${giftTransfers.length + 1}`,
    status: 'posted',
    currency: p.currency,
    legs: paymentLegs(p),
    paymentId: p.id,
  });
}

/** The provider's fee leaves the recipient's share for the fees account. */
async function postFee(tx: Db, paid: PaymentRow) {
  if (paid.fee <= 0) return;
  await transfer(tx, {
    kind: 'fee',
    key: `payment:${paid.id}:fee`,
    status: 'posted',
    currency: paid.currency,
    legs: [
      { account: recipientAccount(paid), amount: -paid.fee },
      { account: { kind: 'fees', currency: paid.currency }, amount: paid.fee },
    ],
    paymentId: paid.id,
  });
}

/** Money that could not be given: all of it refunded (the provider's part in the `refund-finish` job), the payer told. */
async function giveBackAtOnce(app: AppContext, tx: Db, paid: PaymentRow, reason: 'gone' | 'late') {
  const refund = await startRefund(app, tx, paid, {
    value: paid.amount,
    requestedBy: null,
    requestKey: `auto:${paid.id}`,
  });
  await app.jobs.send(QUEUES.finishRefund, { refundId: refund.id }, { tx });
  await tellPayerGivenBack(app, tx, paid, reason);
}
