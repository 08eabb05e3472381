import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A person's private calendar address (`/api/calendar/<token>.ics`). The token is kept as it is, not
 * hashed, so `config` can show the address again: it only reads what this database already holds, so a
 * copy of the database gains nothing from it. Revoking deletes the row; renewing replaces the token.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** How and when reminders reach a person (`config`). No row: the defaults below. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(true),
    push: boolean().notNull().default(true),
    email: boolean().notNull().default(false),
    /** Local hour of the person's zone; kept to the day by the CHECK (never at night). */
    hour: smallint().notNull().default(9),
    timezone: text().notNull().default('Europe/Madrid'),
    /** "Avisos de precio y disponibilidad": a gift or favourite from a shop got cheaper, sold out or came back. */
    priceAlerts: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reminder_settings_daytime', sql`${t.hour} between 8 and 21`)],
);

/**
 * One row per reminder sent: person, kind and occurrence (e.g. `<special date id>:2027-03-08:7`). The unique
 * index is what makes a reminder arrive once: the row, its notification and its e-mail are written in one
 * transaction, so of several processes scanning at once only one inserts it, and a process that dies before
 * committing leaves nothing behind for the next scan to repeat.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    occurrence: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminders_once_key').on(t.userId, t.kind, t.occurrence)],
);
