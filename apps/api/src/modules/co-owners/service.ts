import { createHash, randomBytes } from 'node:crypto';
import {
  type CoOwners,
  MAX_OWNERS,
  OWNER_INVITE_DAYS,
  type OwnedKind,
  type ownerInviteCreatedSchema,
  quoted,
  userTypes,
} from '@detalle/contract';
import { and, asc, count, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { ownerInvites, users } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { areFriends, fullName, isBlocked, personColumns } from '../friends/index.js';
import { type Locked, type Person, type Target, targetOfInvite, targets } from './targets.js';

/**
 * Running a list or an event together (packages/contract/src/owners.ts): who runs it, inviting, withdrawing,
 * removing, leaving and choosing who receives the money. Every change locks the list's or event's row first
 * (`Target.lock`), so changes to one target's owners happen one after another: the limit (`MAX_OWNERS`, owners
 * plus open invitations) holds under concurrent invitations and accepts, two owners removing each other leave
 * one, and the receiver is always an owner (the deferred foreign key checks it at commit).
 * Control over the money stays with the owner who receives it: only they hand it to another owner, nobody
 * removes them (they may leave, and it passes on), and only they delete an event (lists: lists/service.ts).
 */

const DAY_MS = 86_400_000;
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
type Me = { id: string; name: string; lastname: string };

/** SQL: the invitation still works (not accepted, declined nor withdrawn, and not expired). */
export const inviteOpen = and(isNull(ownerInvites.endedAt), gt(ownerInvites.expiresAt, sql`now()`));

const invitee = alias(users, 'invitee');
const inviter = alias(users, 'inviter');

async function openInvites(db: Db, target: Target, id: string) {
  const rows = await db
    .select({
      id: ownerInvites.id,
      expiresAt: ownerInvites.expiresAt,
      invitedBy: { id: inviter.id, name: inviter.name, lastname: inviter.lastname, image: inviter.image },
      // A link's invitation has no invitee: the left join makes the whole object null.
      invitee: { id: invitee.id, name: invitee.name, lastname: invitee.lastname, image: invitee.image },
    })
    .from(ownerInvites)
    .innerJoin(inviter, eq(inviter.id, ownerInvites.invitedBy))
    .leftJoin(invitee, eq(invitee.id, ownerInvites.inviteeId))
    .where(and(eq(target.inviteColumn, id), inviteOpen))
    .orderBy(asc(ownerInvites.createdAt), asc(ownerInvites.id));
  return rows.map((r) => ({ ...r, expiresAt: r.expiresAt.toISOString() }));
}

/** How many people run it or are invited to: what `MAX_OWNERS` counts. */
async function seatsTaken(db: Db, target: Target, id: string) {
  const [invites] = await db
    .select({ n: count() })
    .from(ownerInvites)
    .where(and(eq(target.inviteColumn, id), inviteOpen));
  return (await target.people(db, id)) + Number(invites?.n ?? 0);
}

async function answer(db: Db, target: Target, row: Locked, meId: string): Promise<CoOwners> {
  const owners = await target.owners(db, row.id);
  const invites = await openInvites(db, target, row.id);
  return {
    kind: target.kind,
    id: row.id,
    name: row.name,
    owners: owners.map(({ joinedAt: _, ...p }) => ({
      ...p,
      receives: p.id === row.receiverId,
      isMe: p.id === meId,
    })),
    invites,
    canInvite: (await target.people(db, row.id)) + invites.length < MAX_OWNERS,
  };
}

/**
 * Runs `change` in a transaction holding the target's row lock, once the caller is known to still run it
 * (checked again under the lock: an owner removed a moment ago changes nothing).
 */
export async function underLock<T>(
  app: AppContext,
  target: Target,
  id: string,
  meId: string,
  change: (tx: Db, row: Locked) => Promise<T>,
): Promise<T> {
  return app.db.transaction(async (tx) => {
    const row = await target.lock(tx, id);
    if (!row) throw notFound();
    const owners = await target.owners(tx, id);
    if (!owners.some((o) => o.id === meId)) throw forbidden(target.words.notOwner);
    return change(tx, row);
  });
}

/** Before anything: the target exists for the caller (404) and they run it (403). */
async function ownTarget(app: AppContext, kind: OwnedKind, userId: string, id: string) {
  const target = targets[kind];
  await target.assertOwner(app, userId, id);
  return target;
}

/** `GET {kind}/owners/{id}`: who runs it and who is invited (owners only). */
export async function coOwners(app: AppContext, kind: OwnedKind, meId: string, id: string) {
  const target = await ownTarget(app, kind, meId, id);
  const row = await target.read(app.db, id);
  if (!row) throw notFound();
  return answer(app.db, target, row, meId);
}

/** Tells these people, each once, inside the transaction that made the change. */
export async function tell(
  app: AppContext,
  tx: Db,
  userIds: string[],
  title: string,
  data: Record<string, string>,
  body?: string,
) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  // A dependent among a list's owners reads nothing: its guardians, owners too, are told.
  const people = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), ne(users.type, userTypes.dependent)));
  const reads = new Set(people.map((p) => p.id));
  for (const userId of ids) {
    if (reads.has(userId)) await app.notify({ userId, type: 'co_owner', title, body, data }, tx);
  }
}

/**
 * `POST {kind}/owners/invite/{id}`: a friend by id (they are told), or a link whose secret is answered only
 * here (its hash is stored).
 */
export async function invite(
  app: AppContext,
  kind: OwnedKind,
  me: Me,
  id: string,
  friendId: string | undefined,
): Promise<z.infer<typeof ownerInviteCreatedSchema>> {
  const target = await ownTarget(app, kind, me.id, id);
  let friend: Person | undefined;
  if (friendId !== undefined) {
    if (friendId === me.id) throw new AppError('CONFLICT', target.words.alreadyMine);
    if (!(await areFriends(app.db, me.id, friendId))) throw notAFriend();
    [friend] = await app.db.select(personColumns).from(users).where(eq(users.id, friendId));
    if (!friend) throw notFound('Esa persona no existe.');
  }
  const token = friend ? null : randomBytes(32).toString('base64url');
  const created = await underLock(app, target, id, me.id, async (tx, row) => {
    const owners = await target.owners(tx, id);
    if (friend && owners.some((o) => o.id === friend.id))
      throw new AppError('CONFLICT', target.words.alreadyTheirs(fullName(friend)));
    if (friend) {
      // Someone blocked with any owner is, here, as if not a friend: nothing tells them about it.
      for (const o of owners) if (await isBlocked(tx, o.id, friend.id)) throw notAFriend();
      // An expired invitation to the same friend ends, so that a new one may take its place.
      await tx
        .update(ownerInvites)
        .set({ endedAt: new Date() })
        .where(
          and(
            eq(target.inviteColumn, id),
            eq(ownerInvites.inviteeId, friend.id),
            isNull(ownerInvites.endedAt),
            lte(ownerInvites.expiresAt, sql`now()`),
          ),
        );
      const [pending] = await tx
        .select({ id: ownerInvites.id })
        .from(ownerInvites)
        .where(and(eq(target.inviteColumn, id), eq(ownerInvites.inviteeId, friend.id), inviteOpen));
      if (pending)
        throw new AppError('CONFLICT', `Ya has invitado a ${fullName(friend)}: espera a que responda.`);
    }
    if ((await seatsTaken(tx, target, id)) >= MAX_OWNERS)
      throw new AppError('OWNERS_FULL', target.words.full(MAX_OWNERS));
    await target.assertMayJoin?.(tx, row, friend?.id ?? null, false);
    const [inv] = await tx
      .insert(ownerInvites)
      .values({
        listId: target.kind === 'list' ? id : null,
        eventId: target.kind === 'event' ? id : null,
        dependentId: target.kind === 'dependent' ? id : null,
        invitedBy: me.id,
        inviteeId: friend?.id ?? null,
        tokenHash: token ? sha256(token) : null,
        expiresAt: new Date(Date.now() + OWNER_INVITE_DAYS * DAY_MS),
      })
      .returning({ id: ownerInvites.id, expiresAt: ownerInvites.expiresAt });
    if (!inv) throw new Error('invite not stored');
    if (friend)
      await tell(
        app,
        tx,
        [friend.id],
        target.words.invited(fullName(me), row.name),
        {
          inviteId: inv.id,
          kind: target.kind,
          id,
        },
        'Abre la invitación para aceptarla o rechazarla.',
      );
    return inv;
  });
  const [by] = await app.db.select(personColumns).from(users).where(eq(users.id, me.id));
  return {
    invite: {
      id: created.id,
      invitee: friend ?? null,
      invitedBy: by as Person,
      expiresAt: created.expiresAt.toISOString(),
    },
    link: token ? `${app.config.publicUrl}/llevar-juntos#t=${token}` : null,
  };
}

const notAFriend = () =>
  forbidden('Solo puedes invitar a tus amigos. Envíale antes una solicitud de amistad.');

/** `DELETE owner-invite/{inviteId}`: any owner withdraws an open invitation. */
export async function withdrawInvite(app: AppContext, meId: string, inviteId: string) {
  const gone = () => notFound('Esa invitación no existe.');
  if (!isUuid(inviteId)) throw gone();
  const [inv] = await app.db.select().from(ownerInvites).where(eq(ownerInvites.id, inviteId));
  if (!inv) throw gone();
  const { target, id } = targetOfInvite(inv);
  // Someone who does not run it learns nothing about the invitation.
  if (!(await target.owners(app.db, id)).some((o) => o.id === meId)) throw gone();
  return underLock(app, target, id, meId, async (tx, row) => {
    const [ended] = await tx
      .update(ownerInvites)
      .set({ endedAt: new Date() })
      .where(and(eq(ownerInvites.id, inviteId), inviteOpen))
      .returning({ id: ownerInvites.id });
    if (!ended) throw new AppError('OWNER_INVITE_GONE', 'Esa invitación ya no estaba abierta.');
    return answer(tx, target, row, meId);
  });
}

/**
 * `DELETE {kind}/owners/{id}/{userId}`: an owner removes another, or leaves (`userId` is theirs). The last owner
 * cannot leave and nobody removes the one who receives the money; when they leave, it passes to the owner who
 * joined first and the owners are told. The invitations the one going made end with them (nobody rejoins
 * through their own link). What they did on it (reservations, money) stays.
 */
export async function removeOwner(
  app: AppContext,
  kind: OwnedKind,
  me: Me,
  id: string,
  userId: string,
): Promise<CoOwners | { left: true }> {
  const target = await ownTarget(app, kind, me.id, id);
  const leaving = userId === me.id;
  const notThere = () => notFound(target.words.notThere);
  if (!isUuid(userId)) throw notThere();
  return underLock(app, target, id, me.id, async (tx, row) => {
    const owners = await target.owners(tx, id);
    const them = owners.find((o) => o.id === userId);
    if (!them) throw notThere();
    if (owners.length === 1) throw new AppError('LAST_OWNER', target.words.lastOwner);
    await target.assertMayGo?.(tx, row, userId, leaving);
    if (!leaving && userId === row.receiverId) throw forbidden(target.words.keepReceiver);
    await target.remove(tx, id, userId);
    await tx
      .update(ownerInvites)
      .set({ endedAt: new Date() })
      .where(
        and(eq(target.inviteColumn, id), eq(ownerInvites.invitedBy, userId), isNull(ownerInvites.endedAt)),
      );
    const rest = owners.filter((o) => o.id !== userId);
    let receiver: Person | undefined = target.receiverIsOwner
      ? rest.find((o) => o.id === row.receiverId)
      : { id: row.receiverId, name: row.name, lastname: '', image: null };
    if (!receiver) {
      // The receiver left: the owner who joined first (`owners` puts the receiver first, so sort again).
      receiver = [...rest].sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime())[0];
      if (!receiver) throw new Error('no owner left to receive');
      await target.setReceiver(tx, id, receiver.id);
    }
    const data = { kind: target.kind, id };
    const moved = receiver.id !== row.receiverId ? receivesNow(row.name, receiver) : undefined;
    if (leaving) {
      // One notice each: who left and, when it changed, who receives now.
      await tell(
        app,
        tx,
        rest.map((o) => o.id),
        target.words.left(fullName(me), row.name),
        data,
        moved,
      );
      return { left: true as const };
    }
    await tell(app, tx, [userId], target.words.removed(fullName(me), row.name), data);
    return answer(tx, target, row, me.id);
  });
}

const receivesNow = (name: string, p: Person) => `Ahora el dinero de ${quoted(name)} llega a ${fullName(p)}`;

/** `PUT {kind}/owners/receiver/{id}`: the owner who receives hands the money given from now on to another owner. */
export async function setReceiver(app: AppContext, kind: OwnedKind, me: Me, id: string, userId: string) {
  const target = await ownTarget(app, kind, me.id, id);
  const fixed = await target.fixedReceiver?.(app.db, id);
  if (fixed) throw new AppError('BAD_REQUEST', fixed);
  return underLock(app, target, id, me.id, async (tx, row) => {
    if (row.receiverId !== me.id) throw forbidden(target.words.onlyReceiverHandsOver);
    const owners = await target.owners(tx, id);
    const chosen = owners.find((o) => o.id === userId);
    if (!chosen) throw new AppError('VALIDATION_ERROR', target.words.chooseOwner);
    if (chosen.id !== row.receiverId) {
      await target.setReceiver(tx, id, chosen.id);
      const others = owners.map((o) => o.id).filter((o) => o !== me.id);
      await tell(app, tx, others, receivesNow(row.name, chosen), { kind: target.kind, id });
    }
    return answer(tx, target, { ...row, receiverId: chosen.id }, me.id);
  });
}
