// npm run bench:refresh: the price refresh over BENCH_PRODUCTS products (default 200) spread over 4 shop
// stand-ins on loopback (127.0.0.21–24), a quarter of them cheaper than when added. Prints products checked per
// minute, requests per shop (and their least spacing), drops found and people told. Bounded: loopback only, one
// run, the pace shortened to BENCH_PACE_MS (default 100 ms; production waits SHOP_PACE_MS, 2 s, per shop).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { favorites, gifts, lists, products, users } from '../apps/api/src/db/schema/index.js';
import { loadConfig } from '../apps/api/src/env.js';
import { refreshDueProducts } from '../apps/api/src/modules/scan/refresh.js';
import { startRefreshShop } from '../apps/api/test/fixtures/refresh-shops.js';
import { buildBenchApp } from './in-process-app.js';

/** SHOP_PACE_MS unless set (apps/api/src/env.ts). */
const DEFAULT_PACE_MS = loadConfig({}).SHOP_PACE_MS;
const count = Math.min(Number(process.env.BENCH_PRODUCTS ?? 200), 1000);
const pace = Math.max(Number(process.env.BENCH_PACE_MS ?? 100), 100);

const shops = await Promise.all([21, 22, 23, 24].map((n) => startRefreshShop(`127.0.0.${n}`)));
const { app, close } = await buildBenchApp(
  { allowLoopbackFetch: true, schedules: false },
  { SHOP_PACE_MS: String(pace) },
);
try {
  const [owner, fan] = await app.db
    .insert(users)
    .values([
      { name: 'Olga', lastname: 'Bench', email: 'olga.bench@example.com' },
      { name: 'Fátima', lastname: 'Bench', email: 'fatima.bench@example.com' },
    ])
    .returning({ id: users.id });
  const [list] = await app.db
    .insert(lists)
    .values({ ownerId: owner?.id as string, name: 'Boda', image: '' })
    .returning({ id: lists.id });
  const rows = Array.from({ length: count }, (_, i) => {
    const shop = shops[i % shops.length] as (typeof shops)[number];
    const path = `/p/${i}`;
    const cheaper = i % 4 === 0;
    shop.products.set(path, {
      name: `Producto ${i}`,
      price: cheaper ? 40 : 50,
      currency: 'EUR',
      availability: 'InStock',
    });
    return {
      ownerId: owner?.id as string,
      name: `Producto ${i}`,
      priceMinor: 5000,
      currency: 'EUR',
      url: `${shop.base}${path}`,
      nextCheckAt: sql`now() - interval '1 second'`,
    };
  });
  const made = await app.db.insert(products).values(rows).returning({ id: products.id });
  await app.db.insert(gifts).values(made.map((p) => ({ listId: list?.id as string, productId: p.id })));
  await app.db
    .insert(favorites)
    .values(made.map((p) => ({ userId: fan?.id as string, type: 'product' as const, referenceId: p.id })));

  const started = Date.now();
  const report = await refreshDueProducts(app, { allowLoopback: true, budgetMs: 10 * 60_000 });
  const seconds = (Date.now() - started) / 1000;
  console.log(`refresh of ${count} products on ${shops.length} shops, pace ${pace} ms per shop:`);
  console.log(`  machine load (loadavg): ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  console.log(
    `  ${report.checked} checked in ${seconds.toFixed(1)} s = ${((report.checked / seconds) * 60).toFixed(0)} products/min`,
  );
  console.log(`  price drops found: ${report.drops}; people told: ${report.told}; failed: ${report.failed}`);
  for (const shop of shops) {
    const times = shop.requests.map((r) => r.at);
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    console.log(
      `  ${shop.host}: ${shop.requests.length} requests (${shop.pageRequests().length} pages + robots.txt), least spacing ${Math.min(...gaps)} ms`,
    );
  }
  console.log(
    `  at the default pace (${DEFAULT_PACE_MS} ms) the ceiling is ${((60_000 / DEFAULT_PACE_MS) * shops.length).toFixed(0)} products/min for ${shops.length} shops`,
  );
} finally {
  await close();
  await Promise.all(shops.map((s) => s.close()));
}
