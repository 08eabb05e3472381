import type { GuestPayment, guestPaymentInputSchema } from '@detalle/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { gifts, lists, payments, products, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { canSeeList } from '../lists/index.js';
import { assertCanReceiveMoney } from '../ongs/index.js';
import {
  chargedAmount,
  chosenAmount,
  guestPayStep,
  guestRequest,
  guestTokenMatches,
  howPaid,
  newGuestToken,
  nextActionOf,
  openPayment,
  type PaymentRow,
  providerForRecipient,
  settleConfirmation,
  simulateFunds,
  today,
} from '../payments/index.js';
import { assertStillReceives } from './recipients.js';

/**
 * Guests chip in: a person without an account gives toward a group gift or a fund of a list anyone with the
 * link can open (public lists only: "reachable by link" never means friends-only or private). It is the same
 * payment as a signed-in person's — the goal held under the gift's lock (`holdContribution`), the money moved
 * by `applyCharge` through the ledger into the owner's wallet (pending until the list's date) — with three
 * differences:
 *
 * - no saved card: the card is a test card (test mode) or a Stripe PaymentMethod made by Stripe.js, used for
 *   this payment only and never stored;
 * - the Idempotency-Key is scoped to the guest's e-mail (`guest:<email>`; the payment row by
 *   `lower(payer_email), request_key`), so a retry resumes the same payment;
 * - instead of a session, the answer carries a token (only its hash is stored) for the confirmation step and
 *   the receipt; the receipt is e-mailed when the payment succeeds (`mailGuestReceipt`).
 */
type Input = z.output<typeof guestPaymentInputSchema>;

const giftNotFound = () =>
  notFound('No encontramos ese regalo. Puede que ya no esté en la lista o que la lista ya no sea pública.');

/** The gift, its list (public only) and its owner: who receives. (An owner paying as a guest only pays themself.) */
async function publicGift(app: AppContext, giftId: string) {
  const [row] = await app.db
    .select({ listId: lists.id, ownerId: lists.ownerId, date: lists.date })
    .from(gifts)
    .innerJoin(lists, eq(lists.id, gifts.listId))
    .where(and(eq(gifts.id, giftId), canSeeList(null)));
  if (!row) throw giftNotFound();
  await assertCanReceiveMoney(app.db, row.ownerId);
  // No "it is your own list" answer here: it would let anyone with the link test guesses of the owner's address.
  return {
    listId: row.listId,
    recipientId: row.ownerId,
    availableOn: row.date && row.date > today() ? row.date : null,
  };
}

/** The owner of a gift anyone may see (`payment/methods`), or null. */
export async function giftOwner(app: AppContext, giftId: string): Promise<string | null> {
  if (!isUuid(giftId)) return null;
  const [row] = await app.db
    .select({ ownerId: lists.ownerId })
    .from(gifts)
    .innerJoin(lists, eq(lists.id, gifts.listId))
    .where(and(eq(gifts.id, giftId), canSeeList(null)));
  return row?.ownerId ?? null;
}

/** `payment/guest`: charge the guest's card (or start their transfer, voucher…) and give the money to the list's owner. */
export async function createGuestPayment(
  app: AppContext,
  input: Input,
  requestKey: string,
): Promise<GuestPayment> {
  const pay = await guestPayStep(app, input);
  const existing = await guestRequest(app, input.email, requestKey);
  if (existing) {
    // A retry after an unknown outcome (the first answer was a 5xx): the same payment, asked again with the
    // same provider key, so the card is charged once. The browser gets a fresh token (the old one is lost).
    // `idempotent` already refused another body under this key; the payment says so too, should its key row go.
    if (
      existing.giftId !== input.giftId ||
      chosenAmount(existing) !== input.amount ||
      existing.feeCovered > 0 !== input.coverFee ||
      existing.currency !== input.currency ||
      existing.method !== input.method
    )
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    const { token, hash } = newGuestToken();
    await app.db.update(payments).set({ guestTokenHash: hash }).where(eq(payments.id, existing.id));
    if (existing.status === 'processing') await pay(existing);
    return { ...(await guestView(app, existing.id)), token };
  }

  if (!isUuid(input.giftId)) throw giftNotFound();
  const concerns = await publicGift(app, input.giftId);
  const provider = await providerForRecipient(app, input.method, concerns.recipientId);
  const { token, hash } = newGuestToken();
  let payment: PaymentRow;
  try {
    payment = await app.db.transaction(async (tx) => {
      if (input.to) await assertStillReceives(tx, concerns.listId, input.to);
      return openPayment(app, tx, {
        payerId: null,
        payerEmail: input.email,
        payerName: input.name,
        guestTokenHash: hash,
        recipientId: concerns.recipientId,
        ...chargedAmount(input),
        currency: input.currency,
        provider,
        method: input.method,
        message: input.message,
        showName: input.showName,
        requestKey,
        listId: concerns.listId,
        giftId: input.giftId,
        availableOn: concerns.availableOn,
      });
    });
  } catch (err) {
    // The same request twice at once: the other one stored it; answer as a retry.
    if (isUniqueViolation(err, 'payments_guest_request_key'))
      return createGuestPayment(app, input, requestKey);
    throw err;
  }
  await pay(payment);
  return { ...(await guestView(app, payment.id)), token };
}

/** The payment whose browser or e-mailed token this is; anything else is the same 404. */
async function guestPaymentByToken(app: AppContext, id: string, token: string) {
  const gone = () => notFound('No encontramos ese justificante. Revisa el enlace de tu correo.');
  if (!isUuid(id)) throw gone();
  const [p] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), isNull(payments.payerId), guestTokenMatches(token)));
  if (!p) throw gone();
  return p;
}

/** `payment/guest/get/{id}?token=`: the guest's receipt. */
export async function guestReceipt(app: AppContext, id: string, token: string) {
  const p = await guestPaymentByToken(app, id, token);
  return guestView(app, p.id);
}

/** `payment/guest/confirm/{id}`: the guest finished (or refused) their bank's confirmation step. */
export async function confirmGuestPayment(app: AppContext, id: string, token: string, approve: boolean) {
  const p = await guestPaymentByToken(app, id, token);
  await settleConfirmation(app, p, approve);
  return guestView(app, p.id);
}

/** `payment/guest/simulate/{id}` (test mode): the guest's bank, shop or app acts on their delayed payment. */
export async function simulateGuestFunds(
  app: AppContext,
  id: string,
  token: string,
  outcome: Parameters<typeof simulateFunds>[2],
) {
  const p = await guestPaymentByToken(app, id, token);
  await simulateFunds(app, p, outcome);
  return guestView(app, p.id);
}

/** What a guest sees of their payment: what, for whom (the owner's first name), how it went. */
async function guestView(app: AppContext, id: string): Promise<GuestPayment> {
  const [row] = await app.db
    .select({
      p: payments,
      giftName: products.name,
      giftKind: gifts.kind,
      listName: lists.name,
      listDate: lists.date,
      owner: users.name,
    })
    .from(payments)
    .leftJoin(gifts, eq(gifts.id, payments.giftId))
    .leftJoin(products, eq(products.id, gifts.productId))
    .leftJoin(lists, eq(lists.id, payments.listId))
    .leftJoin(users, eq(users.id, payments.recipientId))
    .where(eq(payments.id, id));
  if (!row) throw notFound('No encontramos ese justificante.');
  const { p } = row;
  return {
    id: p.id,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    name: p.payerName ?? '',
    message: p.message,
    showName: p.showName,
    gift:
      p.giftId && row.giftName && row.giftKind
        ? { id: p.giftId, name: row.giftName, kind: row.giftKind }
        : null,
    list: p.listId && row.listName ? { id: p.listId, name: row.listName, date: row.listDate } : null,
    recipientName: row.owner ?? '',
    availableOn: p.availableOn && p.availableOn > today() ? p.availableOn : null,
    testMode: p.provider === 'test',
    nextAction: await nextActionOf(app, p),
    ...howPaid(p, true),
    expiresAt: p.expiresAt?.toISOString() ?? null,
    failure: p.failure,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}
