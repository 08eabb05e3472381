import { userTypes } from '@detalle/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { ongs, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';

/**
 * The one rule of what an ONG shows: only a verified ONG is public. An unverified one (pending) shows nothing to
 * anyone but itself: no page, no listing, no lists by link, no donations. Other modules ask through these.
 */

/** True for an owner that is an ONG still pending verification (a person, or a verified ONG, is not hidden). */
export const isUnverifiedOng = (owner: SQL | AnyPgColumn): SQL =>
  sql`exists (select 1 from ${ongs} where ${ongs.userId} = ${owner} and ${ongs.status} <> 'verified')`;

/** True for an owner that is a verified ONG. */
export const isVerifiedOng = (owner: SQL | AnyPgColumn): SQL =>
  sql`exists (select 1 from ${ongs} where ${ongs.userId} = ${owner} and ${ongs.status} = 'verified')`;

/**
 * SQL: the ids of every verified ONG, for a read that starts from them (its lists, by `lists_owner_idx`): there are
 * few ONGs, and many lists.
 */
export const verifiedOngIds: SQL = sql`(select ${ongs.userId} from ${ongs} where ${ongs.status} = 'verified')`;

export const ongGone = () =>
  notFound('No encontramos esa ONG. Puede que aún no esté verificada o que el enlace no sea correcto.');

/**
 * A verified ONG by its user id, for a caller about to give to it: locks its `ongs` row (`FOR SHARE`) inside the
 * caller's transaction, so an ONG cannot stop being verified between the check and the donation's insert.
 * Anything else (unknown, a person, pending) is the same 404.
 */
export async function verifiedOngFor(tx: Db, id: string) {
  if (!isUuid(id)) throw ongGone();
  const [row] = await tx
    .select({ id: users.id, name: users.name, legalId: ongs.legalId, status: ongs.status })
    .from(ongs)
    .innerJoin(users, sql`${users.id} = ${ongs.userId}`)
    .where(sql`${ongs.userId} = ${id} and ${users.type} = ${userTypes.ong}`)
    .for('share', { of: ongs });
  if (row?.status !== 'verified') throw ongGone();
  return row;
}

/** The ONG a list or event points to, as givers see it: only while it is verified, else null. */
export async function charityOf(db: Db, ongId: string | null) {
  if (!ongId) return null;
  const [row] = await db
    .select({ id: users.id, name: users.name, image: users.image })
    .from(ongs)
    .innerJoin(users, sql`${users.id} = ${ongs.userId}`)
    .where(sql`${ongs.userId} = ${ongId} and ${ongs.status} = 'verified'`);
  return row ?? null;
}
