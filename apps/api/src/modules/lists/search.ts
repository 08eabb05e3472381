import { asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { readPageOnePast } from '../../db/paging.js';
import { listedLists, lists } from '../../db/schema/index.js';
import { likePattern, matchesNormalised } from '../../db/text-search.js';
import { type ListRow, selectLists } from './find-list.js';
import { notBlockedByAnOwner } from './owners.js';

/**
 * SQL: a list anyone may find (`listed_lists`, kept by triggers to exactly `listedForAnyone`) that matches `text`
 * by its name or its owners': any part of an owner's first name, or whole words of their full name ("Ana García",
 * "García"). Never a part of a surname, which strangers are not shown: "Ana G", "Ana Ga"… would spell it out letter
 * by letter. Never a list of someone the viewer blocked or who blocked them.
 */
function listedMatching(viewerId: string | null, text: string): SQL {
  const anyPart = likePattern(text);
  const wholeWords = `% ${likePattern(text.trim()).slice(1, -1)} %`;
  const found = sql`(${matchesNormalised(listedLists.name, anyPart)} or ${matchesNormalised(listedLists.firstNames, anyPart)}
    or ${matchesNormalised(listedLists.fullNames, wholeWords)})`;
  return viewerId ? sql`${found} and ${notBlockedByAnOwner(viewerId, sql`${listedLists.listId}`)}` : found;
}

/**
 * `list/search`'s page: one read of `listed_lists`, on its trigram index when few lists match, else along its
 * order's index stopping one past the page, so never every person of a name nor every list. Both still grow with
 * how many lists are listed (a rare word walks the order far); only the page's own lists are then read whole;
 * `total` says "more follow" (`readPageOnePast`).
 */
export function searchListed<T>(
  app: AppContext,
  viewerId: string | null,
  q: { sea: string; lim: number; pos: number },
  toItem: (row: ListRow) => T,
) {
  const where = listedMatching(viewerId, q.sea);
  return readPageOnePast(
    (n, from) =>
      selectLists(app.db)
        .where(
          sql`${lists.id} in (select ${listedLists.listId} from ${listedLists} where ${where}
            order by ${listedLists.standOut} desc, ${listedLists.createdAt} desc, ${listedLists.listId}
            limit ${n} offset ${from})`,
        )
        .orderBy(desc(lists.standOut), desc(lists.createdAt), asc(lists.id)),
    async (n) => {
      const [counted] = await app.db
        .select({ n: count() })
        .from(sql`(select 1 from ${listedLists} where ${where} limit ${n}) as listed`);
      return counted?.n ?? 0;
    },
    q,
    (r) => toItem(r as ListRow),
  );
}
