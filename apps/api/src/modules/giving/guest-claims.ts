import { createHash, randomBytes } from 'node:crypto';
import { GUEST_CONFIRM_HOURS, type GuestClaim, giverSecrecy, type guestReserveBody } from '@detalle/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { gifts, guestClaims, lists, products, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { freeReservedGift, refuseFund, tellOwnerGiven } from '../gifts/index.js';
import { canSeeList, freeForOneGiver, notFreeError, revealOf, revealsOnColumn } from '../lists/index.js';
import { guestClaimMail } from './emails.js';
import { refuseUnreachable } from './shared-list.js';

/**
 * A guest's "Lo compro yo" and "Ya lo compré por mi cuenta", without an account.
 *
 * 1. `requestGuestClaim` stores a pending claim and e-mails its link; the gift stays free, so made-up addresses
 *    cannot empty a list. The same address asking again for the same gift gets a new link (the old one stops).
 * 2. `confirmGuestClaim` (the link) makes it count: one conditional update of the gift — free, no money toward
 *    it — so among guests and signed-in friends racing for it exactly one wins; the others hear GIFT_TAKEN.
 * 3. `releaseGuestClaim` (the same e-mail) lets it go; `guestBought` turns a reservation into "ya lo compré".
 * A pending link works for GUEST_CONFIRM_HOURS; after that it answers GUEST_LINK_EXPIRED and changes nothing.
 */

const HOUR_MS = 3_600_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const giftNotFound = () => notFound('Ese regalo ya no está en la lista.');
const linkNotFound = () =>
  new AppError(
    'INVALID_LINK',
    'Este enlace no es válido o la reserva ya no existe. Vuelve a la lista y resérvalo de nuevo.',
  );

/** The gift as a guest may reach it: on a public list (the only kind a guest can open). */
async function publicGift(db: Db, giftId: string) {
  const [row] = await db
    .select({
      id: gifts.id,
      status: gifts.status,
      kind: gifts.kind,
      contributed: gifts.contributed,
      held: gifts.held,
      awaiting: gifts.awaiting,
      direct: gifts.direct,
      productName: products.name,
      list: { id: lists.id, name: lists.name, visibility: lists.visibility, openedAt: lists.openedAt },
      revealsOn: revealsOnColumn,
      ownerName: users.name,
    })
    .from(gifts)
    .innerJoin(lists, eq(lists.id, gifts.listId))
    .innerJoin(products, eq(products.id, gifts.productId))
    .innerJoin(users, eq(users.id, lists.ownerId))
    .where(eq(gifts.id, giftId));
  if (row?.list.visibility !== 'public') throw giftNotFound();
  return row;
}

/** Not free for one person: someone holds it, or people chipped in (then "Aporto dinero" is the way). */
function assertFree(gift: {
  status: string;
  contributed: number;
  direct: number;
  held: number;
  awaiting: number;
}) {
  if (gift.contributed > 0 || gift.direct > 0 || gift.held > 0 || gift.awaiting > 0) throw notFreeError(gift);
  if (gift.status !== 'available') throw new AppError('GIFT_TAKEN');
}

export async function requestGuestClaim(app: AppContext, input: z.output<typeof guestReserveBody>) {
  const gift = await publicGift(app.db, input.giftId);
  refuseFund(gift.kind);
  assertFree(gift); // early, kind answer; confirming checks again, under the row's lock
  const token = randomBytes(32).toString('base64url');
  const base = `${app.config.publicUrl}/regalar?lista=${gift.list.id}&reserva=${token}`;
  await app.db.transaction(async (tx) => {
    // Pending claims that ran out are of no use to anyone: their names and addresses go.
    await tx
      .delete(guestClaims)
      .where(and(eq(guestClaims.status, 'pending'), lt(guestClaims.expiresAt, new Date())));
    const expiresAt = new Date(Date.now() + GUEST_CONFIRM_HOURS * HOUR_MS);
    await tx
      .insert(guestClaims)
      .values({
        giftId: gift.id,
        name: input.name,
        email: input.email,
        intent: input.intent,
        showName: input.showName,
        tokenHash: sha256(token),
        expiresAt,
      })
      .onConflictDoUpdate({
        target: [guestClaims.giftId, guestClaims.email],
        targetWhere: sql`${guestClaims.status} = 'pending'`,
        set: {
          name: input.name,
          intent: input.intent,
          showName: input.showName,
          tokenHash: sha256(token),
          expiresAt,
          createdAt: new Date(),
        },
      });
    await app.mailer.send(
      guestClaimMail({
        to: input.email,
        name: input.name,
        intent: input.intent,
        giftName: gift.productName,
        ownerName: gift.ownerName,
        listName: gift.list.name,
        secrecy: giverSecrecy(revealOf(gift.list, gift.revealsOn), input.showName),
        revealsOn: gift.revealsOn,
        confirmLink: base,
        releaseLink: `${base}&accion=liberar`,
      }),
      tx,
    );
  });
}

type ClaimRow = typeof guestClaims.$inferSelect;

async function answer(db: Db, claim: ClaimRow): Promise<GuestClaim> {
  const [gift] = await db
    .select({ listId: gifts.listId, status: gifts.status, name: products.name })
    .from(gifts)
    .innerJoin(products, eq(products.id, gifts.productId))
    .where(eq(gifts.id, claim.giftId));
  if (!gift) throw giftNotFound();
  return {
    giftId: claim.giftId,
    listId: gift.listId,
    giftName: gift.name,
    intent: claim.intent,
    status: claim.status,
    giftStatus: gift.status,
  };
}

/** The claim of a link, locked for the rest of the transaction: two clicks on one link run one after the other. */
async function claimOf(tx: Db, token: string) {
  const [claim] = await tx
    .select()
    .from(guestClaims)
    .where(eq(guestClaims.tokenHash, sha256(token)))
    .for('update');
  if (!claim) throw linkNotFound();
  return claim;
}

/** The e-mailed link: the claim counts from now, if the gift is still free. Opening it twice is harmless. */
export async function confirmGuestClaim(app: AppContext, token: string): Promise<GuestClaim> {
  return app.db.transaction(async (tx) => {
    const claim = await claimOf(tx, token);
    if (claim.status !== 'pending') return answer(tx, claim);
    if (claim.expiresAt.getTime() <= Date.now()) throw new AppError('GUEST_LINK_EXPIRED');
    // Still reachable by its link now: a list made friends-only or private since the e-mail refuses, as
    // `list/shared` does. Its row is shared-locked, so a change of visibility waits for this to commit.
    const [list] = await tx
      .select({ visibility: lists.visibility, reachable: canSeeList(null).mapWith(Boolean) })
      .from(gifts)
      .innerJoin(lists, eq(lists.id, gifts.listId))
      .where(eq(gifts.id, claim.giftId))
      .for('share', { of: lists });
    if (!list) throw giftNotFound();
    if (!list.reachable) refuseUnreachable(list.visibility);
    // The one decision: whoever's update finds the gift free wins, guest or friend.
    const [taken] = await tx
      .update(gifts)
      .set({
        status: claim.intent === 'bought' ? 'given' : 'reserved',
        reservedBy: null,
        reservedAt: new Date(),
        reserverShowsName: claim.showName,
        guestClaimId: claim.id,
      })
      .where(
        and(
          eq(gifts.id, claim.giftId),
          eq(gifts.kind, 'product'),
          eq(gifts.status, 'available'),
          freeForOneGiver,
        ),
      )
      .returning({ id: gifts.id, productId: gifts.productId, listId: gifts.listId });
    if (!taken) {
      const [now] = await tx
        .select({
          contributed: gifts.contributed,
          direct: gifts.direct,
          held: gifts.held,
          awaiting: gifts.awaiting,
        })
        .from(gifts)
        .where(eq(gifts.id, claim.giftId));
      throw notFreeError(now);
    }
    const [confirmed] = await tx
      .update(guestClaims)
      .set({ status: 'confirmed', confirmedAt: new Date() })
      .where(eq(guestClaims.id, claim.id))
      .returning();
    if (claim.intent === 'bought') await tellOwnerGiven(app, tx, await listOf(tx, taken.listId), taken);
    return answer(tx, confirmed as ClaimRow);
  });
}

async function listOf(tx: Db, listId: string) {
  const [list] = await tx.select({ id: lists.id, name: lists.name }).from(lists).where(eq(lists.id, listId));
  if (!list) throw giftNotFound();
  return list;
}

/**
 * "Ya no puedo regalarlo", from the same e-mail: a pending claim is dropped, a confirmed reservation frees the
 * gift. A gift already marked bought stays so (it was bought: there is nothing to free). Twice is harmless.
 */
export async function releaseGuestClaim(app: AppContext, token: string): Promise<GuestClaim> {
  return app.db.transaction(async (tx) => {
    const claim = await claimOf(tx, token);
    if (claim.status === 'released') return answer(tx, claim);
    if (claim.status === 'confirmed') {
      const freed = await freeReservedGift(tx, claim.giftId, { guestClaim: claim.id });
      if (!freed)
        throw new AppError(
          'GIFT_NOT_RESERVED',
          'Este regalo ya está marcado como comprado: no se puede dejar libre.',
        );
    }
    const [released] = await tx
      .update(guestClaims)
      .set({ status: 'released', releasedAt: new Date() })
      .where(eq(guestClaims.id, claim.id))
      .returning();
    return answer(tx, released as ClaimRow);
  });
}

/** A guest who reserved it says they bought it: it becomes `given`, and the owner hears so (never from whom). */
export async function guestBought(app: AppContext, token: string): Promise<GuestClaim> {
  return app.db.transaction(async (tx) => {
    const claim = await claimOf(tx, token);
    if (claim.status !== 'confirmed')
      throw new AppError(
        'RESERVE_BEFORE_GIVEN',
        'Primero confirma tu reserva desde el correo; después podrás marcarlo como comprado.',
      );
    const [given] = await tx
      .update(gifts)
      .set({ status: 'given' })
      .where(and(eq(gifts.id, claim.giftId), eq(gifts.guestClaimId, claim.id), eq(gifts.status, 'reserved')))
      .returning({ id: gifts.id, productId: gifts.productId, listId: gifts.listId });
    if (given) await tellOwnerGiven(app, tx, await listOf(tx, given.listId), given);
    return answer(tx, claim);
  });
}
