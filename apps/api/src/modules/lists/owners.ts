import { and, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dependents, listOwners, lists, users } from '../../db/schema/index.js';
import { blockedIdsOf, friendIdsOf, isFriendOf } from '../friends/index.js';

/**
 * A list may have several owners (`list_owners`): each edits it, is told what happens on it and keeps its
 * surprise exactly as a single owner does. `lists.owner_id` is the one who receives its money, always an
 * owner too. Every rule about "the owner" asks here, so a co-owner is never forgotten in one place.
 */
type PersonId = string | Placeholder;

/**
 * The list's id and receiver, always qualified by the table: drizzle writes a column of a query on one table
 * bare in its selected fields (`"id"`), which inside these subqueries would be the owner's `users.id`.
 */
const listIdColumn = sql`${lists}."id"`;
const receiverColumn = sql`${lists}."owner_id"`;

/** SQL: the person is one of the list's owners. */
export const ownsList = (viewerId: PersonId): SQL =>
  sql`exists (select 1 from ${listOwners} where ${listOwners.listId} = ${listIdColumn} and ${listOwners.userId} = ${viewerId})`;

/** SQL: one of the list's owners is the person's friend. */
export const isFriendOfAnOwner = (viewerId: PersonId): SQL =>
  sql`exists (select 1 from ${listOwners} where ${listOwners.listId} = ${listIdColumn} and ${isFriendOf(listOwners.userId, viewerId)})`;

/**
 * SQL: the list is the person's or one of their friends' (an owner is either). Implied by `ownsList` and by
 * `isFriendOfAnOwner`, it adds no rule: it lets PostgreSQL start from the person's lists and friends (an index
 * each) rather than test those rules on every list of a date range, a cost that grows with everyone's lists.
 */
export const ownedByPersonOrFriend = (viewerId: PersonId): SQL =>
  sql`${listIdColumn} in (select ${listOwners.listId} from ${listOwners} where ${listOwners.userId} = ${viewerId}
    union all select ${listOwners.listId} from ${listOwners} where ${listOwners.userId} in ${friendIdsOf(viewerId)})`;

/** SQL: no owner of the list (`list`, the id of a list read here) blocked the person, nor the other way round. */
export const notBlockedByAnOwner = (viewerId: PersonId, list: SQL = listIdColumn): SQL =>
  sql`not exists (select 1 from ${listOwners} where ${listOwners.listId} = ${list} and ${listOwners.userId} in ${blockedIdsOf(viewerId)})`;

/** Whether the person owns the list (any owner, not only the one who receives). */
export async function isListOwner(db: Db, listId: string, userId: string) {
  const [row] = await db
    .select({ userId: listOwners.userId })
    .from(listOwners)
    .where(and(eq(listOwners.listId, listId), eq(listOwners.userId, userId)));
  return row !== undefined;
}

/**
 * The ids of every owner of a list, the one who receives first: who is told what happens on it. A dependent
 * (a list's receiver without an account) reads nothing: its guardians, owners too, are told instead.
 */
export async function ownerIdsOf(db: Db, listId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: listOwners.userId })
    .from(listOwners)
    .innerJoin(lists, eq(lists.id, listOwners.listId))
    .where(
      and(
        eq(listOwners.listId, listId),
        sql`not exists (select 1 from ${dependents} d where d.user_id = ${listOwners.userId})`,
      ),
    )
    .orderBy(desc(sql`${listOwners.userId} = ${lists.ownerId}`), listOwners.createdAt, listOwners.userId);
  return rows.map((r) => r.userId);
}

/** SQL (a JSON array): every owner of the list as a person summary, the one who receives first. */
export const ownersColumn = sql<{ id: string; name: string; lastname: string; image: string | null }[]>`(
  select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'lastname', u.lastname, 'image', u.image)
    order by (u.id = ${receiverColumn}) desc, o.created_at, u.id), '[]'::json)
  from ${listOwners} o join ${users} u on u.id = o.user_id where o.list_id = ${listIdColumn}
)`;

/** SQL: the list is one of the person's, alone or with others ("my lists", "someone's lists"); reads the owners' index. */
export const listOwnedBy = (personId: PersonId): SQL =>
  sql`${listIdColumn} in (select ${listOwners.listId} from ${listOwners} where ${listOwners.userId} = ${personId})`;
