import type { Category, Hobby, Product, ProductQuery } from '@detalle/contract';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { readPage } from '../../db/paging.js';
import { categories, hobbies, products, subcategories } from '../../db/schema/index.js';
import { isUuid } from '../../ids.js';

export async function findCategories(db: Db): Promise<Category[]> {
  const [cats, subs, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.name)),
    db
      .select({ categoryId: products.categoryId, n: count() })
      .from(products)
      .where(isNull(products.ownerId))
      .groupBy(products.categoryId),
  ]);
  const countBy = new Map(counts.map((c) => [c.categoryId, c.n]));
  return cats.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    productCount: countBy.get(c.id) ?? 0,
    subcategories: subs
      .filter((s) => s.categoryId === c.id)
      .map(({ id, slug, name }) => ({ id, slug, name })),
  }));
}

export async function findHobbies(db: Db): Promise<Hobby[]> {
  const rows = await db.select().from(hobbies).orderBy(asc(hobbies.name));
  return rows.map((h) => ({ id: h.id, slug: h.slug, hobbie: h.name }));
}

const cat = alias(categories, 'cat');
const sub = alias(subcategories, 'sub');

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceMinor: products.priceMinor,
  currency: products.currency,
  image: products.image,
  shop: products.shop,
  url: products.url,
  standOut: products.standOut,
  catId: cat.id,
  catSlug: cat.slug,
  catName: cat.name,
  subId: sub.id,
  subSlug: sub.slug,
  subName: sub.name,
};

type ProductRow = { [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['data'] | null };

function toProduct(r: ProductRow): Product {
  return {
    id: r.id as string,
    name: r.name as string,
    description: r.description ?? '',
    price: r.priceMinor !== null && r.currency ? { amount: r.priceMinor, currency: r.currency } : null,
    image: r.image,
    shop: r.shop,
    url: r.url,
    standOut: Boolean(r.standOut),
    category: r.catId ? { id: r.catId, slug: r.catSlug ?? '', name: r.catName ?? '' } : null,
    subCategory: r.subId ? { id: r.subId, slug: r.subSlug ?? '', name: r.subName ?? '' } : null,
  };
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Spanish search that ignores case and accents ("muñeca" finds "Muneca", "cafetera"
 * finds "Cafetera Italiana"), served by the trigram index on f_unaccent(lower(column)).
 */
export const matchesText = (column: SQL | AnyPgColumn, text: string) =>
  sql`f_unaccent(lower(${column})) like f_unaccent(lower(${likePattern(text)}))`;

/**
 * Filters on the product's own columns (an id, or the id behind a slug), so the
 * filter and the count never need the category joins.
 */
const inCategory = (value: string) =>
  isUuid(value)
    ? eq(products.categoryId, value)
    : sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${value})`;
const inSubcategory = (value: string) =>
  isUuid(value)
    ? eq(products.subcategoryId, value)
    : sql`${products.subcategoryId} = (select ${subcategories.id} from ${subcategories} where ${subcategories.slug} = ${value})`;

/** The catalogue (products nobody owns), filtered as seed §3 "Product query" describes. */
export async function findProducts(
  db: Db,
  q: { lim: number; pos: number } & Omit<ProductQuery, 'lim' | 'pos' | 'standOut'> & { standOut?: boolean },
) {
  const filters: SQL[] = [isNull(products.ownerId)];
  if (q.standOut !== undefined) filters.push(eq(products.standOut, q.standOut));
  if (q.category) filters.push(inCategory(q.category));
  if (q.subCategory) filters.push(inSubcategory(q.subCategory));
  if (q.sea) filters.push(matchesText(products.name, q.sea));
  const where = and(...filters);

  const base = () =>
    db
      .select(productColumns)
      .from(products)
      .leftJoin(cat, eq(cat.id, products.categoryId))
      .leftJoin(sub, eq(sub.id, products.subcategoryId));

  return readPage(
    base().where(where).orderBy(desc(products.createdAt), asc(products.id)),
    db.select({ n: count() }).from(products).where(where),
    q,
    toProduct,
  );
}

/** Several products by id in one query (the gifts of a list), whoever owns them; keyed by id. */
export async function findProductsByIds(db: Db, ids: string[]): Promise<Map<string, Product>> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return new Map();
  const rows = await db
    .select(productColumns)
    .from(products)
    .leftJoin(cat, eq(cat.id, products.categoryId))
    .leftJoin(sub, eq(sub.id, products.subcategoryId))
    .where(inArray(products.id, valid));
  return new Map(rows.map((row) => [row.id, toProduct(row)]));
}

/**
 * One product by id: the catalogue's by default; with `anyOwner`, also people's own
 * products (callers that reach it through a list the viewer can see).
 */
export async function findProduct(
  db: Db,
  id: string,
  opts: { anyOwner?: boolean } = {},
): Promise<Product | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(productColumns)
    .from(products)
    .leftJoin(cat, eq(cat.id, products.categoryId))
    .leftJoin(sub, eq(sub.id, products.subcategoryId))
    .where(and(eq(products.id, id), opts.anyOwner ? undefined : isNull(products.ownerId)))
    .limit(1);
  return row ? toProduct(row) : null;
}
