import type { Payout, payoutInputSchema } from '@detalle/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ledgerTransfers, paymentMethods, payouts, providerProfiles, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { isOverdraft, reverse, transfer } from '../ledger/ledger.js';
import { findOwnMethod, listMethods } from './methods.js';
import { payoutView } from './receipts.js';

/**
 * Withdrawing ("Retirar dinero"): money leaves the person's available balance for their bank.
 *
 *   person_available −amount → payouts +(amount − fee), fees +fee      (transfer `payout:<id>`)
 *
 * The ledger moves first, in the transaction that records the payout, so the same money can never be
 * withdrawn twice (the account's CHECK refuses going below zero, whatever races). Then the provider pays;
 * if it refuses, a reversing transfer puts the money back and the payout says it failed.
 */
async function profileOf(app: AppContext, personId: string) {
  const [profile] = await app.db
    .select()
    .from(providerProfiles)
    .where(and(eq(providerProfiles.personId, personId), eq(providerProfiles.provider, app.payments.name)));
  return profile ?? null;
}

export async function payoutStatus(app: AppContext, personId: string) {
  const profile = await profileOf(app, personId);
  const ready = await app.payments.payoutsReady({ accountRef: profile?.payoutAccountRef ?? null });
  const banks = await listMethods(app, personId, 'bank');
  return { ready: ready && banks.length > 0, needsOnboarding: !ready, banks };
}

/** The provider's onboarding page (Stripe Connect Express); null when nothing is needed (test mode). */
export async function onboard(app: AppContext, personId: string) {
  const profile = await profileOf(app, personId);
  const [person] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, personId));
  const back = `${app.config.publicUrl}/billetera/retirar`;
  const link = await app.payments.onboardingLink({
    personId,
    email: person?.email ?? null,
    existing: profile?.payoutAccountRef ?? null,
    returnUrl: back,
    refreshUrl: back,
  });
  if (link.accountRef && link.accountRef !== profile?.payoutAccountRef) {
    await app.db
      .insert(providerProfiles)
      .values({ personId, provider: app.payments.name, payoutAccountRef: link.accountRef })
      .onConflictDoUpdate({
        target: [providerProfiles.personId, providerProfiles.provider],
        set: { payoutAccountRef: link.accountRef, updatedAt: new Date() },
      });
  }
  return { url: link.url };
}

export function quotePayout(app: AppContext, amount: number, currency: string) {
  const quote = app.payments.quotePayout({ amount, currency });
  const fee = Math.min(quote.fee, amount);
  return { amount, fee, net: amount - fee, currency, arrivalDate: quote.arrivalDate };
}

/** `payout/save`: runs inside `idempotent()`, so a replayed key never withdraws twice. */
export async function createPayout(
  app: AppContext,
  personId: string,
  input: z.output<typeof payoutInputSchema>,
): Promise<Payout> {
  const bank = input.bankId
    ? await findOwnMethod(app.db, personId, input.bankId)
    : (
        await app.db
          .select()
          .from(paymentMethods)
          .where(
            and(
              eq(paymentMethods.personId, personId),
              eq(paymentMethods.type, 'bank'),
              eq(paymentMethods.isDefault, true),
              isNull(paymentMethods.removedAt),
            ),
          )
      )[0];
  if (!bank || bank.type !== 'bank' || bank.removedAt) throw new AppError('BANK_REQUIRED');
  const profile = await profileOf(app, personId);
  if (!(await app.payments.payoutsReady({ accountRef: profile?.payoutAccountRef ?? null })))
    throw new AppError('PAYOUT_ONBOARDING_REQUIRED');
  const quote = quotePayout(app, input.amount, input.currency);

  const payout = await app.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(payouts)
        .values({
          personId,
          bankId: bank.id,
          amount: quote.amount,
          fee: quote.fee,
          currency: quote.currency,
          status: 'in_transit',
          provider: app.payments.name,
          arrivalDate: quote.arrivalDate,
        })
        .returning();
      if (!row) throw new Error('payout not stored');
      await transfer(tx, {
        kind: 'payout',
        key: `payout:${row.id}`,
        status: 'posted',
        currency: row.currency,
        legs: [
          { account: { kind: 'person_available', personId, currency: row.currency }, amount: -row.amount },
          { account: { kind: 'payouts', currency: row.currency }, amount: row.amount - row.fee },
          { account: { kind: 'fees', currency: row.currency }, amount: row.fee },
        ],
        payoutId: row.id,
      });
      return row;
    })
    .catch((err) => {
      if (isOverdraft(err)) throw new AppError('BALANCE_TOO_LOW');
      throw err;
    });

  try {
    const result = await app.payments.payout({
      accountRef: profile?.payoutAccountRef ?? null,
      bankRef: bank.providerRef,
      amount: payout.amount - payout.fee,
      currency: payout.currency,
      idempotencyKey: `payout:${payout.id}`,
    });
    if (result.status === 'failed')
      throw new AppError(
        'PAYMENTS_UNAVAILABLE',
        'El banco no ha aceptado la transferencia. Tu dinero sigue en tu billetera.',
      );
    await app.db
      .update(payouts)
      .set({ status: result.status, providerPayoutId: result.payoutRef, arrivalDate: result.arrivalDate })
      .where(eq(payouts.id, payout.id));
  } catch (err) {
    await failPayout(
      app,
      payout.id,
      'No se ha podido enviar a tu banco. El dinero ha vuelto a tu billetera.',
    );
    throw err;
  }
  return payoutView(app, personId, payout.id);
}

/** A payout the provider did not make (or returned): the money goes back to the person's available balance. */
export async function failPayout(app: AppContext, payoutId: string, failure: string) {
  await app.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(payouts)
      .set({ status: 'failed', failure })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'in_transit')))
      .returning();
    if (!failed) return;
    const [original] = await tx
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.key, `payout:${payoutId}`));
    if (original) await reverse(tx, original, 'payout_return');
  });
}
