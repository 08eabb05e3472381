import { DRAW_STATUSES } from '@detalle/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events.js';
import { lists } from './lists.js';
import { users } from './users.js';

/**
 * Amigo invisible / amigo secreto. A draw belongs to a group (`groupId`): a new draw starts its own group, a draw
 * created as "repeat of" an earlier one joins that one's group, and the pairs of the draw it repeats are avoided.
 * The dates other modules (reminders) read: `joinDeadline` (an instant) and `exchangeDate` in `timezone`.
 */
export const draws = pgTable(
  'draws',
  {
    id: uuid().primaryKey().defaultRandom(),
    organiserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    groupId: uuid().notNull(),
    repeatOf: uuid().references((): AnyPgColumn => draws.id, { onDelete: 'set null' }),
    name: text().notNull(),
    budgetMinor: integer(),
    budgetCurrency: text(),
    exchangeDate: date({ mode: 'string' }).notNull(),
    joinDeadline: timestamp({ withTimezone: true }).notNull(),
    timezone: text().notNull().default('Europe/Madrid'),
    /** The invitation link's secret: reaching the draw by it lets anyone join, it never lists the draw. */
    inviteToken: text().notNull(),
    status: text({ enum: DRAW_STATUSES }).notNull().default('open'),
    drawnAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draws_invite_token_key').on(t.inviteToken),
    index('draws_organiser_idx').on(t.organiserId),
    index('draws_event_idx').on(t.eventId),
    index('draws_group_idx').on(t.groupId),
    check(
      'draws_budget_whole',
      sql`(${t.budgetMinor} is null) = (${t.budgetCurrency} is null) and coalesce(${t.budgetMinor}, 1) > 0`,
    ),
    check('draws_drawn_at', sql`(${t.status} = 'drawn') = (${t.drawnAt} is not null)`),
  ],
);

export const drawParticipants = pgTable(
  'draw_participants',
  {
    drawId: uuid()
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The list the participant chose for the exchange: their giver sees it with the result. */
    wishListId: uuid().references(() => lists.id, { onDelete: 'set null' }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When they first opened their result: after that a redraw must tell everyone. */
    seenAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.userId] }), index('draw_participants_user_idx').on(t.userId)],
);

/** A pair who never give to each other (either way); stored once with `a < b`. */
export const drawExclusions = pgTable(
  'draw_exclusions',
  {
    drawId: uuid()
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    a: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    b: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.a, t.b] }),
    check('draw_exclusions_ordered', sql`${t.a} < ${t.b}`),
  ],
);

/**
 * Who gives to whom. Read only for the giver's own row (`draw/myResult`) and, from the exchange day on, by a
 * recipient whose giver chose to reveal themselves. The database keeps it a permutation without fixed points.
 */
export const drawAssignments = pgTable(
  'draw_assignments',
  {
    drawId: uuid()
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    giverId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revealedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.giverId] }),
    uniqueIndex('draw_assignments_receiver_key').on(t.drawId, t.receiverId),
    check('draw_assignments_not_self', sql`${t.giverId} <> ${t.receiverId}`),
  ],
);

/** An anonymous question from a giver to their recipient; the answer goes back the same way. */
export const drawQuestions = pgTable(
  'draw_questions',
  {
    id: uuid().primaryKey().defaultRandom(),
    drawId: uuid()
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    /** Never sent to the recipient. */
    askerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    answer: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('draw_questions_recipient_idx').on(t.drawId, t.recipientId),
    index('draw_questions_asker_idx').on(t.drawId, t.askerId),
  ],
);
