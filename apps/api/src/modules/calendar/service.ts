import { randomBytes } from 'node:crypto';
import { type CalendarFeed, dependentRole } from '@detalle/contract';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { calendarFeeds, eventParticipants, events, specialDates, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { dependentIdListOf, dependentIdListShownTo, dependentMarkers } from '../dependents/index.js';
import { getEvent, organisesEvent } from '../events/index.js';
import { friendIdList } from '../friends/index.js';
import { type DatedItem, datedItems } from './dated-items.js';
import { buildCalendar, type DayEntry, type TimedEntry } from './ics.js';

/**
 * The private calendar feed of each person (`/api/calendar/<token>.ics`): the events they organise or take
 * part in, their own special dates and profile birthday, their friends' birthdays, the birthdays and special dates
 * of the dependents they look after and the birthdays of those shown to them as a friend's, the exchange day of their
 * draws and the dates of their lists and of the friends' lists they may see (`dated-items.ts`) — nothing else of
 * anyone. No session: the secret token is the key, so calendar apps can fetch it; revoking deletes it.
 */
const feedGone = () =>
  notFound('Esta dirección de calendario ya no existe. Copia la nueva desde tu configuración en Detalle.');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function feedOf(app: AppContext, row: { token: string; createdAt: Date } | undefined): CalendarFeed {
  if (!row) return { url: null, webcalUrl: null, createdAt: null };
  const url = `${app.config.publicUrl}/api/calendar/${row.token}.ics`;
  // webcal:// makes Apple Calendar and Outlook offer to subscribe instead of importing once.
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: row.createdAt.toISOString() };
}

export async function calendarFeed(app: AppContext, me: string) {
  const [row] = await app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me));
  return feedOf(app, row);
}

/** A new address; the old one stops working at once. */
export async function renewCalendarFeed(app: AppContext, me: string) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await app.db
    .insert(calendarFeeds)
    .values({ userId: me, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } })
    .returning();
  return feedOf(app, row);
}

export async function revokeCalendarFeed(app: AppContext, me: string) {
  await app.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, me));
  return feedOf(app, undefined);
}

const eventUrl = (app: AppContext, id: string) => `${app.config.publicUrl}/evento/${id}`;

type EventRow = typeof events.$inferSelect;
const timedEntry = (app: AppContext, e: EventRow): TimedEntry => ({
  uid: `event-${e.id}`,
  sequence: e.sequence,
  title: e.name,
  description: e.description,
  location: e.place,
  url: eventUrl(app, e.id),
  startsAt: e.startsAt,
  timezone: e.timezone,
  updatedAt: e.updatedAt,
});

/**
 * Seconds since 2020 of the list's last edit (lists keep no SEQUENCE column): it only grows, so calendar apps take
 * the new date or name; it fits SEQUENCE's 32-bit integer until 2088.
 */
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);
const sequenceOf = (updatedAt: Date | null) =>
  updatedAt ? Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)) : 0;

/** A draw's exchange day or a list's date as an all-day entry, its UID stable per draw or list. */
const datedEntry = (app: AppContext, item: DatedItem): DayEntry =>
  item.kind === 'draw'
    ? {
        uid: `draw-${item.id}`,
        sequence: 0,
        title: `Amigo invisible: ${item.name}`,
        description: 'Día del intercambio de regalos.',
        date: item.date,
        yearly: false,
        url: `${app.config.publicUrl}/amigo-invisible/${item.id}`,
        busy: true,
      }
    : {
        uid: `list-${item.id}`,
        sequence: sequenceOf(item.updatedAt),
        title: item.ownerName ? `Lista de ${item.ownerName}: ${item.name}` : `Tu lista: ${item.name}`,
        description: '',
        date: item.date,
        yearly: false,
        url: `${app.config.publicUrl}/home/${item.id}/lista`,
      };

/** The calendar text behind a token, or 404 for one that was never issued or was revoked. */
export async function feedText(app: AppContext, token: string) {
  if (!TOKEN.test(token)) throw feedGone();
  const [feed] = await app.db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  if (!feed) throw feedGone();
  const me = feed.userId;
  const [friends, guarded, shown] = await Promise.all([
    friendIdList(app.db, me),
    dependentIdListOf(app.db, me),
    dependentIdListShownTo(app.db, me),
  ]);
  const [mine, myDates, people, dated, markers] = await Promise.all([
    // Events I organise or have accepted (an invitation not answered is not in my calendar yet).
    app.db
      .select()
      .from(events)
      .where(
        or(
          organisesEvent(me),
          sql`exists (select 1 from ${eventParticipants} p where p.event_id = ${events.id} and p.user_id = ${me} and p.status = 'accepted')`,
        ),
      ),
    // Mine and those of the dependents I look after.
    app.db
      .select({ d: specialDates, owner: users.name })
      .from(specialDates)
      .innerJoin(users, eq(users.id, specialDates.userId))
      .where(inArray(specialDates.userId, [me, ...guarded])),
    app.db
      .select({ id: users.id, name: users.name, birthday: users.birthday, sequence: users.birthdaySequence })
      .from(users)
      .where(and(inArray(users.id, [me, ...friends, ...guarded, ...shown]), isNotNull(users.birthday))),
    datedItems(app.db, me),
    dependentMarkers(app.db, [...guarded, ...shown]),
  ]);
  // «Leo (peque de Lucía)»: a dependent is named with who looks after it.
  const named = (id: string, name: string) => {
    const marker = markers.get(id);
    return marker ? `${name} (${dependentRole(marker)})` : name;
  };
  const days: DayEntry[] = myDates.map(({ d, owner }) => ({
    uid: `date-${d.id}`,
    sequence: d.sequence,
    title: d.userId === me ? d.title : `${d.title}: ${named(d.userId, owner)}`,
    description: d.note,
    date: d.date,
    yearly: d.yearly,
  }));
  for (const p of people) {
    days.push({
      uid: `birthday-${p.id}`,
      sequence: p.sequence,
      title: p.id === me ? 'Mi cumpleaños' : `Cumpleaños de ${named(p.id, p.name)}`,
      description: '',
      date: p.birthday as string,
      yearly: true,
    });
  }
  for (const item of dated) days.push(datedEntry(app, item));
  return buildCalendar(
    'Detalle',
    mine.map((e) => timedEntry(app, e)),
    days,
  );
}

/** "Añadir a mi calendario": one event as an .ics file, for whoever may open the event. */
export async function eventIcs(app: AppContext, viewerId: string | null, id: string) {
  const detail = await getEvent(app, viewerId, id);
  const [row] = await app.db.select().from(events).where(eq(events.id, detail.id));
  if (!row) throw notFound();
  return buildCalendar(row.name, [timedEntry(app, row)], []);
}
