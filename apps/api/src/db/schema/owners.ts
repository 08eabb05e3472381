import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dependents } from './dependents.js';
import { events } from './events.js';
import { lists } from './lists.js';
import { users } from './users.js';

/**
 * Everyone who owns a list: its creator and whoever accepted to run it with them (a couple's wedding list).
 * Every owner edits it, is told what happens on it and keeps its surprise exactly as a single owner does.
 * `lists.owner_id` is the one of them whose wallet receives the money (the migration makes it a deferred
 * foreign key into this table, so it is always an owner, and so a list always has at least one); a trigger
 * adds the creator here on insert, whatever path made the list.
 */
export const listOwners = pgTable(
  'list_owners',
  {
    listId: uuid()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.userId] }),
    index('list_owners_user_idx').on(t.userId, t.listId),
  ],
);

/** The same for events: `events.organiser_id` is the organiser who receives the money given for the event. */
export const eventOrganisers = pgTable(
  'event_organisers',
  {
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_organisers_user_idx').on(t.userId, t.eventId),
  ],
);

/**
 * An invitation to own a list, run an event or look after a dependent together: to a friend (`invitee_id`,
 * who accepts it from their notifications) or as a link (`token_hash`, the hash of the secret in the link; whoever opens it signed in
 * accepts it). Either way it works until `expires_at`, once, and its sender can withdraw it.
 */
export const ownerInvites = pgTable(
  'owner_invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    listId: uuid().references(() => lists.id, { onDelete: 'cascade' }),
    eventId: uuid().references(() => events.id, { onDelete: 'cascade' }),
    /** An invitation to look after a dependent's profile together (become one of its guardians). */
    dependentId: uuid().references(() => dependents.userId, { onDelete: 'cascade' }),
    invitedBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Accepted, declined or withdrawn: it works no more. */
    endedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('owner_invites_one_target', sql`num_nonnulls(${t.listId}, ${t.eventId}, ${t.dependentId}) = 1`),
    check('owner_invites_one_way', sql`(${t.inviteeId} is null) <> (${t.tokenHash} is null)`),
    uniqueIndex('owner_invites_token_key').on(t.tokenHash),
    // A friend is invited to one list or event once at a time.
    uniqueIndex('owner_invites_open_list_key')
      .on(t.listId, t.inviteeId)
      .where(sql`${t.endedAt} is null and ${t.inviteeId} is not null and ${t.listId} is not null`),
    uniqueIndex('owner_invites_open_event_key')
      .on(t.eventId, t.inviteeId)
      .where(sql`${t.endedAt} is null and ${t.inviteeId} is not null and ${t.eventId} is not null`),
    uniqueIndex('owner_invites_open_dependent_key')
      .on(t.dependentId, t.inviteeId)
      .where(sql`${t.endedAt} is null and ${t.inviteeId} is not null and ${t.dependentId} is not null`),
    index('owner_invites_invitee_idx').on(t.inviteeId).where(sql`${t.endedAt} is null`),
  ],
);
