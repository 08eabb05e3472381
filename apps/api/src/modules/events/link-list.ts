import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lists } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { ownsList } from '../lists/index.js';
import { getEvent, ownEvent } from './service.js';

/**
 * `event/list/{id}`: an organiser links a list they own (alone or with others) to the event ("Vincular una lista"), replacing the
 * one linked before (which stays, unlinked), or unlinks it (`listId: null`). A list of someone else's is a 404,
 * as if it did not exist: its id says nothing. A list linked to another of their events moves here.
 */
export async function linkEventList(app: AppContext, userId: string, id: string, listId: string | null) {
  await ownEvent(app, userId, id);
  if (listId !== null && !isUuid(listId)) throw listNotTheirs();
  await app.db
    .transaction(async (tx) => {
      await tx
        .update(lists)
        .set({ eventId: null, updatedAt: new Date() })
        .where(and(eq(lists.eventId, id), listId ? ne(lists.id, listId) : undefined));
      if (!listId) return;
      const [linked] = await tx
        .update(lists)
        .set({ eventId: id, updatedAt: new Date() })
        .where(and(eq(lists.id, listId), ownsList(userId)))
        .returning({ id: lists.id });
      if (!linked) throw listNotTheirs();
    })
    .catch((error: unknown) => {
      // Another list linked to this event at the same moment: the unique index answers.
      if (isUniqueViolation(error, 'lists_event_key')) throw new AppError('EVENT_HAS_LIST');
      throw error;
    });
  return getEvent(app, userId, id);
}

const listNotTheirs = () => notFound('Esa lista no existe o no es tuya. Elige una de tus listas.');
