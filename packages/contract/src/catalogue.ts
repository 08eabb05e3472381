import { z } from 'zod';
import { moneySchema } from './money-schemas.js';
import { paginationQuery } from './pagination.js';
import { singleLineText } from './text-schemas.js';

export const subcategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
});

export const categorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** A short description shown under the name on `categoria`. */
  description: z.string(),
  /** How many catalogue products the category holds. */
  productCount: z.number().int().nonnegative(),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;
export type Subcategory = z.infer<typeof subcategorySchema>;

export const hobbySchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** Named `hobbie` as in seed §3. */
  hobbie: z.string(),
});
export type Hobby = z.infer<typeof hobbySchema>;

export const productStockSchema = z.enum(['in_stock', 'out_of_stock', 'preorder']);
export type ProductStock = z.infer<typeof productStockSchema>;

/**
 * A product added from a shop's link, as the price refresh last saw it: its stock (null: the shop does not say),
 * when it was last read, whether the checks stopped ("No hemos podido comprobarlo"), the price before a recent
 * drop ("Ha bajado de precio"), and whether it came back in stock in the last few days.
 */
export const productWatchSchema = z.object({
  stock: productStockSchema.nullable(),
  checkedAt: z.string().nullable(),
  stopped: z.boolean(),
  previousPrice: moneySchema.nullable(),
  restocked: z.boolean(),
});
export type ProductWatch = z.infer<typeof productWatchSchema>;

/** `GET product/prices/{id}` (the product's owner): its price and stock each time they changed, newest first. */
export const productPriceHistorySchema = z.object({
  checkedAt: z.string().nullable(),
  stopped: z.boolean(),
  entries: z.array(
    z.object({ price: moneySchema.nullable(), stock: productStockSchema.nullable(), seenAt: z.string() }),
  ),
});
export type ProductPriceHistory = z.infer<typeof productPriceHistorySchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: moneySchema.nullable(),
  image: z.string().nullable(),
  shop: z.string().nullable(),
  url: z.string().nullable(),
  standOut: z.boolean(),
  category: subcategorySchema.nullable(),
  subCategory: subcategorySchema.nullable(),
  /** Only for products from a shop's link that the price refresh watches. */
  watch: productWatchSchema.nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * The person's country (ISO 3166 alpha-2, the `country` the web keeps from `flag`), for the catalogue of their
 * region: its currency and its words. A signed-in person's own country (their phone's) comes first; without
 * either, Spain.
 */
export const catalogueCountry = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'El país va en dos letras (ES, MX…).')
  .transform((v) => v.toUpperCase())
  .optional()
  .describe(
    'País de quien mira (ISO 3166, p. ej. ES o MX): el catálogo de su región, con su moneda y sus palabras. ' +
      'Con sesión manda el país de su móvil; sin ninguno de los dos, España.',
  );

/** category/getAll and category/get/{id}: the counts are those of the person's region. */
export const categoryQuery = z.object({ country: catalogueCountry });

const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Seed §3 "Product query": lim, pos, standOut, sea, category, subCategory (ids or slugs). */
export const productQuery = paginationQuery.extend({
  /**
   * `true`: only featured products. `false` or absent: no featured filter (the seed's client always sends
   * `standOut`, so `false` cannot mean "only the others" without hiding featured products from a listing).
   */
  standOut: booleanQuery
    .optional()
    .describe(
      'true: solo productos destacados. false o sin indicar: sin filtro de destacados (no excluye los destacados).',
    ),
  sea: singleLineText().max(100, 'La búsqueda admite como mucho 100 caracteres.').optional(),
  category: singleLineText().max(80).optional(),
  subCategory: singleLineText().max(80).optional(),
  country: catalogueCountry,
});
export type ProductQuery = z.input<typeof productQuery>;
