import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { Database } from '../client.js';
import { categories, hobbies, products, subcategories } from '../schema/index.js';
import { demoCategories, demoHobbies, demoProducts } from './catalogue.js';
import { renderProductImage } from './product-image.js';

/** Where demo pictures live inside DATA_DIR/files, and the URL they are served at. */
const IMAGE_FOLDER = join('demo', 'products');
const imageUrl = (slug: string) => `/files/demo/products/${slug}.svg`;

/**
 * Loads the demo catalogue (categories, subcategories, hobbies and the featured
 * products) the first time the app starts on an empty database, so a newcomer
 * sees a living app. It never touches a database that already has categories.
 * Pictures are drawn by us (product-image.ts) and written under DATA_DIR/files.
 */
export async function loadDemoData({ database, filesDir }: { database: Database; filesDir: string }) {
  writeDemoImages(filesDir);
  return database.withStartupLock(async (db) => {
    const [existing] = await db.select({ n: count() }).from(categories);
    if ((existing?.n ?? 0) > 0) return { loaded: false as const };

    return db.transaction(async (tx) => {
      const catRows = await tx
        .insert(categories)
        .values(
          demoCategories.map((c, i) => ({
            slug: c.slug,
            name: c.name,
            description: c.description,
            position: i,
          })),
        )
        .returning({ id: categories.id, slug: categories.slug });
      const catId = new Map(catRows.map((r) => [r.slug, r.id]));

      const subRows = await tx
        .insert(subcategories)
        .values(
          demoCategories.flatMap((c) =>
            c.subcategories.map((s, i) => ({
              categoryId: catId.get(c.slug) as string,
              slug: s.slug,
              name: s.name,
              position: i,
            })),
          ),
        )
        .returning({ id: subcategories.id, slug: subcategories.slug });
      const subId = new Map(subRows.map((r) => [r.slug, r.id]));

      await tx.insert(hobbies).values(demoHobbies.map((h) => ({ slug: h.slug, name: h.hobbie })));

      // Newest first in listings follows the catalogue's own order.
      const now = Date.now();
      await tx.insert(products).values(
        demoProducts.map((p, i) => ({
          name: p.name,
          description: p.description,
          priceMinor: p.priceMinor,
          currency: p.currency,
          region: p.region,
          image: imageUrl(p.slug),
          shop: p.shop,
          standOut: p.standOut,
          categoryId: catId.get(p.category) ?? null,
          subcategoryId: subId.get(p.subCategory) ?? null,
          createdAt: new Date(now - i * 1000),
        })),
      );
      return { loaded: true as const, products: demoProducts.length };
    });
  });
}

function writeDemoImages(filesDir: string) {
  const folder = join(filesDir, IMAGE_FOLDER);
  mkdirSync(folder, { recursive: true });
  const colourOf = new Map(demoCategories.map((c) => [c.slug, c.colour]));
  for (const p of demoProducts) {
    const file = join(folder, `${p.slug}.svg`);
    if (existsSync(file)) continue;
    const colour = colourOf.get(p.category) ?? '#e0785a';
    writeFileSync(file, renderProductImage({ name: p.name, motif: p.motif, colour }));
  }
}
