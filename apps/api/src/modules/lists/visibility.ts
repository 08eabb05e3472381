import { type SQL, sql } from 'drizzle-orm';
import { lists } from '../../db/schema/index.js';
import { isFriendOf, notBlockedWith } from '../friends/graph.js';

/** Neither the owner blocked the viewer nor the other way round. */
const notBlocked = (viewerId: string) => notBlockedWith(lists.ownerId, viewerId);

/**
 * REACHING: who may open a list by its id or link: its owner; anyone with the link when it is
 * public; the owner's friends when it is for friends; nobody else when it is private.
 * People the owner blocked (or who blocked the owner) never see it.
 * Use it only where the caller already holds the id; never to build a listing.
 */
export function canSeeList(viewerId: string | null): SQL {
  if (!viewerId) return sql`${lists.visibility} = 'public'`;
  return sql`(
    ${lists.ownerId} = ${viewerId}
    or (
      (${lists.visibility} = 'public' or (${lists.visibility} = 'friends' and ${isFriendOf(lists.ownerId, viewerId)}))
      and ${notBlocked(viewerId)}
    )
  )`;
}

/**
 * LISTING: which lists may appear in any list of lists (featured, friends' lists, someone's
 * lists, favourites): my own; my friends' public and friends-only lists; and anyone's list
 * whose owner chose to make it discoverable. "Anyone with the link" (public) alone is never
 * enough: a link-only list is reachable, not listed. Every listing goes through this.
 */
export function listedListCondition(viewerId: string | null): SQL {
  // Only public lists can be discoverable (CHECK lists_discoverable_public); the test repeats it for clarity.
  const discoverable = sql`(${lists.discoverable} and ${lists.visibility} = 'public')`;
  if (!viewerId) return discoverable;
  return sql`(
    ${lists.ownerId} = ${viewerId}
    or (
      (${discoverable} or (${lists.visibility} in ('public', 'friends') and ${isFriendOf(lists.ownerId, viewerId)}))
      and ${notBlocked(viewerId)}
    )
  )`;
}

/**
 * What "Listas destacadas" shows: discoverable lists only (never my friends' link-only lists).
 * Hook: verified ONGs' lists will join here (`or owner is a verified ONG and the list is public`).
 */
export function featuredListCondition(viewerId: string | null): SQL {
  const discoverable = sql`(${lists.discoverable} and ${lists.visibility} = 'public')`;
  return viewerId ? sql`(${discoverable} and ${notBlocked(viewerId)})` : discoverable;
}
