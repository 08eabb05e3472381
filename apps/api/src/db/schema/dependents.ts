import { DEPENDENT_KINDS, DEPENDENT_VISIBILITIES } from '@detalle/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Someone without an account of their own (a baby, a pet, a grandmother): a `users` row of type 3, with no
 * e-mail, phone, password nor identity, so nobody signs in as them. Their lists are theirs (`lists.owner_id`:
 * money given reaches their own wallet) and are run by their guardians, whom a trigger keeps among the
 * lists' owners. What is theirs (lists, special dates, a seat in a draw, money) stays theirs when a guardian
 * hands the profile over to the person, who then signs in as it.
 */
export const dependents = pgTable('dependents', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text({ enum: DEPENDENT_KINDS }).notNull(),
  /**
   * `friends`: the guardians' friends see the profile, its birthday in their calendars and its lists for
   * friends; `link`: listed to nobody, its lists reached only by their own links.
   */
  visibility: text({ enum: DEPENDENT_VISIBILITIES }).notNull().default('friends'),
  createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Who looks after a dependent's profile: every guardian edits it, runs its lists and sees its draw results. */
export const guardians = pgTable(
  'guardians',
  {
    dependentId: uuid()
      .notNull()
      .references(() => dependents.userId, { onDelete: 'cascade' }),
    guardianId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.dependentId, t.guardianId] }),
    index('guardians_guardian_idx').on(t.guardianId, t.dependentId),
  ],
);

/**
 * Handing a profile over to the person it is about, by an invitation to their e-mail. Only the token's
 * SHA-256 is kept. Accepting turns the profile into that person's account; the guardians then lose it.
 */
export const dependentHandovers = pgTable(
  'dependent_handovers',
  {
    id: uuid().primaryKey().defaultRandom(),
    dependentId: uuid()
      .notNull()
      .references(() => dependents.userId, { onDelete: 'cascade' }),
    invitedBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Accepted, withdrawn or replaced by a newer invitation: it works no more. */
    endedAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dependent_handovers_token_key').on(t.tokenHash),
    // One open invitation per profile: a new one ends the last.
    uniqueIndex('dependent_handovers_open_key').on(t.dependentId).where(sql`${t.endedAt} is null`),
  ],
);

/**
 * People who live together. A draw's organiser can keep members of one household from giving to each other
 * (as exclusion pairs they see and can change). A person belongs to one household at most.
 */
export const households = pgTable('households', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const householdMembers = pgTable(
  'household_members',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    householdId: uuid()
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    addedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('household_members_household_idx').on(t.householdId)],
);
