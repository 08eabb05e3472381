import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

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
  },
  (t) => [
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
