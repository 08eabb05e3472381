import type { FavoriteQuery, FavoriteType } from '@detalle/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import { readPage } from '../../db/paging.js';
import { events, favorites, lists, products, users } from '../../db/schema/index.js';
import { matchesText } from '../../db/text-search.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { findProduct } from '../catalogue/index.js';
import { visibleTo as eventVisibleTo } from '../events/index.js';
import { canSeeList } from '../lists/index.js';

type Target = { name: string; image: string | null };
const favNotFound = () => notFound('Ese favorito no existe o ya no está disponible.');

/** What a favourite points at, if the viewer may see it (a catalogue product or their own, a visible list or event). */
async function targetsOf(
  app: AppContext,
  viewerId: string | null,
  type: FavoriteType,
  ids: string[],
): Promise<Map<string, Target>> {
  const out = new Map<string, Target>();
  if (!ids.length) return out;
  if (type === 'product') {
    const rows = await app.db.select().from(products).where(inArray(products.id, ids));
    for (const p of rows)
      if (p.ownerId === null || p.ownerId === viewerId) out.set(p.id, { name: p.name, image: p.image });
  } else if (type === 'list') {
    const rows = await app.db
      .select({ id: lists.id, name: lists.name, image: lists.image })
      .from(lists)
      // My own bookmarks of lists I could open (I held the link): reaching, not listing for others.
      .where(and(inArray(lists.id, ids), canSeeList(viewerId)));
    for (const l of rows) out.set(l.id, { name: l.name, image: l.image });
  } else {
    const rows = await app.db
      .select({ id: events.id, name: events.name, image: events.image })
      .from(events)
      .where(and(inArray(events.id, ids), eventVisibleTo(viewerId)));
    for (const e of rows) out.set(e.id, { name: e.name, image: e.image });
  }
  return out;
}

/**
 * How many favourites a person keeps: saving refuses beyond it, so one person's
 * bookmarks cannot grow without bound.
 */
export const MAX_FAVORITES = 1000;

/** A favourite's target, joined only when the viewer may still see it (the same rules as `targetsOf`). */
const productTarget = (me: string) =>
  and(
    eq(favorites.type, 'product'),
    eq(products.id, favorites.referenceId),
    or(isNull(products.ownerId), eq(products.ownerId, me)),
  );
const listTarget = (me: string) =>
  and(eq(favorites.type, 'list'), eq(lists.id, favorites.referenceId), canSeeList(me));
const eventTarget = (me: string) =>
  and(eq(favorites.type, 'event'), eq(events.id, favorites.referenceId), eventVisibleTo(me));
const targetName = sql<string>`coalesce(${products.name}, ${lists.name}, ${events.name})`;

/**
 * `favorite/getPagination`: newest first, `sea` matching the name without caring for case or
 * accents. Favourites whose target is gone or hidden from me are skipped, in SQL like the page.
 */
export async function listFavorites(app: AppContext, me: string, q: FavoriteQuery) {
  const withTargets = <T extends PgSelect>(query: T) =>
    query
      .leftJoin(products, productTarget(me))
      .leftJoin(lists, listTarget(me))
      .leftJoin(events, eventTarget(me));
  const where = and(
    eq(favorites.userId, me),
    or(isNotNull(products.id), isNotNull(lists.id), isNotNull(events.id)),
    q.sea ? matchesText(targetName, q.sea) : undefined,
  );
  return readPage(
    withTargets(
      app.db
        .select({
          id: favorites.id,
          reference_id: favorites.referenceId,
          type: favorites.type,
          name: targetName,
          image: sql<string | null>`coalesce(${products.image}, ${lists.image}, ${events.image})`,
          createdAt: favorites.createdAt,
        })
        .from(favorites)
        .$dynamic(),
    )
      .where(where)
      .orderBy(desc(favorites.createdAt), asc(favorites.id)),
    withTargets(app.db.select({ n: count() }).from(favorites).$dynamic()).where(where),
    q,
    (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
  );
}

export async function saveFavorite(app: AppContext, me: string, type: FavoriteType, referenceId: string) {
  const target = (await targetsOf(app, me, type, [referenceId])).get(referenceId);
  if (!target) throw favNotFound();
  await app.db.transaction(async (tx) => {
    // The person's row is the lock: two saves at once count one after the other, so the cap holds.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${me} for update`);
    const [saved] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, me));
    if ((saved?.n ?? 0) >= MAX_FAVORITES) {
      throw new AppError(
        'FAVORITES_FULL',
        `Ya tienes ${MAX_FAVORITES} favoritos, el máximo. Quita alguno que ya no necesites para guardar este.`,
      );
    }
    await tx.insert(favorites).values({ userId: me, type, referenceId }).onConflictDoNothing();
  });
  const [row] = await app.db
    .select()
    .from(favorites)
    .where(and(eq(favorites.userId, me), eq(favorites.type, type), eq(favorites.referenceId, referenceId)));
  const r = row as typeof favorites.$inferSelect;
  return {
    id: r.id,
    reference_id: r.referenceId,
    type: r.type,
    name: target.name,
    image: target.image,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Deletes by the favourite's id or by the id of what it points at (the web toggles by the latter). */
export async function deleteFavorite(app: AppContext, me: string, id: string) {
  if (!isUuid(id)) throw favNotFound();
  const deleted = await app.db
    .delete(favorites)
    .where(and(eq(favorites.userId, me), or(eq(favorites.id, id), eq(favorites.referenceId, id))))
    .returning({ id: favorites.id });
  if (!deleted.length) throw favNotFound();
}

export async function isFavorite(app: AppContext, me: string, type: FavoriteType, referenceId: string) {
  const [row] = await app.db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, me), eq(favorites.type, type), eq(favorites.referenceId, referenceId)));
  return { isFavorite: Boolean(row), id: row?.id ?? null };
}

/** `favorite/get/{id}` (the `favorite/{id}` page, open without a session): what a shared favourite shows. */
export async function getFavorite(app: AppContext, viewerId: string | null, id: string) {
  if (!isUuid(id)) throw favNotFound();
  const [row] = await app.db.select().from(favorites).where(eq(favorites.id, id));
  if (!row) throw favNotFound();
  const target = (await targetsOf(app, viewerId ?? row.userId, row.type, [row.referenceId])).get(
    row.referenceId,
  );
  // Only what anyone could see travels with a shared favourite: catalogue products, public lists and events.
  const shareable =
    row.type === 'product'
      ? Boolean(await findProduct(app.db, row.referenceId))
      : (await targetsOf(app, null, row.type, [row.referenceId])).has(row.referenceId);
  if (!target || (!shareable && viewerId !== row.userId)) throw favNotFound();
  return {
    id: row.id,
    reference_id: row.referenceId,
    type: row.type,
    name: target.name,
    image: target.image,
    createdAt: row.createdAt.toISOString(),
  };
}
