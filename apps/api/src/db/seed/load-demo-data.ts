import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { Database } from '../client.js';
import { categories, gifts, hobbies, lists, ongs, products, subcategories, users } from '../schema/index.js';
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
      await insertDemoOng(tx);
      return { loaded: true as const, products: demoProducts.length };
    });
  });
}

/**
 * One verified demo ONG with a need-list ("Lo que necesitamos": two things and a fund), so a newcomer sees an
 * ONG page, its list among "Listas destacadas" and can donate with a test card. It has no e-mail and
 * no password: nobody signs in as it.
 */
async function insertDemoOng(tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) {
  const [ong] = await tx
    .insert(users)
    .values({ name: 'Fundación Abrazo', lastname: '', type: 2, confirmed: true })
    .returning({ id: users.id });
  if (!ong) throw new Error('demo ONG not stored');
  await tx.insert(ongs).values({
    userId: ong.id,
    legalId: 'G00000000',
    country: 'ES',
    website: null,
    description:
      'Acompañamos a niñas y niños hospitalizados con juegos, libros y tardes de cuentos. (ONG de demostración.)',
    status: 'verified',
    verifiedAt: new Date(),
  });
  const [list] = await tx
    .insert(lists)
    .values({
      ownerId: ong.id,
      name: 'Lo que necesitamos este invierno',
      description: 'Lo que más falta en la planta de pediatría.',
      image: '/files/defaults/lists/regalos.svg',
      visibility: 'public',
      discoverable: true,
      standOut: true,
    })
    .returning({ id: lists.id });
  if (!list) throw new Error('demo need-list not stored');
  const things = await tx
    .insert(products)
    .values([
      {
        ownerId: ong.id,
        name: 'Juegos de mesa',
        description: 'Para jugar en la habitación.',
        priceMinor: 2500,
        currency: 'EUR',
      },
      {
        ownerId: ong.id,
        name: 'Libros de cuentos',
        description: 'De 3 a 10 años.',
        priceMinor: 1200,
        currency: 'EUR',
      },
      { ownerId: ong.id, name: 'Fondo para material escolar', description: 'Aporta lo que quieras.' },
    ])
    .returning({ id: products.id });
  await tx.insert(gifts).values([
    // Both kinds of gift: several people chip in toward the games (a group gift); a book is given whole.
    { listId: list.id, productId: things[0]?.id as string, quantity: 4, group: true },
    { listId: list.id, productId: things[1]?.id as string, quantity: 10 },
    {
      listId: list.id,
      productId: things[2]?.id as string,
      kind: 'fund',
      group: true,
      fundCurrency: 'EUR',
      fundGoal: 50_000,
      suggestedAmounts: [1000, 2500, 5000],
    },
  ]);
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
