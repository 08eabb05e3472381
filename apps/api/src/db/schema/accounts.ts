import { ONG_STATUSES } from '@detalle/contract';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hobbies } from './catalogue.js';
import { users } from './users.js';

/** A Google or Facebook account linked to a user, keyed by (provider, subject). */
export const identities = pgTable(
  'identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['google', 'facebook'] }).notNull(),
    subject: text().notNull(),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identities_provider_subject_key').on(t.provider, t.subject),
    index('identities_user_id_idx').on(t.userId),
  ],
);

/**
 * Single-use secrets sent to a person: the e-mail confirmation link, and the
 * recovery link + 6-digit code. Only hashes are stored. `attempts` counts wrong
 * codes so a code cannot be guessed.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['confirm_email', 'reset_password'] }).notNull(),
    tokenHash: text().notNull().unique(),
    codeHash: text(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

export const userHobbies = pgTable(
  'user_hobbies',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hobbyId: uuid()
      .notNull()
      .references(() => hobbies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hobbyId] })],
);

/** The organisation behind a user of type 2; `status` moves to verified by `npm run ong:verify`. */
export const ongs = pgTable('ongs', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalId: text().notNull(),
  country: text().notNull(),
  website: text(),
  description: text().notNull().default(''),
  status: text({ enum: ONG_STATUSES }).notNull().default('pending'),
  verifiedAt: timestamp({ withTimezone: true }),
});

/**
 * Every e-mail we send, kept so the embedded default works without SMTP (the
 * outbox is where the message is) and so a failed send can be seen and retried.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    kind: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
  },
  (t) => [index('outbox_created_at_idx').on(t.createdAt)],
);
