import { MAX_OWNERS, type OwnerInvitePreview, type ownerInviteAnswerSchema } from '@detalle/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isCheckViolation } from '../../db/errors.js';
import { ownerInvites, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { areFriends, fullName, isBlocked, personColumns } from '../friends/index.js';
import { markReadAbout } from '../notifications/index.js';
import { inviteOpen, sha256, tell } from './service.js';
import { type Person, targetOfInvite } from './targets.js';

/**
 * The invitee's side of an invitation to run a list or event together: look at what they would join, accept
 * (they become an owner, the invitation ends, the other owners are told) or decline (it ends). A friend's
 * invitation answers only to its invitee; a link's to whoever holds its secret, signed in.
 */
type Answer = z.infer<typeof ownerInviteAnswerSchema>;
type Me = { id: string; name: string; lastname: string };

const noSuchInvite = () => notFound('Esa invitación no existe o no es para ti.');
const gone = () => new AppError('OWNER_INVITE_GONE');

/**
 * The invitation the answer names, if it is the caller's to answer; `lock` holds its row until commit. It is
 * `open` only while whoever made it still runs the target and, for a friend's invitation, is still their friend.
 */
async function findInvite(db: Db, meId: string, ans: Answer, lock = false) {
  const where =
    'inviteId' in ans
      ? and(eq(ownerInvites.id, ans.inviteId), eq(ownerInvites.inviteeId, meId))
      : eq(ownerInvites.tokenHash, sha256(ans.token));
  const query = db.select().from(ownerInvites).where(where);
  const [inv] = lock ? await query.for('update') : await query;
  if (!inv) throw noSuchInvite();
  const { target, id } = targetOfInvite(inv);
  const owners = await target.owners(db, id);
  // Someone blocked by (or blocking) whoever runs it does not join it, nor learns about it.
  for (const o of owners) if (await isBlocked(db, meId, o.id)) throw noSuchInvite();
  const [open] = await db
    .select({ id: ownerInvites.id })
    .from(ownerInvites)
    .where(and(eq(ownerInvites.id, inv.id), inviteOpen));
  const stillValid =
    open !== undefined &&
    owners.some((o) => o.id === inv.invitedBy) &&
    (inv.inviteeId === null || (await areFriends(db, inv.invitedBy, meId)));
  return {
    inv,
    target,
    id,
    owners,
    open: stillValid,
    alreadyOwner: owners.some((o) => o.id === meId),
  };
}

/** `POST owner-invite/look`: what the invitee would join, before answering. */
export async function lookAtInvite(app: AppContext, meId: string, ans: Answer): Promise<OwnerInvitePreview> {
  const { inv, target, id, owners, open, alreadyOwner } = await findInvite(app.db, meId, ans);
  if (!open && !alreadyOwner) throw gone();
  const row = await target.read(app.db, id);
  if (!row) throw gone();
  const [by] = await app.db.select(personColumns).from(users).where(eq(users.id, inv.invitedBy));
  return {
    kind: target.kind,
    id,
    name: row.name,
    image: row.image,
    invitedBy: by as Person,
    owners: owners.map(({ joinedAt: _, ...p }) => p),
    expiresAt: inv.expiresAt.toISOString(),
    alreadyOwner,
  };
}

/**
 * `POST owner-invite/accept`: the caller runs it from now on. Under the target's row lock (as every change of
 * its owners), so accepts at once never pass `MAX_OWNERS`. Accepting something one already runs changes nothing.
 */
export async function acceptInvite(app: AppContext, me: Me, ans: Answer) {
  const first = await findInvite(app.db, me.id, ans);
  const { target, id } = first;
  const accepted = app.db.transaction(async (tx) => {
    const row = await target.lock(tx, id);
    if (!row) throw gone();
    const { inv, owners, open, alreadyOwner } = await findInvite(tx, me.id, ans, true);
    if (alreadyOwner) {
      // A friend's invitation to someone who joined another way is of no more use.
      if (inv.inviteeId === me.id) await endInvite(tx, inv.id);
      return { kind: target.kind, id };
    }
    if (!open) throw gone();
    if ((await target.people(tx, id)) >= MAX_OWNERS)
      throw new AppError('OWNERS_FULL', target.words.fullOnAccept);
    await target.assertMayJoin?.(tx, row, me.id, true);
    await target.add(tx, id, me.id);
    await tx
      .update(ownerInvites)
      .set({ endedAt: new Date(), acceptedBy: me.id })
      .where(eq(ownerInvites.id, inv.id));
    await markReadAbout(tx, me.id, 'co_owner', { inviteId: inv.id });
    await tell(
      app,
      tx,
      owners.map((o) => o.id),
      target.words.joined(fullName(me), row.name),
      { kind: target.kind, id },
    );
    return { kind: target.kind, id };
  });
  // The database's own limit (`list_owners_max`), should a way in have missed `assertMayJoin`: the same refusal.
  return accepted.catch((err: unknown) => {
    if (isCheckViolation(err, 'list_owners_max'))
      throw new AppError('OWNERS_FULL', target.words.fullOnAccept);
    throw err;
  });
}

const endInvite = (db: Db, inviteId: string) =>
  db
    .update(ownerInvites)
    .set({ endedAt: new Date() })
    .where(and(eq(ownerInvites.id, inviteId), isNull(ownerInvites.endedAt)));

/**
 * `POST owner-invite/decline`: the invitation ends (a link's too: nobody else may use it). An accept that
 * ended it first wins: the decline then answers that it no longer works.
 */
export async function declineInvite(app: AppContext, meId: string, ans: Answer) {
  const { inv, open } = await findInvite(app.db, meId, ans);
  if (!open) throw gone();
  await app.db.transaction(async (tx) => {
    const ended = await endInvite(tx, inv.id).returning({ id: ownerInvites.id });
    if (ended.length === 0) throw gone();
    await markReadAbout(tx, meId, 'co_owner', { inviteId: inv.id });
  });
}
