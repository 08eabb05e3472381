import { IMPORT_SOURCES } from '@detalle/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { gifts, lists } from './lists.js';
import { users } from './users.js';

/**
 * "Importar regalos": many shop links added to one list at once (pasted, a CSV, a saved wish-list page). The
 * request stores the import and its items; a job reads them one at a time (`modules/imports/process.ts`).
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listId: uuid()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    source: text({ enum: IMPORT_SOURCES }).notNull(),
    total: integer().notNull(),
    /** Set once, by whichever process saw no item left to read. */
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('imports_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * One link of an import. `pending` until a process claims it (`claimedAt`, `claim`: a conditional update, so two
 * processes never read the same item; a claim older than a few minutes is a process that died, and is taken
 * again). It ends `added` or `needs_look` with the gift it created, `duplicate` or `failed`: the gift and the
 * final state are written in one transaction, conditional on the claim, so an item never adds two gifts.
 */
export const importItems = pgTable(
  'import_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    importId: uuid()
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    url: text().notNull(),
    /** The link without tracking parameters nor fragment: how duplicates are told. */
    normalizedUrl: text().notNull(),
    /** Hints from the CSV or the saved page: used when the shop's page says nothing better. */
    nameHint: text(),
    priceHint: integer(),
    currencyHint: text(),
    quantity: integer().notNull().default(1),
    note: text().notNull().default(''),
    state: text({ enum: ['pending', 'working', 'added', 'needs_look', 'duplicate', 'failed'] })
      .notNull()
      .default('pending'),
    claim: uuid(),
    claimedAt: timestamp({ withTimezone: true }),
    giftId: uuid().references(() => gifts.id, { onDelete: 'set null' }),
    /** The name the gift got (the shop's, or the hint). */
    name: text(),
    reason: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('import_items_position_key').on(t.importId, t.position),
    index('import_items_open_idx')
      .on(t.importId, t.position)
      .where(sql`${t.state} in ('pending', 'working')`),
    check('import_items_quantity', sql`${t.quantity} between 1 and 99`),
    check(
      'import_items_claimed',
      sql`${t.state} <> 'working' or (${t.claim} is not null and ${t.claimedAt} is not null)`,
    ),
  ],
);
