import { createHash } from 'node:crypto';
import type { Notification, PaginationQuery, PushSubscriptionJson } from '@detalle/contract';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { readPage } from '../../db/paging.js';
import { notifications, pushSubscriptions, sessions, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { QUEUES } from '../../plugins/jobs.js';
import type { PushResult, PushTarget } from './push.js';

export type NewNotification = {
  userId: string;
  type: string;
  title: string;
  body?: string;
  /** Ids the app needs to open the right screen: `{ eventId }`, `{ listId }`... */
  data?: Record<string, string>;
  /** False: shown in the app only, never pushed (a reminder whose person turned push off). */
  push?: boolean;
};

export type PushSend = (target: PushTarget, payload: object) => Promise<PushResult>;

const toNotification = (r: typeof notifications.$inferSelect): Notification => ({
  id: r.id,
  type: r.type,
  title: r.title,
  body: r.body,
  data: r.data,
  read: r.read,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The notify service every module calls. The notification row and the job that
 * delivers it (realtime signal, Web Push) are written in one transaction — the
 * caller's, when it passes `tx`, so a notification exists exactly when the change
 * that caused it committed. Delivery happens afterwards in the job queue: it never
 * slows or fails the action, and a Redis or push-service outage only delays it.
 */
export function notifier(app: AppContext) {
  async function store(db: Db, input: NewNotification) {
    const [row] = await db
      .insert(notifications)
      .values({
        userId: input.userId,
        type: input.type,
        title: input.title,
        body: input.body ?? '',
        data: input.data ?? {},
        push: input.push ?? true,
      })
      .returning();
    if (!row) throw new Error('notification not stored');
    await app.jobs.send(QUEUES.deliverNotification, { id: row.id }, { tx: db });
    return toNotification(row);
  }

  return async function notify(input: NewNotification, tx?: Db): Promise<Notification> {
    if (tx) return store(tx, input);
    const notification = await app.db.transaction((own) => store(own, input));
    app.jobs.nudge();
    return notification;
  };
}

/**
 * The job behind every notification: tells the person's open apps through the
 * realtime channel, then queues one push per device (unless they turned
 * notifications off in `config`), each retried on its own. A notification
 * deleted before delivery is skipped.
 */
export function notificationDelivery(app: AppContext) {
  return async function deliver({ id }: { id: string }) {
    const [row] = await app.db.select().from(notifications).where(eq(notifications.id, id));
    if (!row) return;
    // Realtime is a hint to refresh (the app also refreshes on focus): best effort, never retried.
    await app.realtime
      .publish(row.userId, { noti: true, id: row.id, type: row.type, title: row.title, sentAt: Date.now() })
      .catch((err) => app.log.warn({ err: { message: (err as Error).message } }, 'realtime signal not sent'));
    const [owner] = await app.db
      .select({ on: users.notifications })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!owner?.on || !row.push) return;
    // Only devices whose session is still live (an expired one is not deleted at once).
    const devices = await app.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
      .where(and(eq(pushSubscriptions.userId, row.userId), gt(sessions.expiresAt, new Date())));
    await app.db.transaction(async (tx) => {
      for (const device of devices) {
        // One job id per notification and device: a retried delivery never queues a second push.
        await app.jobs.send(
          QUEUES.sendPush,
          { notificationId: row.id, subscriptionId: device.id },
          { tx, id: jobIdFor(row.id, device.id) },
        );
      }
    });
    app.jobs.nudge();
  };
}

/** One Web Push to one device; 404/410 forget the device, a busy or absent service is retried. */
export function pushDelivery(app: AppContext, sendPush: PushSend) {
  return async function sendOne({
    notificationId,
    subscriptionId,
  }: {
    notificationId: string;
    subscriptionId: string;
  }) {
    const [row] = await app.db.select().from(notifications).where(eq(notifications.id, notificationId));
    const [target] = await app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, subscriptionId));
    if (!row || !target || target.userId !== row.userId) return;
    const result = await sendPush(target, {
      id: row.id,
      type: row.type,
      title: row.title,
      body: row.body,
      data: row.data,
    });
    if (result === 'gone') await app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
    if (result === 'sent') {
      await app.db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: new Date() })
        .where(eq(pushSubscriptions.id, target.id));
    }
    if (result === 'retry') throw new Error('push service unavailable, retrying later');
  };
}

/** A stable UUID for a (notification, device) pair. */
function jobIdFor(notificationId: string, subscriptionId: string) {
  const h = createHash('sha256').update(`${notificationId}:${subscriptionId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function listNotifications(app: AppContext, userId: string, page: PaginationQuery) {
  const mine = eq(notifications.userId, userId);
  return readPage(
    app.db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id)),
    app.db.select({ n: count() }).from(notifications).where(mine),
    page,
    toNotification,
  );
}

export async function countUnread(app: AppContext, userId: string) {
  const [row] = await app.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

const notFoundNotification = () => notFound('Esa notificación no existe o ya la borraste.');

/** Only the owner can touch a notification; someone else's id answers 404, as if it did not exist. */
export async function markRead(app: AppContext, userId: string, id: string) {
  if (!isUuid(id)) throw notFoundNotification();
  const [row] = await app.db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFoundNotification();
  return toNotification(row);
}

/**
 * The person acted on what a notification asked (answered an invitation on the event page): its
 * notifications of that type about that thing are read, so the badge does not keep asking.
 * Runs in the caller's transaction.
 */
export async function markReadAbout(
  db: Db,
  userId: string,
  type: string,
  about: Record<string, string>,
): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        eq(notifications.read, false),
        sql`${notifications.data} @> ${JSON.stringify(about)}::jsonb`,
      ),
    );
}

export async function markAllRead(app: AppContext, userId: string) {
  await app.db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

export async function deleteNotification(app: AppContext, userId: string, id: string) {
  if (!isUuid(id)) throw notFoundNotification();
  const deleted = await app.db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!deleted.length) throw notFoundNotification();
}

export async function deleteAllNotifications(app: AppContext, userId: string) {
  await app.db.delete(notifications).where(eq(notifications.userId, userId));
}

/**
 * Stores this device's subscription, tied to the caller's session (it goes when the session
 * ends). An endpoint is one browser profile: if another account saved it, it moves to the
 * caller only once that account's session for it has ended (logged out or expired); while it
 * is live, saving it is refused, so nobody takes over another person's device by copying an endpoint.
 */
export async function saveSubscription(
  app: AppContext,
  user: { id: string; sessionId: string },
  sub: PushSubscriptionJson,
  userAgent?: string,
) {
  const fields = {
    userId: user.id,
    sessionId: user.sessionId,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    userAgent: userAgent?.slice(0, 300),
  };
  const [saved] = await app.db
    .insert(pushSubscriptions)
    .values({ ...fields, endpoint: sub.endpoint })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: fields,
      setWhere: sql`${pushSubscriptions.userId} = ${user.id} or not exists (
        select 1 from ${sessions} s where s.id = ${pushSubscriptions.sessionId} and s.expires_at > now()
      )`,
    })
    .returning({ id: pushSubscriptions.id });
  if (!saved) throw new AppError('PUSH_DEVICE_TAKEN');
}

/** Forgets one of my devices (signed in: a signed-out caller cannot stop someone's pushes). */
export async function deleteSubscription(app: AppContext, userId: string, endpoint: string) {
  await app.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
