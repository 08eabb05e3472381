import type { Donation, donationInputSchema, guestDonationInputSchema } from '@detalle/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { donations, events, lists, payments, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { visibleTo } from '../events/index.js';
import { canSeeList } from '../lists/index.js';
import { ongGone, verifiedOngFor } from '../ongs/index.js';
import {
  cardForPayment,
  chargedAmount,
  chosenAmount,
  guestPayStep,
  guestRequest,
  guestTokenMatches,
  howPaid,
  lockRecipient,
  type NewPayment,
  newGuestToken,
  nextActionOf,
  openPayment,
  type PaymentRow,
  payAndApply,
  providerForRecipient,
  settleConfirmation,
} from '../payments/index.js';

/**
 * Donations to a verified ONG: a payment like any other (`payments.kind = 'donation'`, recipient the
 * ONG, charged and moved by `payments` through the ledger into the ONG's available money; what a donation adds
 * is its purpose, `purpose.ts`) plus a `donations` row with what the certificate says. Signed in, with a saved card (`donation/save`);
 * without an account, with a card for this donation only (`donation/guest`), exactly as guests chip in.
 * The ONG must be verified in the transaction that records the donation (its row held `FOR SHARE`).
 */
type Fields = z.output<typeof donationInputSchema> | z.output<typeof guestDonationInputSchema>;

/**
 * "Dona a una ONG en lugar de regalarme": the list or event that offered this ONG, checked against the giver
 * (they can open it, and it names this ONG). Anything else is a 404, like any id the caller cannot reach.
 */
async function inLieuOf(tx: Db, viewerId: string | null, input: Fields) {
  let listId: string | null = null;
  let eventId: string | null = null;
  if (input.listId) {
    const [list] = await tx
      .select({ id: lists.id })
      .from(lists)
      .where(and(eq(lists.id, input.listId), canSeeList(viewerId), eq(lists.charityOngId, input.ongId)));
    if (!list) throw notFound('No encontramos esa lista.');
    listId = list.id;
  }
  if (input.eventId) {
    const [event] = await tx
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.id, input.eventId),
          viewerId ? visibleTo(viewerId) : eq(events.visibility, 'public'),
          eq(events.charityOngId, input.ongId),
        ),
      );
    if (!event) throw notFound('No encontramos ese evento.');
    eventId = event.id;
  }
  return { inLieuListId: listId, inLieuEventId: eventId };
}

/** Writes the donation's payment and its `donations` row, the ONG checked verified under its row lock. */
async function recordDonation(
  app: AppContext,
  payerId: string | null,
  input: Fields,
  payment: Omit<NewPayment, 'recipientId' | 'amount' | 'currency' | 'kind'>,
) {
  return app.db.transaction(async (tx) => {
    // The account's row before the ONG's, in the order deleting the account takes them.
    await lockRecipient(tx, input.ongId, ongGone);
    const ong = await verifiedOngFor(tx, input.ongId);
    if (ong.id === payerId) throw new AppError('PAYMENT_TO_SELF', 'Tu ONG no puede donarse a sí misma.');
    const origin = await inLieuOf(tx, payerId, input);
    const row = await openPayment(app, tx, {
      ...payment,
      kind: 'donation',
      recipientId: ong.id,
      ...chargedAmount(input),
      currency: input.currency,
      message: input.message,
    });
    await tx.insert(donations).values({
      paymentId: row.id,
      ongId: ong.id,
      donorName: input.fullName,
      taxId: input.taxId ?? null,
      donorKind: input.donorKind,
      province: input.province ?? null,
      ...origin,
    });
    return row;
  });
}

/**
 * A retry that finds the payment of its request key resumes it only if it asks for the very same donation:
 * `idempotent` already refused another body under this key; the payment says so too, should its key row be gone
 * (keys are forgotten after a day).
 */
function refuseOtherDonation(
  existing: PaymentRow,
  input: {
    ongId: string;
    amount: number;
    currency: string;
    method: PaymentRow['method'];
    coverFee: boolean;
  },
): void {
  if (existing.kind !== 'donation') throw new AppError('CONFLICT');
  if (
    existing.recipientId !== input.ongId ||
    chosenAmount(existing) !== input.amount ||
    existing.feeCovered > 0 !== input.coverFee ||
    existing.currency !== input.currency ||
    existing.method !== input.method
  )
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
}

/** `donation/save`: a signed-in person donates with a saved card. A retry with the same key resumes it. */
export async function createDonation(
  app: AppContext,
  payerId: string,
  input: z.output<typeof donationInputSchema>,
  requestKey: string,
): Promise<Donation> {
  const [existing] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.payerId, payerId), eq(payments.requestKey, requestKey)));
  if (existing) {
    refuseOtherDonation(existing, input);
    if (existing.status === 'processing') await payAndApply(app, existing, input.bizumPhone ?? null);
    return donationView(app, existing.id);
  }
  // A verified ONG first: the way's refusal names the recipient, which must not tell anyone's name by id.
  await verifiedOngFor(app.db, input.ongId);
  const provider = await providerForRecipient(app, input.method, input.ongId);
  const card = input.method === 'card' ? await cardForPayment(app, payerId, input.methodId) : null;
  let payment: PaymentRow;
  try {
    payment = await recordDonation(app, payerId, input, {
      payerId,
      provider: card?.provider ?? provider,
      methodId: card?.id ?? null,
      method: input.method,
      requestKey,
    });
  } catch (err) {
    if (isUniqueViolation(err, 'payments_request_key'))
      return createDonation(app, payerId, input, requestKey);
    throw err;
  }
  await payAndApply(app, payment, input.bizumPhone ?? null);
  return donationView(app, payment.id);
}

/** `donation/guest`: anyone without an account donates with a card for this donation only. */
export async function createGuestDonation(
  app: AppContext,
  input: z.output<typeof guestDonationInputSchema>,
  requestKey: string,
): Promise<Donation> {
  const pay = await guestPayStep(app, input);
  // A verified ONG first: the way's refusal names the recipient, which must not tell anyone's name by id.
  await verifiedOngFor(app.db, input.ongId);
  const provider = await providerForRecipient(app, input.method, input.ongId);
  const existing = await guestRequest(app, input.email, requestKey);
  if (existing) {
    refuseOtherDonation(existing, input);
    const { token, hash } = newGuestToken();
    await app.db.update(payments).set({ guestTokenHash: hash }).where(eq(payments.id, existing.id));
    if (existing.status === 'processing') await pay(existing);
    return { ...(await donationView(app, existing.id)), token };
  }
  const { token, hash } = newGuestToken();
  let payment: PaymentRow;
  try {
    payment = await recordDonation(app, null, input, {
      payerId: null,
      payerEmail: input.email,
      payerName: input.name,
      guestTokenHash: hash,
      provider,
      method: input.method,
      requestKey,
    });
  } catch (err) {
    if (isUniqueViolation(err, 'payments_guest_request_key'))
      return createGuestDonation(app, input, requestKey);
    throw err;
  }
  await pay(payment);
  return { ...(await donationView(app, payment.id)), token };
}

const gone = () => notFound('No encontramos esa donación. Revisa el enlace de tu correo.');

/**
 * The donation the caller may read: their own (signed in), or a guest's by the browser's or the e-mailed token.
 * Anything else — someone else's, a wrong token, a gift payment — is the same 404.
 */
export async function donationFor(app: AppContext, viewerId: string | null, id: string, token?: string) {
  if (!isUuid(id)) throw gone();
  const who = [
    viewerId ? eq(payments.payerId, viewerId) : undefined,
    token ? and(isNull(payments.payerId), guestTokenMatches(token)) : undefined,
  ].filter((c) => c !== undefined);
  if (who.length === 0) throw gone();
  const [p] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.kind, 'donation'), or(...who)));
  if (!p) throw gone();
  return p;
}

/** `donation/get/{id}` (`?token=` for a guest). */
export async function getDonation(app: AppContext, viewerId: string | null, id: string, token?: string) {
  const p = await donationFor(app, viewerId, id, token);
  return donationView(app, p.id);
}

/** `donation/confirm/{id}`: the donor finished (or refused) their bank's confirmation step. */
export async function confirmDonation(
  app: AppContext,
  viewerId: string | null,
  id: string,
  token: string | undefined,
  approve: boolean,
) {
  const p = await donationFor(app, viewerId, id, token);
  await settleConfirmation(app, p, approve);
  return donationView(app, p.id);
}

/** What the donor sees of their donation. */
export async function donationView(app: AppContext, id: string): Promise<Donation> {
  const [row] = await app.db
    .select({ p: payments, d: donations, ong: users.name })
    .from(payments)
    .innerJoin(donations, eq(donations.paymentId, payments.id))
    .leftJoin(users, eq(users.id, donations.ongId))
    .where(eq(payments.id, id));
  if (!row) throw gone();
  const { p, d } = row;
  return {
    id: p.id,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    ong: { id: d.ongId, name: d.ongName ?? row.ong ?? '' },
    fullName: d.donorName,
    taxId: d.taxId,
    certificateNumber: p.refunded >= p.amount ? null : d.certificateNumber,
    testMode: p.provider === 'test',
    nextAction: await nextActionOf(app, p),
    ...howPaid(p, true),
    expiresAt: p.status === 'awaiting_funds' ? (p.expiresAt?.toISOString() ?? null) : null,
    failure: p.failure,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}
