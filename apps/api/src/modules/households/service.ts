import type { Household } from '@detalle/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { dependents, householdMembers, households, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { isGuardian } from '../dependents/index.js';
import { areFriends, fullName, personColumns } from '../friends/index.js';

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
  const dependent = await isGuardian(app.db, userId, me.id);
  if (!dependent && (userId === me.id || !(await areFriends(app.db, me.id, userId)))) {
    throw notFound('Esa persona no existe o no es amiga tuya.');
  }
  await app.db.transaction(async (tx) => {
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
      const [house] = await tx
        .select({ name: households.name })
        .from(households)
        .where(eq(households.id, id));
      await app.notify(
        {
          userId,
          type: 'household',
          title: `${fullName(me)} te ha añadido a su casa «${house?.name ?? ''}»`,
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
 * Removes someone from my household, or me when it is my own id. A household left with nobody who signs in
 * (only dependents, or no one) goes away: nobody could see it any more.
 */
export async function removeMember(app: AppContext, me: string, id: string, userId: string) {
  await memberOf(app.db, me, id);
  if (!isUuid(userId)) throw notFound('Esa persona no está en tu casa.');
  await app.db.transaction(async (tx) => {
    const removed = await tx
      .delete(householdMembers)
      .where(and(eq(householdMembers.householdId, id), eq(householdMembers.userId, userId)))
      .returning();
    if (!removed.length) throw notFound('Esa persona no está en tu casa.');
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
