import { randomBytes } from 'node:crypto';
import {
  type Draw,
  type DrawDetail,
  type drawInputSchema,
  MAX_DRAW_PARTICIPANTS,
  MIN_DRAW_PARTICIPANTS,
  wallClockToInstant,
} from '@detalle/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { readPage } from '../../db/paging.js';
import {
  drawAssignments,
  drawExclusions,
  drawParticipants,
  drawQuestions,
  draws,
  events,
  guardians,
  lists,
  users,
} from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { dependentIdsGuardedBy, dependentMarkers, isGuardian, readersFor } from '../dependents/index.js';
import { visibleTo } from '../events/index.js';
import { areFriends, personColumns } from '../friends/index.js';
import { sameHouseholdPairs } from '../households/index.js';
import { ownsList } from '../lists/index.js';
import { type DrawRules, drawPairs } from './rules.js';

export const drawNotFound = () => notFound('Ese sorteo no existe o no participas en él.');
type DrawRow = typeof draws.$inferSelect;

/** The instant the exchange day starts where the draw happens: before it, no pair is ever revealed. */
export function exchangeStartsAt(d: Pick<DrawRow, 'exchangeDate' | 'timezone'>): Date {
  const [year, month, day] = d.exchangeDate.split('-').map(Number) as [number, number, number];
  return wallClockToInstant(d.timezone, { year, month, day });
}

/**
 * The draws I organise or take part in, myself or through a dependent I look after: the only ones ever listed or
 * reached by id (the link reaches by token).
 */
const involves = (viewerId: string): SQL => sql`(
  ${draws.organiserId} = ${viewerId}
  or exists (select 1 from ${drawParticipants} p where p.draw_id = ${draws.id} and p.user_id = ${viewerId})
  or exists (select 1 from ${drawParticipants} p where p.draw_id = ${draws.id} and p.user_id in ${dependentIdsGuardedBy(viewerId)})
)`;

/**
 * `?for={dependentId}`: whom a guardian acts for in a draw (a dependent they look after), or themselves. Anyone
 * else's id is a 404, as a draw they do not take part in.
 */
export async function actingAs(app: AppContext, me: string, forId: string | undefined) {
  if (!forId || forId === me) return me;
  if (!(await isGuardian(app.db, forId, me))) throw drawNotFound();
  return forId;
}

const columns = (viewerId: string) => ({
  d: draws,
  organiser: personColumns,
  takesPart: sql<boolean>`exists (select 1 from ${drawParticipants} p where p.draw_id = ${draws.id} and p.user_id = ${viewerId})`,
  participantCount: sql<number>`(select count(*)::int from ${drawParticipants} p where p.draw_id = ${draws.id})`,
});
type Row = {
  d: DrawRow;
  organiser: { id: string; name: string; lastname: string; image: string | null };
  takesPart: boolean;
  participantCount: number;
};

function toDraw(r: Row, viewerId: string): Draw {
  const organises = r.d.organiserId === viewerId;
  return {
    id: r.d.id,
    name: r.d.name,
    eventId: r.d.eventId,
    repeatOf: r.d.repeatOf,
    budget:
      r.d.budgetMinor !== null && r.d.budgetCurrency
        ? { amount: r.d.budgetMinor, currency: r.d.budgetCurrency }
        : null,
    exchangeDate: r.d.exchangeDate,
    joinDeadline: r.d.joinDeadline.toISOString(),
    exchangeStartsAt: exchangeStartsAt(r.d).toISOString(),
    timezone: r.d.timezone,
    status: r.d.status,
    role: organises ? (r.takesPart ? 'organiser-participant' : 'organiser') : 'participant',
    organiser: r.organiser,
    participantCount: Number(r.participantCount),
  };
}

async function findRow(app: AppContext, viewerId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw drawNotFound();
  const [row] = await app.db
    .select(columns(viewerId))
    .from(draws)
    .innerJoin(users, eq(users.id, draws.organiserId))
    .where(and(eq(draws.id, id), involves(viewerId)))
    .limit(1);
  if (!row) throw drawNotFound();
  return row;
}

export async function listDraws(
  app: AppContext,
  viewerId: string,
  q: { lim: number; pos: number; event?: string },
) {
  const where = and(involves(viewerId), q.event ? eq(draws.eventId, q.event) : undefined);
  return readPage(
    app.db
      .select(columns(viewerId))
      .from(draws)
      .innerJoin(users, eq(users.id, draws.organiserId))
      .where(where)
      .orderBy(desc(draws.exchangeDate), asc(draws.id)),
    app.db.select({ n: count() }).from(draws).where(where),
    q,
    (r) => toDraw(r, viewerId),
  );
}

/** The draw with its people. Never a pair: `draw/myResult` is the only way to one's own. */
export async function getDraw(app: AppContext, viewerId: string, id: string): Promise<DrawDetail> {
  const row = await findRow(app, viewerId, id);
  const organises = row.d.organiserId === viewerId;
  const people = await app.db
    .select({
      ...personColumns,
      wishListId: drawParticipants.wishListId,
      seen: isNotNull(drawParticipants.seenAt),
    })
    .from(drawParticipants)
    .innerJoin(users, eq(users.id, drawParticipants.userId))
    .where(eq(drawParticipants.drawId, id))
    .orderBy(asc(users.name), asc(users.id));
  const exclusions = organises
    ? await app.db
        .select({ a: drawExclusions.a, b: drawExclusions.b })
        .from(drawExclusions)
        .where(eq(drawExclusions.drawId, id))
    : [];
  const me = people.find((p) => p.id === viewerId);
  const markers = await dependentMarkers(
    app.db,
    people.map((p) => p.id),
  );
  return {
    ...toDraw(row, viewerId),
    participants: people.map(({ wishListId, seen: _seen, ...p }) => {
      const dependent = markers.get(p.id);
      return { ...p, hasWishList: wishListId !== null, ...(dependent ? { dependent } : {}) };
    }),
    exclusions,
    inviteToken: organises ? row.d.inviteToken : null,
    anyoneHasSeen: people.some((p) => p.seen),
    myWishListId: me?.wishListId ?? null,
    canJoin: !me && row.d.status === 'open' && row.d.joinDeadline > new Date(),
  };
}

/** Adds people to an open draw under its row lock (the 50-person cap holds however many join at once). */
async function addPeople(tx: Db, draw: DrawRow, userIds: string[]) {
  if (!userIds.length) return [];
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(drawParticipants)
    .where(eq(drawParticipants.drawId, draw.id));
  if (n + userIds.length > MAX_DRAW_PARTICIPANTS) {
    throw new AppError(
      'DRAW_FULL',
      `Un sorteo puede tener como mucho ${MAX_DRAW_PARTICIPANTS} participantes.`,
    );
  }
  const added = await tx
    .insert(drawParticipants)
    .values(userIds.map((userId) => ({ drawId: draw.id, userId })))
    .onConflictDoNothing()
    .returning({ userId: drawParticipants.userId });
  return added.map((a) => a.userId);
}

async function assertFriends(app: AppContext, me: string, userIds: string[]) {
  for (const id of userIds) {
    if (id !== me && !(await areFriends(app.db, me, id))) {
      throw new AppError(
        'VALIDATION_ERROR',
        'Solo puedes añadir a tus amigos; los demás pueden entrar con el enlace.',
      );
    }
  }
}

/** Tells the people added; a dependent carried over from last time is not told (its guardians add it). */
async function notifyAdded(app: AppContext, tx: Db, draw: DrawRow, userIds: string[], organiserId: string) {
  const dependentIds = await dependentMarkers(tx, userIds);
  return Promise.all(
    userIds
      .filter((id) => id !== organiserId && !dependentIds.has(id))
      .map((userId) =>
        app.notify(
          {
            userId,
            type: 'draw',
            title: `Te han apuntado a «${draw.name}»`,
            body: 'Elige tu lista de deseos para que quien te regale sepa qué te gusta.',
            data: { drawId: draw.id },
          },
          tx,
        ),
      ),
  );
}

/** A draw this one repeats: one the caller took part in or organised, whose exchange day has passed. */
async function previousDraw(app: AppContext, viewerId: string, id: string) {
  const row = await findRow(app, viewerId, id);
  if (row.d.status !== 'drawn' || exchangeStartsAt(row.d) > new Date()) {
    throw new AppError(
      'VALIDATION_ERROR',
      'Solo puedes repetir un sorteo ya hecho cuyo intercambio ha pasado.',
      [{ path: 'repeatOf', message: 'Elige un sorteo cuyo intercambio ya pasó.' }],
    );
  }
  return row.d;
}

export async function createDraw(
  app: AppContext,
  organiserId: string,
  input: z.output<typeof drawInputSchema>,
) {
  if (new Date(input.joinDeadline) <= new Date()) {
    throw new AppError('VALIDATION_ERROR', 'El plazo para entrar tiene que acabar en el futuro.', [
      { path: 'joinDeadline', message: 'Elige una fecha futura.' },
    ]);
  }
  if (input.eventId) {
    const [event] = await app.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, input.eventId), visibleTo(organiserId)));
    if (!event) throw notFound('Ese evento no existe o no tienes acceso a él.');
  }
  await assertFriends(app, organiserId, input.userIds);
  const previous = input.repeatOf ? await previousDraw(app, organiserId, input.repeatOf) : null;

  const id = await app.db.transaction(async (tx) => {
    const [draw] = await tx
      .insert(draws)
      .values({
        organiserId,
        eventId: input.eventId ?? null,
        groupId: previous?.groupId ?? sql`gen_random_uuid()`,
        repeatOf: previous?.id ?? null,
        name: input.name,
        budgetMinor: input.budget?.amount ?? null,
        budgetCurrency: input.budget?.currency ?? null,
        exchangeDate: input.exchangeDate,
        joinDeadline: new Date(input.joinDeadline),
        timezone: input.timezone,
        inviteToken: randomBytes(18).toString('base64url'),
      })
      .returning();
    if (!draw) throw new Error('draw not stored');
    // A repeat starts with the same people and the same exclusions (still editable).
    const carried = previous
      ? await tx
          .select({ userId: drawParticipants.userId })
          .from(drawParticipants)
          .where(eq(drawParticipants.drawId, previous.id))
      : [];
    const people = new Set([...carried.map((c) => c.userId), ...input.userIds]);
    if (input.organiserTakesPart) people.add(organiserId);
    const added = await addPeople(tx, draw, [...people]);
    if (previous) {
      await tx.execute(sql`insert into ${drawExclusions} (draw_id, a, b)
        select ${draw.id}, a, b from ${drawExclusions} where draw_id = ${previous.id}
          and a in (select user_id from ${drawParticipants} where draw_id = ${draw.id})
          and b in (select user_id from ${drawParticipants} where draw_id = ${draw.id})`);
    }
    await notifyAdded(app, tx, draw, added, organiserId);
    return draw.id;
  });
  return getDraw(app, organiserId, id);
}

/** Locks the draw's row: joining, leaving, rules and drawing of one draw happen one at a time. */
async function lockDraw(tx: Db, id: string) {
  const [row] = await tx.select().from(draws).where(eq(draws.id, id)).for('update');
  if (!row) throw drawNotFound();
  return row;
}

async function ownOpenDraw(tx: Db, organiserId: string, id: string) {
  const draw = await lockDraw(tx, id);
  if (draw.organiserId !== organiserId) throw forbidden('Solo quien organiza el sorteo puede hacer esto.');
  if (draw.status !== 'open') throw new AppError('DRAW_ALREADY_DONE');
  return draw;
}

export async function addToDraw(app: AppContext, organiserId: string, id: string, userIds: string[]) {
  await findRow(app, organiserId, id);
  await assertFriends(app, organiserId, userIds);
  await app.db.transaction(async (tx) => {
    const draw = await ownOpenDraw(tx, organiserId, id);
    await notifyAdded(app, tx, draw, await addPeople(tx, draw, userIds), organiserId);
  });
  return getDraw(app, organiserId, id);
}

/** `draw/invite/{token}`: the join page's preview. The token reaches the draw; it never lists it. */
export async function invitation(app: AppContext, viewerId: string, token: string) {
  const [row] = await app.db
    .select({
      d: draws,
      organiserName: users.name,
      participantCount: sql<number>`(select count(*)::int from ${drawParticipants} p where p.draw_id = ${draws.id})`,
      alreadyIn: sql<boolean>`exists (select 1 from ${drawParticipants} p where p.draw_id = ${draws.id} and p.user_id = ${viewerId})`,
    })
    .from(draws)
    .innerJoin(users, eq(users.id, draws.organiserId))
    .where(eq(draws.inviteToken, token))
    .limit(1);
  if (!row) throw notFound('Ese enlace de invitación no es válido. Pide otro a quien organiza el sorteo.');
  const d = row.d;
  return {
    id: d.id,
    name: d.name,
    organiserName: row.organiserName,
    budget:
      d.budgetMinor !== null && d.budgetCurrency
        ? { amount: d.budgetMinor, currency: d.budgetCurrency }
        : null,
    exchangeDate: d.exchangeDate,
    joinDeadline: d.joinDeadline.toISOString(),
    timezone: d.timezone,
    participantCount: Number(row.participantCount),
    open: d.status === 'open' && d.joinDeadline > new Date(),
    alreadyIn: Boolean(row.alreadyIn),
  };
}

/** Locks a draw people may still join: open and before its deadline, by the database clock. */
async function lockOpenToJoin(tx: Db, id: string) {
  const draw = await lockDraw(tx, id);
  const [open] = await tx
    .select({ id: draws.id })
    .from(draws)
    .where(and(eq(draws.id, draw.id), eq(draws.status, 'open'), sql`${draws.joinDeadline} > now()`));
  if (!open) throw new AppError('DRAW_CLOSED');
  return draw;
}

/** Joining by the link: only while open and before the deadline, checked under the draw's lock by the database clock. */
export async function joinDraw(app: AppContext, userId: string, token: string) {
  const [found] = await app.db
    .select({ id: draws.id })
    .from(draws)
    .where(eq(draws.inviteToken, token))
    .limit(1);
  if (!found) throw notFound('Ese enlace de invitación no es válido. Pide otro a quien organiza el sorteo.');
  await app.db.transaction(async (tx) => {
    const draw = await lockOpenToJoin(tx, found.id);
    await addPeople(tx, draw, [userId]);
  });
  return getDraw(app, userId, found.id);
}

/**
 * `draw/joinDependent/{id}`: a guardian who takes part in, organises or already has someone in an open draw
 * adds a dependent they look after, with one of the dependent's own lists. Under the draw's lock, so two guardians
 * adding the same dependent at once give it one seat (the second is told).
 */
export async function joinDependent(
  app: AppContext,
  me: string,
  id: string,
  dependentId: string,
  wishListId: string | null,
) {
  await findRow(app, me, id);
  if (!(await isGuardian(app.db, dependentId, me))) {
    throw notFound('Esa persona no existe o no la cuidas tú.');
  }
  if (wishListId) {
    const [own] = await app.db
      .select({ id: lists.id })
      .from(lists)
      .where(and(eq(lists.id, wishListId), eq(lists.ownerId, dependentId)));
    if (!own) throw notFound('Esa lista no existe o no es suya.');
  }
  await app.db.transaction(async (tx) => {
    const draw = await lockOpenToJoin(tx, id);
    const added = await addPeople(tx, draw, [dependentId]);
    if (!added.length) throw new AppError('CONFLICT', 'Ya participa en este sorteo.');
    if (wishListId) {
      await tx
        .update(drawParticipants)
        .set({ wishListId })
        .where(and(eq(drawParticipants.drawId, id), eq(drawParticipants.userId, dependentId)));
    }
  });
  return getDraw(app, me, id);
}

export async function leaveDraw(app: AppContext, userId: string, id: string) {
  await findRow(app, userId, id);
  await app.db.transaction(async (tx) => {
    const draw = await lockDraw(tx, id);
    if (draw.status !== 'open') {
      throw new AppError(
        'DRAW_ALREADY_DONE',
        'El sorteo ya está hecho: habla con quien lo organiza para salir.',
      );
    }
    await tx
      .delete(drawParticipants)
      .where(and(eq(drawParticipants.drawId, id), eq(drawParticipants.userId, userId)));
    await tx
      .delete(drawExclusions)
      .where(
        and(eq(drawExclusions.drawId, id), or(eq(drawExclusions.a, userId), eq(drawExclusions.b, userId))),
      );
  });
}

export async function setExclusions(
  app: AppContext,
  organiserId: string,
  id: string,
  pairs: { a: string; b: string }[],
) {
  await findRow(app, organiserId, id);
  await app.db.transaction(async (tx) => {
    await ownOpenDraw(tx, organiserId, id);
    const people = new Set(
      (
        await tx
          .select({ userId: drawParticipants.userId })
          .from(drawParticipants)
          .where(eq(drawParticipants.drawId, id))
      ).map((p) => p.userId),
    );
    const ordered = new Map<string, { a: string; b: string }>();
    for (const { a, b } of pairs) {
      if (a === b || !people.has(a) || !people.has(b)) {
        throw new AppError(
          'VALIDATION_ERROR',
          'Cada exclusión tiene que unir a dos participantes distintos.',
        );
      }
      const [x, y] = a < b ? [a, b] : [b, a];
      ordered.set(`${x}:${y}`, { a: x, b: y });
    }
    await tx.delete(drawExclusions).where(eq(drawExclusions.drawId, id));
    if (ordered.size)
      await tx.insert(drawExclusions).values([...ordered.values()].map((p) => ({ drawId: id, ...p })));
  });
  return getDraw(app, organiserId, id);
}

/**
 * `draw/householdExclusions/{id}`: the organiser keeps participants who live together (`households/`) from giving
 * to each other, as exclusion pairs they see and may remove like any other. Pairs already there stay.
 */
export async function householdExclusions(app: AppContext, organiserId: string, id: string) {
  await findRow(app, organiserId, id);
  await app.db.transaction(async (tx) => {
    await ownOpenDraw(tx, organiserId, id);
    const people = await tx
      .select({ userId: drawParticipants.userId })
      .from(drawParticipants)
      .where(eq(drawParticipants.drawId, id));
    const pairs = await sameHouseholdPairs(
      tx,
      people.map((p) => p.userId),
    );
    if (pairs.length)
      await tx
        .insert(drawExclusions)
        .values(pairs.map((p) => ({ drawId: id, ...p })))
        .onConflictDoNothing();
  });
  return getDraw(app, organiserId, id);
}

export async function setWishList(app: AppContext, userId: string, id: string, listId: string | null) {
  await findRow(app, userId, id);
  if (listId) {
    const [own] = await app.db
      .select({ id: lists.id })
      .from(lists)
      .where(and(eq(lists.id, listId), ownsList(userId)));
    if (!own) throw notFound('Esa lista no existe o no es tuya.');
  }
  const updated = await app.db
    .update(drawParticipants)
    .set({ wishListId: listId })
    .where(and(eq(drawParticipants.drawId, id), eq(drawParticipants.userId, userId)))
    .returning({ userId: drawParticipants.userId });
  if (!updated.length) throw forbidden('No participas en este sorteo.');
  return getDraw(app, userId, id);
}

/** Everything the solver needs, read inside the drawing transaction. */
async function rulesOf(tx: Db, draw: DrawRow): Promise<DrawRules> {
  const people = await tx
    .select({ id: users.id, name: users.name, lastname: users.lastname })
    .from(drawParticipants)
    .innerJoin(users, eq(users.id, drawParticipants.userId))
    .where(eq(drawParticipants.drawId, draw.id))
    .orderBy(asc(drawParticipants.joinedAt), asc(users.id));
  const exclusions = await tx
    .select({ a: drawExclusions.a, b: drawExclusions.b })
    .from(drawExclusions)
    .where(eq(drawExclusions.drawId, draw.id));
  const previous = draw.repeatOf
    ? await tx
        .select({ giverId: drawAssignments.giverId, receiverId: drawAssignments.receiverId })
        .from(drawAssignments)
        .where(eq(drawAssignments.drawId, draw.repeatOf))
    : [];
  const ids = people.map((p) => p.id);
  const guarded = ids.length
    ? await tx
        .select({ giverId: guardians.dependentId, receiverId: guardians.guardianId })
        .from(guardians)
        .where(and(inArray(guardians.dependentId, ids), inArray(guardians.guardianId, ids)))
    : [];
  // Names tell who is meant; two people with one first name get their surname too.
  const firstNames = people.map((p) => p.name);
  const names = new Map(
    people.map((p) => [
      p.id,
      firstNames.filter((n) => n === p.name).length > 1 ? `${p.name} ${p.lastname}`.trim() : p.name,
    ]),
  );
  return { people: ids, names, exclusions, previous, guarded };
}

async function assignPairs(tx: Db, draw: DrawRow) {
  const rules = await rulesOf(tx, draw);
  if (rules.people.length < MIN_DRAW_PARTICIPANTS) throw new AppError('DRAW_TOO_FEW');
  const outcome = drawPairs(rules);
  if (!outcome.ok) throw new AppError('DRAW_IMPOSSIBLE', outcome.reason);
  await tx.delete(drawAssignments).where(eq(drawAssignments.drawId, draw.id));
  await tx.insert(drawAssignments).values(outcome.pairs.map((p) => ({ drawId: draw.id, ...p })));
  return rules.people;
}

/** Tells these people; a dependent's guardians read it for them. */
export async function notifyDrawPeople(
  app: AppContext,
  tx: Db,
  drawId: string,
  people: string[],
  title: string,
  body: string,
) {
  for (const userId of await readersFor(tx, people)) {
    await app.notify({ userId, type: 'draw', title, body, data: { drawId } }, tx);
  }
}

function notifyEveryone(
  app: AppContext,
  tx: Db,
  draw: DrawRow,
  people: string[],
  title: string,
  body: string,
) {
  return notifyDrawPeople(app, tx, draw.id, people, title, body);
}

/** `draw/run/{id}`: the organiser draws once; a second call (or one at the same time) gets DRAW_ALREADY_DONE. */
export async function runDraw(app: AppContext, organiserId: string, id: string) {
  await findRow(app, organiserId, id);
  await app.db.transaction(async (tx) => {
    const draw = await ownOpenDraw(tx, organiserId, id);
    const people = await assignPairs(tx, draw);
    await tx.update(draws).set({ status: 'drawn', drawnAt: new Date() }).where(eq(draws.id, id));
    await notifyEveryone(
      app,
      tx,
      draw,
      people,
      `Ya se ha hecho el sorteo de «${draw.name}»`,
      'Entra para ver a quién le regalas. Es un secreto: solo lo ves tú.',
    );
  });
  return getDraw(app, organiserId, id);
}

/**
 * `draw/redraw/{id}`: new pairs, before the exchange day. If anyone has opened their result, only with
 * `tellEveryone` (and then everyone is told); questions asked under the old pairs go with them.
 */
export async function redraw(app: AppContext, organiserId: string, id: string, tellEveryone: boolean) {
  await findRow(app, organiserId, id);
  await app.db.transaction(async (tx) => {
    const draw = await lockDraw(tx, id);
    if (draw.organiserId !== organiserId) throw forbidden('Solo quien organiza el sorteo puede repetirlo.');
    if (draw.status !== 'drawn') throw new AppError('DRAW_NOT_DONE', 'Todavía no se ha hecho el sorteo.');
    if (exchangeStartsAt(draw) <= new Date()) throw new AppError('DRAW_EXCHANGE_PASSED');
    const [seen] = await tx
      .select({ userId: drawParticipants.userId })
      .from(drawParticipants)
      .where(and(eq(drawParticipants.drawId, id), isNotNull(drawParticipants.seenAt)))
      .limit(1);
    if (seen && !tellEveryone) throw new AppError('DRAW_RESULT_SEEN');
    const people = await assignPairs(tx, draw);
    await tx.update(drawParticipants).set({ seenAt: null }).where(eq(drawParticipants.drawId, id));
    await tx.delete(drawQuestions).where(eq(drawQuestions.drawId, id));
    await tx.update(draws).set({ drawnAt: new Date() }).where(eq(draws.id, id));
    if (tellEveryone) {
      await notifyEveryone(
        app,
        tx,
        draw,
        people,
        `Se ha repetido el sorteo de «${draw.name}»`,
        'Tu resultado ha cambiado: entra para ver a quién le regalas ahora.',
      );
    }
  });
  return getDraw(app, organiserId, id);
}
