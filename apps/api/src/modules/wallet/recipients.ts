import type { paymentInputSchema } from '@detalle/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { events, gifts, lists, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { organisesEvent, visibleTo } from '../events/index.js';
import { areFriends, isBlocked } from '../friends/index.js';
import { canSeeList, ownsList } from '../lists/index.js';
import { assertCanReceiveMoney } from '../ongs/index.js';
import { today } from '../payments/index.js';

const eventReceiverChanged = () =>
  new AppError(
    'RECEIVER_CHANGED',
    'Ha cambiado quién recibe el dinero de este evento. Recarga la página y vuelve a intentarlo.',
  );

/**
 * In the payment's transaction: who receives the list's money now. The list row is share-locked until the
 * transaction ends, so the owners changing who receives (an update of that row) wait for this payment or go
 * first and are seen here; money opened before keeps the recipient its giver was told.
 */
export async function lockedListReceiver(tx: Db, listId: string) {
  const [list] = await tx
    .select({ ownerId: lists.ownerId })
    .from(lists)
    .where(eq(lists.id, listId))
    .for('share');
  if (!list) throw notFound('No encontramos esa lista.');
  return list.ownerId;
}

/** `lockedListReceiver` for an event: who receives its money now, its row share-locked. */
async function lockedEventReceiver(tx: Db, eventId: string) {
  const [event] = await tx
    .select({ organiserId: events.organiserId })
    .from(events)
    .where(eq(events.id, eventId))
    .for('share');
  if (!event) throw notFound('No encontramos ese evento.');
  return event.organiserId;
}

/** In the payment's transaction: the list's and the event's money still go to `to` (their rows share-locked). */
export async function assertStillReceives(
  tx: Db,
  concerns: { listId: string | null; eventId: string | null },
  to: string,
) {
  if (concerns.listId && (await lockedListReceiver(tx, concerns.listId)) !== to)
    throw new AppError('RECEIVER_CHANGED');
  if (concerns.eventId && (await lockedEventReceiver(tx, concerns.eventId)) !== to)
    throw eventReceiverChanged();
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
      })
      .from(lists)
      .where(and(eq(lists.id, listId), canSeeList(payerId)));
    if (!list) throw notFound('No encontramos esa lista.');
    if (list.payerOwns) throw new AppError('OWN_LIST_GIFT');
    // A page naming someone else (another owner, or one who left or was removed) is out of date.
    if (list.ownerId !== input.to) throw new AppError('RECEIVER_CHANGED');
    if (list.date && list.date > today()) availableOn = list.date;
  }
  const eventId = input.eventId ?? null;
  if (eventId) {
    if (!isUuid(eventId)) throw notFound('No encontramos ese evento.');
    const [event] = await db
      .select({ organiserId: events.organiserId, payerOrganises: organisesEvent(payerId).mapWith(Boolean) })
      .from(events)
      .where(and(eq(events.id, eventId), visibleTo(payerId)));
    if (!event) throw notFound('No encontramos ese evento.');
    if (event.payerOrganises)
      throw new AppError('OWN_LIST_GIFT', 'Organizas este evento: no puedes darte dinero para él.');
    // The organisers chose another of them to receive since the giver's page was read: never the old one.
    if (event.organiserId !== input.to) throw eventReceiverChanged();
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
