import {
  type Dependent,
  type DependentCard,
  type dependentInputSchema,
  type dependentUpdateSchema,
  userTypes,
} from '@detalle/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  dependents,
  guardians,
  HELD_PAYMENT_STATUSES,
  lists,
  payments,
  users,
} from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { assertUploadedBy, releaseImage } from '../files/index.js';
import { areFriends, personColumns } from '../friends/index.js';
import { personBalances } from '../ledger/index.js';
import { dependentIdsShownTo, isGuardian, lockDependent } from './guardians.js';
import { openHandover } from './handover.js';

/**
 * A person's dependents ("Mi familia"): profiles without an account that they look after with up to
 * `MAX_OWNERS` guardians (co-owners/targets.ts, kind `dependent`). Everything here answers 404 to anyone who is
 * not one of its guardians, as if it did not exist.
 */

/**
 * How many profiles one person may create. Each is a `users` row nobody signs in to: without a limit an account
 * could fill the table with people that are no one. Twenty covers a large family with its pets.
 */
export const MAX_DEPENDENTS_CREATED = 20;

export const dependentNotFound = () => notFound('Ese perfil no existe o no lo cuidas.');

type Input = z.output<typeof dependentInputSchema>;
type Person = { id: string; name: string; lastname: string; image: string | null };

const dependentColumns = {
  id: users.id,
  name: users.name,
  image: users.image,
  birthday: users.birthday,
  kind: dependents.kind,
  visibility: dependents.visibility,
};

/** The profile's row, read only by one of its guardians; 404 otherwise. */
async function guardedRow(db: Db, meId: string, id: string) {
  if (!isUuid(id) || !(await isGuardian(db, id, meId))) throw dependentNotFound();
  const [row] = await db
    .select(dependentColumns)
    .from(dependents)
    .innerJoin(users, eq(users.id, dependents.userId))
    .where(eq(dependents.userId, id));
  if (!row) throw dependentNotFound();
  return row;
}

/** The guardians of some dependents, each in joining order. */
async function guardiansOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, Person[]>();
  const rows = await db
    .select({ dependentId: guardians.dependentId, ...personColumns })
    .from(guardians)
    .innerJoin(users, eq(users.id, guardians.guardianId))
    .where(inArray(guardians.dependentId, ids))
    .orderBy(asc(guardians.createdAt), asc(users.id));
  const byDependent = new Map<string, Person[]>();
  for (const { dependentId, ...p } of rows) {
    const list = byDependent.get(dependentId) ?? [];
    list.push(p as Person);
    byDependent.set(dependentId, list);
  }
  return byDependent;
}

/** Money in its wallet that has arrived, per currency (what is still on its way shows once it lands). */
async function dependentBalances(db: Db, id: string) {
  return (await personBalances(db, id)).map((b) => ({ currency: b.currency, availableMinor: b.available }));
}

async function toDependent(
  db: Db,
  meId: string,
  row: Awaited<ReturnType<typeof guardedRow>>,
  theirGuardians: Person[],
): Promise<Dependent> {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    birthday: row.birthday,
    image: row.image,
    visibility: row.visibility,
    guardians: theirGuardians.map((g) => ({ ...g, isMe: g.id === meId })),
    balances: await dependentBalances(db, row.id),
    handover: await openHandover(db, row.id),
  };
}

/** The profile as one of its guardians reads it, on `db` (a transaction's, to answer what it just changed). */
export async function readDependent(db: Db, meId: string, id: string) {
  const row = await guardedRow(db, meId, id);
  const byDependent = await guardiansOf(db, [id]);
  return toDependent(db, meId, row, byDependent.get(id) ?? []);
}

/** `GET dependent/get/{id}`. */
export const getDependent = (app: AppContext, meId: string, id: string) => readDependent(app.db, meId, id);

/** `GET dependent/mine`: the profiles I look after, by name. */
export async function myDependents(app: AppContext, meId: string) {
  const rows = await app.db
    .select(dependentColumns)
    .from(guardians)
    .innerJoin(dependents, eq(dependents.userId, guardians.dependentId))
    .innerJoin(users, eq(users.id, dependents.userId))
    .where(eq(guardians.guardianId, meId))
    .orderBy(asc(users.name), asc(users.id));
  const byDependent = await guardiansOf(
    app.db,
    rows.map((r) => r.id),
  );
  return Promise.all(rows.map((r) => toDependent(app.db, meId, r, byDependent.get(r.id) ?? [])));
}

/** `POST dependent/create`: its `users` row (no way to sign in), its profile, and me as its first guardian. */
export async function createDependent(app: AppContext, meId: string, input: Input) {
  await assertUploadedBy(app.db, meId, input.image);
  const id = await app.db.transaction(async (tx) => {
    // Under the creator's row lock, so two creations at once do not both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, meId)).for('update');
    const [made] = await tx.select({ n: count() }).from(dependents).where(eq(dependents.createdBy, meId));
    if (Number(made?.n ?? 0) >= MAX_DEPENDENTS_CREATED)
      throw new AppError(
        'DEPENDENTS_FULL',
        `Ya has creado ${MAX_DEPENDENTS_CREATED} perfiles de tu familia, el máximo. Borra alguno que ya no uses para crear otro.`,
      );
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        lastname: '',
        image: input.image,
        birthday: input.birthday,
        type: userTypes.dependent,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('dependent not stored');
    await tx.insert(dependents).values({
      userId: user.id,
      kind: input.kind,
      visibility: input.visibility,
      createdBy: meId,
    });
    await tx.insert(guardians).values({ dependentId: user.id, guardianId: meId });
    return user.id;
  });
  return getDependent(app, meId, id);
}

/** `PUT dependent/update/{id}`: any guardian changes its profile. */
export async function updateDependent(
  app: AppContext,
  meId: string,
  id: string,
  input: z.output<typeof dependentUpdateSchema>,
) {
  const before = await guardedRow(app.db, meId, id);
  if (input.image !== undefined && input.image !== before.image)
    await assertUploadedBy(app.db, meId, input.image);
  await app.db.transaction(async (tx) => {
    const person = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.image !== undefined ? { image: input.image } : {}),
      ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
    };
    if (Object.keys(person).length) await tx.update(users).set(person).where(eq(users.id, id));
    const profile = {
      ...(input.kind !== undefined ? { kind: input.kind } : {}),
      ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
    };
    if (Object.keys(profile).length)
      await tx.update(dependents).set(profile).where(eq(dependents.userId, id));
  });
  if (input.image !== undefined && input.image !== before.image) await releaseImage(app, before.image);
  return getDependent(app, meId, id);
}

/**
 * `DELETE dependent/delete/{id}`: the profile, its lists and everything of theirs, for good. Refused while its
 * wallet holds money (it is theirs: handed over with the profile, or spent first). Under the profile's row lock,
 * as every change of its guardians, and the wallet is read inside it.
 */
export async function deleteDependent(app: AppContext, meId: string, id: string) {
  const before = await guardedRow(app.db, meId, id);
  await app.db.transaction(async (tx) => {
    const locked = await lockDependent(tx, id);
    if (!locked || !(await isGuardian(tx, id, meId))) throw dependentNotFound();
    // Money given a moment ago locks the receiver's `users` row (accounts' deletion says so): wait for it.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    const balances = await personBalances(tx, id);
    if (balances.some((b) => b.available !== 0 || b.pending !== 0)) throw new AppError('DEPENDENT_HAS_MONEY');
    // Money still on its way (a card being confirmed, a transfer announced) would otherwise go back to its giver.
    const [incoming] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.recipientId, id), inArray(payments.status, [...HELD_PAYMENT_STATUSES])))
      .limit(1);
    if (incoming) throw new AppError('DEPENDENT_HAS_MONEY');
    // Its lists are its own: they go with it (deleting the person alone would hand them to a guardian).
    await tx.delete(lists).where(eq(lists.ownerId, id));
    await tx.delete(users).where(eq(users.id, id));
  });
  await releaseImage(app, before.image);
}

/** `GET dependent/friend/{userId}`: a friend's dependents that friends are shown; 404 for anyone else. */
export async function friendsDependents(
  app: AppContext,
  meId: string,
  userId: string,
): Promise<DependentCard[]> {
  const notAFriend = () => notFound('Esa persona no existe o no es tu amiga.');
  if (!isUuid(userId) || userId === meId || !(await areFriends(app.db, meId, userId))) throw notAFriend();
  const rows = await app.db
    .select(dependentColumns)
    .from(guardians)
    .innerJoin(dependents, eq(dependents.userId, guardians.dependentId))
    .innerJoin(users, eq(users.id, dependents.userId))
    .where(and(eq(guardians.guardianId, userId), sql`${dependents.userId} in ${dependentIdsShownTo(meId)}`))
    .orderBy(asc(users.name), asc(users.id));
  const byDependent = await guardiansOf(
    app.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    birthday: r.birthday,
    image: r.image,
    guardians: byDependent.get(r.id) ?? [],
  }));
}
