import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { builtOnce } from '../../db/built-once.js';
import type { Db } from '../../db/client.js';
import { dependents, gifts, lists, users } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { personColumns } from '../friends/index.js';
import { ownersColumn } from './owners.js';
import { revealsOnColumn } from './reveal.js';
import { canSeeList } from './visibility.js';

export const listNotFound = () => notFound('Esa lista no existe o no tienes acceso a ella.');

export const giftCount = sql<number>`(select count(*)::int from ${gifts} g where g.list_id = ${lists.id})`;
export const availableCount = sql<number>`(select count(*)::int from ${gifts} g where g.list_id = ${lists.id} and g.status = 'available')`;

/** The kind of the dependent the list is for (its receiver is one), or null. */
export const dependentKind = sql<
  'child' | 'pet' | 'adult' | null
>`(select d.kind from ${dependents} d where d.user_id = ${lists}."owner_id")`;

const listColumns = {
  l: lists,
  owner: personColumns,
  dependentKind,
  owners: ownersColumn,
  giftCount,
  availableCount,
  revealsOn: revealsOnColumn,
};
export type ListRow = {
  l: typeof lists.$inferSelect;
  /** The one who receives its money. */
  owner: { id: string; name: string; lastname: string; image: string | null };
  /** Every owner, the one who receives first. */
  owners: { id: string; name: string; lastname: string; image: string | null }[];
  /** The list is a dependent's (`owner` is them): their kind. */
  dependentKind: 'child' | 'pet' | 'adult' | null;
  giftCount: number;
  availableCount: number;
  revealsOn: string | null;
};

/** A list as every answer shows it: its owner, its counts. */
export const selectLists = (db: Db) =>
  db.select(listColumns).from(lists).innerJoin(users, eq(users.id, lists.ownerId));

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

/** A list the viewer may open (by its link, `canSeeList`); 404 otherwise. */
export async function findVisibleList(app: AppContext, viewerId: string | null, id: string) {
  if (!isUuid(id)) throw listNotFound();
  const query = viewerId ? visibleList.viewer : visibleList.guest;
  const [row] = await query(app.db).execute({ id, viewerId });
  if (!row) throw listNotFound();
  return row as ListRow;
}

/**
 * A list by id without the reaching rule, for a caller that proved another way in (a draw's giver and the list
 * their recipient chose for the exchange: `draws/giverReachesList`); 404 when it does not exist.
 */
export async function findListReachedOtherwise(app: AppContext, id: string) {
  if (!isUuid(id)) throw listNotFound();
  const [row] = await selectLists(app.db).where(eq(lists.id, id)).limit(1);
  if (!row) throw listNotFound();
  return row as ListRow;
}

/** Whether the person is one of the list's owners, from a row read above. */
export const isOwnerOf = (row: Pick<ListRow, 'owners'>, userId: string | null) =>
  userId !== null && row.owners.some((o) => o.id === userId);

/** A list I own (alone or with others) to change; 403 when it is someone else's I may see. */
export async function ownList(app: AppContext, userId: string, id: string) {
  const row = await findVisibleList(app, userId, id);
  if (!isOwnerOf(row, userId)) throw forbidden('Solo quienes llevan la lista pueden cambiarla.');
  return row;
}
