import type { Payout, payoutInputSchema } from '@detalle/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ledgerTransfers, paymentMethods, payouts, providerProfiles, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { isOverdraft, reverse, transfer } from '../ledger/index.js';
import { assertCanWithdraw } from '../ongs/index.js';
import { findOwnMethod, isCollector, mercadoPagoOf } from '../payments/index.js';
import { listMethods } from './methods.js';
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
  // Stripe Express pays into the bank account given in its onboarding; our own list of accounts is optional there.
  const hasBank = banks.length > 0 || app.payments.name === 'stripe';
  const mercadoPago = mercadoPagoOf(app) ? { connected: await isCollector(app, personId) } : undefined;
  return { ready: ready && hasBank, needsOnboarding: !ready, banks, ...(mercadoPago ? { mercadoPago } : {}) };
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

/**
 * `payout/save`, bound to the caller's `Idempotency-Key` (`requestKey`): a retry whose answer was lost resumes
 * the same payout and asks the provider again with the same key (`payout:<id>`), so it never pays out twice.
 */
export async function createPayout(
  app: AppContext,
  personId: string,
  input: z.output<typeof payoutInputSchema>,
  requestKey: string,
): Promise<Payout> {
  const [existing] = await app.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.personId, personId), eq(payouts.requestKey, requestKey)));
  if (existing) {
    // The key's stored answer may be gone (purged after a day, or never stored when the provider's answer was
    // lost): only the same request resumes this payout; another one under its key is refused, never answered
    // with this payout as if it were its own.
    const sameRequest =
      existing.amount === input.amount &&
      existing.currency === input.currency &&
      (!input.bankId || !existing.bankId || existing.bankId === input.bankId);
    if (!sameRequest) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (existing.status === 'in_transit' && !existing.providerPayoutId) await sendPayout(app, existing);
    return payoutView(app, personId, existing.id);
  }
  // An ONG pending verification keeps what it received, and withdraws once verified (asked again below).
  await assertCanWithdraw(app.db, personId);
  const bank = await bankForPayout(app, personId, input.bankId);
  const profile = await profileOf(app, personId);
  if (!(await app.payments.payoutsReady({ accountRef: profile?.payoutAccountRef ?? null })))
    throw new AppError('PAYOUT_ONBOARDING_REQUIRED');
  const quote = quotePayout(app, input.amount, input.currency);

  let payout: typeof payouts.$inferSelect;
  try {
    payout = await app.db.transaction(async (tx) => {
      // Under the ONG's row lock: it cannot go back to pending while this payout is written.
      await assertCanWithdraw(tx, personId);
      const [row] = await tx
        .insert(payouts)
        .values({
          personId,
          bankId: bank?.id ?? null,
          amount: quote.amount,
          fee: quote.fee,
          currency: quote.currency,
          status: 'in_transit',
          provider: app.payments.name,
          arrivalDate: quote.arrivalDate,
          requestKey,
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
    });
  } catch (err) {
    if (isOverdraft(err)) throw new AppError('BALANCE_TOO_LOW');
    if (isUniqueViolation(err, 'payouts_request_key')) return createPayout(app, personId, input, requestKey);
    throw err;
  }
  await sendPayout(app, payout);
  return payoutView(app, personId, payout.id);
}

/**
 * The bank account that receives it: the one named or my default. With Stripe Express the bank account given
 * during Stripe's onboarding is used, so a saved one is optional there.
 */
async function bankForPayout(app: AppContext, personId: string, bankId: string | undefined) {
  const bank = bankId
    ? await findOwnMethod(app.db, personId, bankId)
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
  if (bank && bank.type === 'bank' && !bank.removedAt) return bank;
  if (app.payments.name === 'stripe' && !bankId) return null;
  throw new AppError('BANK_REQUIRED');
}

/** Asks the provider to pay out; only a definite refusal puts the money back (an unknown outcome is retried). */
async function sendPayout(app: AppContext, payout: typeof payouts.$inferSelect) {
  const [profile] = await app.db
    .select()
    .from(providerProfiles)
    .where(
      and(eq(providerProfiles.personId, payout.personId), eq(providerProfiles.provider, payout.provider)),
    );
  const [bank] = payout.bankId
    ? await app.db.select().from(paymentMethods).where(eq(paymentMethods.id, payout.bankId))
    : [];
  let result: Awaited<ReturnType<typeof app.payments.payout>>;
  try {
    result = await app.payments.payout({
      accountRef: profile?.payoutAccountRef ?? null,
      bankRef: bank?.providerRef ?? '',
      amount: payout.amount - payout.fee,
      currency: payout.currency,
      idempotencyKey: `payout:${payout.id}`,
    });
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      await failPayout(
        app,
        payout.id,
        'No se ha podido enviar a tu banco. El dinero ha vuelto a tu billetera.',
      );
      throw err;
    }
    throw new AppError(
      'PAYMENTS_UNAVAILABLE',
      'No hemos podido confirmar la retirada con el banco. Vuelve a intentarlo en unos segundos: no se enviará dos veces.',
      undefined,
      { retryAfter: 10 },
    );
  }
  if (result.status === 'failed') {
    await failPayout(
      app,
      payout.id,
      'El banco no ha aceptado la transferencia. El dinero ha vuelto a tu billetera.',
    );
    throw new AppError(
      'BANK_ACCOUNT_INVALID',
      'El banco no ha aceptado la transferencia. Tu dinero sigue en tu billetera.',
    );
  }
  await app.db
    .update(payouts)
    .set({ status: result.status, providerPayoutId: result.payoutRef, arrivalDate: result.arrivalDate })
    .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'in_transit')));
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
