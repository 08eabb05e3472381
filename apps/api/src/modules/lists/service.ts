import {
  type GiftList,
  type ListOccasion,
  listCategoryOf,
  type listInputSchema,
  type listUpdateSchema,
  type Page,
  quoted,
} from '@detalle/contract';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { builtOnce } from '../../db/built-once.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { readPage, readPageOnePast } from '../../db/paging.js';
import { dependents, eventOrganisers, gifts, lists, products } from '../../db/schema/index.js';
import { matchesText } from '../../db/text-search.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { isGuardedBy, isGuardian } from '../dependents/index.js';
import { assertUploadedBy, releaseImage } from '../files/index.js';
import { charityOf } from '../ongs/index.js';
import { assertOwnImage, fallbackImage, isDefaultImage } from '../settings/index.js';
import {
  availableCount,
  findVisibleList,
  isOwnerOf,
  type ListRow,
  ownList,
  selectLists,
} from './find-list.js';
import { loadGifts } from './list-gifts.js';
import { isFriendOfAnOwner, listOwnedBy, ownerIdsOf, ownsList } from './owners.js';
import { revealFor, revealOf } from './reveal.js';
import { searchListed } from './search.js';
import { featuredListSources, listedListCondition } from './visibility.js';

const toList = (r: ListRow, viewerId: string | null): GiftList => ({
  id: r.l.id,
  name: r.l.name,
  description: r.l.description,
  category: r.l.category ? listCategoryOf(r.l.category) : null,
  image: r.l.image,
  date: r.l.date,
  occasion: r.l.occasion,
  visibility: r.l.visibility,
  owner: r.owner,
  owners: r.owners,
  eventId: r.l.eventId,
  forDependent: r.dependentKind ? { id: r.owner.id, name: r.owner.name, kind: r.dependentKind } : null,
  standOut: r.l.standOut,
  // The owners' own choice; nobody else needs it (a discoverable list shows up where it may).
  ...(isOwnerOf(r, viewerId) ? { discoverable: r.l.discoverable, reveal: revealOf(r.l, r.revealsOn) } : {}),
  giftCount: Number(r.giftCount),
  availableCount: Number(r.availableCount),
  isMine: isOwnerOf(r, viewerId),
  createdAt: r.l.createdAt.toISOString(),
});

/**
 * Every listing of lists goes through here (or, for the listings for anyone, `pageListedForAnyone` and search.ts), so
 * `listedListCondition` (never the weaker `canSeeList`, which only says who may open a list by its link) decides
 * what appears.
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

/**
 * `list/getPagination` is what the home page reads on every visit: `pageOfLists` for its two shapes (with or
 * without `available`), written once (db/built-once.ts), viewer and owner as placeholders. Same rule:
 * `listedListCondition`.
 */
function someonesListsQueries(available: boolean) {
  const full = and(
    listedListCondition(sql.placeholder('viewerId')),
    listOwnedBy(sql.placeholder('ownerId')),
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

/** The order of every listing for anyone: what our team featured first, then the newest. */
const featuredOrder = [desc(lists.standOut), desc(lists.createdAt), asc(lists.id)];

/** SQL: the list has a gift (stops at the first; `giftCount` would count a wedding list's thousand). */
const hasGifts = sql`exists (select 1 from ${gifts} g where g.list_id = ${lists}."id")`;

/**
 * A page of the lists listed for anyone that also meet `match`, in featured order. Each half of
 * `featuredListSources` is read on its own index up to one past the page's end and no further, then the two are
 * merged (a list in both kept once) and cut to the page: the work follows `pos + lim`, never how many lists there
 * are; so `total` says "more follow" rather than counting them all (`readPageOnePast`). `listedListCondition` still
 * holds for each, as in every listing.
 */
async function pageListedForAnyone(
  app: AppContext,
  viewerId: string | null,
  match: SQL | undefined,
  lim: number,
  pos: number,
) {
  const firsts = (n: number) => {
    const [chosen, ongNeeds] = featuredListSources(viewerId).map((source) =>
      app.db
        .select({ id: lists.id, standOut: lists.standOut, createdAt: lists.createdAt })
        .from(lists)
        .where(and(source, listedListCondition(viewerId), match))
        .orderBy(...featuredOrder)
        .limit(n),
    );
    return sql`(${chosen}) union (${ongNeeds})`;
  };
  return readPageOnePast(
    // The page is cut from the merged ids; only its own lists are then read whole.
    (n, from) =>
      selectLists(app.db)
        .where(
          sql`${lists.id} in (select f.id from (${firsts(from + n)}) f
            order by f.stand_out desc, f.created_at desc, f.id limit ${n} offset ${from})`,
        )
        .orderBy(...featuredOrder),
    async (n) => {
      const [counted] = await app.db.select({ n: count() }).from(sql`(${firsts(n)}) as listed`);
      return counted?.n ?? 0;
    },
    { lim, pos },
    (r) => toList(r as ListRow, viewerId),
  );
}

/**
 * `list/standOut/getPagination` ("Listas destacadas", also for guests): only lists whose owners
 * chose to make them discoverable, with gifts, and verified ONGs' need-lists; those our team featured first.
 * Strangers see the owner's first name only.
 */
export async function featuredLists(app: AppContext, viewerId: string | null, lim: number, pos: number) {
  return firstNamesOnly(await pageListedForAnyone(app, viewerId, hasGifts, lim, pos));
}

/** Strangers who find a list in a listing for anyone see its owner's first name only. */
const firstNamesOnly = (page: Page<GiftList>): Page<GiftList> => ({
  ...page,
  list: page.list.map((l) =>
    l.isMine
      ? l
      : { ...l, owner: { ...l.owner, lastname: '' }, owners: l.owners.map((o) => ({ ...o, lastname: '' })) },
  ),
});

/**
 * `list/search` (`regalar` without a list): lists anyone may find — exactly those "Listas destacadas" may show
 * (public and discoverable, or a verified ONG's; `listed_lists`, search.ts), by the list's name or its owner's.
 * Never a link-only, friends-only or private list, even to the owner's friends: this page is for anyone.
 */
export async function searchLists(
  app: AppContext,
  viewerId: string | null,
  q: { sea: string; lim: number; pos: number },
) {
  return firstNamesOnly(await searchListed(app, viewerId, q, (r) => toList(r, viewerId)));
}

/** `list/friendList`: my friends' lists that I can see, by name, friend and category. */
export function friendsLists(
  app: AppContext,
  viewerId: string,
  q: { lim: number; pos: number; sea?: string; friend?: string; category?: ListOccasion },
) {
  const filters: SQL[] = [isFriendOfAnOwner(viewerId), sql`not ${ownsList(viewerId)}`];
  if (q.friend) filters.push(listOwnedBy(q.friend));
  if (q.category) filters.push(eq(lists.category, q.category));
  if (q.sea) filters.push(matchesText(lists.name, q.sea));
  return pageOfLists(app, viewerId, and(...filters), q.lim, q.pos);
}

export async function getList(app: AppContext, viewerId: string | null, id: string) {
  const row = await findVisibleList(app, viewerId, id);
  return {
    ...toList(row, viewerId),
    // For everyone who may open it, not only its owner: what a giver is promised depends on it.
    reveal: revealFor(isOwnerOf(row, viewerId), row.l, row.revealsOn),
    gifts: await loadGifts(app, viewerId, id),
    // "Dona a una ONG en lugar de regalarme": the owner's choice, for whoever may open the list.
    charity: await charityOf(app.db, row.l.charityOngId),
  };
}

async function checkEvent(app: AppContext, userId: string, eventId: string | null | undefined) {
  if (!eventId) return;
  // Any of the event's organisers (events/organisers.ts says the same; events reads lists, so not through it).
  const [organises] = await app.db
    .select({ userId: eventOrganisers.userId })
    .from(eventOrganisers)
    .where(and(eq(eventOrganisers.eventId, eventId), eq(eventOrganisers.userId, userId)));
  if (!organises) throw forbidden('Solo puedes enlazar la lista a un evento que organizas.');
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
  const insert = (db: Db) =>
    db
      .insert(lists)
      .values({
        ownerId: input.forDependent ?? userId,
        name: input.name,
        description: input.description,
        category: input.category ?? null,
        image: input.image ?? fallbackImage('lists'),
        date: input.date ?? null,
        occasion: input.occasion,
        visibility: input.visibility,
        discoverable: input.discoverable,
        eventId: input.eventId ?? null,
      })
      .returning({ id: lists.id })
      .catch(eventTakenOnRace);
  const forDependent = input.forDependent;
  const [row] =
    forDependent === undefined
      ? await insert(app.db)
      : // A dependent's list is theirs (its money reaches their wallet); a trigger makes every guardian an owner.
        // The profile's row is share-locked: a guardian removed at this moment is removed before or after.
        await app.db.transaction(async (tx) => {
          await tx
            .select({ id: dependents.userId })
            .from(dependents)
            .where(eq(dependents.userId, forDependent))
            .for('share');
          if (!(await isGuardian(tx, forDependent, userId)))
            throw notFound('Ese perfil no existe o no lo cuidas.');
          return insert(tx);
        });
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
  await app.db
    .update(lists)
    .set({
      ...input,
      ...(discoverable !== undefined ? { discoverable } : {}),
      updatedAt: new Date(),
    })
    .where(eq(lists.id, id))
    .catch(eventTakenOnRace);
  if (input.image !== undefined && input.image !== current.l.image) await releaseImage(app, current.l.image);
  return getList(app, userId, id);
}

export async function deleteList(app: AppContext, userId: string, id: string) {
  const row = await ownList(app, userId, id);
  // Only the owner who receives deletes: the money and thanks are theirs (a dependent's: any of their
  // guardians). The condition sits in the statement, so a change of who receives at the same moment is seen.
  const [gone] = await app.db
    .delete(lists)
    .where(and(eq(lists.id, id), or(eq(lists.ownerId, userId), isGuardedBy(lists.ownerId, userId))))
    .returning({ id: lists.id });
  if (!gone)
    throw forbidden(
      'Solo quien recibe el dinero puede borrar la lista. Si ya no quieres llevarla, sal de ella.',
    );
  await releaseImage(app, row.l.image);
}

/**
 * "Ya lo he abierto todo": an owner asks to see who gave what before the list's date (the web asks first). It
 * opens it for every owner, and the others are told who did, in the same transaction: only the call that opened
 * it tells them (two owners opening at once open it once). Once opened it stays open; a second call changes
 * nothing.
 */
export async function openList(app: AppContext, userId: string, id: string) {
  const row = await ownList(app, userId, id);
  await app.db.transaction(async (tx) => {
    const [opened] = await tx
      .update(lists)
      .set({ openedAt: new Date() })
      .where(and(eq(lists.id, id), sql`${lists.openedAt} is null`))
      .returning({ id: lists.id });
    if (!opened) return;
    const me = row.owners.find((o) => o.id === userId);
    for (const ownerId of await ownerIdsOf(tx, id)) {
      if (ownerId === userId) continue;
      await app.notify(
        {
          userId: ownerId,
          type: 'list',
          title: `${me?.name ?? 'Alguien'} lo ha abierto todo en ${quoted(row.l.name)}`,
          body: 'Ya puedes ver quién te ha regalado cada cosa y darles las gracias.',
          data: { listId: id },
        },
        tx,
      );
    }
  });
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
        category: source.l.category,
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
          group: g.group,
        })),
      );
    }
    return (copy as { id: string }).id;
  });
  return getList(app, userId, newId);
}
