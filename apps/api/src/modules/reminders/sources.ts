import {
  addDays,
  DEFAULT_REMINDER_DAYS,
  type DependentMarker,
  dayIn,
  dependentRole,
  formatMoney,
  quoted,
  type ReminderKind,
} from '@detalle/contract';
import { and, eq, gt, gte, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  drawParticipants,
  draws,
  eventOrganisers,
  eventParticipants,
  events,
  friendships,
  gifts,
  guardians,
  listOwners,
  lists,
  payments,
  specialDates,
  users,
} from '../../db/schema/index.js';
import { findProductsByIds } from '../catalogue/index.js';
import { dependentIdsGuardedBy, dependentIdsShownTo, dependentMarkers } from '../dependents/index.js';
import { friendIdsOf } from '../friends/index.js';
import { revealDayOf } from '../lists/index.js';
import { occurrencesBetween } from '../special-dates/index.js';
import { unthankedByList } from '../thanks/index.js';

/**
 * What may be reminded today. Each source gets the people whose reminder hour has come, with their own
 * calendar day, and answers one candidate per (person, kind, occurrence). The occurrence names the thing and
 * the day it is about, so it is the same in every process and every scan of that day: the `reminders`
 * table's unique key does the rest. A source never sends anything.
 */
export type Person = { id: string; today: string; timezone: string };

export type Candidate = {
  userId: string;
  kind: ReminderKind;
  occurrence: string;
  title: string;
  body: string;
  /** Where the notification opens (`/evento/<id>`…): ids only. */
  data: Record<string, string>;
  /** The app's path of the same, for the e-mail's button. */
  path: string;
};

export type ReminderSource = (db: Db, people: Person[], now: Date) => Promise<Candidate[]>;

/** "Mañana", "Hoy", "Dentro de 7 días". */
export function whenText(days: number) {
  if (days === 0) return 'Hoy';
  if (days === 1) return 'Mañana';
  return `Dentro de ${days} días`;
}

/** Does a (yearly) date happen `days` days after `today`? */
const happensIn = (date: string, yearly: boolean, today: string, days: number) => {
  const day = addDays(today, days);
  return occurrencesBetween(date, yearly, day, day).length > 0 ? day : null;
};

/**
 * My own special dates and those of the dependents I look after, on the days before each one that it asks
 * for (7 and 1 unless changed). Each guardian is reminded on their own: the occurrence is the date's, the
 * person is theirs.
 */
const specialDateReminders: ReminderSource = async (db, people) => {
  const byId = new Map(people.map((p) => [p.id, p]));
  const ids = [...byId.keys()];
  const [own, guarded] = await Promise.all([
    db.select().from(specialDates).where(inArray(specialDates.userId, ids)),
    db
      .select({ row: specialDates, guardianId: guardians.guardianId, name: users.name })
      .from(specialDates)
      .innerJoin(guardians, eq(guardians.dependentId, specialDates.userId))
      .innerJoin(users, eq(users.id, specialDates.userId))
      .where(inArray(guardians.guardianId, ids)),
  ]);
  const due = [
    ...own.map((row) => ({ row, userId: row.userId, whose: null as string | null })),
    ...guarded.map((g) => ({ row: g.row, userId: g.guardianId, whose: g.name })),
  ];
  return due.flatMap(({ row, userId, whose }) => {
    const me = byId.get(userId) as Person;
    return row.reminderDays.flatMap((days) => {
      const day = happensIn(row.date, row.yearly, me.today, days);
      if (!day) return [];
      return [
        {
          userId: me.id,
          kind: 'special_date' as const,
          occurrence: `${row.id}:${day}:${days}`,
          title: `${whenText(days)}: ${row.title}${whose ? ` (${whose})` : ''}`,
          body: days === 0 ? 'Es hoy. ¿Tienes ya el detalle?' : 'Aún tienes tiempo de preparar un detalle.',
          data: { specialDateId: row.id },
          path: '/calendario',
        },
      ];
    });
  });
};

/**
 * A birthday `days` days ahead as a reminder: a friend's, or a dependent's shown to a guardian's friend (then
 * named with who looks after it: «Leo (peque de Lucía)»); a guardian reads just the name.
 */
function birthdayCandidate(
  me: Person,
  kind: 'friend_birthday' | 'special_date',
  who: { id: string; name: string; birthday: string },
  marker: DependentMarker | undefined,
  days: number,
): Candidate[] {
  const day = happensIn(who.birthday, true, me.today, days);
  if (!day) return [];
  return [
    {
      userId: me.id,
      kind,
      occurrence: `${who.id}:${day}:${days}`,
      title: `${whenText(days)} es el cumpleaños de ${marker ? `${who.name} (${dependentRole(marker)})` : who.name}`,
      body: 'Mira su lista de deseos y elige un detalle.',
      data: { userId: who.id },
      path: `/lista?amigo=${who.id}`,
    },
  ];
}

/** My friends' profile birthdays, 7 days and 1 day before. */
const friendBirthdayReminders: ReminderSource = async (db, people) => {
  const byId = new Map(people.map((p) => [p.id, p]));
  const ids = [...byId.keys()];
  const pairs = await db
    .select({ a: friendships.requesterId, b: friendships.addresseeId })
    .from(friendships)
    .where(
      and(
        eq(friendships.status, 'accepted'),
        or(inArray(friendships.requesterId, ids), inArray(friendships.addresseeId, ids)),
      ),
    );
  const friendIds = [...new Set(pairs.flatMap((p) => [p.a, p.b]))];
  const birthdays = new Map(
    (
      await db
        .select({ id: users.id, name: users.name, birthday: users.birthday })
        .from(users)
        .where(and(inArray(users.id, friendIds), isNotNull(users.birthday)))
    ).map((u) => [u.id, u]),
  );
  // Each friendship both ways round: either side may be due now.
  return pairs.flatMap(({ a, b }) =>
    [
      [a, b],
      [b, a],
    ].flatMap(([meId, friendId]) => {
      const me = byId.get(meId as string);
      const friend = birthdays.get(friendId as string);
      if (!me || !friend?.birthday) return [];
      const who = { id: friend.id, name: friend.name, birthday: friend.birthday };
      return DEFAULT_REMINDER_DAYS.flatMap((days) =>
        birthdayCandidate(me, 'friend_birthday', who, undefined, days),
      );
    }),
  );
};

/**
 * Birthdays of dependents, 7 days and 1 day before: to each of their guardians (as their own date) and, for a
 * dependent shown to friends (`dependents/guardians.ts`), to every friend of a guardian as a friend's birthday.
 */
const dependentBirthdayReminders: ReminderSource = async (db, people) => {
  const byId = new Map(people.map((p) => [p.id, p]));
  const ids = [...byId.keys()];
  // One row per (person, dependent): a guardian's own, or one shown to them. Only dependents with a guardian who
  // is the person or their friend are looked at; the person's id is a column here, which the rules take as an id.
  const viewer = users.id as unknown as string;
  const dep = alias(users, 'dep');
  const list = await db
    .selectDistinct({
      viewer: users.id,
      id: dep.id,
      guardian: sql<boolean>`${dep.id} in ${dependentIdsGuardedBy(viewer)}`.mapWith(Boolean),
    })
    .from(users)
    .innerJoin(
      guardians,
      or(eq(guardians.guardianId, users.id), sql`${guardians.guardianId} in ${friendIdsOf(viewer)}`),
    )
    .innerJoin(dep, and(eq(dep.id, guardians.dependentId), isNotNull(dep.birthday)))
    .where(
      and(
        inArray(users.id, ids),
        or(
          sql`${dep.id} in ${dependentIdsGuardedBy(viewer)}`,
          sql`${dep.id} in ${dependentIdsShownTo(viewer)}`,
        ),
      ),
    );
  if (!list.length) return [];
  const depIds = [...new Set(list.map((r) => r.id))];
  const [found, markers] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, birthday: users.birthday })
      .from(users)
      .where(inArray(users.id, depIds)),
    dependentMarkers(db, depIds),
  ]);
  const deps = new Map(found.map((p) => [p.id, p]));
  return list.flatMap((r) => {
    const me = byId.get(r.viewer);
    const dep = deps.get(r.id);
    if (!me || !dep?.birthday) return [];
    const who = { id: dep.id, name: dep.name, birthday: dep.birthday };
    return DEFAULT_REMINDER_DAYS.flatMap((days) =>
      r.guardian
        ? birthdayCandidate(me, 'special_date', who, undefined, days)
        : birthdayCandidate(me, 'friend_birthday', who, markers.get(dep.id), days),
    );
  });
};

/** Events I organise or have accepted, the day before (in my zone). Moving the event reminds again. */
const eventReminders: ReminderSource = async (db, people, now) => {
  const byId = new Map(people.map((p) => [p.id, p]));
  const ids = [...byId.keys()];
  const from = new Date(now.getTime() - 86_400_000);
  const until = new Date(now.getTime() + 3 * 86_400_000);
  const soon = and(gt(events.startsAt, from), lt(events.startsAt, until));
  // Every organiser and everyone who accepted, one row each.
  const [organising, going] = await Promise.all([
    db
      .select({ e: events, userId: eventOrganisers.userId })
      .from(events)
      .innerJoin(eventOrganisers, eq(eventOrganisers.eventId, events.id))
      .where(and(soon, inArray(eventOrganisers.userId, ids))),
    db
      .select({ e: events, userId: eventParticipants.userId })
      .from(events)
      .innerJoin(
        eventParticipants,
        and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.status, 'accepted')),
      )
      .where(and(soon, inArray(eventParticipants.userId, ids))),
  ]);
  const seen = new Set<string>();
  return [...organising, ...going].flatMap(({ e, userId }) => {
    const me = byId.get(userId);
    const key = `${userId}:${e.id}`;
    if (!me || seen.has(key)) return [];
    seen.add(key);
    if (dayIn(e.startsAt, me.timezone) !== addDays(me.today, 1)) return [];
    return [
      {
        userId,
        kind: 'event' as const,
        occurrence: `${e.id}:${e.startsAt.toISOString()}`,
        title: `Mañana: ${e.name}`,
        body: e.place ? `En ${e.place}.` : 'Revisa los detalles del evento.',
        data: { eventId: e.id },
        path: `/evento/${e.id}`,
      },
    ];
  });
};

/** Days before a list's date when its group gifts still short of their goal are reminded to those who gave. */
const GROUP_GIFT_DAYS = 2;

/** Group gifts about to close (their list's date in two days) that have not reached their goal. */
const groupGiftReminders: ReminderSource = async (db, people) => {
  const byId = new Map(people.map((p) => [p.id, p]));
  const rows = await db
    .selectDistinct({
      payerId: payments.payerId,
      gift: gifts,
      list: { id: lists.id, name: lists.name, date: lists.date },
    })
    .from(payments)
    .innerJoin(gifts, eq(gifts.id, payments.giftId))
    .innerJoin(lists, eq(lists.id, gifts.listId))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        inArray(payments.payerId, [...byId.keys()]),
        gt(gifts.contributed, 0),
        isNotNull(lists.date),
      ),
    );
  const products = await findProductsByIds(
    db,
    rows.map((r) => r.gift.productId),
  );
  return rows.flatMap(({ payerId, gift, list }) => {
    const me = payerId ? byId.get(payerId) : undefined;
    const price = products.get(gift.productId)?.price;
    if (!me || !price || list.date !== addDays(me.today, GROUP_GIFT_DAYS)) return [];
    const missing = price.amount * gift.quantity - gift.contributed - gift.direct;
    if (missing <= 0) return [];
    return [
      {
        userId: me.id,
        kind: 'group_gift_closing' as const,
        occurrence: `${gift.id}:${list.date}`,
        title: `Faltan ${formatMoney({ amount: missing, currency: price.currency })} para un regalo en grupo`,
        body: `La lista «${list.name}» cierra en ${GROUP_GIFT_DAYS} días. Compártela para completarlo.`,
        data: { listId: list.id },
        path: `/home/${list.id}/lista`,
      },
    ];
  });
};

/** Days after a list's date (or its event's day: the reveal day) when thanks still owed are reminded. */
const THANKS_OWED_DAYS = 7;

/**
 * Thanks still owed a week after a list's reveal day (`lists/reveal.ts`: its date, or its event's day): the
 * owners hear once how many things of that list are still "Sin agradecer" (`thanks/received.ts`'s own filter),
 * each when their own reminder hour comes (a note by either owner thanks for it: the count is the same).
 */
const thanksOwedReminders: ReminderSource = async (db, people) => {
  const byId = new Map(people.map((p) => [p.id, p]));
  const days = [...new Set(people.map((p) => addDays(p.today, -THANKS_OWED_DAYS)))];
  const revealDay = sql<string>`${revealDayOf('lists')}::text`;
  const rows = await db
    .select({ id: lists.id, name: lists.name, ownerId: listOwners.userId, day: revealDay })
    .from(listOwners)
    .innerJoin(lists, eq(lists.id, listOwners.listId))
    .where(and(inArray(listOwners.userId, [...byId.keys()]), inArray(revealDay, days)));
  const due = rows.filter((l) => l.day === addDays((byId.get(l.ownerId) as Person).today, -THANKS_OWED_DAYS));
  const owners = [...new Set(due.map((l) => l.ownerId))];
  const owed = new Map(
    await Promise.all(
      owners.map(
        async (ownerId) =>
          [
            ownerId,
            await unthankedByList(
              db,
              ownerId,
              due.filter((l) => l.ownerId === ownerId).map((l) => l.id),
            ),
          ] as const,
      ),
    ),
  );
  return due.flatMap((l) => {
    const n = owed.get(l.ownerId)?.get(l.id) ?? 0;
    if (!n) return [];
    return [
      {
        userId: l.ownerId,
        kind: 'thanks_owed' as const,
        occurrence: `${l.id}:${l.day}`,
        title: `Tienes ${n} ${n === 1 ? 'regalo' : 'regalos'} sin agradecer en ${quoted(l.name)}`,
        body: 'Unas líneas de agradecimiento le hacen ilusión a quien te regaló.',
        data: { listId: l.id },
        path: '/agradecimiento?filtro=sin-agradecer',
      },
    ];
  });
};

/** Days before the exchange when each participant of a drawn draw is reminded (0: the day itself). */
const EXCHANGE_DAYS = [7, 1, 0] as const;

const exchangeTitle = (days: number, name: string) =>
  days === 0
    ? `Hoy es el intercambio de ${quoted(name)}`
    : days === 1
      ? `Mañana es el intercambio de ${quoted(name)}`
      : `Quedan ${days} días para el intercambio de ${quoted(name)}`;

/**
 * Amigo invisible, counted in the draw's own zone (its exchange day is a day there, as in `draws/`):
 * - an open draw, the day before its join deadline: the organiser (to draw once it closes) and the
 *   participants who have not chosen their wish list yet;
 * - a drawn draw, 7 days and 1 day before the exchange and on the day: every participant.
 * It never reads `draw_assignments` (only `draws/secret.ts` does): no reminder can name anyone's pair.
 */
const secretSantaReminders: ReminderSource = async (db, people, now) => {
  const byId = new Map(people.map((p) => [p.id, p]));
  const found: Candidate[] = [];
  for (const { d, participants } of await drawsAboutToHappen(db, [...byId.keys()], now)) {
    const drawToday = dayIn(now, d.timezone);
    found.push(
      ...(d.status === 'open'
        ? joinDeadlineReminders(d, participants, drawToday)
        : exchangeReminders(d, participants, drawToday)),
    );
  }
  return found.filter((c) => byId.has(c.userId));
};

/**
 * The draws of these people (as organisers or participants) with something close: an open draw whose join
 * deadline is within 3 days, a drawn one whose exchange is within the days a reminder may be for. Each with its
 * participants and whether they chose a wish list.
 */
async function drawsAboutToHappen(db: Db, ids: string[], now: Date) {
  const soon = new Date(now.getTime() + 3 * 86_400_000);
  const lastExchange = dayIn(new Date(now.getTime() + 9 * 86_400_000), 'UTC');
  const firstExchange = dayIn(new Date(now.getTime() - 2 * 86_400_000), 'UTC');
  const rows = await db
    .select({ d: draws, userId: drawParticipants.userId, wishListId: drawParticipants.wishListId })
    .from(draws)
    .leftJoin(drawParticipants, eq(drawParticipants.drawId, draws.id))
    .where(
      and(
        or(
          and(eq(draws.status, 'open'), gt(draws.joinDeadline, now), lt(draws.joinDeadline, soon)),
          and(
            eq(draws.status, 'drawn'),
            gte(draws.exchangeDate, firstExchange),
            lte(draws.exchangeDate, lastExchange),
          ),
        ),
        or(inArray(draws.organiserId, ids), inArray(drawParticipants.userId, ids)),
      ),
    );
  const byDraw = new Map<string, { d: (typeof rows)[number]['d']; participants: typeof rows }>();
  for (const r of rows) {
    const entry = byDraw.get(r.d.id) ?? { d: r.d, participants: [] };
    if (r.userId) entry.participants.push(r);
    byDraw.set(r.d.id, entry);
  }
  return [...byDraw.values()];
}

type DrawRow = typeof draws.$inferSelect;
type DrawParticipant = { userId: string | null; wishListId: string | null };

const secretSantaCommon = (d: DrawRow) => ({
  kind: 'secret_santa' as const,
  data: { drawId: d.id },
  path: `/amigo-invisible/${d.id}`,
});

/** The day before an open draw's join deadline: its organiser, and whoever has not chosen a wish list yet. */
function joinDeadlineReminders(d: DrawRow, participants: DrawParticipant[], drawToday: string): Candidate[] {
  const deadlineDay = dayIn(d.joinDeadline, d.timezone);
  if (deadlineDay !== addDays(drawToday, 1)) return [];
  const base = {
    ...secretSantaCommon(d),
    occurrence: `${d.id}:deadline:${deadlineDay}`,
    title: `Mañana se cierra el sorteo ${quoted(d.name)}`,
  };
  const withoutList = new Set(participants.filter((p) => !p.wishListId).map((p) => p.userId as string));
  const found: Candidate[] = [
    {
      ...base,
      userId: d.organiserId,
      body: `Cuando se cierre, haz el sorteo para que cada cual sepa a quién le regala.${
        withoutList.has(d.organiserId) ? ' Y elige tu lista de deseos.' : ''
      }`,
    },
  ];
  for (const userId of withoutList) {
    if (userId === d.organiserId) continue;
    found.push({
      ...base,
      userId,
      body: 'Aún no has elegido tu lista de deseos: elígela para que quien te regale sepa qué te gusta.',
    });
  }
  return found;
}

/** 7 days and 1 day before a drawn draw's exchange, and on the day: every participant. */
function exchangeReminders(d: DrawRow, participants: DrawParticipant[], drawToday: string): Candidate[] {
  const days = EXCHANGE_DAYS.find((n) => d.exchangeDate === addDays(drawToday, n));
  if (days === undefined) return [];
  return participants.map(({ userId }) => ({
    ...secretSantaCommon(d),
    userId: userId as string,
    occurrence: `${d.id}:exchange:${d.exchangeDate}:${days}`,
    title: exchangeTitle(days, d.name),
    body:
      days === 0
        ? '¡Hoy toca! Lleva tu detalle y que no se descubra el secreto antes de tiempo.'
        : 'Entra para ver a quién le regalas y su lista de deseos. Es un secreto: solo lo ves tú.',
  }));
}

/** Invitations not answered yet, the day before the event's join deadline (in the invitee's zone). */
const eventJoinDeadlineReminders: ReminderSource = async (db, people, now) => {
  const byId = new Map(people.map((p) => [p.id, p]));
  const rows = await db
    .select({ e: events, userId: eventParticipants.userId })
    .from(events)
    .innerJoin(eventParticipants, eq(eventParticipants.eventId, events.id))
    .where(
      and(
        eq(eventParticipants.status, 'invited'),
        inArray(eventParticipants.userId, [...byId.keys()]),
        gt(events.joinDeadline, now),
        lt(events.joinDeadline, new Date(now.getTime() + 3 * 86_400_000)),
      ),
    );
  return rows.flatMap(({ e, userId }) => {
    const me = byId.get(userId) as Person;
    const deadline = e.joinDeadline as Date;
    if (dayIn(deadline, me.timezone) !== addDays(me.today, 1)) return [];
    return [
      {
        userId,
        kind: 'event_join_deadline' as const,
        occurrence: `${e.id}:${deadline.toISOString()}`,
        title: `Mañana se cierra el plazo para unirte a ${quoted(e.name)}`,
        body: 'Aún no has respondido a la invitación: di si irás antes de que se cierre.',
        data: { eventId: e.id },
        path: `/evento/${e.id}`,
      },
    ];
  });
};

export const REMINDER_SOURCES: ReminderSource[] = [
  specialDateReminders,
  friendBirthdayReminders,
  dependentBirthdayReminders,
  eventReminders,
  eventJoinDeadlineReminders,
  groupGiftReminders,
  thanksOwedReminders,
  secretSantaReminders,
];
