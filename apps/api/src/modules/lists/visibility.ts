import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { lists } from '../../db/schema/index.js';
import { isFriendOf, notBlockedWith } from '../friends/index.js';
import { isUnverifiedOng, isVerifiedOng } from '../ongs/index.js';

/** Neither the owner blocked the viewer nor the other way round. */
const notBlocked = (viewerId: string | Placeholder) => notBlockedWith(lists.ownerId, viewerId);

/**
 * REACHING: who may open a list by its id or link: its owner; anyone with the link when it is
 * public; the owner's friends when it is for friends; nobody else when it is private.
 * People the owner blocked (or who blocked the owner) never see it. An ONG's lists are nobody else's
 * until it is verified (`ongs/visibility.ts`).
 * Use it only where the caller already holds the id; never to build a listing.
 */
export function canSeeList(viewerId: string | Placeholder | null): SQL {
  const shown = sql`not ${isUnverifiedOng(lists.ownerId)}`;
  if (!viewerId) return sql`(${lists.visibility} = 'public' and ${shown})`;
  return sql`(
    ${lists.ownerId} = ${viewerId}
    or (
      (${lists.visibility} = 'public' or (${lists.visibility} = 'friends' and ${isFriendOf(lists.ownerId, viewerId)}))
      and ${notBlocked(viewerId)} and ${shown}
    )
  )`;
}

/**
 * Listed for anyone: a public list whose owner made it discoverable (unless the owner is an ONG not yet
 * verified), and every public list of a verified ONG — its need-lists, "Lo que necesitamos", are what its
 * page is for. Only public lists can be discoverable (CHECK lists_discoverable_public); repeated for clarity.
 */
const listedForAnyone = sql`(${lists.visibility} = 'public' and (
  (${lists.discoverable} and not ${isUnverifiedOng(lists.ownerId)}) or ${isVerifiedOng(lists.ownerId)}
))`;

/**
 * LISTING: which lists may appear in any list of lists (featured, friends' lists, someone's
 * lists, favourites): my own; my friends' public and friends-only lists; and anyone's list
 * listed for anyone (above). "Anyone with the link" (public) alone is never enough: a link-only
 * list is reachable, not listed. Every listing goes through this.
 */
export function listedListCondition(viewerId: string | Placeholder | null): SQL {
  if (!viewerId) return listedForAnyone;
  return sql`(
    ${lists.ownerId} = ${viewerId}
    or (
      (${listedForAnyone} or (${lists.visibility} in ('public', 'friends') and ${isFriendOf(lists.ownerId, viewerId)}))
      and ${notBlocked(viewerId)} and not ${isUnverifiedOng(lists.ownerId)}
    )
  )`;
}

/**
 * What "Listas destacadas" shows: the lists listed for anyone only (never my friends' link-only lists), so
 * verified ONGs' need-lists too, and never a list of an ONG not yet verified.
 */
export function featuredListCondition(viewerId: string | null): SQL {
  return viewerId ? sql`(${listedForAnyone} and ${notBlocked(viewerId)})` : listedForAnyone;
}
