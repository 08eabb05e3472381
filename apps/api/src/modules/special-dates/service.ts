import {
  addDays,
  type PaginationQuery,
  type SpecialDate,
  type specialDateInputSchema,
  type specialDateUpdateSchema,
} from '@detalle/contract';
import { and, asc, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { readPage } from '../../db/paging.js';
import { specialDates, users } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import {
  dependentIdListOf,
  dependentIdListShownTo,
  dependentMarkers,
  seesDependent,
} from '../dependents/index.js';
import { areFriends, friendIdList } from '../friends/index.js';
import { monthBounds, nextOccurrence, occurrencesBetween } from './occurrences.js';

type Person = { id: string; name: string; lastname: string; image: string | null; birthday: string | null };
/** The profile birthday shows as a special date with this id (read-only; it changes in the profile). */
const BIRTHDAY_PREFIX = 'birthday-';
const dateNotFound = () => notFound('Esa fecha especial no existe o no es de un amigo tuyo.');

const summary = (p: Person) => ({ id: p.id, name: p.name, lastname: p.lastname, image: p.image });

function fromRow(row: typeof specialDates.$inferSelect, owner: Person, today: string): SpecialDate {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    date: row.date,
    yearly: row.yearly,
    note: row.note,
    next: nextOccurrence(row.date, row.yearly, today),
    owner: summary(owner),
    editable: true,
    reminderDays: row.reminderDays,
  };
}

function birthdayOf(p: Person, today: string): SpecialDate | null {
  if (!p.birthday) return null;
  return {
    id: `${BIRTHDAY_PREFIX}${p.id}`,
    title: `Cumpleaños de ${p.name}`,
    kind: 'birthday',
    date: p.birthday,
    yearly: true,
    note: '',
    next: nextOccurrence(p.birthday, true, today),
    owner: summary(p),
    editable: false,
    // Friends' birthdays are reminded by each friend's own settings, not by this date.
    reminderDays: [],
  };
}

const personCols = {
  id: users.id,
  name: users.name,
  lastname: users.lastname,
  image: users.image,
  birthday: users.birthday,
};

/** Every special date of these people, profile birthdays included; a dependent's marked as one. */
async function datesOf(app: AppContext, ownerIds: string[], today: string): Promise<SpecialDate[]> {
  if (!ownerIds.length) return [];
  const [people, rows, markers] = await Promise.all([
    app.db.select(personCols).from(users).where(inArray(users.id, ownerIds)),
    app.db.select().from(specialDates).where(inArray(specialDates.userId, ownerIds)),
    dependentMarkers(app.db, ownerIds),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const list = rows.map((r) => fromRow(r, byId.get(r.userId) as Person, today));
  for (const p of people) {
    const b = birthdayOf(p, today);
    if (b) list.push(b);
  }
  return list.map((d) => {
    const dependent = markers.get(d.owner.id);
    return dependent ? { ...d, dependent } : d;
  });
}

/**
 * Whose dates are in my calendar besides mine: my friends, the dependents I look after (theirs are mine to
 * remember) and those shown to me as a friend's (`dependents/guardians.ts`).
 */
async function calendarPeopleOf(app: AppContext, me: string) {
  const [friends, guarded, shown] = await Promise.all([
    friendIdList(app.db, me),
    dependentIdListOf(app.db, me),
    dependentIdListShownTo(app.db, me),
  ]);
  return [...friends, ...guarded, ...shown];
}

const byNext = (a: SpecialDate, b: SpecialDate) =>
  (a.next ?? '9999').localeCompare(b.next ?? '9999') || a.title.localeCompare(b.title);

/**
 * When a date next happens on or after `today`, in SQL, with the same rule as `nextOccurrence`:
 * PostgreSQL's date + years keeps the day, or clamps 29 February to the 28th.
 */
function nextOccurrenceSql(
  date: SQL | AnyPgColumn,
  yearly: SQL | AnyPgColumn,
  today: string,
): SQL<string | null> {
  const inYear = (years: SQL) => sql`(${date} + make_interval(years => ${years}))::date`;
  const yearsTo = (offset: number) =>
    sql`(extract(year from ${today}::date)::int + ${offset} - extract(year from ${date})::int)`;
  return sql`case
    when ${date} >= ${today}::date then ${date}
    when not ${yearly} then null
    when ${inYear(yearsTo(0))} >= ${today}::date then ${inYear(yearsTo(0))}
    else ${inYear(yearsTo(1))} end`;
}

/** `special/dates/getPagination`: my dates and my profile birthday, the soonest first, paged in SQL. */
export async function mySpecialDates(app: AppContext, me: string, page: PaginationQuery, today: string) {
  const [owner] = await app.db.select(personCols).from(users).where(eq(users.id, me));
  if (!owner) return { list: [], total: 0 };
  const birthday = birthdayOf(owner, today);
  const mine = unionAll(
    app.db
      .select({
        id: sql<string>`${specialDates.id}::text`.as('id'),
        rowId: sql<string | null>`${specialDates.id}`.as('row_id'),
        date: specialDates.date,
        yearly: specialDates.yearly,
        title: specialDates.title,
      })
      .from(specialDates)
      .where(eq(specialDates.userId, me)),
    app.db
      .select({
        id: sql<string>`${BIRTHDAY_PREFIX} || ${users.id}::text`.as('id'),
        rowId: sql<string | null>`null::uuid`.as('row_id'),
        date: sql<string>`${users.birthday}`.as('date'),
        yearly: sql<boolean>`true`.as('yearly'),
        title: sql<string>`${birthday?.title ?? ''}`.as('title'),
      })
      .from(users)
      .where(and(eq(users.id, me), isNotNull(users.birthday))),
  ).as('mine');
  const next = nextOccurrenceSql(mine.date, mine.yearly, today);
  const keys = await readPage(
    app.db
      .select({ id: mine.id, rowId: mine.rowId })
      .from(mine)
      .orderBy(sql`${next} nulls last`, asc(mine.title), asc(mine.id)),
    app.db.select({ n: count() }).from(mine),
    page,
  );
  const rowIds = keys.list.flatMap((k) => (k.rowId ? [k.rowId] : []));
  const rows = rowIds.length
    ? await app.db.select().from(specialDates).where(inArray(specialDates.id, rowIds))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list = keys.list.flatMap((k) => {
    const row = k.rowId ? byId.get(k.rowId) : undefined;
    const date = row ? fromRow(row, owner, today) : birthday;
    return date ? [date] : [];
  });
  return { list, total: keys.total };
}

/** Friends' (and dependents') special dates happening from `date` over the next `days` days, soonest first. */
export async function friendsSpecialDates(app: AppContext, me: string, date: string, days: number) {
  const until = addDays(date, days - 1);
  const all = await datesOf(app, await calendarPeopleOf(app, me), date);
  return all.filter((d) => d.next !== null && d.next <= until).sort(byNext);
}

/** My, my friends' and dependents' special dates in a calendar month, one entry per occurrence. */
export async function specialDatesInMonth(app: AppContext, me: string, year: number, month: number) {
  const [from, to] = monthBounds(year, month);
  const all = await datesOf(app, [me, ...(await calendarPeopleOf(app, me))], from);
  return all
    .flatMap((d) => occurrencesBetween(d.date, d.yearly, from, to).map((day) => ({ day, specialDate: d })))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** Visible to its owner and the owner's friends (a dependent's: whoever sees it); anyone else gets 404. */
export async function getSpecialDate(app: AppContext, me: string, id: string, today: string) {
  const ownerId = id.startsWith(BIRTHDAY_PREFIX) ? id.slice(BIRTHDAY_PREFIX.length) : null;
  let found: SpecialDate | undefined;
  if (ownerId && isUuid(ownerId)) {
    found = (await datesOf(app, [ownerId], today)).find((d) => d.id === id);
  } else if (isUuid(id)) {
    const [row] = await app.db
      .select({ userId: specialDates.userId })
      .from(specialDates)
      .where(eq(specialDates.id, id));
    if (row) found = (await datesOf(app, [row.userId], today)).find((d) => d.id === id);
  }
  if (!found) throw dateNotFound();
  const owner = found.owner.id;
  // A dependent's dates are seen by who sees it in their calendar: its guardians, and friends it is shown to.
  if (owner !== me && !(await areFriends(app.db, me, owner)) && !(await seesDependent(app.db, me, owner)))
    throw dateNotFound();
  return found;
}

export async function createSpecialDate(
  app: AppContext,
  me: string,
  input: z.output<typeof specialDateInputSchema>,
  today: string,
) {
  const [row] = await app.db
    .insert(specialDates)
    .values({ ...input, userId: me })
    .returning({ id: specialDates.id });
  return getSpecialDate(app, me, (row as { id: string }).id, today);
}

async function ownDate(app: AppContext, me: string, id: string) {
  if (!isUuid(id)) {
    if (id.startsWith(BIRTHDAY_PREFIX)) throw forbidden('Tu cumpleaños se cambia en tu perfil.');
    throw dateNotFound();
  }
  const [row] = await app.db.select().from(specialDates).where(eq(specialDates.id, id));
  if (!row) throw dateNotFound();
  if (row.userId !== me) {
    // A friend's date: they can see it, but it is not theirs to change.
    if (await areFriends(app.db, me, row.userId)) throw forbidden('Solo puedes cambiar tus propias fechas.');
    throw dateNotFound();
  }
  return row;
}

export async function updateSpecialDate(
  app: AppContext,
  me: string,
  id: string,
  input: z.output<typeof specialDateUpdateSchema>,
  today: string,
) {
  await ownDate(app, me, id);
  if (Object.keys(input).length) await app.db.update(specialDates).set(input).where(eq(specialDates.id, id));
  return getSpecialDate(app, me, id, today);
}

export async function deleteSpecialDate(app: AppContext, me: string, id: string) {
  await ownDate(app, me, id);
  await app.db.delete(specialDates).where(eq(specialDates.id, id));
}
