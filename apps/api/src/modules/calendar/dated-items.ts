import { type CalendarDatedItem, namesTogether } from '@detalle/contract';
import { and, eq, gte, isNotNull, lt, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { drawParticipants, draws, lists } from '../../db/schema/index.js';
import {
  isFriendOfAnOwner,
  listedListCondition,
  ownedByPersonOrFriend,
  ownersColumn,
  ownsList,
} from '../lists/index.js';

/** A dated item plus what the feed needs to tell a change (the list's last edit). */
export type DatedItem = CalendarDatedItem & { updatedAt: Date | null };

/** A day range `[from, to)` of `YYYY-MM-DD` days, or none for everything (the feed). */
type DayRange = { from: string; to: string } | null;
const inRange = (column: AnyPgColumn, range: DayRange) =>
  range ? and(gte(column, range.from), lt(column, range.to)) : undefined;

/**
 * The exchange day of every draw `me` takes part in, and the date of every list they own (alone or with others)
 * or of a friend's that they may see: a friend's list only when the lists' own listing rule shows it to them (public or for friends,
 * nobody blocked, no ONG pending), so the calendar names no list the person could not open. Never a stranger's
 * discoverable list: the calendar is about my people.
 */
export async function datedItems(db: Db, me: string, range: DayRange = null): Promise<DatedItem[]> {
  const [myDraws, datedLists] = await Promise.all([
    db
      .select({ id: draws.id, name: draws.name, date: draws.exchangeDate })
      .from(draws)
      .innerJoin(
        drawParticipants,
        and(eq(drawParticipants.drawId, draws.id), eq(drawParticipants.userId, me)),
      )
      .where(inRange(draws.exchangeDate, range)),
    db
      .select({
        id: lists.id,
        name: lists.name,
        date: lists.date,
        mine: ownsList(me).mapWith(Boolean),
        owners: ownersColumn,
        updatedAt: lists.updatedAt,
      })
      .from(lists)
      .where(
        and(
          isNotNull(lists.date),
          ownedByPersonOrFriend(me),
          or(ownsList(me), and(isFriendOfAnOwner(me), listedListCondition(me))),
          inRange(lists.date, range),
        ),
      ),
  ]);
  const items: DatedItem[] = [
    ...myDraws.map((d) => ({ kind: 'draw' as const, ...d, ownerName: null, updatedAt: null })),
    ...datedLists.map((l) => ({
      kind: 'list' as const,
      id: l.id,
      name: l.name,
      date: l.date as string,
      // A list run together is named by every owner's first name: «Lucía y Marcos».
      ownerName: l.mine ? null : namesTogether(l.owners.map((o) => o.name)),
      updatedAt: l.updatedAt,
    })),
  ];
  return items.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name, 'es'));
}

/** `calendar/byMonth`: a month's dated items (days are calendar days: no time zone). */
export async function datedItemsInMonth(db: Db, me: string, year: number, month: number) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  const items = await datedItems(db, me, {
    from: `${year}-${pad(month)}-01`,
    to: `${next.y}-${pad(next.m)}-01`,
  });
  return items.map(({ updatedAt: _updatedAt, ...item }): CalendarDatedItem => item);
}
