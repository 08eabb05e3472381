import type { DependentMarker } from '@detalle/contract';
import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { dependents, guardians, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { blockedIdsOf, friendIdsOf } from '../friends/index.js';

/**
 * Who may do what with a dependent (a profile without an account). Every rule about "guardian" or "who is shown
 * a dependent" asks here, so calendars, reminders, draws and the profile itself agree.
 */
type PersonId = string | Placeholder;

/** Whether the person looks after the dependent. */
export async function isGuardian(db: Db, dependentId: string, userId: string) {
  const [row] = await db
    .select({ id: guardians.guardianId })
    .from(guardians)
    .where(and(eq(guardians.dependentId, dependentId), eq(guardians.guardianId, userId)));
  return row !== undefined;
}

/** The ids of every guardian of a dependent, first to join first: who is told and reminded for them. */
export async function guardianIdsOf(db: Db, dependentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: guardians.guardianId })
    .from(guardians)
    .where(eq(guardians.dependentId, dependentId))
    .orderBy(guardians.createdAt, guardians.guardianId);
  return rows.map((r) => r.id);
}

/** SQL: the ids of the dependents the person looks after. */
export const dependentIdsGuardedBy = (userId: PersonId) =>
  sql`(select ${guardians.dependentId} from ${guardians} where ${guardians.guardianId} = ${userId})`;

/**
 * SQL: the ids of the dependents shown to the person as a friend's: visibility `friends`, one of its guardians
 * is their friend, and no guardian blocked them (nor they a guardian). A guardian's own dependents are not
 * among these (they are theirs, not a friend's).
 */
export const dependentIdsShownTo = (viewerId: PersonId) => sql`(
  select d.user_id from ${dependents} d
  where d.visibility = 'friends'
    and exists (select 1 from ${guardians} g where g.dependent_id = d.user_id and g.guardian_id in ${friendIdsOf(viewerId)})
    and not exists (select 1 from ${guardians} g where g.dependent_id = d.user_id and g.guardian_id in ${blockedIdsOf(viewerId)})
    and not exists (select 1 from ${guardians} g where g.dependent_id = d.user_id and g.guardian_id = ${viewerId})
)`;

/** SQL: `column` holds a dependent the person looks after. */
export const isGuardedBy = (column: AnyPgColumn, userId: PersonId): SQL =>
  sql`${column} in ${dependentIdsGuardedBy(userId)}`;

/**
 * What tells a dependent apart wherever it shows beside people (a birthday in a calendar, a seat in a draw): its
 * kind and its guardians' first names, first to join first. Only the ids that are dependents are in the map.
 */
export async function dependentMarkers(db: Db, ids: string[]): Promise<Map<string, DependentMarker>> {
  const found = new Map<string, DependentMarker>();
  if (!ids.length) return found;
  const rows = await db
    .select({ id: dependents.userId, kind: dependents.kind, guardian: users.name })
    .from(dependents)
    .innerJoin(guardians, eq(guardians.dependentId, dependents.userId))
    .innerJoin(users, eq(users.id, guardians.guardianId))
    .where(inArray(dependents.userId, [...new Set(ids)]))
    .orderBy(asc(guardians.createdAt), asc(guardians.guardianId));
  for (const r of rows) {
    const marker = found.get(r.id) ?? { kind: r.kind, guardians: [] };
    marker.guardians.push(r.guardian);
    found.set(r.id, marker);
  }
  return found;
}

/** The ids of the dependents the person looks after. */
export async function dependentIdListOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: guardians.dependentId })
    .from(guardians)
    .where(eq(guardians.guardianId, userId));
  return rows.map((r) => r.id);
}

/** The ids of the dependents shown to the person as a friend's (`dependentIdsShownTo`). */
export async function dependentIdListShownTo(db: Db, viewerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: dependents.userId })
    .from(dependents)
    .where(sql`${dependents.userId} in ${dependentIdsShownTo(viewerId)}`);
  return rows.map((r) => r.id);
}

/**
 * Who reads what is sent to these people: each one themselves, a dependent its guardians instead (nobody signs
 * in as a dependent). Without repeats.
 */
export async function readersFor(db: Db, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ dependentId: guardians.dependentId, guardianId: guardians.guardianId })
    .from(guardians)
    .where(inArray(guardians.dependentId, [...new Set(userIds)]))
    .orderBy(asc(guardians.createdAt), asc(guardians.guardianId));
  const dependentIds = new Set(rows.map((r) => r.dependentId));
  return [
    ...new Set(
      userIds.flatMap((id) =>
        dependentIds.has(id) ? rows.filter((r) => r.dependentId === id).map((r) => r.guardianId) : [id],
      ),
    ),
  ];
}

/** Whether the person looks after the dependent or is shown it as a friend's (`dependentIdsShownTo`). */
export async function seesDependent(db: Db, viewerId: string, dependentId: string) {
  const [row] = await db
    .select({ id: dependents.userId })
    .from(dependents)
    .where(
      and(
        eq(dependents.userId, dependentId),
        sql`(${dependents.userId} in ${dependentIdsGuardedBy(viewerId)} or ${dependents.userId} in ${dependentIdsShownTo(viewerId)})`,
      ),
    );
  return row !== undefined;
}

/**
 * Whose things a call is about: mine, or (`?for={dependentId}`) those of a dependent I look after, for whom
 * the same routes then act. 404 for any other profile, as if it did not exist.
 */
export async function actingFor(db: Db, meId: string, dependentId: string | undefined) {
  if (dependentId === undefined) return meId;
  if (!(await isGuardian(db, dependentId, meId))) throw notFound('Ese perfil no existe o no lo cuidas.');
  return dependentId;
}

/** SQL: `column` holds a dependent shown to nobody (`link`): its lists are reached by their links, never listed. */
export const isLinkOnlyDependent = (column: AnyPgColumn): SQL =>
  sql`exists (select 1 from ${dependents} d where d.user_id = ${column} and d.visibility = 'link')`;

/**
 * The dependent's profile, its row locked (`FOR UPDATE`) until the transaction ends: every change of its
 * guardians, its hand-over and its deletion queue here, so they happen one after another.
 */
export async function lockDependent(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, image: users.image, kind: dependents.kind })
    .from(dependents)
    .innerJoin(users, eq(users.id, dependents.userId))
    .where(eq(dependents.userId, id))
    .for('update', { of: dependents });
  return row;
}
