import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { loadDemoData } from '../src/db/seed/load-demo-data.js';
import { buildTestApp } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ demoData: true });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('demo data on first start', () => {
  it('loads Spanish categories with subcategories and product counts', async () => {
    const cats = await get('/api/category/getAll');
    expect(cats.length).toBeGreaterThanOrEqual(8);
    const names = cats.map((c: { name: string }) => c.name);
    expect(names).toContain('Hogar y cocina');
    for (const c of cats) {
      expect(c.subcategories.length).toBeGreaterThan(0);
      expect(c.productCount).toBeGreaterThan(0);
    }
  });

  it('reads one category by id or slug, and subcategories by category', async () => {
    const [first, second] = await get('/api/category/getAll');
    expect(await get(`/api/category/get/${first.slug}`)).toEqual(first);
    expect(await get(`/api/category/get/${first.id}`)).toEqual(first);
    expect(await get(`/api/subCategory/getAll?category=${second.slug}`)).toEqual(second.subcategories);
    const all = await get('/api/subCategory/getAll');
    expect(all.length).toBeGreaterThan(second.subcategories.length);
    for (const url of ['/api/category/get/no-existe', '/api/subCategory/getAll?category=no-existe']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Esa categoría no existe. Mira todas en Categorías.');
    }
  });

  it('loads the hobbies of the interests picker', async () => {
    const list = await get('/api/hobby/getAll');
    expect(list.length).toBeGreaterThanOrEqual(15);
    expect(list[0]).toEqual({ id: expect.any(String), slug: expect.any(String), hobbie: expect.any(String) });
  });

  it('loads a catalogue of at least 200 products with our own pictures on disk', async () => {
    const [all] = await t.app.db.select({ n: count() }).from(products);
    expect(all?.n).toBeGreaterThanOrEqual(200);
    const page = await get('/api/product/getPagination?lim=5&pos=0');
    expect(page.total).toBeGreaterThanOrEqual(140);
    for (const p of page.list) {
      expect(p.image).toMatch(/^\/files\/demo\/products\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(t.dataDir, p.image))).toBe(true);
      expect(Number.isInteger(p.price.amount)).toBe(true);
    }
    const picture = await t.app.inject(page.list[0].image);
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toMatch(/^<svg/);
  });

  it('does not load the demo data twice', async () => {
    const before = await t.app.db.select({ n: count() }).from(products);
    const again = await loadDemoData({ database: t.app.database, filesDir: join(t.dataDir, 'files') });
    expect(again.loaded).toBe(false);
    const after = await t.app.db.select({ n: count() }).from(products);
    expect(after).toEqual(before);
  });
});

describe('product/getPagination', () => {
  it('pages with lim and pos without overlap, and counts every match', async () => {
    const first = await get('/api/product/getPagination?lim=10&pos=0');
    const second = await get('/api/product/getPagination?lim=10&pos=10');
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(10);
    expect(second.total).toBe(first.total);
    const ids = new Set([...first.list, ...second.list].map((p: { id: string }) => p.id));
    expect(ids.size).toBe(20);
  });

  it('filters featured products with standOut', async () => {
    const featured = await get('/api/product/getPagination?lim=100&pos=0&standOut=true');
    const all = await get('/api/product/getPagination?lim=1&pos=0');
    expect(featured.total).toBeGreaterThan(0);
    expect(featured.total).toBeLessThan(all.total);
    expect(featured.list.every((p: { standOut: boolean }) => p.standOut)).toBe(true);
  });

  it('reads standOut=false as "no featured filter", as the seed\'s client always sends it', async () => {
    const notFiltered = await get('/api/product/getPagination?lim=100&pos=0&standOut=false');
    const all = await get('/api/product/getPagination?lim=100&pos=0');
    expect(notFiltered.total).toBe(all.total);
    expect(notFiltered.list.some((p: { standOut: boolean }) => p.standOut)).toBe(true);
    expect(await get('/api/product/getPagination?lim=100&pos=0&standOut=0')).toEqual(all);
  });

  it('filters by category and subcategory, by slug or id', async () => {
    const [cat] = await get('/api/category/getAll');
    const bySlug = await get(`/api/product/getPagination?lim=100&pos=0&category=${cat.slug}`);
    const byId = await get(`/api/product/getPagination?lim=100&pos=0&category=${cat.id}`);
    expect(bySlug.total).toBe(cat.productCount);
    expect(byId.total).toBe(cat.productCount);
    expect(bySlug.list.every((p: { category: { id: string } }) => p.category.id === cat.id)).toBe(true);
    const sub = cat.subcategories[0];
    const bySub = await get(`/api/product/getPagination?lim=100&pos=0&subCategory=${sub.slug}`);
    expect(bySub.total).toBeGreaterThan(0);
    expect(bySub.list.every((p: { subCategory: { id: string } }) => p.subCategory.id === sub.id)).toBe(true);
  });

  it('finds products by a piece of their name, any case', async () => {
    const [some] = (await get('/api/product/getPagination?lim=1&pos=0')).list;
    const word = some.name.split(' ')[0].toUpperCase();
    const found = await get(`/api/product/getPagination?lim=100&pos=0&sea=${encodeURIComponent(word)}`);
    expect(found.list.map((p: { id: string }) => p.id)).toContain(some.id);
    const none = await get('/api/product/getPagination?lim=10&pos=0&sea=%25%25zzzz');
    expect(none.total).toBe(0);
  });

  it('gives one product by id, and a Spanish 404 for an unknown one', async () => {
    const [some] = (await get('/api/product/getPagination?lim=1&pos=0')).list;
    expect(await get(`/api/product/get/${some.id}`)).toEqual(some);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const res = await t.app.inject(`/api/product/get/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toMatch(/no existe/);
    }
  });
});

describe("the catalogue of the person's country", () => {
  const all = async (url: string, token?: string) => {
    const res = await t.app.inject({ url, headers: token ? { 'type-token': token } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** Every page of a listing (lim is at most 100). */
  const everything = async (url: string) => {
    const first = await all(`${url}&lim=100&pos=0`);
    const rest = first.total > 100 ? (await all(`${url}&lim=100&pos=100`)).list : [];
    return { total: first.total, list: [...first.list, ...rest] };
  };
  const currencies = (page: { list: { price: { currency: string } }[] }) =>
    [...new Set(page.list.map((p) => p.price.currency))].sort();
  const names = (page: { list: { name: string }[] }) => page.list.map((p) => p.name).join(' | ');

  it("shows a guest Spain's catalogue in euros and in Spain's words", async () => {
    const spain = await everything('/api/product/getPagination?standOut=false');
    expect(currencies(spain)).toEqual(['EUR']);
    expect(spain.total).toBe(spain.list.length);
    for (const mexican of [/\bBocina\b/, /\bPlayera\b/, /\bTenis\b/])
      expect(names(spain)).not.toMatch(mexican);
    // An unknown country, or one without a catalogue of its own, is Spain too.
    expect(await everything('/api/product/getPagination?country=fr')).toEqual(spain);
  });

  it("shows Mexico's catalogue in pesos to a browser that says MX, with counts to match", async () => {
    const mexico = await everything('/api/product/getPagination?country=MX');
    expect(currencies(mexico)).toEqual(['MXN']);
    expect(mexico.total).toBeGreaterThan(50);
    const cats = await all('/api/category/getAll?country=MX');
    const sum = cats.reduce((n: number, c: { productCount: number }) => n + c.productCount, 0);
    expect(sum).toBe(mexico.total);
    const [cat] = cats;
    const inCat = await all(`/api/product/getPagination?lim=100&pos=0&country=MX&category=${cat.slug}`);
    expect(inCat.total).toBe(cat.productCount);
    expect((await all(`/api/category/get/${cat.slug}?country=MX`)).productCount).toBe(cat.productCount);
    // The search of the lists' "Catálogo" tab follows the region too: a Mexican word, in Mexico only.
    expect((await all('/api/product/getPagination?lim=5&pos=0&country=MX&sea=bocina')).total).toBeGreaterThan(
      0,
    );
    expect((await all('/api/product/getPagination?lim=5&pos=0&sea=bocina')).total).toBe(0);
  });

  it("shows a signed-in person the catalogue of their own country (their mobile's) before the browser's", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/person/save',
      payload: {
        name: 'Lupita',
        lastname: 'Hernández',
        email: 'lupita.region@example.com',
        password: 'globo-rojo-2027',
        codephone: '52',
        mobile: '5512345678',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().data.token;
    expect(currencies(await all('/api/product/getPagination?lim=50&pos=0&country=ES', token))).toEqual([
      'MXN',
    ]);
    expect(currencies(await all('/api/product/getPagination?lim=50&pos=0', token))).toEqual(['MXN']);
  });

  it('still opens any product by its id, whatever the region', async () => {
    const [mexican] = (await all('/api/product/getPagination?lim=1&pos=0&country=MX')).list;
    expect((await all(`/api/product/get/${mexican.id}`)).price.currency).toBe('MXN');
  });

  it('refuses a country that is not two letters', async () => {
    const res = await t.app.inject('/api/product/getPagination?lim=1&pos=0&country=Spain');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('El país va en dos letras');
  });
});
