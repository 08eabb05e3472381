import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favorites,
  gifts,
  listOwners,
  lists,
  notifications,
  productPrices,
  products,
  shopHosts,
} from '../src/db/schema/index.js';
import { extractProduct } from '../src/modules/scan/extract.js';
import { refreshDueProducts } from '../src/modules/scan/refresh.js';
import { safeFetch } from '../src/modules/scan/safe-fetch.js';
import { ShopBackingOff, takeShopTurn } from '../src/modules/scan/shop-pace.js';
import { type StandInShop, startRefreshShop } from './fixtures/refresh-shops.js';
import { buildTestApp, createUserWithSession, type Who } from './helpers.js';

/**
 * The price and stock refresh against shop stand-ins on loopback: what it reads, what it tells and to whom
 * (once), and how it treats shops (pace, 429/403 back-off, robots.txt, conditional requests, giving up).
 */
const PACE_MS = 300;
type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;
const shops: StandInShop[] = [];
let n = 0;

beforeAll(async () => {
  t = await buildTestApp({ allowLoopbackFetch: true, env: { SHOP_PACE_MS: String(PACE_MS) } });
});
afterAll(async () => {
  await t.close();
  await Promise.all(shops.map((s) => s.close()));
});

/** A stand-in shop on an address of its own (127.0.0.10, .11, …). */
async function newShop() {
  const shop = await startRefreshShop(`127.0.0.${10 + shops.length}`);
  shops.push(shop);
  return shop;
}

type Scene = { owner: Who; giver: Who; fan: Who; listId: string; productId: string; giftId: string };

/**
 * A gift from `shop` on `owner`'s list (no date: active), reserved by `giver`, and saved as a favourite by `fan`;
 * the product as added (price `before`), due to be checked now.
 */
async function scene(
  app: TestApp['app'],
  shop: StandInShop,
  opts: {
    before: number;
    now: number;
    currency?: string;
    stock?: 'in_stock' | 'out_of_stock';
    availability?: string;
  },
  people?: Partial<Pick<Scene, 'owner' | 'giver' | 'fan' | 'listId'>>,
): Promise<Scene> {
  const owner = people?.owner ?? (await createUserWithSession(app, { name: 'Olga' }));
  const giver = people?.giver ?? (await createUserWithSession(app, { name: 'Gael' }));
  const fan = people?.fan ?? (await createUserWithSession(app, { name: 'Fátima' }));
  const currency = opts.currency ?? 'EUR';
  const path = `/p/${++n}`;
  shop.products.set(path, {
    name: `Producto ${n}`,
    price: opts.now,
    currency,
    availability: opts.availability,
  });
  const listId =
    people?.listId ??
    ((await app.db.insert(lists).values({ ownerId: owner.user.id, name: 'Cumple', image: '' }).returning())[0]
      ?.id as string);
  const [product] = await app.db
    .insert(products)
    .values({
      ownerId: owner.user.id,
      name: `Producto ${n}`,
      priceMinor: Math.round(opts.before * 100),
      currency,
      stock: opts.stock ?? null,
      shop: 'Tienda',
      url: `${shop.base}${path}`,
      nextCheckAt: sql`now() - interval '1 second'`,
    })
    .returning();
  const [gift] = await app.db
    .insert(gifts)
    .values({
      listId,
      productId: product?.id as string,
      status: 'reserved',
      reservedBy: giver.user.id,
      reservedAt: new Date(),
    })
    .returning();
  await app.db
    .insert(favorites)
    .values({ userId: fan.user.id, type: 'product', referenceId: product?.id as string });
  return { owner, giver, fan, listId, productId: product?.id as string, giftId: gift?.id as string };
}

const run = (app = t.app) =>
  refreshDueProducts(app, { allowLoopback: true, budgetMs: 20_000, deadlineMs: 3000 });
/** Makes a product due again, as the days passing would. */
const due = (productId: string, app = t.app) =>
  app.db
    .update(products)
    .set({ nextCheckAt: sql`now() - interval '1 second'` })
    .where(eq(products.id, productId));
const productRow = async (id: string, app = t.app) =>
  (await app.db.select().from(products).where(eq(products.id, id)))[0] as typeof products.$inferSelect;
const alertsOf = (userId: string, app = t.app) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'product_watch')));
const giftOnList = async (who: Who, listId: string, giftId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/list/get/${listId}`,
    headers: { 'type-token': who.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const gift = (res.json().data.gifts as { id: string; product: { price: unknown; watch?: unknown } }[]).find(
    (g) => g.id === giftId,
  );
  return gift?.product;
};

describe('the price refresh', () => {
  it('finds a price drop, tells the owner, the giver and the fan once, then asks with If-None-Match (304)', async () => {
    const shop = await newShop();
    const s = await scene(t.app, shop, { before: 59.9, now: 49.9 });
    const stranger = await createUserWithSession(t.app);

    const report = await run();
    expect(report).toMatchObject({ checked: 1, drops: 1, told: 3 });
    for (const who of [s.owner, s.giver, s.fan]) {
      const told = await alertsOf(who.user.id);
      expect(told).toHaveLength(1);
      expect(told[0]?.title).toBe(`Ha bajado de precio: Producto ${n}`);
      expect(told[0]?.body).toMatch(/59,90\s€.*49,90\s€/);
    }
    expect((await alertsOf(s.owner.user.id))[0]?.data).toMatchObject({
      listId: s.listId,
      productId: s.productId,
    });
    expect((await alertsOf(s.fan.user.id))[0]?.data).toMatchObject({ productId: s.productId });
    expect(await alertsOf(stranger.user.id)).toHaveLength(0);

    // Owner and giver both see it on the gift: the new price, the old one to strike through.
    for (const who of [s.owner, s.giver]) {
      expect(await giftOnList(who, s.listId, s.giftId)).toMatchObject({
        price: { amount: 4990, currency: 'EUR' },
        watch: { previousPrice: { amount: 5990, currency: 'EUR' }, stopped: false },
      });
    }
    const row = await productRow(s.productId);
    expect(row.etag).toMatch(/^"/);
    // Next check tomorrow: the gift is on a list without a date (active).
    expect(row.nextCheckAt?.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(row.nextCheckAt?.getTime()).toBeLessThan(Date.now() + 25 * 3600_000);

    // Unchanged page: the shop answers 304 to our If-None-Match, nothing new is stored nor told.
    await due(s.productId);
    const again = await run();
    expect(again).toMatchObject({ checked: 1, unchanged: 1, drops: 0, told: 0 });
    expect(shop.state.notModified).toBe(1);
    expect(shop.pageRequests().at(-1)?.conditional).toBe(true);
    expect(await alertsOf(s.owner.user.id)).toHaveLength(1);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/product/prices/${s.productId}`,
      headers: { 'type-token': s.owner.token },
    });
    expect(history.json().data).toMatchObject({
      stopped: false,
      entries: [{ price: { amount: 4990, currency: 'EUR' } }],
    });
    expect(history.json().data.checkedAt).not.toBeNull();
    // Someone else's product has no history to show them.
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/product/prices/${s.productId}`,
      headers: { 'type-token': s.giver.token },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Ese producto no existe.');
  });

  it('says "Agotado" when it sells out and "Vuelve a estar disponible" when it comes back, once each', async () => {
    const shop = await newShop();
    const s = await scene(t.app, shop, {
      before: 20,
      now: 20,
      stock: 'in_stock',
      availability: 'OutOfStock',
    });
    expect(await run()).toMatchObject({ checked: 1, changed: 1, told: 3 });
    expect((await alertsOf(s.giver.user.id)).map((a) => a.title)).toEqual([`Agotado: Producto ${n}`]);
    expect(await giftOnList(s.owner, s.listId, s.giftId)).toMatchObject({ watch: { stock: 'out_of_stock' } });

    (shop.products.get(`/p/${n}`) as { availability?: string }).availability = 'InStock';
    await due(s.productId);
    expect(await run()).toMatchObject({ checked: 1, changed: 1, told: 3 });
    const titles = (await alertsOf(s.fan.user.id)).map((a) => a.title).sort();
    expect(titles).toEqual([`Agotado: Producto ${n}`, `Vuelve a estar disponible: Producto ${n}`]);
    expect(await giftOnList(s.owner, s.listId, s.giftId)).toMatchObject({
      watch: { stock: 'in_stock', restocked: true },
    });
    expect(
      await t.app.db.select().from(productPrices).where(eq(productPrices.productId, s.productId)),
    ).toHaveLength(2);
  });

  it('tells nobody who turned "Avisos de precio y disponibilidad" off in config', async () => {
    const shop = await newShop();
    const s = await scene(t.app, shop, { before: 30, now: 25 });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders/settings',
      payload: { priceAlerts: false },
      headers: { 'type-token': s.fan.token },
    });
    expect(off.json().data).toMatchObject({ priceAlerts: false, enabled: true });
    expect(await run()).toMatchObject({ drops: 1, told: 2 });
    expect(await alertsOf(s.fan.user.id)).toHaveLength(0);
    expect(await alertsOf(s.owner.user.id)).toHaveLength(1);
  });

  it('keeps each gift in its own currency on a list mixing euros and pesos', async () => {
    const shop = await newShop();
    const eur = await scene(t.app, shop, { before: 40, now: 40, currency: 'EUR' });
    const mxn = await scene(t.app, shop, { before: 1899, now: 1599, currency: 'MXN' }, eur);
    await run();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/list/get/${eur.listId}`,
      headers: { 'type-token': eur.owner.token },
    });
    const byId = new Map(
      (res.json().data.gifts as { id: string; product: { price: unknown } }[]).map((g) => [g.id, g.product]),
    );
    expect(byId.get(eur.giftId)).toMatchObject({ price: { amount: 4000, currency: 'EUR' } });
    expect(byId.get(mxn.giftId)).toMatchObject({
      price: { amount: 159900, currency: 'MXN' },
      watch: { previousPrice: { amount: 189900, currency: 'MXN' } },
    });
    const told = await alertsOf(eur.owner.user.id);
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatch(/\$|MXN/);
    expect(told[0]?.body).not.toMatch(/€/);
  });
});

describe('how shops are treated', () => {
  it('asks each shop at most once per pace, shops in parallel', async () => {
    const [a, b] = [await newShop(), await newShop()];
    const owner = await createUserWithSession(t.app);
    const first = await scene(t.app, a, { before: 10, now: 10 }, { owner });
    for (let i = 0; i < 4; i++) await scene(t.app, a, { before: 10, now: 10 }, { ...first });
    for (let i = 0; i < 5; i++) await scene(t.app, b, { before: 10, now: 10 }, { ...first });
    const started = Date.now();
    expect(await run()).toMatchObject({ checked: 10 });
    const took = Date.now() - started;
    for (const shop of [a, b]) {
      // robots.txt first (once), then the five pages: every request takes its turn.
      expect(shop.requests.map((r) => r.path)[0]).toBe('/robots.txt');
      const times = shop.requests.map((r) => r.at);
      expect(times).toHaveLength(6);
      // The next turn starts a pace after the previous request ended.
      for (let i = 1; i < times.length; i++)
        expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(PACE_MS - 5);
    }
    // Both shops at once: about 5 turns, not 10.
    expect(took).toBeLessThan(9 * PACE_MS);
  });

  it('backs off a shop that says 429 with Retry-After, without counting it against the product', async () => {
    const shop = await newShop();
    shop.state.mode = 'too-many';
    shop.state.retryAfter = '120';
    const s = await scene(t.app, shop, { before: 10, now: 9 });
    const other = await scene(t.app, shop, { before: 10, now: 9 }, s);
    const report = await run();
    // One request, then the host waits: the second product is re-scheduled without asking.
    expect(shop.pageRequests()).toHaveLength(1);
    expect(report).toMatchObject({ checked: 1, postponed: 2, failed: 0, told: 0 });
    const [host] = await t.app.db.select().from(shopHosts).where(eq(shopHosts.host, shop.host));
    const waits = (host?.backoffUntil?.getTime() ?? 0) - Date.now();
    expect(waits).toBeGreaterThan(110_000);
    expect(waits).toBeLessThan(125_000);
    for (const id of [s.productId, other.productId]) {
      const row = await productRow(id);
      expect(row.checkFailures).toBe(0);
      expect(row.nextCheckAt?.getTime()).toBeGreaterThan(Date.now() + 100_000);
    }
  });

  it('backs off a shop that says 403 and counts it as a failed check', async () => {
    const shop = await newShop();
    shop.state.mode = 'forbidden';
    const s = await scene(t.app, shop, { before: 10, now: 9 });
    expect(await run()).toMatchObject({ checked: 1, failed: 1 });
    expect((await productRow(s.productId)).checkFailures).toBe(1);
    const [host] = await t.app.db.select().from(shopHosts).where(eq(shopHosts.host, shop.host));
    expect(host?.backoffUntil?.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('respects a robots.txt that keeps DetalleBot out: the page is never asked for', async () => {
    const shop = await newShop();
    shop.state.robots = 'User-agent: DetalleBot\nDisallow: /p/\n\nUser-agent: *\nAllow: /';
    const s = await scene(t.app, shop, { before: 10, now: 5 });
    expect(await run()).toMatchObject({ failed: 1, drops: 0, told: 0 });
    expect(shop.requests.map((r) => r.path)).toEqual(['/robots.txt']);
    expect((await productRow(s.productId)).priceMinor).toBe(1000);
    // Kept for a day: the next check reads no robots.txt again.
    await due(s.productId);
    await run();
    expect(shop.requests.map((r) => r.path)).toEqual(['/robots.txt']);
  });

  it('stops after 5 failed checks in a row and shows "no hemos podido comprobarlo"', async () => {
    const shop = await newShop();
    shop.state.mode = 'broken';
    const s = await scene(t.app, shop, { before: 10, now: 10 });
    for (let i = 1; i <= 5; i++) {
      await due(s.productId);
      expect(await run()).toMatchObject({ failed: 1 });
      expect((await productRow(s.productId)).checkFailures).toBe(i);
    }
    const row = await productRow(s.productId);
    expect(row.checkStoppedAt).not.toBeNull();
    expect(row.nextCheckAt).toBeNull();
    expect(await giftOnList(s.owner, s.listId, s.giftId)).toMatchObject({ watch: { stopped: true } });
    // No longer checked.
    const asked = shop.pageRequests().length;
    await t.app.db.update(products).set({ nextCheckAt: null }).where(eq(products.id, s.productId));
    expect(await run()).toMatchObject({ checked: 0 });
    expect(shop.pageRequests()).toHaveLength(asked);

    // Only its owner may ask for the checks again ("Volver a comprobar"); then the next run reads it.
    const recheck = (who: Who) =>
      t.app.inject({
        method: 'POST',
        url: `/api/product/recheck/${s.productId}`,
        headers: { 'type-token': who.token },
      });
    expect((await recheck(s.giver)).statusCode).toBe(404);
    expect((await productRow(s.productId)).checkStoppedAt).not.toBeNull();
    const again = await recheck(s.owner);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.stopped).toBe(false);
    shop.state.mode = 'normal';
    expect(await run()).toMatchObject({ checked: 1, failed: 0 });
    expect(await giftOnList(s.owner, s.listId, s.giftId)).toMatchObject({ watch: { stopped: false } });
  });

  it('watches a product from a link that nothing scheduled (an import, a copy) from a day after it was added', async () => {
    const shop = await newShop();
    const older = await scene(t.app, shop, { before: 30, now: 30 });
    const fresh = await scene(t.app, shop, { before: 30, now: 30 }, older);
    await t.app.db
      .update(products)
      .set({ nextCheckAt: null, createdAt: sql`now() - interval '2 days'` })
      .where(eq(products.id, older.productId));
    await t.app.db.update(products).set({ nextCheckAt: null }).where(eq(products.id, fresh.productId));
    expect(await run()).toMatchObject({ checked: 1 });
    expect(shop.pageRequests().map((r) => r.path)).toEqual([`/p/${n - 1}`]);
    expect((await productRow(older.productId)).checkedAt).not.toBeNull();
    expect((await productRow(fresh.productId)).checkedAt).toBeNull();
  });

  it('does not tell a giver who already gave the gift', async () => {
    const shop = await newShop();
    const s = await scene(t.app, shop, { before: 30, now: 20 });
    await t.app.db.update(gifts).set({ status: 'given' }).where(eq(gifts.id, s.giftId));
    expect(await run()).toMatchObject({ drops: 1, told: 2 });
    expect(await alertsOf(s.giver.user.id)).toHaveLength(0);
    expect(await alertsOf(s.owner.user.id)).toHaveLength(1);
    expect(await alertsOf(s.fan.user.id)).toHaveLength(1);
  });
});

describe('who may hear of a change, and how often', () => {
  it('tells a reserver and a fan nothing once the list is private to them; the owner still hears', async () => {
    const shop = await newShop();
    const s = await scene(t.app, shop, { before: 30, now: 20 });
    await t.app.db.update(lists).set({ visibility: 'private' }).where(eq(lists.id, s.listId));
    expect(await run()).toMatchObject({ drops: 1, told: 1 });
    expect(await alertsOf(s.owner.user.id)).toHaveLength(1);
    expect(await alertsOf(s.giver.user.id)).toHaveLength(0);
    expect(await alertsOf(s.fan.user.id)).toHaveLength(0);
  });

  it('tells every owner of a list run together, once each', async () => {
    const shop = await newShop();
    const s = await scene(t.app, shop, { before: 30, now: 20 });
    const partner = await createUserWithSession(t.app, { name: 'Pablo' });
    await t.app.db.insert(listOwners).values({ listId: s.listId, userId: partner.user.id });
    expect(await run()).toMatchObject({ drops: 1, told: 4 });
    for (const owner of [s.owner, partner]) {
      const told = await alertsOf(owner.user.id);
      expect(told).toHaveLength(1);
      expect(told[0]?.data).toMatchObject({ listId: s.listId, productId: s.productId });
    }
  });

  it('a price flapping down, up and down again alerts each person once; going up clears the badge', async () => {
    const shop = await newShop();
    const s = await scene(t.app, shop, { before: 50, now: 40 });
    expect(await run()).toMatchObject({ drops: 1, told: 3 });
    const page = shop.products.get(`/p/${n}`) as { price: number };

    page.price = 50;
    await due(s.productId);
    expect(await run()).toMatchObject({ changed: 1, drops: 0, told: 0 });
    expect(await giftOnList(s.owner, s.listId, s.giftId)).toMatchObject({
      price: { amount: 5000 },
      watch: { previousPrice: null },
    });

    page.price = 40;
    await due(s.productId);
    expect(await run()).toMatchObject({ changed: 1, drops: 1, told: 0 });
    for (const who of [s.owner, s.giver, s.fan]) expect(await alertsOf(who.user.id)).toHaveLength(1);
    // The badge still tells the drop to whoever opens the list.
    expect(await giftOnList(s.giver, s.listId, s.giftId)).toMatchObject({
      watch: { previousPrice: { amount: 5000, currency: 'EUR' } },
    });
  });

  it('"Volver a comprobar" on a product still being checked keeps its schedule', async () => {
    const shop = await newShop();
    const s = await scene(t.app, shop, { before: 30, now: 30 });
    expect(await run()).toMatchObject({ checked: 1 });
    const scheduled = (await productRow(s.productId)).nextCheckAt?.getTime();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/product/recheck/${s.productId}`,
        headers: { 'type-token': s.owner.token },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await productRow(s.productId)).nextCheckAt?.getTime()).toBe(scheduled);
    const asked = shop.pageRequests().length;
    expect(await run()).toMatchObject({ checked: 0 });
    expect(shop.pageRequests()).toHaveLength(asked);
  });
});

describe('a gift people already gave money toward', () => {
  it('keeps the price givers gave toward (its goal); stock is still read', async () => {
    const shop = await newShop();
    const s = await scene(t.app, shop, {
      before: 60,
      now: 45,
      stock: 'in_stock',
      availability: 'OutOfStock',
    });
    await t.app.db.update(gifts).set({ contributed: 2000 }).where(eq(gifts.id, s.giftId));
    expect(await run()).toMatchObject({ checked: 1, drops: 0 });
    const row = await productRow(s.productId);
    expect(row).toMatchObject({
      priceMinor: 6000,
      currency: 'EUR',
      stock: 'out_of_stock',
      previousPriceMinor: null,
    });
    expect((await alertsOf(s.owner.user.id)).map((a) => a.title)).toEqual([`Agotado: Producto ${n}`]);
  });
});

describe('shop hosts', () => {
  it('caps a Retry-After too large to count at a day, without failing the run', async () => {
    const shop = await newShop();
    shop.state.mode = 'too-many';
    shop.state.retryAfter = '9'.repeat(30);
    const s = await scene(t.app, shop, { before: 30, now: 20 });
    expect(await run()).toMatchObject({ postponed: 1, failed: 0 });
    const [host] = await t.app.db.select().from(shopHosts).where(eq(shopHosts.host, shop.host));
    expect(host?.backoffUntil?.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3600_000 + 5000);
    expect(host?.backoffUntil?.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect((await productRow(s.productId)).nextCheckAt?.getTime()).toBe(host?.backoffUntil?.getTime());
  });
  it('forgets hosts nobody asked for a day, keeps those in use or backing off', async () => {
    await t.app.db.insert(shopHosts).values([
      { host: 'idle.example', nextTurnAt: sql`now() - interval '2 days'` },
      { host: 'recent.example', nextTurnAt: sql`now() - interval '1 hour'` },
      {
        host: 'refusing.example',
        nextTurnAt: sql`now() - interval '2 days'`,
        backoffUntil: sql`now() + interval '1 hour'`,
      },
    ]);
    await run();
    const left = (await t.app.db.select({ host: shopHosts.host }).from(shopHosts)).map((r) => r.host);
    expect(left).not.toContain('idle.example');
    expect(left).toEqual(expect.arrayContaining(['recent.example', 'refusing.example']));
  });

  it("gives up waiting for a shop's turn instead of waiting without end", async () => {
    await t.app.db
      .insert(shopHosts)
      .values({ host: 'busy.example', nextTurnAt: sql`now() + interval '1 hour'` });
    const started = Date.now();
    await expect(takeShopTurn(t.app, 'https://busy.example/p/1', 200)).rejects.toBeInstanceOf(ShopBackingOff);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two processes refreshing at once (PostgreSQL)', () => {
  it('checks each product once and tells each person of each drop exactly once', async () => {
    const a = await buildTestApp({ allowLoopbackFetch: true, env: { SHOP_PACE_MS: '150' } });
    const b = await buildTestApp({
      allowLoopbackFetch: true,
      env: { SHOP_PACE_MS: '150', DATABASE_URL: a.config.DATABASE_URL as string },
    });
    try {
      const hosts = [await newShop(), await newShop(), await newShop(), await newShop()];
      const scenes: Scene[] = [];
      for (let i = 0; i < 16; i++)
        scenes.push(await scene(a.app, hosts[i % 4] as StandInShop, { before: 20, now: 15 }));
      const opts = { allowLoopback: true, budgetMs: 20_000, batch: 3 };
      const [ra, rb] = await Promise.all([refreshDueProducts(a.app, opts), refreshDueProducts(b.app, opts)]);
      expect(ra.checked + rb.checked).toBe(16);
      expect(ra.drops + rb.drops).toBe(16);
      expect(ra.told + rb.told).toBe(48);
      for (const shop of hosts) {
        const paths = shop.pageRequests().map((r) => r.path);
        expect(new Set(paths).size).toBe(paths.length);
        const times = shop.requests.map((r) => r.at);
        // Two processes: a turn is taken only a pace after the previous request ended, whoever sent it.
        for (let i = 1; i < times.length; i++)
          expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(150 - 5);
      }
      for (const s of scenes)
        for (const who of [s.owner, s.giver, s.fan])
          expect(await alertsOf(who.user.id, a.app)).toHaveLength(1);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('reading stock and guarding loopback', () => {
  it.each([
    ['JSON-LD InStock', jsonLd('https://schema.org/InStock'), 'in_stock'],
    ['JSON-LD SoldOut', jsonLd('http://schema.org/SoldOut'), 'out_of_stock'],
    ['JSON-LD PreOrder', jsonLd('PreOrder'), 'preorder'],
    [
      'OpenGraph "out of stock"',
      '<meta property="product:availability" content="out of stock">',
      'out_of_stock',
    ],
    ['og:availability "instock"', '<meta property="og:availability" content="instock">', 'in_stock'],
    [
      'microdata link',
      '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">X</span><link itemprop="availability" href="https://schema.org/OutOfStock"></div>',
      'out_of_stock',
    ],
    ['nothing said', '<title>X</title>', undefined],
  ])('reads %s', (_name, html, stock) => {
    expect(extractProduct(`<html><head>${html}</head></html>`, 'https://tienda.example/p').stock).toBe(stock);
  });

  it('sends back no header a shop smuggled into its ETag', async () => {
    const seen: Record<string, string | string[] | undefined>[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>X</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.9', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.9:${port}/p`;
      await safeFetch(url, {
        accept: 'html',
        maxBytes: 10_000,
        allowLoopback: true,
        conditional: {
          etag: '"v1"\r\nX-Evil: 1',
          lastModified: 'Wed, 21 Oct 2026 07:28:00 GMT\nCookie: a=b',
        },
      });
      await safeFetch(url, {
        accept: 'html',
        maxBytes: 10_000,
        allowLoopback: true,
        conditional: { etag: '"v2"' },
      });
      expect(seen[0]).not.toHaveProperty('x-evil');
      expect(seen[0]).not.toHaveProperty('cookie');
      expect(seen[0]).not.toHaveProperty('if-none-match');
      expect(seen[0]).not.toHaveProperty('if-modified-since');
      expect(seen[1]?.['if-none-match']).toBe('"v2"');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('never reads a product whose link was changed to a private address', async () => {
    const shop = await newShop();
    const s = await scene(t.app, shop, { before: 30, now: 20 });
    await t.app.db
      .update(products)
      .set({ url: 'http://169.254.169.254/latest/meta-data/' })
      .where(eq(products.id, s.productId));
    expect(await run()).toMatchObject({ failed: 1, told: 0 });
    expect((await productRow(s.productId)).checkFailures).toBe(1);
  });

  it('a shop answering its HTML page for robots.txt has no rules: the product is read', async () => {
    const shop = await newShop();
    shop.state.robotsType = 'text/html; charset=utf-8';
    shop.state.robots = '<!doctype html><html><body><h1>Tienda</h1></body></html>';
    await scene(t.app, shop, { before: 30, now: 20 });
    expect(await run()).toMatchObject({ checked: 1, drops: 1, failed: 0 });
  });

  it('a robots.txt too big to read is neither kept nor obeyed: the check fails and is tried later', async () => {
    const shop = await newShop();
    shop.state.robots = `User-agent: *\n${'Disallow: /x\n'.repeat(60_000)}`;
    const s = await scene(t.app, shop, { before: 30, now: 20 });
    expect(await run()).toMatchObject({ failed: 1, told: 0 });
    expect(shop.pageRequests()).toHaveLength(0);
    const [kept] = await t.app.db
      .select({ txt: shopHosts.robotsTxt })
      .from(shopHosts)
      .where(eq(shopHosts.host, new URL(shop.base).host));
    expect(kept?.txt ?? null).toBeNull();
    expect((await productRow(s.productId)).checkStoppedAt).toBeNull();
  });

  it('fetches other loopback addresses only in tests; production refuses them', async () => {
    const shop = await newShop();
    shop.products.set('/solo', { name: 'Solo', price: 1, currency: 'EUR' });
    await expect(
      safeFetch(`${shop.base}/solo`, { accept: 'html', maxBytes: 10_000, allowLoopback: true }),
    ).resolves.toMatchObject({
      status: 200,
    });
    await expect(safeFetch(`${shop.base}/solo`, { accept: 'html', maxBytes: 10_000 })).rejects.toThrow(
      'Ese enlace apunta a una dirección que no podemos visitar.',
    );
  });
});

function jsonLd(availability: string) {
  return `<script type="application/ld+json">${JSON.stringify({
    '@type': 'Product',
    name: 'X',
    offers: { price: 1, priceCurrency: 'EUR', availability },
  })}</script>`;
}
