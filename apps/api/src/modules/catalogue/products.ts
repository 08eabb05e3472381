import type { Product, ProductWatch } from '@detalle/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { categories, products, subcategories } from '../../db/schema/index.js';
import { isUuid } from '../../ids.js';

/**
 * How a product is read, for the catalogue and for any module that shows one (a list's gifts,
 * favourites, a gift's notification): one set of columns and joins, one `Product` shape.
 */

export const cat = alias(categories, 'cat');
export const sub = alias(subcategories, 'sub');

export const productColumns = {
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
  stock: products.stock,
  nextCheckAt: products.nextCheckAt,
  checkedAt: products.checkedAt,
  checkStoppedAt: products.checkStoppedAt,
  previousPriceMinor: products.previousPriceMinor,
  priceDroppedAt: products.priceDroppedAt,
  restockedAt: products.restockedAt,
};

/** "Ha bajado de precio" is shown this long after the drop; "Vuelve a estar disponible" this long after it came back. */
const DROP_SHOWN_MS = 30 * 24 * 3600_000;
const RESTOCK_SHOWN_MS = 7 * 24 * 3600_000;
const recent = (at: Date | null, ms: number) => at !== null && Date.now() - at.getTime() < ms;

/** What the price refresh knows of a product from a shop's link; null for the rest. */
function watchOf(r: ProductRow): ProductWatch | null {
  if (!r.url || (!r.nextCheckAt && !r.checkedAt && !r.checkStoppedAt)) return null;
  return {
    stock: r.stock,
    checkedAt: r.checkedAt?.toISOString() ?? null,
    stopped: r.checkStoppedAt !== null,
    previousPrice:
      r.previousPriceMinor !== null && r.currency && recent(r.priceDroppedAt, DROP_SHOWN_MS)
        ? { amount: r.previousPriceMinor, currency: r.currency }
        : null,
    restocked: r.stock === 'in_stock' && recent(r.restockedAt, RESTOCK_SHOWN_MS),
  };
}

type ProductRow = { [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['data'] | null };

export function toProduct(r: ProductRow): Product {
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
    watch: watchOf(r),
  };
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
