import * as drizzle from 'drizzle-orm';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOnce } from '../src/db/built-once.js';
import type { Db } from '../src/db/client.js';
import { rowMapper, type SelectedField } from '../src/db/row-mapper.js';
import { products } from '../src/db/schema/index.js';
import { cat, productColumns, sub } from '../src/modules/catalogue/products.js';
import { buildTestApp } from './helpers.js';

/** Drizzle's own per-row mapping, exported by the package but left out of its types. */
const { mapResultRow } = drizzle as unknown as {
  mapResultRow(
    fields: SelectedField[],
    row: unknown[],
    joinsNotNullableMap?: Record<string, boolean>,
  ): unknown;
};

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ demoData: true });
  // A product with no category nor subcategory: the left joins match nothing, and a nested object goes null.
  await t.app.db.insert(products).values({ name: 'Sin categoría', priceMinor: 1999, currency: 'EUR' });
});
afterAll(() => t.close());

/** Queries of every shape the mapper meets: flat, nested objects of left-joined tables, SQL fields, aggregates. */
const shapes = {
  flat: (db: Db) =>
    db
      .select(productColumns)
      .from(products)
      .leftJoin(cat, eq(cat.id, products.categoryId))
      .leftJoin(sub, eq(sub.id, products.subcategoryId))
      .orderBy(asc(products.name))
      .limit(sql.placeholder('lim')),
  nested: (db: Db) =>
    db
      .select({
        id: products.id,
        createdAt: products.createdAt,
        price: { minor: products.priceMinor, currency: products.currency },
        cat: { id: cat.id, name: cat.name },
        sub: { id: sub.id, slug: sub.slug, upper: sql<string>`upper(${sub.name})` },
        shouting: sql<string>`upper(${products.name})`.as('shouting'),
      })
      .from(products)
      .leftJoin(cat, eq(cat.id, products.categoryId))
      .leftJoin(sub, eq(sub.id, products.subcategoryId))
      .orderBy(asc(products.name))
      .limit(sql.placeholder('lim')),
  whole: (db: Db) =>
    db.select().from(products).leftJoin(cat, eq(cat.id, products.categoryId)).limit(sql.placeholder('lim')),
  counted: (db: Db) => db.select({ n: count() }).from(products),
};

describe('rows mapped by a mapper worked out once', () => {
  type AnyShape = (db: Db) => {
    prepare(name: string): { execute(values: Record<string, unknown>): Promise<unknown[]> };
  };
  for (const [name, build] of Object.entries(shapes) as [string, AnyShape][]) {
    it(`gives what Drizzle's own mapping gives: ${name}`, async () => {
      const values = { lim: 500 };
      const drizzles = await build(t.app.db)
        .prepare(undefined as unknown as string)
        .execute(values);
      const query = builtOnce(build)(t.app.db);
      // The built-once query maps with its own mapper, not Drizzle's per-row one.
      expect((query as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
        'function',
      );
      const ours = await query.execute(values);
      expect(ours).toEqual(drizzles);
      expect(ours.length).toBeGreaterThan(0);
    });
  }

  it('makes a nested object of a table that matched nothing null, and keeps the others', async () => {
    const rows = await builtOnce(shapes.nested)(t.app.db).execute({ lim: 500 });
    const mine = rows.find((r) => r.shouting === 'SIN CATEGORÍA');
    expect(mine?.cat).toBeNull();
    expect(mine?.sub).toBeNull();
    expect(mine?.price).toEqual({ minor: 1999, currency: 'EUR' });
    expect(rows.filter((r) => r.cat !== null).every((r) => typeof r.cat?.name === 'string')).toBe(true);
    expect(rows.every((r) => r.createdAt instanceof Date)).toBe(true);
  });

  it('matches Drizzle on rows it did not read from a database, nulls anywhere', () => {
    const prepared = shapes.nested(t.app.db).prepare(undefined as unknown as string) as unknown as {
      fields: SelectedField[];
      joinsNotNullableMap: Record<string, boolean>;
    };
    const width = prepared.fields.length;
    const at = '2026-11-28 06:00:00.123+00';
    const rows: unknown[][] = [
      Array.from({ length: width }, () => null),
      ['a', at, 5, 'EUR', 'c', 'Hogar', 's', 'hogar', 'HOGAR', 'X'],
      ['a', at, null, null, null, null, 's', null, null, null],
      ['a', null, 5, null, 'c', null, null, null, 'HOGAR', null],
    ];
    const map = rowMapper(prepared.fields, prepared.joinsNotNullableMap);
    for (const row of rows)
      expect(map(row)).toEqual(mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap));
  });
});
