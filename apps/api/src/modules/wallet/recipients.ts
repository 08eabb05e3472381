import type { paymentInputSchema } from '@detalle/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { events, gifts, lists, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { visibleTo } from '../events/index.js';
import { areFriends, isBlocked } from '../friends/index.js';
import { canSeeList, ownsList } from '../lists/index.js';
import { assertCanReceiveMoney } from '../ongs/index.js';
import { today } from '../payments/index.js';

/**
 * In the payment's transaction: the list's money still goes to `to`. The list row is share-locked, so the owners
 * changing who receives (an update of that row) waits for this payment or goes first and is seen here; money
 * opened before keeps the recipient its giver was told.
 */
export async function assertStillReceives(tx: Db, listId: string | null, to: string) {
  if (!listId) return;
  const [list] = await tx
    .select({ ownerId: lists.ownerId })
    .from(lists)
    .where(eq(lists.id, listId))
    .for('share');
  if (!list) throw notFound('No encontramos esa lista.');
  if (list.ownerId !== to) throw new AppError('RECEIVER_CHANGED');
}

/**
 * Who may receive from whom: friends, or the owner of a list or event the giver can open. A list's money goes
 * to the owner who receives it (`lists.owner_id`), checked now: a page that still names another of its owners
 * (they changed who receives meanwhile) is told so; an owner never gives to their own list.
 */
export async function checkConcerns(db: Db, payerId: string, input: z.output<typeof paymentInputSchema>) {
  const notThere = () => notFound('No encontramos a esa persona. Puede que ya no use Detalle.');
  if (!isUuid(input.to)) throw notThere();
  if (input.to === payerId) throw new AppError('PAYMENT_TO_SELF');
  const [recipient] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.to));
  if (!recipient || (await isBlocked(db, payerId, input.to))) throw notThere();

  let listId = input.listId ?? null;
  const giftId = input.giftId ?? null;
  if (giftId) {
    if (!isUuid(giftId)) throw notFound('No encontramos ese regalo.');
    const [gift] = await db.select({ listId: gifts.listId }).from(gifts).where(eq(gifts.id, giftId));
    if (!gift || (listId && gift.listId !== listId)) throw notFound('No encontramos ese regalo.');
    listId = gift.listId;
  }
  let availableOn: string | null = null;
  if (listId) {
    if (!isUuid(listId)) throw notFound('No encontramos esa lista.');
    const [list] = await db
      .select({
        ownerId: lists.ownerId,
        date: lists.date,
        payerOwns: ownsList(payerId).mapWith(Boolean),
        toOwns: ownsList(input.to).mapWith(Boolean),
      })
      .from(lists)
      .where(and(eq(lists.id, listId), canSeeList(payerId)));
    if (!list) throw notFound('No encontramos esa lista.');
    if (list.payerOwns) throw new AppError('OWN_LIST_GIFT');
    if (list.ownerId !== input.to) {
      if (list.toOwns) throw new AppError('RECEIVER_CHANGED');
      throw notFound('No encontramos esa lista.');
    }
    if (list.date && list.date > today()) availableOn = list.date;
  }
  const eventId = input.eventId ?? null;
  if (eventId) {
    if (!isUuid(eventId)) throw notFound('No encontramos ese evento.');
    const [event] = await db
      .select({ organiserId: events.organiserId })
      .from(events)
      .where(and(eq(events.id, eventId), visibleTo(payerId)));
    if (!event) throw notFound('No encontramos ese evento.');
    // The organisers chose another of them to receive since the giver's page was read: never the old one.
    if (event.organiserId !== input.to)
      throw new AppError(
        'RECEIVER_CHANGED',
        'Ha cambiado quién recibe el dinero de este evento. Recarga la página y vuelve a intentarlo.',
      );
  }
  if (!listId && !eventId && !(await areFriends(db, payerId, input.to)))
    throw new AppError(
      'FORBIDDEN',
      'Solo puedes enviar dinero a tus amigos, o para una de sus listas o eventos.',
    );
  // Never an ONG not yet verified; asked last, so someone who may not give to it learns nothing more.
  await assertCanReceiveMoney(db, input.to, 'to');
  return { listId, giftId, eventId, availableOn };
}
