import type { Category, Hobby, ProductQuery } from '@detalle/contract';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { readPage } from '../../db/paging.js';
import { categories, hobbies, products, subcategories } from '../../db/schema/index.js';
import { matchesText } from '../../db/text-search.js';
import { isUuid } from '../../ids.js';
import { cat, productColumns, sub, toProduct } from './products.js';

export async function findCategories(app: AppContext): Promise<Category[]> {
  const [cats, subs, counts] = await Promise.all([
    app.db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    app.db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.name)),
    app.db
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

export async function findHobbies(app: AppContext): Promise<Hobby[]> {
  const rows = await app.db.select().from(hobbies).orderBy(asc(hobbies.name));
  return rows.map((h) => ({ id: h.id, slug: h.slug, hobbie: h.name }));
}

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
  app: AppContext,
  q: { lim: number; pos: number } & Omit<ProductQuery, 'lim' | 'pos' | 'standOut'> & { standOut?: boolean },
) {
  const filters: SQL[] = [isNull(products.ownerId)];
  // `standOut=false` is "no filter", not "only the others": the seed's client always sends it (issue 16, item 17).
  if (q.standOut) filters.push(eq(products.standOut, true));
  if (q.category) filters.push(inCategory(q.category));
  if (q.subCategory) filters.push(inSubcategory(q.subCategory));
  if (q.sea) filters.push(matchesText(products.name, q.sea));
  const where = and(...filters);

  const base = () =>
    app.db
      .select(productColumns)
      .from(products)
      .leftJoin(cat, eq(cat.id, products.categoryId))
      .leftJoin(sub, eq(sub.id, products.subcategoryId));

  return readPage(
    base().where(where).orderBy(desc(products.createdAt), asc(products.id)),
    app.db.select({ n: count() }).from(products).where(where),
    q,
    toProduct,
  );
}
