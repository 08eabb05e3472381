import type { RealtimeEvent } from '@detalle/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { notifications } from '../../db/schema/index.js';
import { isUuid } from '../../ids.js';

/** At most this many notifications are replayed to a stream that comes back; the app refetches beyond that. */
export const REPLAY_LIMIT = 100;

/**
 * The cursor of a stream that had seen nothing yet: every notification of the caller is new to it. A fresh stream
 * is handed its cursor at once (the newest notification, or this), so a stream that drops before its first event
 * still resumes without a gap.
 */
export const NOTHING_SEEN = '0';

/** The newest notification of `userId` as a cursor (creation time, then id), or NOTHING_SEEN. */
export async function latestCursor(app: AppContext, userId: string): Promise<string> {
  const [row] = await app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(1);
  return row?.id ?? NOTHING_SEEN;
}

/**
 * The caller's notifications stored after `cursor` (the `Last-Event-ID` their stream sent back), oldest first: the
 * newest REPLAY_LIMIT of them. A cursor that is malformed or names no notification of the caller (another person's,
 * or one deleted since) replays nothing and gives null: the stream then hands out a fresh cursor, or its client
 * would send the dead one back, and be replayed nothing, on every reconnection. The cursor is only ever compared
 * with the caller's own rows, so another person's id reveals nothing.
 */
export async function notificationsAfter(
  app: AppContext,
  userId: string,
  cursor: string,
): Promise<RealtimeEvent[] | null> {
  const mine = eq(notifications.userId, userId);
  let after = mine;
  if (cursor !== NOTHING_SEEN) {
    if (!isUuid(cursor)) return null;
    // One statement, so the cursor's creation time keeps PostgreSQL's microseconds (a JS Date would round them).
    after = and(
      mine,
      sql`(${notifications.createdAt}, ${notifications.id}) > (
        select c.created_at, c.id from ${notifications} c where c.id = ${cursor} and c.user_id = ${userId})`,
    ) as typeof mine;
  }
  const rows = await app.db
    .select({ id: notifications.id, type: notifications.type, title: notifications.title })
    .from(notifications)
    .where(after)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(REPLAY_LIMIT);
  if (rows.length === 0 && cursor !== NOTHING_SEEN) {
    // Nothing after it, or no such cursor: asked only then, so a stream that missed something needs no second query.
    const [known] = await app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(mine, eq(notifications.id, cursor)));
    if (!known) return null;
  }
  return rows.reverse().map((r) => ({ noti: true as const, id: r.id, type: r.type, title: r.title }));
}
