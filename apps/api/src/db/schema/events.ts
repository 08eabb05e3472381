import { EVENT_VISIBILITIES, PARTICIPANT_STATUSES, SPECIAL_DATE_KINDS } from '@detalle/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey().defaultRandom(),
    organiserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** "Fecha límite para unirse": after it, no join requests and no invitation accepted (null: none). */
    joinDeadline: timestamp({ withTimezone: true }),
    timezone: text().notNull().default('Europe/Madrid'),
    place: text().notNull().default(''),
    mapUrl: text(),
    image: text().notNull(),
    visibility: text({ enum: EVENT_VISIBILITIES }).notNull().default('friends'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** iCalendar SEQUENCE: raised by a trigger whenever what a calendar shows changes. */
    sequence: integer().notNull().default(0),
    /** "Dona a una ONG en lugar de regalarme": a verified ONG the organiser chose (its user id), shown to guests. */
    charityOngId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('events_organiser_starts_idx').on(t.organiserId, t.startsAt),
    index('events_starts_idx').on(t.startsAt),
  ],
);

export const eventParticipants = pgTable(
  'event_participants',
  {
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** invited (by the organiser), requested (through the join link), accepted, declined. */
    status: text({ enum: PARTICIPANT_STATUSES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_participants_user_idx').on(t.userId, t.status),
  ],
);

export const specialDates = pgTable(
  'special_dates',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    kind: text({ enum: SPECIAL_DATE_KINDS }).notNull().default('other'),
    date: date({ mode: 'string' }).notNull(),
    yearly: boolean().notNull().default(true),
    note: text().notNull().default(''),
    /** Days before it when its owner is reminded (empty: never). */
    reminderDays: integer().array().notNull().default(sql`'{7,1}'::integer[]`),
    /** iCalendar SEQUENCE: raised by a trigger whenever what a calendar shows changes. */
    sequence: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('special_dates_user_idx').on(t.userId)],
);
