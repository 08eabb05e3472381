import { and, count, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { blocks, friendships, users } from '../../db/schema/index.js';

/**
 * The social graph: who is whose friend and who blocked whom. Every module that asks
 * "are these two friends?" or "is this row a friend's?" asks here, so the rule
 * (an accepted friendship, either direction; a block, either direction) is written once.
 */

/**
 * Who the rules below are about: an id, or a placeholder for one in a query written once (db/built-once.ts).
 */
type PersonId = string | Placeholder;

/** SQL: the ids of `userId`'s friends (accepted friendships, either direction). Used by every visibility rule. */
export const friendIdsOf = (userId: PersonId) => sql`(
  select case when ${friendships.requesterId} = ${userId} then ${friendships.addresseeId} else ${friendships.requesterId} end
  from ${friendships}
  where ${friendships.status} = 'accepted' and (${friendships.requesterId} = ${userId} or ${friendships.addresseeId} = ${userId})
)`;

/** SQL: `column` holds one of `userId`'s friends. */
export const isFriendOf = (column: AnyPgColumn, userId: PersonId): SQL =>
  sql`${column} in ${friendIdsOf(userId)}`;

/** SQL: ids blocked by `userId` or blocking them. */
export const blockedIdsOf = (userId: PersonId) => sql`(
  select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${userId}
  union select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${userId}
)`;

/** SQL: neither the person in `column` blocked `viewerId` nor the other way round. */
export const notBlockedWith = (column: AnyPgColumn, viewerId: PersonId): SQL =>
  sql`not exists (select 1 from ${blocks} b where (b.blocker_id = ${column} and b.blocked_id = ${viewerId}) or (b.blocker_id = ${viewerId} and b.blocked_id = ${column}))`;

/** The friendship row of a pair, whoever asked whom. */
export const pairOf = (a: string, b: string) =>
  or(
    and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
    and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
  );

export async function areFriends(db: Db, a: string, b: string) {
  const [row] = await db
    .select({ id: friendships.id })
    .from(friendships)
    .where(and(pairOf(a, b), eq(friendships.status, 'accepted')))
    .limit(1);
  return Boolean(row);
}

/** One of the two blocked the other. */
export async function isBlocked(db: Db, a: string, b: string) {
  const [row] = await db
    .select({ n: count() })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** `userId`'s friends' ids, for queries that take a list (notifications to send, dates to gather). */
export async function friendIdList(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(isFriendOf(users.id, userId));
  return rows.map((r) => r.id);
}
