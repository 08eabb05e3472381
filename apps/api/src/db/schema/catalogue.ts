import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const PRODUCT_STOCK = ['in_stock', 'out_of_stock', 'preorder'] as const;

export const categories = pgTable('categories', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(''),
  position: smallint().notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: uuid().primaryKey().defaultRandom(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slug: text().notNull().unique(),
    name: text().notNull(),
    position: smallint().notNull().default(0),
  },
  (t) => [index('subcategories_category_id_idx').on(t.categoryId)],
);

/** The choices of the `intereses` picker (seed §3 "Hobby: hobbie"). */
export const hobbies = pgTable('hobbies', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: text().notNull(),
});

/**
 * A product: either part of our catalogue (`ownerId` null) or a person's own,
 * e.g. added from a shop's link. Prices are integer minor units + ISO currency.
 */
export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull().default(''),
    priceMinor: integer(),
    currency: char({ length: 3 }),
    image: text(),
    shop: text(),
    url: text(),
    standOut: boolean().notNull().default(false),
    /**
     * The catalogue's market (ISO 3166 country: ES, MX…): its currency and the words of its country. A person is
     * shown their region's catalogue (catalogue/service.ts `catalogueRegion`); null is shown in every region.
     */
    region: char({ length: 2 }),
    categoryId: uuid().references(() => categories.id, { onDelete: 'set null' }),
    subcategoryId: uuid().references(() => subcategories.id, { onDelete: 'set null' }),
    ownerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The shop's stock as last read (`in_stock`, `out_of_stock`, `preorder`); null when the page never said.
     * Products from a shop's link are re-read by `scan/refresh.ts`; the columns below are that job's.
     */
    stock: text({ enum: PRODUCT_STOCK }),
    /**
     * When the refresh may read it next. Null: a day after it was added for a person's product from a link (whatever
     * path added it), never for the catalogue, a product without link, or one whose checks stopped.
     */
    nextCheckAt: timestamp({ withTimezone: true }),
    /** Last time the shop answered (a page read or a 304 "unchanged"). */
    checkedAt: timestamp({ withTimezone: true }),
    /** Failed reads in a row; at PRODUCT_CHECK_MAX_FAILURES the refresh stops and says "No hemos podido comprobarlo". */
    checkFailures: smallint().notNull().default(0),
    checkStoppedAt: timestamp({ withTimezone: true }),
    /** The shop's validators, sent back as If-None-Match / If-Modified-Since. */
    etag: text(),
    lastModified: text(),
    /** "Ha bajado de precio": the price before the last drop, and when it dropped (cleared when it rises again). */
    previousPriceMinor: integer(),
    priceDroppedAt: timestamp({ withTimezone: true }),
    /** "Vuelve a estar disponible": when it came back in stock. */
    restockedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The refresh's pick: due products, oldest first.
    index('products_next_check_idx').on(t.nextCheckAt).where(sql`${t.nextCheckAt} is not null`),
    // Products from a link that no path scheduled (an import, a copy): the refresh reads them a day after.
    index('products_unscheduled_idx')
      .on(t.createdAt)
      .where(
        sql`${t.nextCheckAt} is null and ${t.url} is not null and ${t.ownerId} is not null and ${t.checkStoppedAt} is null`,
      ),
    index('products_category_id_idx').on(t.categoryId),
    index('products_subcategory_id_idx').on(t.subcategoryId),
    index('products_stand_out_idx').on(t.standOut, t.createdAt),
    index('products_owner_id_idx').on(t.ownerId),
    // The catalogue's default order (newest first), for paging without sorting every row.
    index('products_catalogue_recent_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.ownerId} is null`),
    // One region's catalogue, newest first (product/getPagination for a person's country).
    index('products_catalogue_region_idx')
      .on(t.region, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.ownerId} is null`),
    // Accent- and case-insensitive search ("muñeca" finds "Muneca"): trigrams over f_unaccent(lower(name)).
    index('products_name_trgm_idx').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

/**
 * A product's price and stock each time the refresh saw them change (and once when first seen), newest last:
 * the "Historial de precio" of the gift's edit view, and the occurrence each alert is sent once for.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceMinor: integer(),
    currency: char({ length: 3 }),
    stock: text({ enum: PRODUCT_STOCK }),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_prices_product_idx').on(t.productId, t.seenAt)],
);

/**
 * One row per person told about one change of a product (`kind`: price_drop, back_in_stock, sold_out; `changeId`:
 * the product_prices row). Inserted in the same transaction as the notification, so however many processes run
 * the refresh, each person hears of each change once.
 */
export const productAlerts = pgTable(
  'product_alerts',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changeId: uuid()
      .notNull()
      .references(() => productPrices.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['price_drop', 'back_in_stock', 'sold_out'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.changeId, t.kind] })],
);

/**
 * A shop's host as the refresh sees it, shared by every process: whose turn is next (one request every few
 * seconds per host), a back-off after 403/429 (`Retry-After`), and its robots.txt, kept a day.
 */
export const shopHosts = pgTable('shop_hosts', {
  host: text().primaryKey(),
  nextTurnAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  backoffUntil: timestamp({ withTimezone: true }),
  failures: smallint().notNull().default(0),
  robotsTxt: text(),
  robotsFetchedAt: timestamp({ withTimezone: true }),
});
