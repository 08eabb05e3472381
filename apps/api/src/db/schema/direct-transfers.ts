import { DIRECT_PLEDGE_STATUSES } from '@detalle/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { gifts, lists } from './lists.js';
import { users } from './users.js';

/*
 * "Transferencia directa": money sent from a giver's bank straight to the list owner's. Detalle only shows the
 * owner's IBAN and keeps what each giver declared until the owner confirms it arrived; nothing here is money
 * Detalle holds, so none of it touches the ledger or the wallet.
 */

/** The owner's account for one list: the IBAN as the owner wants givers to see it (validated by `ibantools`). */
export const directTransferDetails = pgTable('direct_transfer_details', {
  listId: uuid()
    .primaryKey()
    .references(() => lists.id, { onDelete: 'cascade' }),
  /** Electronic form: upper case, no spaces. */
  iban: text().notNull(),
  holder: text().notNull(),
  /** A Spanish mobile in E.164 (+34…), or none. */
  bizumPhone: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A giver's "Ya he hecho la transferencia". `pending` until the owner answers once, `confirmed` ("Me ha llegado":
 * its amount is added to `gifts.direct`) or `rejected`; a trigger (migration 0023) refuses any other change of
 * status, so a confirmation counts once whatever races.
 */
export const directTransferPledges = pgTable(
  'direct_transfer_pledges',
  {
    id: uuid().primaryKey().defaultRandom(),
    listId: uuid()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    /** Null: for the list, not a gift (or the gift was removed since). */
    giftId: uuid().references(() => gifts.id, { onDelete: 'set null' }),
    /** A signed-in giver; null for a guest (or once the giver's account is deleted). */
    giverId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** A guest's name and e-mail as typed: the e-mail is never shown to the owner. */
    guestName: text(),
    guestEmail: text(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** What the giver wrote in the transfer's concept (`DT-XXXXXX`), unique per list, so the owner can match it. */
    reference: text().notNull(),
    message: text().notNull().default(''),
    /** As a payment's `showName`: the owner sees the giver's name only after the reveal, and only if true. */
    showName: boolean().notNull().default(true),
    status: text({ enum: DIRECT_PLEDGE_STATUSES }).notNull().default('pending'),
    /** The caller's `Idempotency-Key`: a retry finds this pledge instead of declaring it twice. */
    requestKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('direct_pledges_reference_key').on(t.listId, t.reference),
    uniqueIndex('direct_pledges_request_key').on(t.giverId, t.requestKey),
    uniqueIndex('direct_pledges_guest_request_key')
      .on(sql`lower(${t.guestEmail})`, t.requestKey)
      .where(sql`${t.giverId} is null`),
    index('direct_pledges_list_idx').on(t.listId, t.createdAt),
    index('direct_pledges_giver_idx').on(t.giverId, t.createdAt),
    check('direct_pledges_amount_positive', sql`${t.amount} > 0`),
    check('direct_pledges_status', sql`${t.status} in ('pending', 'confirmed', 'rejected')`),
    check('direct_pledges_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);
