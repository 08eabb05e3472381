import type { EventDetail, Event as EventOut, eventInputSchema, eventUpdateSchema } from '@detalle/contract';
import { quoted } from '@detalle/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { readPage } from '../../db/paging.js';
import { eventParticipants, events, lists, users } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { assertUploadedBy, releaseImage } from '../files/index.js';
import { areFriends, fullName, isBlocked, personColumns } from '../friends/index.js';
import { canSeeList } from '../lists/index.js';
import { markReadAbout } from '../notifications/index.js';
import { charityOf } from '../ongs/index.js';
import { assertOwnImage, fallbackImage } from '../settings/index.js';
import { dayRange, monthRange } from './dates.js';
import { eventOrganisedBy, organiserIdsOf, organisersColumn } from './organisers.js';
import {
  acceptedCount,
  isInvitee,
  listedEventCondition,
  mineOrInvolved,
  roleOf,
  visibleTo,
} from './visibility.js';

type Viewer = { id: string; name: string; lastname: string } | null;
const eventNotFound = () => notFound('Ese evento no existe o no tienes acceso a él.');

function columns(viewerId: string | null) {
  return {
    e: events,
    organiser: personColumns,
    organisers: organisersColumn,
    role: roleOf(viewerId),
    participantCount: acceptedCount,
    // The event's gift list, when the viewer may open it (reached through its event, not listed).
    listId: sql<
      string | null
    >`(select ${lists.id} from ${lists} where ${lists.eventId} = ${events.id} and ${canSeeList(viewerId)})`,
  };
}

type Row = {
  e: typeof events.$inferSelect;
  organiser: { id: string; name: string; lastname: string; image: string | null };
  organisers: { id: string; name: string; lastname: string; image: string | null }[];
  role: string;
  participantCount: number;
  listId: string | null;
};

const toEvent = (r: Row): EventOut => ({
  id: r.e.id,
  name: r.e.name,
  description: r.e.description,
  startsAt: r.e.startsAt.toISOString(),
  joinDeadline: r.e.joinDeadline?.toISOString() ?? null,
  timezone: r.e.timezone,
  place: r.e.place,
  mapUrl: r.e.mapUrl,
  image: r.e.image,
  visibility: r.e.visibility,
  organiser: r.organiser,
  organisers: r.organisers,
  role: r.role as EventOut['role'],
  participantCount: Number(r.participantCount),
  listId: r.listId ?? null,
});

/** Every listing of events goes through here: `listedEventCondition`, never the link rule `visibleTo`. */
async function page(
  app: AppContext,
  viewerId: string,
  where: SQL | undefined,
  order: 'asc' | 'desc',
  lim: number,
  pos: number,
) {
  const full = and(listedEventCondition(viewerId), where);
  return readPage(
    app.db
      .select(columns(viewerId))
      .from(events)
      .innerJoin(users, eq(users.id, events.organiserId))
      .where(full)
      .orderBy(order === 'asc' ? asc(events.startsAt) : desc(events.startsAt), asc(events.id)),
    app.db.select({ n: count() }).from(events).where(full),
    { lim, pos },
    toEvent,
  );
}

/**
 * `event/getPagination`: without filters, my events (organised, invited or accepted), soonest first.
 * `date` narrows to one day in `tz`; `user` gives that person's events I can see; `friend` the
 * events a friend organises or takes part in that I can see.
 */
export async function listEvents(
  app: AppContext,
  viewerId: string,
  q: { lim: number; pos: number; date?: string; tz?: string; friend?: string; user?: string },
) {
  const filters: SQL[] = [];
  if (q.user) filters.push(eventOrganisedBy(q.user));
  else if (q.friend) {
    filters.push(
      sql`(${eventOrganisedBy(q.friend)} or exists (select 1 from ${eventParticipants} p where p.event_id = ${events.id} and p.user_id = ${q.friend} and p.status = 'accepted'))`,
    );
  } else filters.push(mineOrInvolved(viewerId));
  if (q.date) {
    const [from, to] = dayRange(q.tz ?? 'UTC', q.date);
    filters.push(gte(events.startsAt, from), lt(events.startsAt, to));
  }
  return page(app, viewerId, and(...filters), 'asc', q.lim, q.pos);
}

export async function eventsInMonth(
  app: AppContext,
  viewerId: string,
  year: number,
  month: number,
  tz = 'UTC',
) {
  const [from, to] = monthRange(tz, year, month);
  const result = await page(
    app,
    viewerId,
    and(mineOrInvolved(viewerId), gte(events.startsAt, from), lt(events.startsAt, to)),
    'asc',
    500,
    0,
  );
  return result.list;
}

export const upcomingEvents = (app: AppContext, viewerId: string, lim: number, pos: number) =>
  page(app, viewerId, and(mineOrInvolved(viewerId), gte(events.startsAt, new Date())), 'asc', lim, pos);

export const previousEvents = (app: AppContext, viewerId: string, lim: number, pos: number) =>
  page(app, viewerId, and(mineOrInvolved(viewerId), lt(events.startsAt, new Date())), 'desc', lim, pos);

export const guestEvents = (app: AppContext, viewerId: string, lim: number, pos: number) =>
  page(app, viewerId, isInvitee(viewerId), 'asc', lim, pos);

async function findVisible(app: AppContext, viewerId: string | null, id: string) {
  if (!isUuid(id)) throw eventNotFound();
  const [row] = await app.db
    .select(columns(viewerId))
    .from(events)
    .innerJoin(users, eq(users.id, events.organiserId))
    .where(and(eq(events.id, id), visibleTo(viewerId)))
    .limit(1);
  if (!row) throw eventNotFound();
  return row;
}

/** What the organiser used to be told alone, every organiser is told, inside the change's transaction. */
async function tellOrganisers(
  app: AppContext,
  tx: Db,
  eventId: string,
  notice: Omit<Parameters<AppContext['notify']>[0], 'userId'>,
) {
  for (const userId of await organiserIdsOf(tx, eventId)) await app.notify({ ...notice, userId }, tx);
}

/** The event with its people: everyone's status for the organisers; those taking part for others. */
export async function getEvent(app: AppContext, viewerId: string | null, id: string): Promise<EventDetail> {
  const row = await findVisible(app, viewerId, id);
  const isOrganiser = row.role === 'organiser';
  const people = await app.db
    .select({ ...personColumns, status: eventParticipants.status })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .where(
      and(
        eq(eventParticipants.eventId, id),
        isOrganiser ? undefined : eq(eventParticipants.status, 'accepted'),
      ),
    )
    .orderBy(asc(users.name));
  // A guest (not signed in) sees a public event, but not who goes to it.
  return {
    ...toEvent(row),
    participants: viewerId ? people : [],
    charity: await charityOf(app.db, row.e.charityOngId),
  };
}

/** The join deadline, if any, may not come after the event starts. */
function checkJoinDeadline(startsAt: Date, joinDeadline: Date | null) {
  if (joinDeadline && joinDeadline > startsAt)
    throw new AppError('VALIDATION_ERROR', 'La fecha límite para unirse no puede ser después del evento.', [
      { path: 'joinDeadline', message: 'Elige una fecha anterior al evento.' },
    ]);
}

/** Whether the event's join deadline has passed: nobody new joins after it. */
const joinClosed = (e: { joinDeadline: Date | null }) =>
  e.joinDeadline !== null && e.joinDeadline <= new Date();

export async function createEvent(
  app: AppContext,
  organiserId: string,
  input: z.output<typeof eventInputSchema>,
) {
  assertOwnImage('events', input.image);
  await assertUploadedBy(app.db, organiserId, input.image);
  const joinDeadline = input.joinDeadline ? new Date(input.joinDeadline) : null;
  checkJoinDeadline(new Date(input.startsAt), joinDeadline);
  const [row] = await app.db
    .insert(events)
    .values({
      organiserId,
      name: input.name,
      description: input.description,
      startsAt: new Date(input.startsAt),
      joinDeadline,
      timezone: input.timezone,
      place: input.place,
      mapUrl: input.mapUrl ?? null,
      image: input.image ?? fallbackImage('events'),
      visibility: input.visibility,
    })
    .returning({ id: events.id });
  return getEvent(app, organiserId, (row as { id: string }).id);
}

export async function ownEvent(app: AppContext, userId: string, id: string) {
  const row = await findVisible(app, userId, id);
  if (row.role !== 'organiser') throw forbidden('Solo quienes organizan el evento pueden hacer esto.');
  return row;
}

export async function updateEvent(
  app: AppContext,
  userId: string,
  id: string,
  input: z.output<typeof eventUpdateSchema>,
) {
  const current = await ownEvent(app, userId, id);
  assertOwnImage('events', input.image);
  if (input.image !== current.e.image) await assertUploadedBy(app.db, userId, input.image);
  const { startsAt, mapUrl, joinDeadline: deadlineInput, ...rest } = input;
  const joinDeadline =
    deadlineInput === undefined ? undefined : deadlineInput === null ? null : new Date(deadlineInput);
  checkJoinDeadline(
    startsAt ? new Date(startsAt) : current.e.startsAt,
    joinDeadline === undefined ? current.e.joinDeadline : joinDeadline,
  );
  await app.db
    .update(events)
    .set({
      ...rest,
      ...(startsAt ? { startsAt: new Date(startsAt) } : {}),
      ...(mapUrl !== undefined ? { mapUrl } : {}),
      ...(joinDeadline !== undefined ? { joinDeadline } : {}),
      updatedAt: new Date(),
    })
    .where(eq(events.id, id));
  if (input.image !== undefined && input.image !== current.e.image) await releaseImage(app, current.e.image);
  return getEvent(app, userId, id);
}

/** Deleting (any organiser) tells everyone who was invited or taking part, and the other organisers. */
export async function deleteEvent(app: AppContext, user: NonNullable<Viewer>, id: string) {
  const row = await ownEvent(app, user.id, id);
  const people = await app.db
    .select({ userId: eventParticipants.userId })
    .from(eventParticipants)
    .where(
      and(eq(eventParticipants.eventId, id), inArray(eventParticipants.status, ['invited', 'accepted'])),
    );
  const coOrganisers = (await organiserIdsOf(app.db, id)).filter((o) => o !== user.id);
  await app.db.transaction(async (tx) => {
    await tx.delete(events).where(eq(events.id, id));
    for (const userId of new Set([...people.map((p) => p.userId), ...coOrganisers])) {
      await app.notify(
        {
          userId,
          type: 'event_deleted',
          title: `${fullName(user)} canceló ${quoted(row.e.name)}`,
          body: 'El evento se ha borrado.',
          data: {},
        },
        tx,
      );
    }
  });
  await releaseImage(app, row.e.image);
}

export async function removeParticipant(
  app: AppContext,
  userId: string,
  eventId: string,
  participantId: string,
) {
  await ownEvent(app, userId, eventId);
  const deleted = await app.db
    .delete(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, participantId)))
    .returning({ userId: eventParticipants.userId });
  if (!deleted.length) throw notFound('Esa persona no está en el evento.');
}

/** `friend/inviteToEvento`: the organiser invites friends; each gets `invite_to_event`. */
export async function inviteToEvent(
  app: AppContext,
  user: NonNullable<Viewer>,
  eventId: string,
  userIds: string[],
) {
  const row = await ownEvent(app, user.id, eventId);
  // Nobody new joins after the deadline, invited or not: the organiser moves or clears it first.
  if (joinClosed(row.e))
    throw new AppError(
      'EVENT_JOIN_CLOSED',
      'Ya ha pasado la fecha límite para unirse a este evento. Cámbiala o quítala para invitar a más gente.',
    );
  const invited: string[] = [];
  // Whoever organises it is no guest of it.
  const organisers = new Set(await organiserIdsOf(app.db, eventId));
  for (const friendId of [...new Set(userIds)]) {
    if (organisers.has(friendId)) continue;
    if (!(await areFriends(app.db, user.id, friendId))) {
      throw new AppError(
        'FORBIDDEN',
        'Solo puedes invitar a tus amigos. Envíales antes una solicitud de amistad.',
      );
    }
    const added = await app.db.transaction(async (tx) => {
      const [added] = await tx
        .insert(eventParticipants)
        .values({ eventId, userId: friendId, status: 'invited' })
        .onConflictDoUpdate({
          target: [eventParticipants.eventId, eventParticipants.userId],
          set: { status: 'invited', respondedAt: null },
          // Someone already taking part keeps their place.
          setWhere: sql`${eventParticipants.status} in ('requested', 'declined')`,
        })
        .returning({ userId: eventParticipants.userId });
      if (!added) return false;
      await app.notify(
        {
          userId: friendId,
          type: 'invite_to_event',
          title: `${fullName(user)} te invitó a ${quoted(row.e.name)}`,
          body: 'Abre el evento para aceptar o rechazar la invitación.',
          data: { eventId },
        },
        tx,
      );
      return true;
    });
    if (added) invited.push(friendId);
  }
  return invited.length;
}

/** The invitee answers: accept or decline. */
export async function respondToInvitation(
  app: AppContext,
  user: NonNullable<Viewer>,
  eventId: string,
  accept: boolean,
) {
  const row = await findVisible(app, user.id, eventId);
  if (row.role !== 'invited' && row.role !== 'accepted' && row.role !== 'declined') {
    throw notFound('No tienes ninguna invitación a este evento.');
  }
  // Declining is always possible; saying yes is not once the deadline has passed (unless already in).
  if (accept && row.role !== 'accepted' && joinClosed(row.e)) throw new AppError('EVENT_JOIN_CLOSED');
  const status = accept ? 'accepted' : 'declined';
  await app.db.transaction(async (tx) => {
    // Only a real change is news: answering the same twice (or twice at once) tells the organiser once.
    const [changed] = await tx
      .update(eventParticipants)
      .set({ status, respondedAt: new Date() })
      .where(
        and(
          eq(eventParticipants.eventId, eventId),
          eq(eventParticipants.userId, user.id),
          ne(eventParticipants.status, status),
        ),
      )
      .returning({ userId: eventParticipants.userId });
    // Answered here or from the notifications page alike: the invitation is no longer news.
    await markReadAbout(tx, user.id, 'invite_to_event', { eventId });
    if (!changed) return;
    await tellOrganisers(app, tx, eventId, {
      type: accept ? 'event_accepted' : 'event_declined',
      title: `${fullName(user)} ${accept ? 'irá' : 'no podrá ir'} a ${quoted(row.e.name)}`,
      data: { eventId },
    });
  });
}

/** `friend/applyToParticipateEvent`: someone with the link asks to join; the organiser decides. */
export async function applyToEvent(app: AppContext, user: NonNullable<Viewer>, eventId: string) {
  const row = await findVisible(app, user.id, eventId);
  if (row.role === 'organiser') throw new AppError('ALREADY_ORGANISER');
  for (const organiserId of await organiserIdsOf(app.db, eventId))
    if (await isBlocked(app.db, user.id, organiserId)) throw eventNotFound();
  if (row.role === 'invited') {
    await respondToInvitation(app, user, eventId, true);
    return 'accepted' as const;
  }
  if (row.role === 'accepted' || row.role === 'requested') return row.role;
  if (joinClosed(row.e)) throw new AppError('EVENT_JOIN_CLOSED');
  await app.db.transaction(async (tx) => {
    // Two taps at once ask once: only the request that changed the row tells the organiser.
    const [asked] = await tx
      .insert(eventParticipants)
      .values({ eventId, userId: user.id, status: 'requested' })
      .onConflictDoUpdate({
        target: [eventParticipants.eventId, eventParticipants.userId],
        set: { status: 'requested', respondedAt: null },
        setWhere: sql`${eventParticipants.status} = 'declined'`,
      })
      .returning({ userId: eventParticipants.userId });
    if (!asked) return;
    await tellOrganisers(app, tx, eventId, {
      type: 'event_join_request',
      title: `${fullName(user)} quiere unirse a ${quoted(row.e.name)}`,
      body: 'Abre el evento para aceptar o rechazar la solicitud.',
      data: { eventId, userId: user.id },
    });
  });
  return 'requested' as const;
}

/** The organiser accepts or declines a join request. */
export async function answerJoinRequest(
  app: AppContext,
  organiser: NonNullable<Viewer>,
  eventId: string,
  userId: string,
  accept: boolean,
) {
  const row = await ownEvent(app, organiser.id, eventId);
  const isRequest = and(
    eq(eventParticipants.eventId, eventId),
    eq(eventParticipants.userId, userId),
    eq(eventParticipants.status, 'requested'),
  );
  // A declined request is removed, not kept as "declined": that status means a declined
  // invitation, which its invitee may still accept later. The person can ask again.
  await app.db.transaction(async (tx) => {
    const [updated] = accept
      ? await tx
          .update(eventParticipants)
          .set({ status: 'accepted', respondedAt: new Date() })
          .where(isRequest)
          .returning({ userId: eventParticipants.userId })
      : await tx.delete(eventParticipants).where(isRequest).returning({ userId: eventParticipants.userId });
    if (!updated) throw notFound('Esa solicitud ya no existe.');
    await app.notify(
      {
        userId,
        type: accept ? 'event_join_accepted' : 'event_join_declined',
        title: accept ? `Ya estás en ${quoted(row.e.name)}` : `No hay sitio en ${quoted(row.e.name)}`,
        body: accept
          ? `${fullName(organiser)} ha aceptado tu solicitud.`
          : `${fullName(organiser)} no ha aceptado tu solicitud esta vez.`,
        data: { eventId },
      },
      tx,
    );
  });
}

/** `friend/leaveTheEvent/{id}`: a participant leaves; the organiser gets `leave_to_event`. */
/**
 * Leaves an event, or withdraws a request to join it. Only leaving is news for
 * the organiser: a withdrawn request just disappears from their pending ones.
 */
export async function leaveEvent(
  app: AppContext,
  user: NonNullable<Viewer>,
  eventId: string,
): Promise<'left' | 'withdrawn'> {
  const row = await findVisible(app, user.id, eventId);
  if (row.role === 'organiser') throw new AppError('ORGANISER_CANNOT_LEAVE');
  return app.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(eventParticipants)
      .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, user.id)))
      .returning({ status: eventParticipants.status });
    if (!deleted) throw notFound('No estabas en este evento.');
    if (deleted.status === 'requested') return 'withdrawn' as const;
    await tellOrganisers(app, tx, eventId, {
      type: 'leave_to_event',
      title: `${fullName(user)} ha dejado ${quoted(row.e.name)}`,
      data: { eventId },
    });
    return 'left' as const;
  });
}
