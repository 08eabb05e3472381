import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './users.js';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    data: jsonb().$type<Record<string, string>>().notNull().default({}),
    read: boolean().notNull().default(false),
    /** False for a notification that stays in the app (a reminder the person wants without push). */
    push: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId, t.read),
  ],
);

/**
 * A device's Web Push subscription (seed: `player_id`). One person may have several devices.
 * Tied to the session that saved it: when that session ends (logout, expiry, password change),
 * the subscription goes with it, so a signed-out browser gets nobody's notifications.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('push_subscriptions_user_id_idx').on(t.userId),
    index('push_subscriptions_session_id_idx').on(t.sessionId),
  ],
);
