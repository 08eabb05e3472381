import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A person or organisation with an account. Sign-in methods (password, mobile,
 * Google, Facebook) are added by the accounts module; this is the part every
 * other module relies on: the id, the names shown, and the session user fields.
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    lastname: text().notNull().default(''),
    email: text(),
    image: text(),
    /** 1 person, 2 organisation (ONG): `userTypes` in the contract. */
    type: smallint().notNull().default(1),
    confirmed: boolean().notNull().default(false),
    /** argon2id; null for accounts that only sign in with Google or Facebook. */
    passwordHash: text(),
    /** Calling code without "+" and national number, as the person typed them (digits only). */
    codephone: text(),
    mobile: text(),
    /** The same number in E.164 ("+34612345678"): what sign-in by mobile looks up. */
    phoneE164: text(),
    birthday: date({ mode: 'string' }),
    /** iCalendar SEQUENCE of the birthday in friends' calendar feeds (a trigger raises it). */
    birthdaySequence: integer().notNull().default(0),
    /** The person's choice in `config`: receive notifications at all. */
    notifications: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_e164_key').on(t.phoneE164),
    // People search («Ana García»): `friends/service.ts` fullNameSql.
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`f_unaccent(lower(${t.name} || ' ' || ${t.lastname})) gin_trgm_ops`,
    ),
  ],
);

/**
 * Sessions: the client holds an opaque 256-bit random token; we keep only its
 * SHA-256, so a copy of the database cannot be replayed as logins.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);
