import { type fundInputSchema, type fundUpdateSchema, type Gift, minorDigits } from '@detalle/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { gifts, lists, products } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { assertUploadedBy } from '../files/index.js';
import { loadGifts, ownList } from '../lists/index.js';
import { MAX_GIFTS_PER_LIST } from './service.js';

/**
 * Cash funds ("Aportación para la luna de miel"): a list item that is not a product. Givers — friends and
 * guests — give any amount (or one of the suggested ones) through the wallet's payments; with a target,
 * never more than what is missing, as for a group gift; without one, there is no "missing" limit.
 * The item is a gift row of kind `fund` (its own target and currency) whose product row only carries its
 * title, description and picture, so the list, the reveal and the movements treat it like any other gift.
 */
const fundNotFound = () => notFound('Ese fondo ya no está en la lista.');

async function giftOfMine(app: AppContext, ownerId: string, giftId: string) {
  if (!isUuid(giftId)) throw fundNotFound();
  const [row] = await app.db.select({ gift: gifts }).from(gifts).where(eq(gifts.id, giftId));
  if (!row) throw fundNotFound();
  // Answered as the list itself would: 404 when they cannot open it, 403 when they may but do not own it.
  await ownList(app, ownerId, row.gift.listId);
  return row.gift;
}

const viewOf = async (app: AppContext, ownerId: string, listId: string, giftId: string) =>
  (await loadGifts(app, ownerId, listId)).find((g) => g.id === giftId) as Gift;

/** `list/fund/save`: a new fund on my list (counts toward the list's gift limit). */
export async function saveFund(app: AppContext, ownerId: string, input: z.output<typeof fundInputSchema>) {
  const list = await ownList(app, ownerId, input.listId);
  if (input.image) await assertUploadedBy(app.db, ownerId, input.image);
  const giftId = await app.db.transaction(async (tx) => {
    // The list's lock makes concurrent adds count one after another (as `addGift`).
    await tx.select({ id: lists.id }).from(lists).where(eq(lists.id, list.l.id)).for('update');
    const [held] = await tx.select({ n: count() }).from(gifts).where(eq(gifts.listId, list.l.id));
    if ((held?.n ?? 0) >= MAX_GIFTS_PER_LIST)
      throw new AppError(
        'LIST_FULL',
        `Esta lista ya tiene ${MAX_GIFTS_PER_LIST} regalos, el máximo. Quita alguno o empieza otra lista.`,
      );
    const [product] = await tx
      .insert(products)
      .values({
        ownerId,
        name: input.name,
        description: input.description,
        image: input.image ?? null,
      })
      .returning({ id: products.id });
    if (!product) throw new Error('fund product not stored');
    const [gift] = await tx
      .insert(gifts)
      .values({
        listId: list.l.id,
        productId: product.id,
        kind: 'fund',
        group: true,
        fundCurrency: input.currency,
        fundGoal: input.goal,
        suggestedAmounts: input.suggestedAmounts,
        priority: input.priority,
      })
      .returning({ id: gifts.id });
    if (!gift) throw new Error('fund not stored');
    return gift.id;
  });
  return viewOf(app, ownerId, list.l.id, giftId);
}

/**
 * `list/fund/update/{id}`: title, description, target, suggested amounts. A target below what was already
 * given is refused (it would show a negative "missing"); removing the target is always allowed.
 */
export async function updateFund(
  app: AppContext,
  ownerId: string,
  giftId: string,
  input: z.output<typeof fundUpdateSchema>,
) {
  const gift = await giftOfMine(app, ownerId, giftId);
  if (gift.kind !== 'fund') throw fundNotFound();
  await app.db.transaction(async (tx) => {
    // Under the gift's lock, as a contribution reads and adds to `contributed`.
    const [now] = await tx.select().from(gifts).where(eq(gifts.id, gift.id)).for('update');
    if (!now) throw fundNotFound();
    const goal = input.goal === undefined ? now.fundGoal : input.goal;
    // What is on its way counts: it may yet arrive.
    if (goal !== null && goal < now.contributed + now.direct + now.held + now.awaiting)
      throw new AppError('BAD_REQUEST', 'El objetivo no puede ser menor que lo que ya te han aportado.', [
        { path: 'goal', message: 'Más que lo ya aportado, o déjalo vacío.' },
      ]);
    const suggested = input.suggestedAmounts ?? now.suggestedAmounts;
    if (goal !== null && suggested.some((a) => a > goal))
      throw new AppError('BAD_REQUEST', 'Ninguna cantidad sugerida puede pasar del objetivo.', [
        { path: 'suggestedAmounts', message: 'Como mucho el objetivo.' },
      ]);
    const unit = 10 ** minorDigits(now.fundCurrency ?? 'EUR');
    if (input.suggestedAmounts?.some((a) => a < unit))
      throw new AppError(
        'BAD_REQUEST',
        'Cada cantidad sugerida debe ser de al menos 1 unidad de la moneda.',
        [{ path: 'suggestedAmounts', message: 'Al menos 1 unidad de la moneda.' }],
      );
    await tx
      .update(gifts)
      .set({
        fundGoal: goal,
        suggestedAmounts: suggested,
        ...(input.priority ? { priority: input.priority } : {}),
      })
      .where(eq(gifts.id, gift.id));
    if (input.name !== undefined || input.description !== undefined)
      await tx
        .update(products)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
        })
        .where(eq(products.id, now.productId));
  });
  return viewOf(app, ownerId, gift.listId, gift.id);
}

/**
 * `gift/close/{id}`: the owner closes a group gift or a fund early. No more contributions (checked under the
 * gift's lock in the wallet's `holdContribution`); what was given stays in the owner's wallet. Closing twice
 * is a no-op. Only what takes money closes: a fund, or a group gift somebody has chipped in to (a gift nobody
 * gave toward is removed from the list instead).
 */
export async function closeGift(app: AppContext, ownerId: string, giftId: string) {
  const gift = await giftOfMine(app, ownerId, giftId);
  if (
    gift.kind === 'product' &&
    gift.contributed === 0 &&
    gift.direct === 0 &&
    gift.held === 0 &&
    gift.awaiting === 0
  )
    throw new AppError(
      'BAD_REQUEST',
      'Este regalo aún no tiene aportaciones: no hay nada que cerrar. Si ya no lo quieres, quítalo de la lista.',
    );
  await app.db
    .update(gifts)
    .set({ closedAt: new Date() })
    .where(and(eq(gifts.id, gift.id), isNull(gifts.closedAt)));
  return viewOf(app, ownerId, gift.listId, gift.id);
}
