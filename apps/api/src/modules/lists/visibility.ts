import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { lists } from '../../db/schema/index.js';
import { isLinkOnlyDependent } from '../dependents/index.js';
import { isUnverifiedOng, isVerifiedOng, verifiedOngIds } from '../ongs/index.js';
import { isFriendOfAnOwner, notBlockedByAnOwner, ownsList } from './owners.js';

/**
 * REACHING: who may open a list by its id or link: its owners; anyone with the link when it is
 * public; an owner's friends when it is for friends; nobody else when it is private.
 * People an owner blocked (or who blocked an owner) never see it. An ONG's lists are nobody else's
 * until it is verified (`ongs/visibility.ts`).
 * Use it only where the caller already holds the id; never to build a listing.
 */
export function canSeeList(viewerId: string | Placeholder | null): SQL {
  const shown = sql`not ${isUnverifiedOng(lists.ownerId)}`;
  if (!viewerId) return sql`(${lists.visibility} = 'public' and ${shown})`;
  return sql`(
    ${ownsList(viewerId)}
    or (
      (${lists.visibility} = 'public' or (${lists.visibility} = 'friends' and ${isFriendOfAnOwner(viewerId)}))
      and ${notBlockedByAnOwner(viewerId)} and ${shown}
    )
  )`;
}

/**
 * Listed for anyone: a public list whose owner made it discoverable (unless the owner is an ONG not yet
 * verified), and every public list of a verified ONG — its need-lists, "Lo que necesitamos", are what its
 * page is for. Only public lists can be discoverable (CHECK lists_discoverable_public); repeated for clarity.
 * `list/search` reads the same rule kept in a table (`listed_lists`, by `listed_lists_refresh` of migration 0039):
 * a change here is a change there too, and test/listed-lists.test.ts checks they agree.
 */
const listedForAnyone = sql`(${lists.visibility} = 'public' and (
  (${lists.discoverable} and not ${isUnverifiedOng(lists.ownerId)}) or ${isVerifiedOng(lists.ownerId)}
))`;

/**
 * LISTING: which lists may appear in any list of lists (featured, friends' lists, someone's
 * lists, favourites): those I own; those my friends own, public or friends-only; and anyone's list
 * listed for anyone (above). "Anyone with the link" (public) alone is never enough: a link-only
 * list is reachable, not listed; so are the lists of a dependent its guardians show to nobody. Every listing
 * goes through this.
 */
export function listedListCondition(viewerId: string | Placeholder | null): SQL {
  if (!viewerId) return listedForAnyone;
  return sql`(
    ${ownsList(viewerId)}
    or (
      (${listedForAnyone} or (
        ${lists.visibility} in ('public', 'friends') and ${isFriendOfAnOwner(viewerId)}
        and not ${isLinkOnlyDependent(lists.ownerId)}
      ))
      and ${notBlockedByAnOwner(viewerId)} and not ${isUnverifiedOng(lists.ownerId)}
    )
  )`;
}

/**
 * What "Listas destacadas" shows (and `list/search`, from `listed_lists`): the lists listed for anyone only (never my friends' link-only
 * lists), so verified ONGs' need-lists too, never a list of an ONG not yet verified nor one of someone I blocked or
 * who blocked me. Given as its two halves, each one a read that follows an index in the listing's order and stops
 * after a page, so neither reads every list there is: the lists their owners chose to list
 * (`lists_discoverable_idx`), and the public lists of the few verified ONGs (`lists_owner_idx`). Together they are
 * exactly `listedForAnyone`; an ONG's list also made discoverable is in both, and the caller keeps it once.
 */
export function featuredListSources(viewerId: string | Placeholder | null): [chosen: SQL, ongNeeds: SQL] {
  const chosen = sql`(${lists.discoverable} and ${lists.visibility} = 'public' and not ${isUnverifiedOng(lists.ownerId)})`;
  const ongNeeds = sql`(${lists.visibility} = 'public' and ${lists.ownerId} in ${verifiedOngIds})`;
  if (!viewerId) return [chosen, ongNeeds];
  const notBlocked = notBlockedByAnOwner(viewerId);
  return [sql`(${chosen} and ${notBlocked})`, sql`(${ongNeeds} and ${notBlocked})`];
}
