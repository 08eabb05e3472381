import type { Notification, PushSubscriptionJson } from '@detalle/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications, pushSubscriptions, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import type { PushResult, PushTarget } from './push.js';

export type NewNotification = {
  userId: string;
  type: string;
  title: string;
  body?: string;
  /** Ids the app needs to open the right screen: `{ eventId }`, `{ listId }`... */
  data?: Record<string, string>;
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
 * The notify service every module calls: stores the notification, tells the
 * person's open apps through the realtime channel, and sends a Web Push to each
 * of their devices (unless they turned notifications off in `config`).
 * Push delivery happens after the caller's answer; it never slows or fails the action.
 */
export function notifier(app: FastifyInstance, sendPush: PushSend) {
  async function pushToDevices(userId: string, payload: object) {
    const [owner] = await app.db.select({ on: users.notifications }).from(users).where(eq(users.id, userId));
    if (!owner?.on) return;
    const targets = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    const results = await Promise.all(
      targets.map(async (t) => ({ id: t.id, result: await sendPush(t, payload) })),
    );
    const gone = results.filter((r) => r.result === 'gone').map((r) => r.id);
    const sent = results.filter((r) => r.result === 'sent').map((r) => r.id);
    // The push service says these subscriptions no longer exist (404/410): forget them.
    if (gone.length) await app.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    if (sent.length) {
      await app.db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: new Date() })
        .where(inArray(pushSubscriptions.id, sent));
    }
  }

  return async function notify(input: NewNotification): Promise<Notification> {
    const [row] = await app.db
      .insert(notifications)
      .values({
        userId: input.userId,
        type: input.type,
        title: input.title,
        body: input.body ?? '',
        data: input.data ?? {},
      })
      .returning();
    if (!row) throw new Error('notification not stored');
    const notification = toNotification(row);
    await app.realtime.publish(input.userId, { noti: true, id: row.id, type: row.type, title: row.title });
    const payload = { id: row.id, type: row.type, title: row.title, body: row.body, data: row.data };
    pushToDevices(input.userId, payload).catch((err) =>
      app.log.error(
        { err: { message: (err as Error).message }, userId: input.userId },
        'push fan-out failed',
      ),
    );
    return notification;
  };
}

export async function listNotifications(app: FastifyInstance, userId: string, lim: number, pos: number) {
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(lim)
      .offset(pos),
    app.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { list: rows.map(toNotification), total: total?.n ?? 0 };
}

export async function countUnread(app: FastifyInstance, userId: string) {
  const [row] = await app.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

const notFoundNotification = () => notFound('Esa notificación no existe o ya la borraste.');

/** Only the owner can touch a notification; someone else's id answers 404, as if it did not exist. */
export async function markRead(app: FastifyInstance, userId: string, id: string) {
  if (!isUuid(id)) throw notFoundNotification();
  const [row] = await app.db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFoundNotification();
  return toNotification(row);
}

export async function markAllRead(app: FastifyInstance, userId: string) {
  await app.db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

export async function deleteNotification(app: FastifyInstance, userId: string, id: string) {
  if (!isUuid(id)) throw notFoundNotification();
  const deleted = await app.db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!deleted.length) throw notFoundNotification();
}

export async function deleteAllNotifications(app: FastifyInstance, userId: string) {
  await app.db.delete(notifications).where(eq(notifications.userId, userId));
}

/**
 * Stores a device's subscription. An endpoint is one browser profile: if it
 * was someone else's (a shared computer), it now belongs to whoever signed in.
 */
export async function saveSubscription(
  app: FastifyInstance,
  userId: string,
  sub: PushSubscriptionJson,
  userAgent?: string,
) {
  await app.db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      userAgent: userAgent?.slice(0, 300),
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, userAgent: userAgent?.slice(0, 300) },
    });
}

export async function deleteSubscription(app: FastifyInstance, userId: string | null, endpoint: string) {
  await app.db
    .delete(pushSubscriptions)
    .where(
      userId
        ? and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint))
        : eq(pushSubscriptions.endpoint, endpoint),
    );
}
