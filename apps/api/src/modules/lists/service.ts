import type {
  Gift,
  GiftList,
  giftInputSchema,
  giftUpdateSchema,
  listInputSchema,
  listUpdateSchema,
  productInputSchema,
} from '@detalle/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { categories, events, gifts, lists, notifications, products, users } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { findProduct, findProductsByIds, matchesText } from '../catalogue/repository.js';
import { assertOwnImage, fallbackImage, isDefaultImage } from '../configuracion/default-images.js';
import { assertUploadedBy } from '../files/ownership.js';
import { releaseImage } from '../files/release.js';
import { friendIdsOf, personColumns } from '../friends/service.js';
import { canSeeList, featuredListCondition, listedListCondition } from './visibility.js';

type Me = { id: string; name: string; lastname: string };
const listNotFound = () => notFound('Esa lista no existe o no tienes acceso a ella.');
const giftNotFound = () => notFound('Ese regalo ya no está en la lista.');
const cat = alias(categories, 'list_cat');

const giftCount = sql<number>`(select count(*)::int from ${gifts} g where g.list_id = ${lists.id})`;
const availableCount = sql<number>`(select count(*)::int from ${gifts} g where g.list_id = ${lists.id} and g.status = 'available')`;

const listColumns = {
  l: lists,
  owner: personColumns,
  cat: { id: cat.id, slug: cat.slug, name: cat.name },
  giftCount,
  availableCount,
};
type ListRow = {
  l: typeof lists.$inferSelect;
  owner: { id: string; name: string; lastname: string; image: string | null };
  cat: { id: string | null; slug: string | null; name: string | null } | null;
  giftCount: number;
  availableCount: number;
};

const toList = (r: ListRow, viewerId: string | null): GiftList => ({
  id: r.l.id,
  name: r.l.name,
  description: r.l.description,
  category: r.cat?.id ? { id: r.cat.id, slug: r.cat.slug ?? '', name: r.cat.name ?? '' } : null,
  image: r.l.image,
  date: r.l.date,
  occasion: r.l.occasion,
  visibility: r.l.visibility,
  owner: r.owner,
  eventId: r.l.eventId,
  standOut: r.l.standOut,
  // The owner's own choice; nobody else needs it (a discoverable list shows up where it may).
  ...(r.l.ownerId === viewerId ? { discoverable: r.l.discoverable } : {}),
  giftCount: Number(r.giftCount),
  availableCount: Number(r.availableCount),
  isMine: r.l.ownerId === viewerId,
  createdAt: r.l.createdAt.toISOString(),
});

/**
 * Every listing of lists goes through here, so `listedListCondition` (never the weaker
 * `canSeeList`, which only says who may open a list by its link) decides what appears.
 */
async function pageOfLists(
  app: FastifyInstance,
  viewerId: string | null,
  where: SQL | undefined,
  lim: number,
  pos: number,
  order: SQL[] = [desc(lists.createdAt)],
) {
  const full = and(listedListCondition(viewerId), where);
  const [rows, [total]] = await Promise.all([
    app.db
      .select(listColumns)
      .from(lists)
      .innerJoin(users, eq(users.id, lists.ownerId))
      .leftJoin(cat, eq(cat.id, lists.categoryId))
      .where(full)
      .orderBy(...order, asc(lists.id))
      .limit(lim)
      .offset(pos),
    app.db.select({ n: count() }).from(lists).where(full),
  ]);
  return { list: rows.map((r) => toList(r as ListRow, viewerId)), total: total?.n ?? 0 };
}

/** By category id or slug; a subquery, so the count (which has no join) filters the same way. */
const categoryFilter = (value: string) =>
  isUuid(value)
    ? eq(lists.categoryId, value)
    : sql`${lists.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${value})`;

/** `list/getPagination`: my lists, or (with `user`) someone's lists I can see; `available` keeps lists with gifts still to give. */
export function listLists(
  app: FastifyInstance,
  viewerId: string,
  q: { lim: number; pos: number; available?: boolean; user?: string },
) {
  const filters: SQL[] = [eq(lists.ownerId, q.user ?? viewerId)];
  if (q.available) filters.push(sql`${availableCount} > 0`);
  return pageOfLists(app, viewerId, and(...filters), q.lim, q.pos);
}

/**
 * `list/standOut/getPagination` ("Listas destacadas", also for guests): only lists whose owners
 * chose to make them discoverable, with gifts; those our team featured first. Strangers see the
 * owner's first name only.
 */
export async function featuredLists(app: FastifyInstance, viewerId: string | null, lim: number, pos: number) {
  const page = await pageOfLists(
    app,
    viewerId,
    and(featuredListCondition(viewerId), sql`${giftCount} > 0`),
    lim,
    pos,
    [desc(lists.standOut), desc(lists.createdAt)],
  );
  return {
    ...page,
    list: page.list.map((l) => (l.isMine ? l : { ...l, owner: { ...l.owner, lastname: '' } })),
  };
}

/** `list/friendList`: my friends' lists that I can see, by name, friend and category. */
export function friendsLists(
  app: FastifyInstance,
  viewerId: string,
  q: { lim: number; pos: number; sea?: string; friend?: string; category?: string },
) {
  const filters: SQL[] = [sql`${lists.ownerId} in ${friendIdsOf(viewerId)}`];
  if (q.friend) filters.push(eq(lists.ownerId, q.friend));
  if (q.category) filters.push(categoryFilter(q.category));
  if (q.sea) filters.push(matchesText(lists.name, q.sea));
  return pageOfLists(app, viewerId, and(...filters), q.lim, q.pos);
}

async function findVisibleList(app: FastifyInstance, viewerId: string | null, id: string) {
  if (!isUuid(id)) throw listNotFound();
  const [row] = await app.db
    .select(listColumns)
    .from(lists)
    .innerJoin(users, eq(users.id, lists.ownerId))
    .leftJoin(cat, eq(cat.id, lists.categoryId))
    .where(and(eq(lists.id, id), canSeeList(viewerId)))
    .limit(1);
  if (!row) throw listNotFound();
  return row as ListRow;
}

async function ownList(app: FastifyInstance, userId: string, id: string) {
  const row = await findVisibleList(app, userId, id);
  if (row.l.ownerId !== userId) throw forbidden('Solo quien hizo la lista puede cambiarla.');
  return row;
}

/** The gifts of a list. The owner sees each gift's state but never who reserved it. */
export async function giftsOf(
  app: FastifyInstance,
  viewerId: string | null,
  listId: string,
): Promise<Gift[]> {
  await findVisibleList(app, viewerId, listId);
  return loadGifts(app, viewerId, listId);
}

/** A list's gifts with their products in two queries, whatever the number of gifts; visibility is the caller's check. */
async function loadGifts(app: FastifyInstance, viewerId: string | null, listId: string): Promise<Gift[]> {
  const rows = await app.db
    .select({ g: gifts })
    .from(gifts)
    .where(eq(gifts.listId, listId))
    .orderBy(
      sql`case ${gifts.priority} when 'alta' then 0 when 'media' then 1 else 2 end`,
      asc(gifts.createdAt),
    );
  const productsById = await findProductsByIds(
    app.db,
    rows.map((r) => r.g.productId),
  );
  return rows.flatMap((r) => {
    const product = productsById.get(r.g.productId);
    if (!product) return [];
    return [
      {
        id: r.g.id,
        listId: r.g.listId,
        product,
        quantity: r.g.quantity,
        priority: r.g.priority,
        note: r.g.note,
        status: r.g.status,
        reservedByMe: viewerId !== null && r.g.reservedBy === viewerId,
      },
    ];
  });
}

export async function getList(app: FastifyInstance, viewerId: string | null, id: string) {
  const row = await findVisibleList(app, viewerId, id);
  return { ...toList(row, viewerId), gifts: await loadGifts(app, viewerId, id) };
}

async function resolveCategory(app: FastifyInstance, value: string | null | undefined) {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const [row] = await app.db
    .select({ id: categories.id })
    .from(categories)
    .where(isUuid(value) ? eq(categories.id, value) : eq(categories.slug, value));
  if (!row)
    throw new AppError('VALIDATION_ERROR', 'Esa categoría no existe.', [
      { path: 'category', message: 'Categoría desconocida.' },
    ]);
  return row.id;
}

async function checkEvent(app: FastifyInstance, userId: string, eventId: string | null | undefined) {
  if (!eventId) return;
  const [e] = await app.db
    .select({ organiserId: events.organiserId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!e || e.organiserId !== userId)
    throw forbidden('Solo puedes enlazar la lista a un evento que organizas.');
  const [taken] = await app.db.select({ id: lists.id }).from(lists).where(eq(lists.eventId, eventId));
  if (taken) throw eventTaken();
}

const eventTaken = () => new AppError('CONFLICT', 'Ese evento ya tiene una lista de regalos.');

/** Two lists linked to one event at the same moment: the unique index answers like the check before. */
function eventTakenOnRace(error: unknown): never {
  if (isUniqueViolation(error, 'lists_event_key')) throw eventTaken();
  throw error;
}

/** Only a public list can be listed for anyone; the database says so too (lists_discoverable_public). */
function checkDiscoverable(visibility: string, discoverable: boolean | undefined) {
  if (discoverable && visibility !== 'public')
    throw new AppError('VALIDATION_ERROR', 'Solo una lista pública puede aparecer en Listas destacadas.', [
      { path: 'discoverable', message: 'Hazla pública para mostrarla en Listas destacadas.' },
    ]);
}

export async function createList(
  app: FastifyInstance,
  userId: string,
  input: z.output<typeof listInputSchema>,
) {
  assertOwnImage('lists', input.image);
  await assertUploadedBy(app.db, userId, input.image);
  checkDiscoverable(input.visibility, input.discoverable);
  await checkEvent(app, userId, input.eventId);
  const [row] = await app.db
    .insert(lists)
    .values({
      ownerId: userId,
      name: input.name,
      description: input.description,
      categoryId: (await resolveCategory(app, input.category)) ?? null,
      image: input.image ?? fallbackImage('lists'),
      date: input.date ?? null,
      occasion: input.occasion,
      visibility: input.visibility,
      discoverable: input.discoverable,
      eventId: input.eventId ?? null,
    })
    .returning({ id: lists.id })
    .catch(eventTakenOnRace);
  return getList(app, userId, (row as { id: string }).id);
}

export async function updateList(
  app: FastifyInstance,
  userId: string,
  id: string,
  input: z.output<typeof listUpdateSchema>,
) {
  const current = await ownList(app, userId, id);
  assertOwnImage('lists', input.image);
  if (input.image !== current.l.image) await assertUploadedBy(app.db, userId, input.image);
  const visibility = input.visibility ?? current.l.visibility;
  checkDiscoverable(visibility, input.discoverable);
  // A list that stops being public stops being discoverable: never listed by a choice made for another audience.
  // Only the visibility read just now says "public": if another change makes the list non-public
  // before this one lands, the row decides (never a CHECK violation, never listed by mistake).
  const discoverable =
    visibility !== 'public'
      ? false
      : input.discoverable && input.visibility === undefined
        ? sql<boolean>`${lists.visibility} = 'public'`
        : input.discoverable;
  if (input.eventId !== undefined && input.eventId !== current.l.eventId)
    await checkEvent(app, userId, input.eventId);
  const { category, ...rest } = input;
  const categoryId = await resolveCategory(app, category);
  await app.db
    .update(lists)
    .set({
      ...rest,
      ...(discoverable !== undefined ? { discoverable } : {}),
      ...(categoryId !== undefined ? { categoryId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(lists.id, id))
    .catch(eventTakenOnRace);
  if (input.image !== undefined && input.image !== current.l.image) await releaseImage(app, current.l.image);
  return getList(app, userId, id);
}

export async function deleteList(app: FastifyInstance, userId: string, id: string) {
  const row = await ownList(app, userId, id);
  await app.db.delete(lists).where(eq(lists.id, id));
  await releaseImage(app, row.l.image);
}

/** `list/copy`: a visible list becomes a private list of mine, its gifts all available again. */
export async function copyList(app: FastifyInstance, userId: string, listId: string) {
  const source = await findVisibleList(app, userId, listId);
  const newId = await app.db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(lists)
      .values({
        ownerId: userId,
        name: `${source.l.name} (copia)`.slice(0, 120),
        description: source.l.description,
        categoryId: source.l.categoryId,
        image: isDefaultImage('lists', source.l.image) ? source.l.image : fallbackImage('lists'),
        occasion: source.l.occasion,
        visibility: 'private',
      })
      .returning({ id: lists.id });
    const items = await tx
      .select({ gift: gifts, product: products })
      .from(gifts)
      .innerJoin(products, eq(products.id, gifts.productId))
      .where(eq(gifts.listId, listId));
    // Catalogue products are shared; a product the list's owner made is theirs (it may be seen only
    // by their friends, and goes with their account), so the copy gets its own duplicate.
    const ownProducts = items.filter((i) => i.product.ownerId !== null && i.product.ownerId !== userId);
    const duplicates = new Map<string, string>();
    if (ownProducts.length) {
      const made = await tx
        .insert(products)
        .values(
          ownProducts.map(({ product: { id: _id, createdAt: _at, ...fields } }) => ({
            ...fields,
            ownerId: userId,
          })),
        )
        .returning({ id: products.id });
      for (const [n, i] of ownProducts.entries())
        duplicates.set(i.product.id, (made[n] as { id: string }).id);
    }
    if (items.length) {
      await tx.insert(gifts).values(
        items.map(({ gift: g }) => ({
          listId: (copy as { id: string }).id,
          productId: duplicates.get(g.productId) ?? g.productId,
          quantity: g.quantity,
          priority: g.priority,
          note: g.note,
        })),
      );
    }
    return (copy as { id: string }).id;
  });
  return getList(app, userId, newId);
}

/** A product's picture: none, or one of our stored uploads that I uploaded myself. */
async function checkProductImage(app: FastifyInstance, userId: string, image: string | null | undefined) {
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
  app: FastifyInstance,
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

/** Gifts a list can hold: a list is read whole (and copied in one statement), so it stays bounded. */
export const MAX_GIFTS_PER_LIST = 500;

/**
 * Adds a gift to my list. Friends who can see the list hear about it once
 * (no second `list` notification while the first is unread).
 */
export async function addGift(app: FastifyInstance, me: Me, input: z.output<typeof giftInputSchema>) {
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
        'CONFLICT',
        `Esta lista ya tiene ${MAX_GIFTS_PER_LIST} regalos, el máximo. Quita alguno o empieza otra lista.`,
      );
    }
    let productId = input.productId;
    if (productId) {
      const [p] = await tx
        .select({ ownerId: products.ownerId })
        .from(products)
        .where(eq(products.id, productId));
      if (!p || (p.ownerId !== null && p.ownerId !== me.id)) throw notFound('Ese producto no existe.');
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
      })
      .returning({ id: gifts.id });
    if (list.l.visibility !== 'private') await tellFriendsAboutList(app, tx, me, list.l);
    return (gift as { id: string }).id;
  });
  return (await giftsOf(app, me.id, list.l.id)).find((g) => g.id === giftId) as Gift;
}

async function tellFriendsAboutList(app: FastifyInstance, tx: Db, me: Me, list: typeof lists.$inferSelect) {
  const friends = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} in ${friendIdsOf(me.id)}`);
  if (!friends.length) return;
  const alreadyTold = await tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(
          notifications.userId,
          friends.map((f) => f.id),
        ),
        eq(notifications.type, 'list'),
        eq(notifications.read, false),
        sql`${notifications.data}->>'listId' = ${list.id}`,
      ),
    );
  const skip = new Set(alreadyTold.map((r) => r.userId));
  for (const f of friends) {
    if (skip.has(f.id)) continue;
    await app.notify(
      {
        userId: f.id,
        type: 'list',
        title: `${me.name} añadió regalos a «${list.name}»`,
        body: 'Echa un vistazo por si quieres regalarle algo.',
        data: { listId: list.id },
      },
      tx,
    );
  }
}

async function findGift(app: FastifyInstance, viewerId: string, giftId: string) {
  if (!isUuid(giftId)) throw giftNotFound();
  const [row] = await app.db.select().from(gifts).where(eq(gifts.id, giftId));
  if (!row) throw giftNotFound();
  // Only "that list is not visible to you" means "that gift is gone"; a database failure stays one (503).
  const list = await findVisibleList(app, viewerId, row.listId).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? giftNotFound() : error;
  });
  return { gift: row, list };
}

export async function updateGift(
  app: FastifyInstance,
  userId: string,
  giftId: string,
  input: z.output<typeof giftUpdateSchema>,
) {
  const { gift, list } = await findGift(app, userId, giftId);
  if (list.l.ownerId !== userId) throw forbidden('Solo quien hizo la lista puede cambiar sus regalos.');
  if (Object.keys(input).length) await app.db.update(gifts).set(input).where(eq(gifts.id, gift.id));
  return (await giftsOf(app, userId, list.l.id)).find((g) => g.id === gift.id) as Gift;
}

/** A friend reserves a gift: only one person can, atomically. The owner cannot reserve their own. */
export async function reserveGift(app: FastifyInstance, userId: string, giftId: string) {
  const { gift, list } = await findGift(app, userId, giftId);
  if (list.l.ownerId === userId)
    throw new AppError('CONFLICT', 'Es tu propia lista: deja que te sorprendan.');
  const [updated] = await app.db
    .update(gifts)
    .set({ status: 'reserved', reservedBy: userId, reservedAt: new Date() })
    .where(and(eq(gifts.id, gift.id), eq(gifts.status, 'available')))
    .returning({ id: gifts.id });
  if (!updated)
    throw new AppError('CONFLICT', 'Alguien ya ha reservado este regalo. Elige otro de la lista.');
  return (await giftsOf(app, userId, list.l.id)).find((g) => g.id === gift.id) as Gift;
}

/**
 * Frees a reserved gift. The person who reserved it can, even if the list is no
 * longer visible to them (made private, or no longer friends): a reservation must
 * never get stuck. The owner can too, without learning who held it, so a list is
 * never blocked by someone who reserved everything and vanished.
 */
export async function releaseGift(app: FastifyInstance, userId: string, giftId: string) {
  if (!isUuid(giftId)) throw giftNotFound();
  const [row] = await app.db
    .select({ gift: gifts, ownerId: lists.ownerId })
    .from(gifts)
    .innerJoin(lists, eq(lists.id, gifts.listId))
    .where(eq(gifts.id, giftId));
  const isOwner = row?.ownerId === userId;
  if (!row || (!isOwner && row.gift.reservedBy !== userId)) {
    // Neither theirs nor reserved by them: the usual visibility answer (404 or the conflict below).
    await findGift(app, userId, giftId);
    throw new AppError('CONFLICT', 'Este regalo no lo tienes reservado tú.');
  }
  const [updated] = await app.db
    .update(gifts)
    .set({ status: 'available', reservedBy: null, reservedAt: null })
    .where(
      and(
        eq(gifts.id, giftId),
        eq(gifts.status, 'reserved'),
        isOwner ? undefined : eq(gifts.reservedBy, userId),
      ),
    )
    .returning({ id: gifts.id });
  if (!updated) throw new AppError('CONFLICT', 'Este regalo ya no está reservado.');
  return (await loadGifts(app, userId, row.gift.listId)).find((g) => g.id === giftId) as Gift;
}

/** The giver marks it given: the owner gets `recibe_gitf`, still without the giver's name. */
export async function markGiven(app: FastifyInstance, userId: string, giftId: string) {
  const { gift, list } = await findGift(app, userId, giftId);
  // The change and its notification together: only the call that changed the row tells the owner.
  await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(gifts)
      .set({ status: 'given' })
      .where(and(eq(gifts.id, gift.id), eq(gifts.status, 'reserved'), eq(gifts.reservedBy, userId)))
      .returning({ id: gifts.id });
    if (!updated)
      throw new AppError('CONFLICT', 'Primero reserva el regalo; después podrás marcarlo como entregado.');
    const product = await findProduct(tx, gift.productId, { anyOwner: true });
    await app.notify(
      {
        userId: list.l.ownerId,
        type: 'recibe_gitf',
        title: `¡Te han regalado «${product?.name ?? 'un regalo'}»!`,
        body: `Es de tu lista «${list.l.name}».`,
        data: { listId: list.l.id, giftId: gift.id },
      },
      tx,
    );
  });
  return (await giftsOf(app, userId, list.l.id)).find((g) => g.id === gift.id) as Gift;
}

/** `list/gift/delete/{a}/{b}`: a = the list, b = the gift; only the list's owner. */
export async function deleteGift(app: FastifyInstance, userId: string, listId: string, giftId: string) {
  await ownList(app, userId, listId);
  if (!isUuid(giftId)) throw giftNotFound();
  const deleted = await app.db
    .delete(gifts)
    .where(and(eq(gifts.id, giftId), eq(gifts.listId, listId)))
    .returning({ id: gifts.id });
  if (!deleted.length) throw giftNotFound();
}
