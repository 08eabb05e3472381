import {
  FAVORITE_TYPES,
  GIFT_KINDS,
  GIFT_PRIORITIES,
  GIFT_STATUSES,
  GUEST_INTENTS,
  LIST_OCCASIONS,
  LIST_VISIBILITIES,
  type ListOccasion,
} from '@detalle/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { events } from './events.js';
import { users } from './users.js';

const LIST_OCCASION_KEYS = Object.keys(LIST_OCCASIONS) as [ListOccasion, ...ListOccasion[]];

export const lists = pgTable(
  'lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    /**
     * Its occasion (the contract's `LIST_OCCASIONS`: cumpleanos, boda, bebe…), the API's `category`. Lists
     * once pointed at a product category here; migration `lists_occasion` read their occasion text instead.
     */
    category: text({ enum: LIST_OCCASION_KEYS }),
    image: text().notNull(),
    date: date({ mode: 'string' }),
    occasion: text().notNull().default(''),
    // A new list opens for anyone with its link (listed nowhere unless discoverable): see the contract's default.
    visibility: text({ enum: LIST_VISIBILITIES }).notNull().default('public'),
    /** At most one list per event; the event page shows it. */
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    /** Featured by our team (only ever among discoverable lists). */
    standOut: boolean().notNull().default(false),
    /**
     * The owner chose to let anyone find it ("Listas destacadas"). Separate from `visibility`:
     * a public list is reachable by its link, and listed only when this is true.
     */
    discoverable: boolean().notNull().default(false),
    /**
     * The owner tapped "Ya lo he abierto todo": from then on they see who gave what (the reveal), even
     * before the list's date. See `thanks/reveal.ts`.
     */
    openedAt: timestamp({ withTimezone: true }),
    /** "Dona a una ONG en lugar de regalarme": a verified ONG the owner chose (its user id), shown to givers. */
    charityOngId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lists_owner_idx').on(t.ownerId, t.createdAt),
    index('lists_category_idx').on(t.category),
    check(
      'lists_category_occasion',
      sql`${t.category} in (${sql.raw(LIST_OCCASION_KEYS.map((k) => `'${k}'`).join(', '))})`,
    ),
    uniqueIndex('lists_event_key').on(t.eventId),
    index('lists_discoverable_idx').on(t.standOut, t.createdAt).where(sql`${t.discoverable}`),
    // Only a public list can be discoverable: making it friends-only or private must clear the choice.
    check('lists_discoverable_public', sql`not ${t.discoverable} or ${t.visibility} = 'public'`),
    index('lists_name_trgm_idx').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

/**
 * The lists anyone may find (`listedForAnyone`, modules/lists/visibility.ts: public and discoverable unless the
 * owner is an ONG not yet verified, or any public list of a verified ONG), with what `list/search` matches,
 * normalised as `matchesText` does (`f_unaccent(lower(…))`), and the order of the listings for anyone. Triggers on
 * lists, list_owners, users and ongs (migration 0039) keep it in the same transaction as the change, so a list
 * stops being found the moment it stops being listed. Search reads this table alone: it never reads everyone
 * with the owner's name, nor lists that are not listed.
 */
export const listedLists = pgTable(
  'listed_lists',
  {
    listId: uuid()
      .primaryKey()
      .references(() => lists.id, { onDelete: 'cascade' }),
    standOut: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** The list's name. */
    name: text().notNull(),
    /** Each owner's first name, one a line: any part of it may match. */
    firstNames: text().notNull(),
    /** Each owner's « name lastname » with a space either side, one a line: only whole words may match here. */
    fullNames: text().notNull(),
  },
  (t) => [
    // The listing's order (stand_out desc, created_at desc, id): many matches are read in it, stopping at the page.
    // NULLS FIRST as a query's `desc` is, or PostgreSQL would not read the index in that order.
    index('listed_lists_order_idx').on(
      t.standOut.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.listId,
    ),
    // Few matches are found by their trigrams, whichever of the three texts holds them.
    index('listed_lists_text_trgm_idx').using(
      'gin',
      t.name.op('gin_trgm_ops'),
      t.firstNames.op('gin_trgm_ops'),
      t.fullNames.op('gin_trgm_ops'),
    ),
  ],
);

/** An item of a list: a product, how many, how much it matters, and who (secretly) gives it. */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid().primaryKey().defaultRandom(),
    listId: uuid()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(1),
    priority: text({ enum: GIFT_PRIORITIES }).notNull().default('media'),
    note: text().notNull().default(''),
    status: text({ enum: GIFT_STATUSES }).notNull().default('available'),
    /** Never sent to the list's owner. */
    reservedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reservedAt: timestamp({ withTimezone: true }),
    /** The reserver lets the owner see their name after the reveal (the same choice as a payment's `showName`). */
    reserverShowsName: boolean().notNull().default(true),
    /**
     * Reserved (or bought) by a guest without an account, whose e-mailed link confirmed it; `reservedBy` is
     * then null. Never sent to anyone: the guest acts through their link's token.
     */
    guestClaimId: uuid().references((): AnyPgColumn => guestClaims.id, { onDelete: 'set null' }),
    /**
     * Money given toward it by several people ("Aporto dinero"), in its product's currency: payments that
     * succeeded, less what was refunded. Kept on the row, under its lock, so the goal is never exceeded however
     * many give at once, and a gift with contributions can no longer be reserved by one person.
     */
    contributed: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * Money on its way ("en camino"): payments still waiting for the bank's confirmation, each holding its share
     * of the goal until it succeeds, fails or its hold expires (`payments.expires_at`, a few minutes). Never
     * counted as given; shown apart.
     */
    held: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * Money on its way by a delayed way (a transfer, an OXXO voucher, Bizum: `payments.status = 'awaiting_funds'`),
     * for days at most. Shown "en camino" with `held`, but it holds nothing: whoever gives meanwhile is never
     * blocked, and money arriving after the goal was reached is still given to the owner.
     */
    awaiting: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * Money sent straight to the owner's bank ("Transferencia directa") that the owner confirmed ("Me ha
     * llegado"). It never passes through Detalle nor the ledger; it counts toward the goal with `contributed`.
     */
    direct: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * `product`: a thing to buy (reserved whole, or a group gift toward its price). `fund`: a cash fund
     * ("Aportación para la luna de miel"), not a product: givers give any amount toward `fundGoal` (its target,
     * null = no target and so no "missing" limit) in `fundCurrency`. Its product row only carries its title,
     * description and picture.
     */
    kind: text({ enum: GIFT_KINDS }).notNull().default('product'),
    fundCurrency: text(),
    fundGoal: bigint({ mode: 'number' }),
    /** Amounts offered as one-tap choices to givers of a fund, in minor units (may be empty). */
    suggestedAmounts: integer().array().notNull().default(sql`'{}'::integer[]`),
    /**
     * "Regalo en grupo": the owner chose that several people may chip in toward it (`lists/funding.ts`
     * `moneyTarget` refuses money otherwise). Always true for a fund. Not turned off while money is given, held or
     * on its way toward it (`gifts/group-choice.ts`, under the row's lock).
     */
    group: boolean().notNull().default(false),
    /** The owner closed the group gift or fund early: no more contributions, what was given stays. */
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gifts_list_idx').on(t.listId, t.status),
    index('gifts_reserved_by_idx').on(t.reservedBy),
    check('gifts_contributed_not_negative', sql`${t.contributed} >= 0`),
    check('gifts_held_not_negative', sql`${t.held} >= 0`),
    check('gifts_awaiting_not_negative', sql`${t.awaiting} >= 0`),
    check('gifts_direct_not_negative', sql`${t.direct} >= 0`),
    check(
      'gifts_fund_shape',
      sql`(${t.kind} = 'fund') = (${t.fundCurrency} is not null) and (${t.fundGoal} is null or ${t.fundGoal} > 0)`,
    ),
    check('gifts_fund_is_group', sql`${t.kind} = 'product' or ${t.group}`),
    // Held by a signed-in person or by a guest's claim, never both.
    check('gifts_one_holder', sql`${t.reservedBy} is null or ${t.guestClaimId} is null`),
  ],
);

/**
 * A guest's "Lo compro yo" or "Ya lo compré por mi cuenta": their name and e-mail, and the hash of
 * the secret in the links we e-mailed them. A pending claim changes nothing on the gift (so nobody empties a
 * list with made-up addresses); opening the link confirms it, and then the gift's own conditional update
 * decides who wins. A pending claim's link works for GUEST_CONFIRM_HOURS.
 */
export const guestClaims = pgTable(
  'guest_claims',
  {
    id: uuid().primaryKey().defaultRandom(),
    giftId: uuid()
      .notNull()
      .references(() => gifts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Lower case, as the contract's e-mail schema leaves it. */
    email: text().notNull(),
    intent: text({ enum: GUEST_INTENTS }).notNull(),
    /** The guest lets the owner see their name after the reveal (as `gifts.reserver_shows_name`, copied on confirming). */
    showName: boolean().notNull().default(true),
    status: text({ enum: ['pending', 'confirmed', 'released'] })
      .notNull()
      .default('pending'),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guest_claims_token_key').on(t.tokenHash),
    // Asking again for the same gift with the same address replaces the pending claim (a new link).
    uniqueIndex('guest_claims_pending_key').on(t.giftId, t.email).where(sql`${t.status} = 'pending'`),
    // At most one guest claim holds a gift at a time.
    uniqueIndex('guest_claims_confirmed_key').on(t.giftId).where(sql`${t.status} = 'confirmed'`),
    index('guest_claims_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: FAVORITE_TYPES }).notNull(),
    referenceId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorites_user_ref_key').on(t.userId, t.type, t.referenceId)],
);
