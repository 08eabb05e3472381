import type { Category, Hobby, Page, Product, ProductQuery, Subcategory } from '@detalle/contract';
import { and, asc, count, desc, eq, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { AppContext } from '../../context.js';
import { builtOnce } from '../../db/built-once.js';
import { categories, hobbies, products, subcategories, users } from '../../db/schema/index.js';
import { likePattern, matchesPattern } from '../../db/text-search.js';
import { notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { cat, findProduct, productColumns, sub, toProduct } from './products.js';

/**
 * Countries with a catalogue of their own (the demo catalogue's regions, seed/catalogue.ts): each sees its currency
 * and its words. Dollarised countries share Ecuador's dollar products. Any other country sees Spain's.
 */
const REGION_OF_COUNTRY: Record<string, string> = {
  ES: 'ES',
  MX: 'MX',
  CO: 'CO',
  CL: 'CL',
  AR: 'AR',
  PE: 'PE',
  EC: 'EC',
  US: 'EC',
  PR: 'EC',
  SV: 'EC',
  PA: 'EC',
};
export const DEFAULT_REGION = 'ES';

/**
 * Whose catalogue a person sees: a signed-in person's own country (the one of their mobile number) when it has a
 * catalogue, else the country the browser sends (`country`, chosen on `flag`), else Spain.
 */
export async function catalogueRegion(app: AppContext, viewer: { id: string } | null, country?: string) {
  if (viewer) {
    const [row] = await app.db
      .select({ phone: users.phoneE164 })
      .from(users)
      .where(eq(users.id, viewer.id))
      .limit(1);
    const own = row?.phone ? parsePhoneNumberFromString(row.phone)?.country : undefined;
    if (own && REGION_OF_COUNTRY[own]) return REGION_OF_COUNTRY[own];
  }
  return (country && REGION_OF_COUNTRY[country]) || DEFAULT_REGION;
}

/** The catalogue of a region: its products, and those meant for every region (no region). */
const inRegion = (region: string | Placeholder) =>
  or(isNull(products.region), eq(products.region, region)) as SQL;

export async function findCategories(app: AppContext, region: string): Promise<Category[]> {
  const [cats, subs, counts] = await Promise.all([
    app.db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    app.db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.name)),
    app.db
      .select({ categoryId: products.categoryId, n: count() })
      .from(products)
      .where(and(isNull(products.ownerId), inRegion(region)))
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

const NO_SUCH_CATEGORY = 'Esa categoría no existe. Mira todas en Categorías.';

/** One category by id or slug, with the region's counts; 404 when there is none. */
export async function getCategory(app: AppContext, region: string, idOrSlug: string): Promise<Category> {
  // The catalogue has a dozen categories: reading them all and picking is simpler than more queries, and as fast.
  const category = (await findCategories(app, region)).find((c) => c.id === idOrSlug || c.slug === idOrSlug);
  if (!category) throw notFound(NO_SUCH_CATEGORY);
  return category;
}

/** The subcategories of one category (id or slug; 404 when there is none), or of all. */
export async function findSubcategories(
  app: AppContext,
  category: string | undefined,
): Promise<Subcategory[]> {
  // Only names: the region's counts do not matter here.
  const all = await findCategories(app, DEFAULT_REGION);
  if (!category) return all.flatMap((c) => c.subcategories);
  const found = all.find((c) => c.id === category || c.slug === category);
  if (!found) throw notFound(NO_SUCH_CATEGORY);
  return found.subcategories;
}

/** One product of the catalogue; 404 when there is none (or it is someone's own). */
export async function getProduct(app: AppContext, id: string): Promise<Product> {
  const product = await findProduct(app.db, id);
  if (!product) throw notFound('Ese producto no existe o ya no está en el catálogo.');
  return product;
}

export async function findHobbies(app: AppContext): Promise<Hobby[]> {
  const rows = await app.db.select().from(hobbies).orderBy(asc(hobbies.name));
  return rows.map((h) => ({ id: h.id, slug: h.slug, hobbie: h.name }));
}

/**
 * Filters on the product's own columns (an id, or the id behind a slug), so the
 * filter and the count never need the category joins.
 */
const inCategory = (byId: boolean, value: Placeholder) =>
  byId
    ? eq(products.categoryId, value)
    : sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${value})`;
const inSubcategory = (byId: boolean, value: Placeholder) =>
  byId
    ? eq(products.subcategoryId, value)
    : sql`${products.subcategoryId} = (select ${subcategories.id} from ${subcategories} where ${subcategories.slug} = ${value})`;

type ProductFilters = Omit<ProductQuery, 'lim' | 'pos' | 'standOut' | 'country'> & { standOut?: boolean };

/**
 * The page and the count for one set of filters, written as SQL once per database (db/built-once.ts): the
 * catalogue's first page is what the home page reads on every visit. Which filters are present picks the
 * statement (at most 2 × 3 × 3 × 2 of them); their values are placeholders.
 */
const pageQueries = new Map<string, ReturnType<typeof pageQueriesFor>>();
const shapeOf = (q: ProductFilters) =>
  [
    q.standOut ? 's' : '-',
    q.category ? (isUuid(q.category) ? 'c' : 'C') : '-',
    q.subCategory ? (isUuid(q.subCategory) ? 'b' : 'B') : '-',
    q.sea ? 't' : '-',
  ].join('');

function pageQueriesFor(shape: string) {
  const [standOut, category, subCategory, text] = [...shape];
  const filters: SQL[] = [isNull(products.ownerId), inRegion(sql.placeholder('region'))];
  // `standOut=false` is "no filter", not "only the others": the seed's client always sends it.
  if (standOut === 's') filters.push(eq(products.standOut, true));
  if (category !== '-') filters.push(inCategory(category === 'c', sql.placeholder('category')));
  if (subCategory !== '-') filters.push(inSubcategory(subCategory === 'b', sql.placeholder('subCategory')));
  if (text === 't') filters.push(matchesPattern(products.name, sql.placeholder('pattern')));
  const where = and(...filters);
  return {
    rows: builtOnce((db) =>
      db
        .select(productColumns)
        .from(products)
        .leftJoin(cat, eq(cat.id, products.categoryId))
        .leftJoin(sub, eq(sub.id, products.subcategoryId))
        .where(where)
        .orderBy(desc(products.createdAt), asc(products.id))
        .limit(sql.placeholder('lim'))
        .offset(sql.placeholder('pos')),
    ),
    total: builtOnce((db) => db.select({ n: count() }).from(products).where(where)),
  };
}

/** The catalogue (products nobody owns) of one region, filtered as seed §3 "Product query" describes. */
export async function findProducts(
  app: AppContext,
  region: string,
  q: { lim: number; pos: number } & ProductFilters,
): Promise<Page<Product>> {
  const shape = shapeOf(q);
  let queries = pageQueries.get(shape);
  if (!queries) {
    queries = pageQueriesFor(shape);
    pageQueries.set(shape, queries);
  }
  const values = {
    region,
    category: q.category,
    subCategory: q.subCategory,
    pattern: q.sea ? likePattern(q.sea) : undefined,
    lim: q.lim,
    pos: q.pos,
  };
  const [rows, [counted]] = await Promise.all([
    queries.rows(app.db).execute(values),
    queries.total(app.db).execute(values),
  ]);
  return { list: rows.map(toProduct), total: counted?.n ?? 0 };
}
