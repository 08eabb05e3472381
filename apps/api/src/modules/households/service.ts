import type { Household } from '@detalle/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { dependents, guardians, householdMembers, households, users } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { isGuardian } from '../dependents/index.js';
import { areFriends, blockedIdsOf, fullName, personColumns } from '../friends/index.js';

/**
 * Households ("Misma casa"): people who live together. A person is in one household at most (the primary key of
 * `household_members` is the person), which also settles two people adding the same friend at once: one insert
 * wins, the other is told. Only members see or change a household; anyone else gets 404.
 */
const householdNotFound = () => notFound('Esa casa no existe o no estás en ella.');
const elsewhere = () =>
  new AppError('CONFLICT', 'Esa persona ya está en otra casa: tiene que salir de ella antes.');

async function householdOf(db: Db, me: string, id: string): Promise<Household> {
  const [row] = await db.select().from(households).where(eq(households.id, id));
  if (!row) throw householdNotFound();
  const members = await db
    .select({
      ...personColumns,
      dependent: sql<boolean>`${dependents.userId} is not null`.mapWith(Boolean),
    })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .leftJoin(dependents, eq(dependents.userId, householdMembers.userId))
    .where(eq(householdMembers.householdId, id))
    .orderBy(asc(householdMembers.createdAt), asc(users.id));
  return { id: row.id, name: row.name, members: members.map((m) => ({ ...m, isMe: m.id === me })) };
}

/** The household I am in, or null. */
async function myHouseholdId(db: Db, me: string) {
  const [row] = await db
    .select({ id: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, me));
  return row?.id ?? null;
}

/** The id, if I am a member of that household; 404 otherwise. */
async function memberOf(db: Db, me: string, id: string) {
  if (!isUuid(id) || (await myHouseholdId(db, me)) !== id) throw householdNotFound();
  return id;
}

/**
 * Locks the household's row, then checks I am still in it: changes of one household's members happen one after
 * another, so the last two people leaving at once cannot both miss that nobody is left.
 */
async function lockAsMember(tx: Db, me: string, id: string) {
  const [row] = await tx
    .select({ id: households.id, name: households.name })
    .from(households)
    .where(eq(households.id, id))
    .for('update');
  if (!row) throw householdNotFound();
  await memberOf(tx, me, id);
  return row;
}

/** SQL: someone in the household (or a guardian of a dependent in it) blocked the person, or they blocked them. */
const blockedByTheHousehold = (id: string, userId: string) => sql`exists (
  select 1 from ${householdMembers} m
  where m.household_id = ${id}
    and (m.user_id in ${blockedIdsOf(userId)}
      or exists (select 1 from ${guardians} g where g.dependent_id = m.user_id and g.guardian_id in ${blockedIdsOf(userId)})))`;

export async function myHousehold(app: AppContext, me: string) {
  const id = await myHouseholdId(app.db, me);
  return id ? householdOf(app.db, me, id) : null;
}

export async function createHousehold(app: AppContext, me: string, name: string) {
  const id = await app.db.transaction(async (tx) => {
    const [row] = await tx.insert(households).values({ name, createdBy: me }).returning();
    if (!row) throw new Error('household not stored');
    const added = await tx
      .insert(householdMembers)
      .values({ userId: me, householdId: row.id, addedBy: me })
      .onConflictDoNothing()
      .returning();
    if (!added.length)
      throw new AppError('CONFLICT', 'Ya estás en una casa: sal de ella antes de crear otra.');
    return row.id;
  });
  return householdOf(app.db, me, id);
}

export async function renameHousehold(app: AppContext, me: string, id: string, name: string) {
  await memberOf(app.db, me, id);
  await app.db.update(households).set({ name }).where(eq(households.id, id));
  return householdOf(app.db, me, id);
}

/** A friend (who is told, and may leave) or a dependent I look after. */
export async function addMember(
  app: AppContext,
  me: { id: string; name: string; lastname: string },
  id: string,
  userId: string,
) {
  await memberOf(app.db, me.id, id);
  if (!isUuid(userId)) throw notFound('Esa persona no existe o no es amiga tuya.');
  const dependent = await isGuardian(app.db, userId, me.id);
  if (!dependent && (userId === me.id || !(await areFriends(app.db, me.id, userId)))) {
    throw notFound('Esa persona no existe o no es amiga tuya.');
  }
  await app.db.transaction(async (tx) => {
    const house = await lockAsMember(tx, me.id, id);
    // As for anyone unknown: nothing tells the caller about a block between others.
    if (!dependent) {
      const [blocked] = await tx
        .select({ id: households.id })
        .from(households)
        .where(and(eq(households.id, id), blockedByTheHousehold(id, userId)));
      if (blocked) throw notFound('Esa persona no existe o no es amiga tuya.');
    }
    const added = await tx
      .insert(householdMembers)
      .values({ userId, householdId: id, addedBy: me.id })
      .onConflictDoNothing()
      .returning();
    if (!added.length) {
      if ((await myHouseholdId(tx, userId)) === id)
        throw new AppError('CONFLICT', 'Esa persona ya está en tu casa.');
      throw elsewhere();
    }
    if (!dependent) {
      await app.notify(
        {
          userId,
          type: 'household',
          title: `${fullName(me)} te ha añadido a su casa «${house.name}»`,
          body: 'En los sorteos, quien organiza puede evitar que os toquéis entre vosotros. Puedes salir cuando quieras.',
          data: { householdId: id },
        },
        tx,
      );
    }
  });
  return householdOf(app.db, me.id, id);
}

/**
 * Removes from my household someone I added or a dependent I look after, or me when it is my own id: nobody puts
 * out of a household the person who brought them in. A dependent none of the remaining members looks after
 * leaves with its last guardian (a trigger does it, also when a guardian stops being one). A household left with
 * nobody who signs in (only dependents, or no one) goes away: nobody could see it any more.
 */
export async function removeMember(app: AppContext, me: string, id: string, userId: string) {
  await memberOf(app.db, me, id);
  if (!isUuid(userId)) throw notFound('Esa persona no está en tu casa.');
  await app.db.transaction(async (tx) => {
    await lockAsMember(tx, me, id);
    const [member] = await tx
      .select({ addedBy: householdMembers.addedBy })
      .from(householdMembers)
      .where(and(eq(householdMembers.householdId, id), eq(householdMembers.userId, userId)));
    if (!member) throw notFound('Esa persona no está en tu casa.');
    if (userId !== me && member.addedBy !== me && !(await isGuardian(tx, userId, me))) {
      throw forbidden(
        'Solo puedes quitar a quien añadiste tú o a quien cuidas. Cualquiera puede salir cuando quiera.',
      );
    }
    await tx
      .delete(householdMembers)
      .where(and(eq(householdMembers.householdId, id), eq(householdMembers.userId, userId)));
    await tx.execute(sql`delete from ${households} h where h.id = ${id} and not exists (
      select 1 from ${householdMembers} m join ${users} u on u.id = m.user_id
      where m.household_id = h.id and u.type = 1)`);
  });
  return myHousehold(app, me);
}

/** Pairs of these people (a < b) who live in one household: what a draw's organiser may keep apart. */
export async function sameHouseholdPairs(db: Db, userIds: string[]) {
  if (userIds.length < 2) return [];
  const rows = await db
    .select({ userId: householdMembers.userId, householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(inArray(householdMembers.userId, userIds));
  const pairs: { a: string; b: string }[] = [];
  for (const x of rows) {
    for (const y of rows) {
      if (x.householdId === y.householdId && x.userId < y.userId) pairs.push({ a: x.userId, b: y.userId });
    }
  }
  return pairs;
}
