import type { Reveal } from '@detalle/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lists } from '../../db/schema/index.js';

/**
 * The reveal: the one place that says when a list's owner may know who gave what.
 *
 * Until the list's date (or, without one, its event's day) the owner sees that a gift is reserved or how much
 * was given toward it, never by whom — in lists, gifts, the wallet, notifications, e-mails and pushes alike.
 * From that day (00:00 UTC, the same instant the money becomes available), or earlier once the owner taps
 * "Ya lo he abierto todo" (`lists.opened_at`), they see each giver who let them (`giverShown`). A list with
 * neither date nor event stays secret until the owner opens it all.
 *
 * Money not about a list (sent to a friend, or for an event) has no surprise to keep: its giver shows as they chose.
 */

/** The day a list's givers show by themselves (YYYY-MM-DD or null), for the list row named `alias`. */
export const revealDayOf = (alias: string) => {
  const l = sql.raw(`"${alias}"`);
  return sql<
    string | null
  >`coalesce(${l}.date, (select (re.starts_at at time zone 'UTC')::date from events re where re.id = ${l}.event_id))`;
};

/** Whether the list row named `alias` is revealed, in SQL. */
export const revealedOf = (alias: string) =>
  sql<boolean>`(${sql.raw(`"${alias}"`)}.opened_at is not null or coalesce(${revealDayOf(alias)} <= (now() at time zone 'UTC')::date, false))`;

/** The reveal day of `lists` in a query on that table. */
export const revealsOnColumn = sql<string | null>`${revealDayOf('lists')}::text`;

/** Whether the list with this id (a column or expression of the outer query) is revealed. */
export const listRevealed = (listId: SQL) =>
  sql<boolean>`exists (select 1 from lists rl where rl.id = ${listId} and ${revealedOf('rl')})`;

/** The same rule in code, for a list row read with `revealsOnColumn`. */
export function revealOf(list: { openedAt: Date | null }, revealsOn: string | null): Reveal {
  const today = new Date().toISOString().slice(0, 10);
  return {
    revealed: list.openedAt !== null || (revealsOn !== null && revealsOn <= today),
    revealsOn,
    openedAt: list.openedAt?.toISOString() ?? null,
  };
}

/**
 * The reveal in an answer about one list: whole for its owners; for those who may give to it, whose promises depend
 * on it (`giverSecrecy` in the contract), with only the day the owner opened it all, not the moment.
 */
export function revealFor(
  viewerOwns: boolean,
  list: { openedAt: Date | null },
  revealsOn: string | null,
): Reveal {
  const reveal = revealOf(list, revealsOn);
  if (viewerOwns) return reveal;
  return { ...reveal, openedAt: reveal.openedAt?.slice(0, 10) ?? null };
}

export async function isListRevealed(db: Db, listId: string | null): Promise<boolean> {
  if (!listId) return true;
  const [row] = await db
    .select({ revealed: listRevealed(sql`${lists.id}`) })
    .from(lists)
    .where(eq(lists.id, listId));
  return row?.revealed ?? false;
}

/**
 * Whether the owner may see a giver's name: once the list is revealed, and only if the giver let them
 * (a payment's `showName`, a reservation's `reserverShowsName`). Every answer naming a giver asks this.
 */
export const giverShown = (g: { showName: boolean; revealed: boolean }) => g.showName && g.revealed;
