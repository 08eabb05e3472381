import type { ProductPriceHistory } from '@detalle/contract';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { productPrices, products } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { productEditableBy } from '../gifts/index.js';

const HISTORY_SHOWN = 12;

/**
 * "Historial de precio" of one of my products from a shop, or of one on a list I own (`productEditableBy`): when
 * it was last read, and its last changes.
 */
export async function findPriceHistory(
  app: AppContext,
  me: string,
  productId: string,
): Promise<ProductPriceHistory> {
  const missing = () => notFound('Ese producto no existe.');
  if (!isUuid(productId)) throw missing();
  const [product] = await app.db
    .select({ checkedAt: products.checkedAt, stoppedAt: products.checkStoppedAt })
    .from(products)
    .where(and(eq(products.id, productId), productEditableBy(me, productId)));
  if (!product) throw missing();
  const rows = await app.db
    .select()
    .from(productPrices)
    .where(eq(productPrices.productId, productId))
    .orderBy(desc(productPrices.seenAt))
    .limit(HISTORY_SHOWN);
  return {
    checkedAt: product.checkedAt?.toISOString() ?? null,
    stopped: product.stoppedAt !== null,
    entries: rows.map((r) => ({
      price: r.priceMinor !== null && r.currency ? { amount: r.priceMinor, currency: r.currency } : null,
      stock: r.stock,
      seenAt: r.seenAt.toISOString(),
    })),
  };
}

/**
 * "Volver a comprobar": whoever may fix a product (`productEditableBy`) whose checks stopped asks for them again; the failures count
 * starts from zero and the next run of the refresh reads it. Answers its history. A product still being checked
 * keeps its schedule: asking again and again never makes us read a shop (nor alert its watchers) more often.
 */
export async function recheckProduct(
  app: AppContext,
  me: string,
  productId: string,
): Promise<ProductPriceHistory> {
  if (!isUuid(productId)) throw notFound('Ese producto no existe.');
  const [row] = await app.db
    .update(products)
    .set({ checkFailures: 0, checkStoppedAt: null, nextCheckAt: sql`now()` })
    .where(
      and(
        eq(products.id, productId),
        productEditableBy(me, productId),
        isNotNull(products.url),
        isNotNull(products.checkStoppedAt),
      ),
    )
    .returning({ id: products.id });
  if (!row) app.log.debug({ productId }, 'recheck: not stopped (or not mine), schedule kept');
  return findPriceHistory(app, me, productId);
}
