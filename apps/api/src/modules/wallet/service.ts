import type { Payment, paymentInputSchema } from '@detalle/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { payments } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import {
  cancelOpenPayment,
  cardForPayment,
  chargedAmount,
  chosenAmount,
  openPayment,
  type PaymentRow,
  payAndApply,
  payerPayment,
  providerForRecipient,
  refundPayment as refund,
  settleConfirmation,
  simulateFunds,
} from '../payments/index.js';
import { paymentView } from './receipts.js';
import { assertStillReceives, checkConcerns } from './recipients.js';

/**
 * The wallet's payments, as a signed-in person makes them: send money (to a friend, for a list or an event, toward
 * a group gift), answer the bank's confirmation step, cancel, refund. Each answers with the payment's receipt.
 */

/**
 * `payment/save`: charge my card and give the money. The payment is bound to the caller's `Idempotency-Key`
 * (`requestKey`): a retry whose first answer was lost (a time-out, a 503) finds the same payment and asks the
 * provider again with the same key (`payment:<id>`), so the card is charged once whatever happens in between.
 */
export async function createPayment(
  app: AppContext,
  payerId: string,
  input: z.output<typeof paymentInputSchema>,
  requestKey: string,
): Promise<Payment> {
  const [existing] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.payerId, payerId), eq(payments.requestKey, requestKey)));
  if (existing) {
    // `idempotent` already refused another body under this key; the payment says so too, should its key row go.
    if (
      existing.recipientId !== input.to ||
      chosenAmount(existing) !== input.amount ||
      existing.currency !== input.currency ||
      existing.method !== input.method ||
      existing.feeCovered > 0 !== input.coverFee
    )
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (existing.status === 'processing') await payAndApply(app, existing, input.bizumPhone ?? null);
    return paymentView(app, payerId, existing.id);
  }
  const concerns = await checkConcerns(app.db, payerId, input);
  const provider = await providerForRecipient(app, input.method, input.to);
  const card = input.method === 'card' ? await cardForPayment(app, payerId, input.methodId) : null;
  let payment: PaymentRow;
  try {
    payment = await app.db.transaction(async (tx) => {
      await assertStillReceives(tx, concerns.listId, input.to);
      return openPayment(app, tx, {
        payerId,
        recipientId: input.to,
        ...chargedAmount(input),
        currency: input.currency,
        provider: card?.provider ?? provider,
        methodId: card?.id ?? null,
        method: input.method,
        message: input.message,
        showName: input.showName,
        requestKey,
        ...concerns,
      });
    });
  } catch (err) {
    // The same request, twice at once: the other one stored it; answer as it does.
    if (isUniqueViolation(err, 'payments_request_key')) return createPayment(app, payerId, input, requestKey);
    throw err;
  }
  await payAndApply(app, payment, input.bizumPhone ?? null);
  return paymentView(app, payerId, payment.id);
}

/** `payment/simulate/{id}` (test mode): the payer's bank, shop or app acts on their delayed payment. */
export async function simulatePayment(
  app: AppContext,
  payerId: string,
  id: string,
  outcome: Parameters<typeof simulateFunds>[2],
): Promise<Payment> {
  const p = await payerPayment(app.db, payerId, id);
  await simulateFunds(app, p, outcome);
  return paymentView(app, payerId, p.id);
}

/** `payment/confirm/{id}`: the payer finished (or refused) the confirmation step. */
export async function confirmPayment(
  app: AppContext,
  payerId: string,
  id: string,
  approve: boolean,
): Promise<Payment> {
  const p = await payerPayment(app.db, payerId, id);
  await settleConfirmation(app, p, approve);
  return paymentView(app, payerId, id);
}

/** `payment/cancel/{id}`: the payer gives up on a payment still waiting for confirmation. */
export async function cancelPayment(app: AppContext, payerId: string, id: string): Promise<Payment> {
  const p = await payerPayment(app.db, payerId, id);
  await cancelOpenPayment(app, p);
  return paymentView(app, payerId, id);
}

/** `payment/refund/{id}`: all or part of a payment given back, by its payer or its recipient. */
export async function refundPayment(
  app: AppContext,
  callerId: string,
  id: string,
  amount: number | undefined,
  requestKey: string,
): Promise<Payment> {
  const paymentId = await refund(app, callerId, id, amount, requestKey);
  return paymentView(app, callerId, paymentId);
}
