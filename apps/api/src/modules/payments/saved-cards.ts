import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { paymentMethods, providerProfiles, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';

/**
 * What a payment is charged to: the payer's saved card and their customer at the provider. The wallet saves and
 * removes the cards (`wallet/methods.ts`); a payment only reads them.
 */
export type MethodRow = typeof paymentMethods.$inferSelect;

/** One of the caller's methods (removed ones too: their receipts still open); anyone else's is a 404. */
export async function findOwnMethod(db: Db, personId: string, id: string): Promise<MethodRow> {
  if (!isUuid(id)) throw notFound('No encontramos esa tarjeta o cuenta en tu billetera.');
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.personId, personId)));
  if (!row) throw notFound('No encontramos esa tarjeta o cuenta en tu billetera.');
  return row;
}

/** The person's customer at the provider, created on first use and remembered. */
export async function customerOf(app: AppContext, personId: string): Promise<string | null> {
  const provider = app.payments;
  const [profile] = await app.db
    .select()
    .from(providerProfiles)
    .where(and(eq(providerProfiles.personId, personId), eq(providerProfiles.provider, provider.name)));
  if (profile?.customerRef) return profile.customerRef;
  const [person] = await app.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, personId));
  const customerRef = await provider.ensureCustomer({
    personId,
    email: person?.email ?? null,
    name: person?.name ?? '',
    existing: null,
  });
  if (customerRef) {
    await app.db
      .insert(providerProfiles)
      .values({ personId, provider: provider.name, customerRef })
      .onConflictDoUpdate({
        target: [providerProfiles.personId, providerProfiles.provider],
        set: { customerRef, updatedAt: new Date() },
      });
  }
  return customerRef;
}

/** The card a payment uses: the one named (mine, not removed), or my default card; only cards of the provider in use. */
export async function cardForPayment(
  app: AppContext,
  personId: string,
  methodId: string | undefined,
): Promise<MethodRow> {
  const usable = (m: MethodRow | undefined): m is MethodRow =>
    m !== undefined && m.type === 'card' && !m.removedAt && m.provider === app.payments.name;
  if (methodId) {
    const method = await findOwnMethod(app.db, personId, methodId);
    if (!usable(method))
      throw new AppError('CARD_REQUIRED', 'Esa tarjeta ya no se puede usar. Elige otra o añade una nueva.');
    return method;
  }
  const [card] = await app.db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.personId, personId),
        eq(paymentMethods.type, 'card'),
        eq(paymentMethods.isDefault, true),
        isNull(paymentMethods.removedAt),
        eq(paymentMethods.provider, app.payments.name),
      ),
    );
  if (!usable(card)) throw new AppError('CARD_REQUIRED');
  return card;
}
