import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { gifts } from './lists.js';
import { payments } from './money.js';
import { users } from './users.js';

/**
 * A thank-you note ("agradecimiento") from a list's owner to one giver: a person with an account
 * (`recipientId`, told by notification) or a guest who paid or reserved with an e-mail (`recipientEmail`,
 * told by e-mail with a link holding a token; only its SHA-256 is kept).
 */
export const thanks = pgTable(
  'thanks',
  {
    id: uuid().primaryKey().defaultRandom(),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text(),
    /** "¡Hola, Ana!": written for each giver when the note is sent (also by "Agradecer a todos"). */
    greeting: text().notNull(),
    message: text().notNull(),
    sticker: text().notNull(),
    /**
     * First names of who signs it, as they were when it was sent: its sender, then whoever else ran the list
     * (null on notes sent before names were kept; they are worked out from the list's owners).
     */
    signedBy: text().array(),
    /** An optional photo: one of the sender's own uploads. */
    image: text(),
    tokenHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('thanks_sender_idx').on(t.senderId, t.createdAt),
    index('thanks_recipient_idx').on(t.recipientId, t.createdAt),
    uniqueIndex('thanks_token_key').on(t.tokenHash),
    check('thanks_has_recipient', sql`${t.recipientId} is not null or ${t.recipientEmail} is not null`),
  ],
);

/**
 * What a note thanks for: a gift given through a reservation, or a payment (a contribution, cash). Each is
 * thanked once: the unique indexes make a second note for the same thing fail, however many are sent at once.
 */
export const thankItems = pgTable(
  'thank_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    thanksId: uuid()
      .notNull()
      .references(() => thanks.id, { onDelete: 'cascade' }),
    giftId: uuid().references(() => gifts.id, { onDelete: 'cascade' }),
    paymentId: uuid().references(() => payments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('thank_items_thanks_idx').on(t.thanksId),
    uniqueIndex('thank_items_gift_key').on(t.giftId),
    uniqueIndex('thank_items_payment_key').on(t.paymentId),
    check('thank_items_one_thing', sql`num_nonnulls(${t.giftId}, ${t.paymentId}) = 1`),
  ],
);
