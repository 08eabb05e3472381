import { asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { readPageOnePast } from '../../db/paging.js';
import { listedLists, lists } from '../../db/schema/index.js';
import { likePattern, matchesNormalised } from '../../db/text-search.js';
import { type ListRow, selectLists } from './find-list.js';
import { notBlockedByAnOwner } from './owners.js';

/**
 * How many matching lists a search reads and sorts itself. With more, one listed list in every
 * (listed lists / this) or fewer matches, so walking the listing's order reaches a page after that many rows per
 * list on it. Sorting costs up to this many rows, walking up to (page + 1) × listed lists / this: a thousand
 * keeps both small from thousands of listed lists to a few hundred thousand.
 */
export const SORTS_AT_MOST = 1000;

/** The patterns a search matches, as `listedMatching` says: any part of a text, or whole words of it. */
function patternsOf(text: string) {
  return { anyPart: likePattern(text), wholeWords: `% ${likePattern(text.trim()).slice(1, -1)} %` };
}

/**
 * SQL: a list anyone may find (`listed_lists`, kept by triggers to exactly `listedForAnyone`) that matches `text`
 * by its name or its owners': any part of an owner's first name, or whole words of their full name ("Ana García",
 * "García"). Never a part of a surname, which strangers are not shown: "Ana G", "Ana Ga"… would spell it out letter
 * by letter. Never a list of someone the viewer blocked or who blocked them. The database function
 * `listed_lists_matching` (migration 0041) applies the same patterns to the same columns.
 */
function listedMatching(viewerId: string | null, text: string): SQL {
  const { anyPart, wholeWords } = patternsOf(text);
  const found = sql`(${matchesNormalised(listedLists.name, anyPart)} or ${matchesNormalised(listedLists.firstNames, anyPart)}
    or ${matchesNormalised(listedLists.fullNames, wholeWords)})`;
  return viewerId ? sql`${found} and ${notBlockedByAnOwner(viewerId, sql`${listedLists.listId}`)}` : found;
}

/** SQL: up to `most` lists matching `text` (all when null), in no order, read through the trigram index alone. */
function matchingAtMost(text: string, most: number | null): SQL {
  const { anyPart, wholeWords } = patternsOf(text);
  return sql`listed_lists_matching(f_unaccent(lower(${anyPart})), f_unaccent(lower(${wholeWords})), ${most}::int)`;
}

/**
 * `list/search`'s page, read so its cost follows the page and not how many lists are listed, for a rare word as
 * for a common one. First up to `sortsAtMost` + 1 matches through the trigram index (`listed_lists_matching`;
 * the planner, left to itself, walks the order's index filtering every row when it wrongly expects many matches,
 * or reads a small table whole). If no more than `sortsAtMost` match, they are all there: the page is sorted from
 * them. Otherwise matches are dense, and the page is read along the order's index, stopping one past it. Only the
 * page's own lists are then read whole; `total` says "more follow" (`readPageOnePast`). `sortsAtMost` is the
 * tests' to change, to page across it.
 */
export function searchListed<T>(
  app: AppContext,
  viewerId: string | null,
  q: { sea: string; lim: number; pos: number },
  toItem: (row: ListRow) => T,
  sortsAtMost = SORTS_AT_MOST,
) {
  const notBlocked = (list: SQL) => (viewerId ? sql`and ${notBlockedByAnOwner(viewerId, list)}` : sql``);
  const pageIds = (n: number, from: number) => sql`with found as materialized (
      select * from ${matchingAtMost(q.sea, sortsAtMost + 1)})
    (select f.list_id from found f where (select count(*) from found) <= ${sortsAtMost} ${notBlocked(sql`f.list_id`)}
      order by f.stand_out desc, f.created_at desc, f.list_id limit ${n} offset ${from})
    union all
    (select ${listedLists.listId} from ${listedLists}
      where (select count(*) from found) > ${sortsAtMost} and ${listedMatching(viewerId, q.sea)}
      order by ${listedLists.standOut} desc, ${listedLists.createdAt} desc, ${listedLists.listId}
      limit ${n} offset ${from})`;
  return readPageOnePast(
    (n, from) =>
      selectLists(app.db)
        // An array, so the page's lists are read by their key whatever the planner expects of the ids' read.
        .where(sql`${lists.id} = any(array(${pageIds(n, from)}))`)
        .orderBy(desc(lists.standOut), desc(lists.createdAt), asc(lists.id)),
    async (n) => {
      // A page past the end: how many there are, up to `n` (blocked lists are only known once read).
      const [counted] = await app.db.select({ n: count() }).from(
        sql`(select 1 from ${matchingAtMost(q.sea, viewerId ? null : n)} f
          where true ${notBlocked(sql`f.list_id`)} limit ${n}) as listed`,
      );
      return counted?.n ?? 0;
    },
    q,
    (r) => toItem(r as ListRow),
  );
}
