import type {
  bankSaveSchema,
  CardSaveInput,
  cardSaveSchema,
  MethodType,
  PaymentMethod,
} from '@detalle/contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { paymentMethods, providerProfiles, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { customerOf, findOwnMethod, type MethodRow } from '../payments/index.js';
import { checkBankAccount } from './bank-accounts.js';

/**
 * Saved payment methods: cards that pay, and bank accounts that receive payouts. We keep the provider's token
 * and what is shown (brand, last four, expiry, a masked form), never a number. A removed method stays (marked
 * removed) for the receipts that name it, and is never offered again.
 */
export const toMethod = (r: MethodRow): PaymentMethod => ({
  id: r.id,
  type: r.type,
  provider: r.provider,
  brand: r.brand,
  last4: r.last4,
  expMonth: r.expMonth,
  expYear: r.expYear,
  holder: r.holder,
  masked: r.masked,
  isDefault: r.isDefault,
  createdAt: r.createdAt.toISOString(),
});

/** The caller's live methods, defaults first. */
export async function listMethods(app: AppContext, personId: string, type?: MethodType) {
  const rows = await app.db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.personId, personId),
        isNull(paymentMethods.removedAt),
        type ? eq(paymentMethods.type, type) : undefined,
      ),
    )
    .orderBy(asc(paymentMethods.type), desc(paymentMethods.isDefault), desc(paymentMethods.createdAt));
  return rows.map(toMethod);
}

export async function getMethod(app: AppContext, personId: string, id: string) {
  return toMethod(await findOwnMethod(app.db, personId, id));
}

export async function startCardSetup(app: AppContext, personId: string) {
  const customerRef = await customerOf(app, personId);
  return app.payments.startCardSetup({ customerRef, idempotencyKey: `card-setup:${personId}:${Date.now()}` });
}

/**
 * Saves the card the provider confirmed. The first card becomes the default; `makeDefault` moves the default
 * (one statement clears the old default, the partial unique index keeps it to one per person and type).
 */
export async function saveCard(app: AppContext, personId: string, input: z.output<typeof cardSaveSchema>) {
  const customerRef = await customerOf(app, personId);
  const card = await app.payments.saveCard({ ...(input as CardSaveInput & typeof input), customerRef });
  return insertMethod(app, personId, input.makeDefault, {
    type: 'card',
    provider: app.payments.name,
    providerRef: card.providerRef,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    holder: card.holder,
    masked: `•••• ${card.last4}`,
    fingerprint: card.fingerprint,
    country: card.country,
  });
}

/** A bank account for payouts: validated here (IBAN or CLABE), registered at the provider, kept masked. */
export async function saveBank(app: AppContext, personId: string, input: z.output<typeof bankSaveSchema>) {
  const checked = checkBankAccount(input.account);
  const [profile] = await app.db
    .select()
    .from(providerProfiles)
    .where(and(eq(providerProfiles.personId, personId), eq(providerProfiles.provider, app.payments.name)));
  const saved = await app.payments.saveBankAccount({
    accountRef: profile?.payoutAccountRef ?? null,
    account: checked.account,
    holder: input.holder,
    country: checked.country,
    currency: checked.currency,
  });
  return insertMethod(app, personId, input.makeDefault, {
    type: 'bank',
    provider: app.payments.name,
    providerRef: saved.providerRef,
    brand: checked.brand,
    last4: checked.last4,
    expMonth: null,
    expYear: null,
    holder: input.holder,
    masked: checked.masked,
    fingerprint: null,
    country: checked.country,
  });
}

type NewMethod = Omit<typeof paymentMethods.$inferInsert, 'personId' | 'isDefault'>;

async function insertMethod(app: AppContext, personId: string, makeDefault: boolean, method: NewMethod) {
  try {
    return await app.db.transaction(async (tx) => {
      // Serialises a person's method changes, so "the first one is the default" holds when two are saved at once.
      await tx.execute(sql`select id from ${users} where id = ${personId} for update`);
      const [hasDefault] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.personId, personId),
            eq(paymentMethods.type, method.type),
            eq(paymentMethods.isDefault, true),
            isNull(paymentMethods.removedAt),
          ),
        );
      const isDefault = makeDefault || !hasDefault;
      if (isDefault && hasDefault) await clearDefault(tx, personId, method.type);
      const [row] = await tx
        .insert(paymentMethods)
        .values({ ...method, personId, isDefault })
        .returning();
      if (!row) throw new Error('payment method not saved');
      return toMethod(row);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'payment_methods_provider_ref_key'))
      throw new AppError('CONFLICT', 'Esta tarjeta ya está guardada en tu billetera.');
    throw err;
  }
}

async function clearDefault(tx: Db, personId: string, type: MethodType) {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(
      and(
        eq(paymentMethods.personId, personId),
        eq(paymentMethods.type, type),
        eq(paymentMethods.isDefault, true),
      ),
    );
}

export async function setDefaultMethod(app: AppContext, personId: string, id: string) {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where id = ${personId} for update`);
    const method = await findOwnMethod(tx, personId, id);
    if (method.removedAt) throw notFound('Esa tarjeta ya no está en tu billetera.');
    await clearDefault(tx, personId, method.type);
    const [row] = await tx
      .update(paymentMethods)
      .set({ isDefault: true })
      .where(eq(paymentMethods.id, id))
      .returning();
    if (!row) throw notFound();
    return toMethod(row);
  });
}

/** Removes a method: forgotten at the provider, kept here (marked removed) for its receipts. The next one becomes the default. */
export async function removeMethod(app: AppContext, personId: string, id: string) {
  const method = await findOwnMethod(app.db, personId, id);
  if (method.removedAt) return { id };
  if (method.type === 'card') await app.payments.removeCard({ providerRef: method.providerRef });
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where id = ${personId} for update`);
    await tx
      .update(paymentMethods)
      .set({ removedAt: new Date(), isDefault: false })
      .where(and(eq(paymentMethods.id, id), isNull(paymentMethods.removedAt)));
    if (method.isDefault) {
      const [next] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.personId, personId),
            eq(paymentMethods.type, method.type),
            isNull(paymentMethods.removedAt),
          ),
        )
        .orderBy(desc(paymentMethods.createdAt))
        .limit(1);
      if (next)
        await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
    }
  });
  return { id };
}
