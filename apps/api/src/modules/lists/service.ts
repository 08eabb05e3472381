import type { Gift, GiftList, listInputSchema, listUpdateSchema, Page } from '@detalle/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { builtOnce } from '../../db/built-once.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { readPage } from '../../db/paging.js';
import {
  categories,
  events,
  gifts,
  guestClaims,
  lists,
  payments,
  products,
  users,
} from '../../db/schema/index.js';
import { matchesText } from '../../db/text-search.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { cat as productCat, productColumns, sub as productSub, toProduct } from '../catalogue/products.js';
import { assertUploadedBy } from '../files/ownership.js';
import { releaseImage } from '../files/release.js';
import { isFriendOf } from '../friends/graph.js';
import { personColumns } from '../friends/service.js';
import { charityOf } from '../ongs/visibility.js';
import { assertOwnImage, fallbackImage, isDefaultImage } from '../settings/default-images.js';
import { fundingOf } from './funding.js';
import { giverShown, revealedOf, revealFor, revealOf, revealsOnColumn } from './reveal.js';
import { canSeeList, featuredListCondition, listedListCondition } from './visibility.js';

const listNotFound = () => notFound('Esa lista no existe o no tienes acceso a ella.');
const cat = alias(categories, 'list_cat');
const reserver = alias(users, 'reserver');

const giftCount = sql<number>`(select count(*)::int from ${gifts} g where g.list_id = ${lists.id})`;
const availableCount = sql<number>`(select count(*)::int from ${gifts} g where g.list_id = ${lists.id} and g.status = 'available')`;

const listColumns = {
  l: lists,
  owner: personColumns,
  cat: { id: cat.id, slug: cat.slug, name: cat.name },
  giftCount,
  availableCount,
  revealsOn: revealsOnColumn,
};
type ListRow = {
  l: typeof lists.$inferSelect;
  owner: { id: string; name: string; lastname: string; image: string | null };
  cat: { id: string | null; slug: string | null; name: string | null } | null;
  giftCount: number;
  availableCount: number;
  revealsOn: string | null;
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
  ...(r.l.ownerId === viewerId ? { discoverable: r.l.discoverable, reveal: revealOf(r.l, r.revealsOn) } : {}),
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
  app: AppContext,
  viewerId: string | null,
  where: SQL | undefined,
  lim: number,
  pos: number,
  order: SQL[] = [desc(lists.createdAt)],
) {
  const full = and(listedListCondition(viewerId), where);
  return readPage(
    selectLists(app.db)
      .where(full)
      .orderBy(...order, asc(lists.id)),
    app.db.select({ n: count() }).from(lists).where(full),
    { lim, pos },
    (r) => toList(r as ListRow, viewerId),
  );
}

/** A list as every answer shows it: its owner, its category, its counts. */
const selectLists = (db: Db) =>
  db
    .select(listColumns)
    .from(lists)
    .innerJoin(users, eq(users.id, lists.ownerId))
    .leftJoin(cat, eq(cat.id, lists.categoryId));

/**
 * `list/getPagination` is what the home page reads on every visit: `pageOfLists` for its two shapes (with or
 * without `available`), written once (db/built-once.ts), viewer and owner as placeholders. Same rule:
 * `listedListCondition`.
 */
function someonesListsQueries(available: boolean) {
  const full = and(
    listedListCondition(sql.placeholder('viewerId')),
    eq(lists.ownerId, sql.placeholder('ownerId')),
    available ? sql`${availableCount} > 0` : undefined,
  );
  return {
    rows: builtOnce((db) =>
      selectLists(db)
        .where(full)
        .orderBy(desc(lists.createdAt), asc(lists.id))
        .limit(sql.placeholder('lim'))
        .offset(sql.placeholder('pos')),
    ),
    total: builtOnce((db) => db.select({ n: count() }).from(lists).where(full)),
  };
}
const someonesLists = { all: someonesListsQueries(false), available: someonesListsQueries(true) };

/** By category id or slug; a subquery, so the count (which has no join) filters the same way. */
const categoryFilter = (value: string) =>
  isUuid(value)
    ? eq(lists.categoryId, value)
    : sql`${lists.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${value})`;

/** `list/getPagination`: my lists, or (with `user`) someone's lists I can see; `available` keeps lists with gifts still to give. */
export async function listLists(
  app: AppContext,
  viewerId: string,
  q: { lim: number; pos: number; available?: boolean; user?: string },
): Promise<Page<GiftList>> {
  const queries = q.available ? someonesLists.available : someonesLists.all;
  const values = { viewerId, ownerId: q.user ?? viewerId, lim: q.lim, pos: q.pos };
  const [rows, [counted]] = await Promise.all([
    queries.rows(app.db).execute(values),
    queries.total(app.db).execute(values),
  ]);
  return { list: rows.map((r) => toList(r as ListRow, viewerId)), total: counted?.n ?? 0 };
}

/**
 * `list/standOut/getPagination` ("Listas destacadas", also for guests): only lists whose owners
 * chose to make them discoverable, with gifts; those our team featured first. Strangers see the
 * owner's first name only.
 */
export async function featuredLists(app: AppContext, viewerId: string | null, lim: number, pos: number) {
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
  app: AppContext,
  viewerId: string,
  q: { lim: number; pos: number; sea?: string; friend?: string; category?: string },
) {
  const filters: SQL[] = [isFriendOf(lists.ownerId, viewerId)];
  if (q.friend) filters.push(eq(lists.ownerId, q.friend));
  if (q.category) filters.push(categoryFilter(q.category));
  if (q.sea) filters.push(matchesText(lists.name, q.sea));
  return pageOfLists(app, viewerId, and(...filters), q.lim, q.pos);
}

/** `canSeeList` for a guest and for a signed-in viewer, each written once (db/built-once.ts): every list page reads it. */
const visibleList = {
  guest: builtOnce((db) =>
    selectLists(db)
      .where(and(eq(lists.id, sql.placeholder('id')), canSeeList(null)))
      .limit(1),
  ),
  viewer: builtOnce((db) =>
    selectLists(db)
      .where(and(eq(lists.id, sql.placeholder('id')), canSeeList(sql.placeholder('viewerId'))))
      .limit(1),
  ),
};

export async function findVisibleList(app: AppContext, viewerId: string | null, id: string) {
  if (!isUuid(id)) throw listNotFound();
  const query = viewerId ? visibleList.viewer : visibleList.guest;
  const [row] = await query(app.db).execute({ id, viewerId });
  if (!row) throw listNotFound();
  return row as ListRow;
}

export async function ownList(app: AppContext, userId: string, id: string) {
  const row = await findVisibleList(app, userId, id);
  if (row.l.ownerId !== userId) throw forbidden('Solo quien hizo la lista puede cambiarla.');
  return row;
}

/** The gifts of a list. The owner sees each gift's state, and who reserved it only after the reveal (`reservedByName`). */
export async function giftsOf(app: AppContext, viewerId: string | null, listId: string): Promise<Gift[]> {
  await findVisibleList(app, viewerId, listId);
  return loadGifts(app, viewerId, listId);
}

/**
 * A list's gifts with their products, one statement whatever the number of gifts (a public list is read often:
 * its SQL is written once, db/built-once.ts). A gift whose product is gone is left out. Visibility is the
 * caller's check.
 */
const giftsQuery = builtOnce((db) =>
  db
    .select({
      g: gifts,
      listDate: lists.date,
      ownerId: lists.ownerId,
      revealed: revealedOf('lists').mapWith(Boolean),
      reserverName: reserver.name,
      guestName: guestClaims.name,
      product: productColumns,
    })
    .from(gifts)
    .innerJoin(lists, eq(lists.id, gifts.listId))
    .innerJoin(products, eq(products.id, gifts.productId))
    .leftJoin(productCat, eq(productCat.id, products.categoryId))
    .leftJoin(productSub, eq(productSub.id, products.subcategoryId))
    .leftJoin(reserver, eq(reserver.id, gifts.reservedBy))
    .leftJoin(guestClaims, eq(guestClaims.id, gifts.guestClaimId))
    .where(eq(gifts.listId, sql.placeholder('listId')))
    .orderBy(
      sql`case ${gifts.priority} when 'alta' then 0 when 'media' then 1 else 2 end`,
      asc(gifts.createdAt),
    ),
);

export async function loadGifts(app: AppContext, viewerId: string | null, listId: string): Promise<Gift[]> {
  const rows = await giftsQuery(app.db).execute({ listId });
  const givers = await giversOf(
    app,
    rows.filter((r) => r.g.contributed > 0).map((r) => r.g.id),
  );
  return rows.map((r) => {
    const product = toProduct(r.product);
    return {
      id: r.g.id,
      listId: r.g.listId,
      kind: r.g.kind,
      suggestedAmounts: r.g.suggestedAmounts,
      product,
      quantity: r.g.quantity,
      priority: r.g.priority,
      note: r.g.note,
      status: r.g.status,
      reservedByMe: viewerId !== null && r.g.reservedBy === viewerId,
      ...(viewerId !== null && r.ownerId === viewerId
        ? { reservedByName: reservedByNameOf(r.g, r.revealed, r.reserverName ?? r.guestName) }
        : {}),
      funding: fundingOf(
        r.g,
        product.price,
        r.listDate,
        givers.get(r.g.id)?.n ?? 0,
        // Who gave: the owner's own answers only, once revealed (`giverShown`; the `show_name` half is in SQL).
        viewerId !== null && r.ownerId === viewerId && r.revealed
          ? (givers.get(r.g.id)?.names ?? [])
          : undefined,
      ),
    };
  });
}

/**
 * Who holds a gift, for its list's owner: a person's first name or the name a guest gave, once the list is
 * revealed and only if they let the owner know (`giverShown`); otherwise null ("Reservado", never who).
 */
function reservedByNameOf(
  g: typeof gifts.$inferSelect,
  revealed: boolean,
  name: string | null,
): string | null {
  if (g.status === 'available' || name === null) return null;
  return giverShown({ showName: g.reserverShowsName, revealed }) ? name : null;
}

/**
 * How many people gave toward each group gift, and the first names of those who let the owner know
 * (`payments.show_name`; a guest's is the name they gave): payments under way or paid, not wholly refunded.
 * The names are for the owner after the reveal only (`loadGifts` decides).
 */
async function giversOf(app: AppContext, giftIds: string[]) {
  if (giftIds.length === 0) return new Map<string, { n: number; names: string[] }>();
  const rows = await app.db
    .select({
      giftId: payments.giftId,
      n: sql<number>`count(distinct coalesce(${payments.payerId}::text, lower(${payments.payerEmail}), ${payments.id}::text))::int`,
      names: sql<string[]>`coalesce(array_agg(distinct coalesce(${users.name}, ${payments.payerName}))
        filter (where ${payments.showName} and coalesce(${users.name}, ${payments.payerName}) is not null), '{}')`,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.payerId))
    .where(
      and(
        inArray(payments.giftId, giftIds),
        // Who gave: money on its way is not given yet (and may never be).
        eq(payments.status, 'succeeded'),
        sql`${payments.refunded} < ${payments.amount}`,
      ),
    )
    .groupBy(payments.giftId);
  return new Map(rows.map((r) => [r.giftId as string, { n: r.n, names: r.names }]));
}

export async function getList(app: AppContext, viewerId: string | null, id: string) {
  const row = await findVisibleList(app, viewerId, id);
  return {
    ...toList(row, viewerId),
    // For everyone who may open it, not only its owner: what a giver is promised depends on it.
    reveal: revealFor(viewerId, row.l, row.revealsOn),
    gifts: await loadGifts(app, viewerId, id),
    // "Dona a una ONG en lugar de regalarme": the owner's choice, for whoever may open the list.
    charity: await charityOf(app.db, row.l.charityOngId),
  };
}

/** A category given by id or slug, as list and product forms send it. */
export async function resolveCategory(app: AppContext, value: string | null | undefined) {
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

async function checkEvent(app: AppContext, userId: string, eventId: string | null | undefined) {
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

const eventTaken = () => new AppError('EVENT_HAS_LIST');

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

export async function createList(app: AppContext, userId: string, input: z.output<typeof listInputSchema>) {
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
  app: AppContext,
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

export async function deleteList(app: AppContext, userId: string, id: string) {
  const row = await ownList(app, userId, id);
  await app.db.delete(lists).where(eq(lists.id, id));
  await releaseImage(app, row.l.image);
}

/**
 * "Ya lo he abierto todo": the owner asks to see who gave what before the list's date (the web asks first).
 * Once opened it stays open; a second call changes nothing.
 */
export async function openList(app: AppContext, userId: string, id: string) {
  await ownList(app, userId, id);
  await app.db
    .update(lists)
    .set({ openedAt: new Date() })
    .where(and(eq(lists.id, id), sql`${lists.openedAt} is null`));
  return getList(app, userId, id);
}

/** `list/copy`: a visible list becomes a private list of mine, its gifts all available again. */
export async function copyList(app: AppContext, userId: string, listId: string) {
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
