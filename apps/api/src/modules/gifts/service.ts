import type {
  Gift,
  giftInputSchema,
  giftUpdateSchema,
  productInputSchema,
  productUpdateSchema,
} from '@detalle/contract';
import { formatMoney, quoted, suggestsGroupGift } from '@detalle/contract';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { gifts, guestClaims, lists, notifications, products, users } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { findProduct, resolveCategory } from '../catalogue/index.js';
import { giverReachesList } from '../draws/index.js';
import { assertUploadedBy } from '../files/index.js';
import { friendIdList } from '../friends/index.js';
import {
  findListReachedOtherwise,
  findVisibleList,
  freeForOneGiver,
  giftsOf,
  giverShown,
  isListOwner,
  isListRevealed,
  isOwnerOf,
  leastQuantity,
  loadGifts,
  notFreeError,
  ownerIdsOf,
  ownList,
  ownsList,
} from '../lists/index.js';
import { freeReservedGift } from './free-reserved-gift.js';
import { refuseUngroupingWithMoney } from './group-choice.js';

type Me = { id: string; name: string; lastname: string };
const giftNotFound = () => notFound('Ese regalo ya no está en la lista.');
/** A product's picture: none, or one of our stored uploads that I uploaded myself. */
async function checkProductImage(app: AppContext, userId: string, image: string | null | undefined) {
  if (image && !/^\/files\/(products|images)\/[0-9a-f]{32}\.webp$/.test(image)) {
    throw new AppError('VALIDATION_ERROR', 'La imagen del producto no es válida.', [
      { path: 'image', message: 'Imagen no válida.' },
    ]);
  }
  if (image) await assertUploadedBy(app.db, userId, image);
}

async function insertOwnProduct(
  db: Db,
  userId: string,
  input: z.output<typeof productInputSchema>,
  categoryId: string | null,
) {
  const [row] = await db
    .insert(products)
    .values({
      ownerId: userId,
      name: input.name,
      description: input.description,
      priceMinor: input.price?.amount ?? null,
      currency: input.price?.currency ?? null,
      image: input.image ?? null,
      shop: input.shop ?? null,
      url: input.url ?? null,
      categoryId,
    })
    .returning({ id: products.id });
  return (row as { id: string }).id;
}

/** `product/save`: a product of my own (typed by hand or read from a shop's link). */
export async function saveOwnProduct(
  app: AppContext,
  userId: string,
  input: z.output<typeof productInputSchema>,
) {
  await checkProductImage(app, userId, input.image);
  const categoryId = (await resolveCategory(app, input.category)) ?? null;
  const id = await insertOwnProduct(app.db, userId, input, categoryId);
  return (await findProduct(app.db, id, { anyOwner: true })) as NonNullable<
    Awaited<ReturnType<typeof findProduct>>
  >;
}

/**
 * A product typed by hand is its author's (`products.owner_id`), yet on a list run together the other owners fix
 * its name or price too: they may, when the product is someone's own (never a catalogue product, which is
 * everyone's) and stands on a list they own. Its author keeps it: a fix shows wherever it is used. The same
 * people read and restart its price checks (`scan/history.ts`).
 */
export const productEditableBy = (userId: string, productId: string) =>
  or(
    eq(products.ownerId, userId),
    and(
      sql`${products.ownerId} is not null`,
      sql`exists (select 1 from ${gifts} join ${lists} on ${lists.id} = ${gifts.listId}
        where ${gifts.productId} = ${productId} and ${ownsList(userId)})`,
    ),
  );

/**
 * `product/update/{id}`: the name and price of my own product, or of one on a list I own (`productEditableBy`). A price stays while money was given, held or is on
 * its way toward a gift of it (its goal is price × quantity): checked under those gifts' row locks, the ones a
 * contribution takes.
 */
export async function updateOwnProduct(
  app: AppContext,
  userId: string,
  id: string,
  input: z.output<typeof productUpdateSchema>,
) {
  const gone = () => notFound('Ese producto no existe o no es tuyo.');
  if (!isUuid(id)) throw gone();
  await app.db.transaction(async (tx) => {
    const [p] = await tx
      .select({ amount: products.priceMinor, currency: products.currency })
      .from(products)
      .where(and(eq(products.id, id), productEditableBy(userId, id)))
      .for('update');
    if (!p) throw gone();
    // The form sends the price it shows: the same price again is no change (renaming stays possible).
    const samePrice =
      (input.price ?? null) === null
        ? p.amount === null
        : input.price?.amount === p.amount && input.price?.currency === p.currency;
    if (input.price !== undefined && !samePrice) {
      // Every gift of the product is locked, and the money read after the lock: a filter on the money in the
      // locking query would skip a gift whose first payment is being written (not yet committed) and change
      // its price under it.
      const ofProduct = await tx
        .select({
          taken:
            sql<number>`${gifts.contributed} + ${gifts.held} + ${gifts.awaiting} + ${gifts.direct}`.mapWith(
              Number,
            ),
        })
        .from(gifts)
        .where(eq(gifts.productId, id))
        .orderBy(gifts.id)
        .for('update');
      if (ofProduct.some((g) => g.taken > 0))
        throw new AppError(
          'GIFT_HAS_CONTRIBUTIONS',
          'Ya hay dinero dado o en camino para este regalo, así que su precio no se puede cambiar. Puedes cambiar su nombre.',
          [{ path: 'price', message: 'Ya hay dinero dado o en camino para este regalo.' }],
        );
    }
    await tx
      .update(products)
      .set({
        name: input.name,
        ...(input.price !== undefined
          ? {
              priceMinor: input.price?.amount ?? null,
              currency: input.price?.currency ?? null,
              // A price fixed by hand starts the shop's checks afresh: no old drop to show, no stop, a full read.
              previousPriceMinor: null,
              priceDroppedAt: null,
              checkFailures: 0,
              checkStoppedAt: null,
              etag: null,
              lastModified: null,
            }
          : {}),
      })
      .where(eq(products.id, id));
  });
  return (await findProduct(app.db, id, { anyOwner: true })) as NonNullable<
    Awaited<ReturnType<typeof findProduct>>
  >;
}

/** Gifts a list can hold: a list is read whole (and copied in one statement), so it stays bounded. */
export const MAX_GIFTS_PER_LIST = 500;

/**
 * Adds a gift to my list. Friends who can see the list hear about it once
 * (no second `list` notification while the first is unread).
 */
export async function addGift(
  app: AppContext,
  me: Me,
  input: z.output<typeof giftInputSchema>,
  /** Runs in the gift's transaction (an import marks its item there): throwing undoes the gift. */
  alongside?: (tx: Db, giftId: string) => Promise<void>,
) {
  const list = await ownList(app, me.id, input.listId);
  if (input.product) await checkProductImage(app, me.id, input.product.image);
  const categoryId = input.product ? ((await resolveCategory(app, input.product.category)) ?? null) : null;
  // One transaction: the product a gift creates never outlives a gift that failed, and the
  // list row's lock makes concurrent adds count one after another, so the cap holds.
  const giftId = await app.db.transaction(async (tx) => {
    await tx.select({ id: lists.id }).from(lists).where(eq(lists.id, list.l.id)).for('update');
    const [held] = await tx.select({ n: count() }).from(gifts).where(eq(gifts.listId, list.l.id));
    if ((held?.n ?? 0) >= MAX_GIFTS_PER_LIST) {
      throw new AppError(
        'LIST_FULL',
        `Esta lista ya tiene ${MAX_GIFTS_PER_LIST} regalos, el máximo. Quita alguno o empieza otra lista.`,
      );
    }
    let productId = input.productId;
    let price = input.product?.price ?? null;
    if (productId) {
      const [p] = await tx
        .select({ ownerId: products.ownerId, amount: products.priceMinor, currency: products.currency })
        .from(products)
        .where(eq(products.id, productId));
      if (!p || (p.ownerId !== null && p.ownerId !== me.id)) throw notFound('Ese producto no existe.');
      price = p.amount !== null && p.currency ? { amount: p.amount, currency: p.currency } : null;
    } else {
      productId = await insertOwnProduct(
        tx,
        me.id,
        input.product as z.output<typeof productInputSchema>,
        categoryId,
      );
    }
    const [gift] = await tx
      .insert(gifts)
      .values({
        listId: list.l.id,
        productId,
        quantity: input.quantity,
        priority: input.priority,
        note: input.note,
        // Not chosen: as the form suggests it, from what the gift costs in all.
        group:
          input.group ??
          suggestsGroupGift(price && { amount: price.amount * input.quantity, currency: price.currency }),
      })
      .returning({ id: gifts.id });
    if (list.l.visibility !== 'private') await tellFriendsAboutList(app, tx, me, list.l);
    await alongside?.(tx, (gift as { id: string }).id);
    return (gift as { id: string }).id;
  });
  return (await giftsOf(app, me.id, list.l.id)).find((g) => g.id === giftId) as Gift;
}

async function tellFriendsAboutList(app: AppContext, tx: Db, me: Me, list: typeof lists.$inferSelect) {
  const friends = await friendIdList(tx, me.id);
  if (!friends.length) return;
  const alreadyTold = await tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, friends),
        eq(notifications.type, 'list'),
        eq(notifications.read, false),
        sql`${notifications.data}->>'listId' = ${list.id}`,
      ),
    );
  const skip = new Set(alreadyTold.map((r) => r.userId));
  for (const friendId of friends) {
    if (skip.has(friendId)) continue;
    await app.notify(
      {
        userId: friendId,
        type: 'list',
        title: `${me.name} añadió regalos a ${quoted(list.name)}`,
        body: 'Echa un vistazo por si quieres regalarle algo.',
        data: { listId: list.id },
      },
      tx,
    );
  }
}

async function findGift(app: AppContext, viewerId: string, giftId: string) {
  if (!isUuid(giftId)) throw giftNotFound();
  const [row] = await app.db.select().from(gifts).where(eq(gifts.id, giftId));
  if (!row) throw giftNotFound();
  // An amigo invisible giver reaches the list their recipient chose for the exchange, even a private one; what
  // they take from it never shows their name to the recipient, who must not learn who drew them.
  const drawGiver = await giverReachesList(app.db, viewerId, row.listId);
  // Only "that list is not visible to you" means "that gift is gone"; a database failure stays one (503).
  const list = await findVisibleList(app, viewerId, row.listId).catch(async (error: unknown) => {
    if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    if (drawGiver) return findListReachedOtherwise(app, row.listId);
    throw giftNotFound();
  });
  return { gift: row, list, drawGiver };
}

/**
 * A group gift's goal (price × quantity) never falls under what was already given toward it, as a fund's target
 * (`updateFund`). Read under the gift's row lock, the one a contribution takes to add to `contributed`
 * (`holdContribution`), in the transaction that writes the new quantity: a contribution cannot slip between.
 */
async function refuseGoalUnderRaised(tx: Db, giftId: string, quantity: number) {
  const [now] = await tx
    .select({ row: gifts, price: products.priceMinor, currency: products.currency })
    .from(gifts)
    .innerJoin(products, eq(products.id, gifts.productId))
    .where(eq(gifts.id, giftId))
    .for('update', { of: gifts });
  if (!now) throw giftNotFound();
  if (now.price === null || !now.currency) return;
  const least = leastQuantity(now.row, { amount: now.price, currency: now.currency });
  if (least === null || quantity >= least) return;
  const onTheWayNow = now.row.held + now.row.awaiting;
  const raised = formatMoney({
    amount: now.row.contributed + now.row.direct + onTheWayNow,
    currency: now.currency,
  });
  const onTheWay = onTheWayNow > 0 ? ' (contando lo que está en camino)' : '';
  throw new AppError(
    'BAD_REQUEST',
    `Ya se han aportado ${raised}${onTheWay}: la cantidad no puede bajar de ${least}.`,
    [{ path: 'quantity', message: `Como poco ${least}, lo que cubre lo ya aportado.` }],
  );
}

export async function updateGift(
  app: AppContext,
  userId: string,
  giftId: string,
  input: z.output<typeof giftUpdateSchema>,
) {
  const { gift, list } = await findGift(app, userId, giftId);
  if (!isOwnerOf(list, userId)) throw forbidden('Solo quienes llevan la lista pueden cambiar sus regalos.');
  if (Object.keys(input).length)
    await app.db.transaction(async (tx) => {
      if (input.quantity !== undefined) await refuseGoalUnderRaised(tx, gift.id, input.quantity);
      if (input.group === false) await refuseUngroupingWithMoney(tx, gift.id);
      await tx.update(gifts).set(input).where(eq(gifts.id, gift.id));
    });
  return (await giftsOf(app, userId, list.l.id)).find((g) => g.id === gift.id) as Gift;
}

/** A friend reserves a gift: only one person can, atomically. The owner cannot reserve their own. */
/** A fund takes money only: nobody reserves it, marks it bought or takes it whole (guests included). */
export function refuseFund(kind: string) {
  if (kind === 'fund')
    throw new AppError('BAD_REQUEST', 'Un fondo no se reserva: aporta la cantidad que quieras.');
}

export async function reserveGift(
  app: AppContext,
  userId: string,
  giftId: string,
  choice: { showName: boolean } = { showName: true },
) {
  const { gift, list, drawGiver } = await findGift(app, userId, giftId);
  if (isOwnerOf(list, userId)) throw new AppError('OWN_LIST_GIFT');
  refuseFund(gift.kind);
  // A group gift (money given toward it) is no longer one person's to reserve: `contributed` is on the row,
  // so the condition holds against a contribution committed a moment ago.
  const [updated] = await app.db
    .update(gifts)
    .set({
      status: 'reserved',
      reservedBy: userId,
      reservedAt: new Date(),
      reserverShowsName: choice.showName && !drawGiver,
    })
    .where(and(eq(gifts.id, gift.id), eq(gifts.status, 'available'), freeForOneGiver))
    .returning({ id: gifts.id });
  if (!updated) {
    const [now] = await app.db
      .select({
        contributed: gifts.contributed,
        direct: gifts.direct,
        held: gifts.held,
        awaiting: gifts.awaiting,
      })
      .from(gifts)
      .where(eq(gifts.id, gift.id));
    throw notFreeError(now);
  }
  return (await loadGifts(app, userId, list.l.id)).find((g) => g.id === gift.id) as Gift;
}

/**
 * Frees a reserved gift. The person who reserved it can, even if the list is no
 * longer visible to them (made private, or no longer friends): a reservation must
 * never get stuck. The owner can too, without learning who held it, so a list is
 * never blocked by someone who reserved everything and vanished.
 */
export async function releaseGift(app: AppContext, userId: string, giftId: string) {
  if (!isUuid(giftId)) throw giftNotFound();
  const [row] = await app.db.select({ gift: gifts }).from(gifts).where(eq(gifts.id, giftId));
  const isOwner = row !== undefined && (await isListOwner(app.db, row.gift.listId, userId));
  if (!row || (!isOwner && row.gift.reservedBy !== userId)) {
    // Neither theirs nor reserved by them: the usual visibility answer (404 or the conflict below).
    await findGift(app, userId, giftId);
    throw new AppError('GIFT_NOT_RESERVED_BY_YOU');
  }
  const updated = await app.db.transaction(async (tx) => {
    // A guest's confirmed claim is locked before the gift, in the order the guest's own links take them
    // (giving/guest-claims.ts), so the owner and the guest freeing it at once wait instead of deadlocking.
    if (isOwner)
      await tx
        .select({ id: guestClaims.id })
        .from(guestClaims)
        .where(and(eq(guestClaims.giftId, giftId), eq(guestClaims.status, 'confirmed')))
        .for('update');
    const freed = await freeReservedGift(tx, giftId, isOwner ? 'whoever' : { person: userId });
    // A guest's reservation freed by the owner ends too: its link then says it was let go.
    // (At most one confirmed claim per gift, and only while it holds the gift: guest_claims_confirmed_key.)
    if (freed)
      await tx
        .update(guestClaims)
        .set({ status: 'released', releasedAt: new Date() })
        .where(and(eq(guestClaims.giftId, giftId), eq(guestClaims.status, 'confirmed')));
    return freed;
  });
  if (!updated) throw new AppError('GIFT_NOT_RESERVED');
  return (await loadGifts(app, userId, row.gift.listId)).find((g) => g.id === giftId) as Gift;
}

/**
 * Tells every owner of the list that a gift is theirs (`recibe_gitf`), never by whom before the reveal; in the
 * transaction of the change, so only the call that changed the row tells them.
 */
export async function tellOwnerGiven(
  app: AppContext,
  tx: Db,
  list: { id: string; name: string },
  gift: { id: string; productId: string },
  /** The giver's first name, only once the list is revealed and they let the owners know (`giverShown`). */
  giverName?: string,
) {
  const product = await findProduct(tx, gift.productId, { anyOwner: true });
  for (const ownerId of await ownerIdsOf(tx, list.id))
    await app.notify(
      {
        userId: ownerId,
        type: 'recibe_gitf',
        title: giverName
          ? `¡${giverName} te ha regalado ${quoted(product?.name ?? 'un regalo')}!`
          : `¡Te han regalado ${quoted(product?.name ?? 'un regalo')}!`,
        body: `Es de tu lista ${quoted(list.name)}.`,
        data: { listId: list.id, giftId: gift.id },
      },
      tx,
    );
}

/** The giver marks it given: the owner gets `recibe_gitf`, without the giver's name before the reveal. */
export async function markGiven(app: AppContext, userId: string, giftId: string) {
  const { gift, list } = await findGift(app, userId, giftId);
  await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(gifts)
      .set({ status: 'given' })
      .where(and(eq(gifts.id, gift.id), eq(gifts.status, 'reserved'), eq(gifts.reservedBy, userId)))
      .returning({ id: gifts.id, showName: gifts.reserverShowsName });
    if (!updated) throw new AppError('RESERVE_BEFORE_GIVEN');
    await tellOwnerGiven(app, tx, list.l, gift, await giverNameFor(tx, list.l.id, userId, updated.showName));
  });
  return (await loadGifts(app, userId, list.l.id)).find((g) => g.id === gift.id) as Gift;
}

/** The giver's first name for the owner's notification: only after the list's reveal, and only if they let them. */
async function giverNameFor(tx: Db, listId: string, userId: string, showName: boolean) {
  if (!giverShown({ showName, revealed: await isListRevealed(tx, listId) })) return undefined;
  const [giver] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return giver?.name;
}

/**
 * "Ya lo compré por mi cuenta": bought elsewhere, so nobody else buys it. It becomes `given` at once (the state
 * that already means "done, nobody else needs to"), from free — or from reserved when I reserved it — and is
 * mine as if I had reserved it first. Not for a group gift that has money toward it (chip in instead).
 */
export async function markBought(app: AppContext, userId: string, giftId: string) {
  const { gift, list, drawGiver } = await findGift(app, userId, giftId);
  if (isOwnerOf(list, userId)) throw new AppError('OWN_LIST_GIFT');
  refuseFund(gift.kind);
  await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(gifts)
      .set({
        status: 'given',
        reservedBy: userId,
        reservedAt: sql`coalesce(${gifts.reservedAt}, now())`,
        ...(drawGiver ? { reserverShowsName: false } : {}),
      })
      .where(
        and(
          eq(gifts.id, gift.id),
          eq(gifts.kind, 'product'),
          or(
            and(eq(gifts.status, 'available'), freeForOneGiver),
            and(eq(gifts.status, 'reserved'), eq(gifts.reservedBy, userId)),
          ),
        ),
      )
      .returning({ id: gifts.id, showName: gifts.reserverShowsName });
    if (!updated) {
      const [now] = await tx
        .select({
          contributed: gifts.contributed,
          direct: gifts.direct,
          held: gifts.held,
          awaiting: gifts.awaiting,
        })
        .from(gifts)
        .where(eq(gifts.id, gift.id));
      throw notFreeError(now);
    }
    await tellOwnerGiven(app, tx, list.l, gift, await giverNameFor(tx, list.l.id, userId, updated.showName));
  });
  return (await loadGifts(app, userId, list.l.id)).find((g) => g.id === gift.id) as Gift;
}

/** `list/gift/delete/{a}/{b}`: a = the list, b = the gift; only the list's owner. */
export async function deleteGift(app: AppContext, userId: string, listId: string, giftId: string) {
  await ownList(app, userId, listId);
  if (!isUuid(giftId)) throw giftNotFound();
  const deleted = await app.db
    .delete(gifts)
    .where(and(eq(gifts.id, giftId), eq(gifts.listId, listId)))
    .returning({ id: gifts.id });
  if (!deleted.length) throw giftNotFound();
}
