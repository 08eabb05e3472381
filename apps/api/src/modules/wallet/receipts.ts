import type { Payment, Payout } from '@detalle/contract';
import { and, asc, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { paymentMethods, payments, payouts, refunds } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { canRefund, howPaid, nextActionOf, payerShownToRecipient, today } from '../payments/index.js';
import { thankableOnReceipt } from '../thanks/index.js';
import { describeAll } from './concerns.js';

/** A payment of which the caller is the payer or the recipient; anyone else's is a 404. */
async function paymentOf(app: AppContext, callerId: string, id: string) {
  if (!isUuid(id)) throw notFound('No encontramos ese pago.');
  const [p] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), or(eq(payments.payerId, callerId), eq(payments.recipientId, callerId))));
  if (!p) throw notFound('No encontramos ese pago.');
  return p;
}

/**
 * A payment's receipt as its payer or its recipient sees it. The card shows only to the payer; the payer's
 * name shows to the recipient only when they chose so. Anyone else gets a 404.
 */
export async function paymentView(app: AppContext, callerId: string, id: string): Promise<Payment> {
  const p = await paymentOf(app, callerId, id);
  const role = p.payerId === callerId ? 'payer' : 'recipient';
  const [method] =
    role === 'payer' && p.methodId
      ? await app.db.select().from(paymentMethods).where(eq(paymentMethods.id, p.methodId))
      : [];
  const refundRows = await app.db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentId, p.id))
    .orderBy(asc(refunds.createdAt));
  const shown = role === 'recipient' && (await payerShownToRecipient(app.db, p));
  const payerShown = shown ? p.payerId : null;
  // The message is held back with the name: it may well be signed.
  const messageHeld = role === 'recipient' && !shown;
  const aboutRefs = {
    giftId: p.giftId,
    listId: p.listId,
    eventId: p.eventId,
    personId: role === 'payer' ? p.recipientId : payerShown,
  };
  const recipientRefs = { giftId: null, listId: null, eventId: null, personId: p.recipientId };
  const describe = await describeAll(app.db, callerId, [aboutRefs, recipientRefs]);
  const about = describe(aboutRefs);
  const recipient = describe(recipientRefs).person;
  return {
    id: p.id,
    role,
    status: p.status,
    amount: p.amount,
    fee: p.fee,
    net: p.amount - p.fee,
    currency: p.currency,
    refunded: p.refunded,
    refunds: refundRows.map((r) => ({
      id: r.id,
      amount: r.amount,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    method: method
      ? { id: method.id, type: method.type, brand: method.brand, last4: method.last4, masked: method.masked }
      : null,
    payer: role === 'recipient' ? (payerShown ? about.person : null) : null,
    // A guest has no account: they are named as they typed it, as their list names them.
    giverName: shown ? (payerShown ? (about.person?.name ?? null) : p.payerName) : null,
    availableOn: p.availableOn && p.availableOn > today() ? p.availableOn : null,
    recipient: recipient ?? { id: p.recipientId, name: 'Cuenta eliminada', lastname: '', image: null },
    message: messageHeld ? '' : p.message,
    concerns: about.concerns,
    provider: p.provider,
    testMode: p.provider === 'test',
    expiresAt: p.expiresAt?.toISOString() ?? null,
    nextAction: role === 'payer' ? await nextActionOf(app, p) : null,
    ...howPaid(p, role === 'payer'),
    failure: p.failure,
    canRefund: canRefund(p, callerId),
    thank:
      role === 'recipient' && p.status === 'succeeded'
        ? await thankableOnReceipt(app.db, callerId, p.id)
        : null,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

/** A payout's receipt: only its owner. */
export async function payoutView(app: AppContext, personId: string, id: string): Promise<Payout> {
  if (!isUuid(id)) throw notFound('No encontramos esa retirada.');
  const [row] = await app.db
    .select({ payout: payouts, bank: paymentMethods })
    .from(payouts)
    .leftJoin(paymentMethods, eq(paymentMethods.id, payouts.bankId))
    .where(and(eq(payouts.id, id), eq(payouts.personId, personId)));
  if (!row) throw notFound('No encontramos esa retirada.');
  const { payout: p, bank } = row;
  return {
    id: p.id,
    status: p.status,
    amount: p.amount,
    fee: p.fee,
    net: p.amount - p.fee,
    currency: p.currency,
    // Without a saved account (Stripe pays into the one given in its onboarding).
    bank: bank
      ? {
          id: bank.id,
          type: bank.type,
          brand: bank.brand,
          last4: bank.last4,
          masked: bank.masked,
          holder: bank.holder,
        }
      : {
          id: '',
          type: 'bank',
          brand: 'Stripe',
          last4: '',
          masked: 'Tu cuenta de cobros en Stripe',
          holder: '',
        },
    provider: p.provider,
    testMode: p.provider === 'test',
    createdAt: p.createdAt.toISOString(),
    arrivalDate: p.arrivalDate,
    failure: p.failure,
  };
}
