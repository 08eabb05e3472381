import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { ledgerTransfers, payments, users } from '../../db/schema/index.js';
import { transfer, voidTransfer } from '../ledger/index.js';
import { mailGuestInstructions } from './guest-tokens.js';
import { paymentLegs } from './ledger-accounts.js';
import { expiredFailure, isOpen, timeIsUp } from './open-payment.js';
import { tellPayerExpired } from './payer-notices.js';
import type { ChargeResult } from './providers/provider.js';
import { type PaymentRow, purposeOf } from './purposes.js';
import { recordSuccess } from './success.js';

/**
 * Giving money by card. The payment row records what happened with the provider; the money moves only through
 * the ledger, in the transaction that records the provider's answer:
 *
 *   charge succeeded   clearing(provider) −amount → recipient +amount        (transfer `payment:<id>:gift`)
 *                      recipient −fee → fees +fee                             (`payment:<id>:fee`)
 *   needs confirmation the gift transfer is written pending, then posted or voided exactly once
 *
 * Which of the recipient's accounts it goes to (pending or available): `ledger-accounts.ts`.
 */

/**
 * The provider's answer about a charge; `chargeRef` is null when it refused before creating one. `expired` is
 * ours, not the provider's: nobody confirmed the payment in time and the provider cancelled it (`expiry.ts`).
 */
export type ChargeAnswer = Omit<ChargeResult, 'chargeRef' | 'status'> & {
  chargeRef: string | null;
  status: ChargeResult['status'] | 'expired';
  /** Expired without the provider saying how the charge ended (it kept failing): the payer is told so. */
  unsure?: boolean;
};

type PaymentTransfer = typeof ledgerTransfers.$inferSelect;

/**
 * Records the provider's answer about a charge, once. Locks the payment, so a confirmation and a cancellation
 * (or two deliveries of one webhook) are applied one after the other; a state already reached is left alone,
 * except that the provider's "succeeded" always wins over a failure: the money was taken, so it is given —
 * or, when it arrives after its hold expired or for an account that is gone, given back at once.
 * Returns whether this call changed the payment.
 */
export async function applyCharge(
  app: AppContext,
  paymentId: string,
  answer: ChargeAnswer,
): Promise<boolean> {
  const changed = await app.db.transaction(async (tx) => {
    const locked = await lockPaymentAndPeople(tx, paymentId);
    if (!locked) return false;
    const { p, recipientGone } = locked;
    const chargeRef = answer.chargeRef ?? p.providerChargeId;
    const giftTransfers = await tx
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.paymentId, p.id), eq(ledgerTransfers.kind, 'gift')));
    switch (answer.status) {
      case 'succeeded':
        // Canceled is final (the provider confirmed it, or the payer won the race against a confirmation).
        if (p.status === 'succeeded' || p.status === 'canceled') return false;
        await recordSuccess(app, tx, p, {
          chargeRef,
          fee: answer.fee,
          received: answer.received ?? null,
          giftTransfers,
          recipientGone,
        });
        return true;
      case 'awaiting_funds':
        return recordAwaiting(app, tx, p, { ...answer, chargeRef });
      case 'requires_action':
        return recordConfirmationStep(tx, p, chargeRef, giftTransfers);
      case 'failed':
      case 'canceled':
      case 'expired':
        return recordEnding(app, tx, p, { ...answer, chargeRef }, giftTransfers);
      default:
        return rememberChargeRef(tx, p, chargeRef);
    }
  });
  app.jobs.nudge();
  return changed;
}

/**
 * The payment locked for update, its people's accounts first, in the order deleting an account takes them (the
 * person's row, then the payments it touches), so the two never deadlock. A recipient gone means the money goes
 * back.
 */
async function lockPaymentAndPeople(tx: Db, paymentId: string) {
  const [head] = await tx
    .select({ recipientId: payments.recipientId, payerId: payments.payerId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!head) return null;
  const people = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [head.recipientId, ...(head.payerId ? [head.payerId] : [])]))
    .orderBy(asc(users.id))
    .for('key share');
  const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!p) return null;
  return { p, recipientGone: !people.some((u) => u.id === head.recipientId) };
}

/** The bank asks the payer to confirm: the gift transfer is written now, counted only once posted. */
async function recordConfirmationStep(
  tx: Db,
  p: PaymentRow,
  chargeRef: string | null,
  giftTransfers: PaymentTransfer[],
) {
  if (p.status !== 'processing') return false;
  await tx
    .update(payments)
    .set({ status: 'requires_action', providerChargeId: chargeRef, updatedAt: new Date() })
    .where(eq(payments.id, p.id));
  // Written now, counted only once posted: the confirmation either posts it or voids it.
  await transfer(tx, {
    kind: 'gift',
    key: `payment:${p.id}:gift:${giftTransfers.length + 1}`,
    status: 'pending',
    currency: p.currency,
    legs: paymentLegs(p),
    paymentId: p.id,
  });
  return true;
}

/**
 * A delayed payment waits for its money: the first answer stores the instructions (a guest is e-mailed the link
 * to them); later ones record what has arrived so far of a transfer sent short. Nothing reaches the ledger yet.
 */
async function recordAwaiting(app: AppContext, tx: Db, p: PaymentRow, answer: ChargeAnswer) {
  if (!isOpen(p)) return false;
  const first = p.status === 'processing';
  const received = Math.max(p.received, answer.received ?? 0);
  if (!first && received === p.received) return false;
  await tx
    .update(payments)
    .set({
      status: 'awaiting_funds',
      providerChargeId: answer.chargeRef,
      instructions: answer.instructions ?? p.instructions,
      received,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, p.id));
  if (first) await mailGuestInstructions(app, tx, p);
  return true;
}

/** An open payment ended without its money (failed, cancelled, expired): what it held is freed. */
async function recordEnding(
  app: AppContext,
  tx: Db,
  p: PaymentRow,
  answer: ChargeAnswer,
  giftTransfers: PaymentTransfer[],
) {
  if (!isOpen(p)) return false;
  // Our own cancellation at the end of the hold may arrive first as the provider's webhook: it is the expiry.
  const expired = answer.status === 'expired' || (answer.status === 'canceled' && timeIsUp(p));
  const ending = expired
    ? { ...answer, status: 'expired' as const, failure: answer.failure ?? expiredFailure(p) }
    : answer;
  await tx
    .update(payments)
    .set({
      status: ending.status,
      failure: ending.failure,
      providerChargeId: ending.chargeRef,
      expiresAt: null,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, p.id));
  for (const g of giftTransfers) if (g.status === 'pending') await voidTransfer(tx, g.id);
  await purposeOf(app, p).released(tx, p);
  if (expired) await tellPayerExpired(app, tx, p, ending.unsure ?? false);
  return true;
}

/** Still processing at the provider: its reference is remembered, nothing else changes. */
async function rememberChargeRef(tx: Db, p: PaymentRow, chargeRef: string | null) {
  if (isOpen(p) && !p.providerChargeId && chargeRef)
    await tx
      .update(payments)
      .set({ providerChargeId: chargeRef, updatedAt: new Date() })
      .where(eq(payments.id, p.id));
  return false;
}
