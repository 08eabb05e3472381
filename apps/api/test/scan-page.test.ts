import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { productInputSchema, type ScanPage } from '@detalle/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractProduct } from '../src/modules/scan/extract.js';
import { pageFromPayload } from '../src/modules/scan/service.js';
import { startFixtureShops } from './fixtures/shops.js';
import { buildTestApp, createUserWithSession } from './helpers.js';

/** What the "Añadir a Detalle" bookmarklet sends (`page`) for shops that keep our reader out. */
let shops: Awaited<ReturnType<typeof startFixtureShops>>;
let t: Awaited<ReturnType<typeof buildTestApp>>;
let token: string;

beforeAll(async () => {
  shops = await startFixtureShops();
  t = await buildTestApp({ allowLoopbackFetch: true });
  token = (await createUserWithSession(t.app)).token;
});
afterAll(async () => {
  await t.close();
  await shops.close();
});

const scan = (url: string, page?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/scan',
    payload: { url, page },
    headers: { 'type-token': token },
  });

/** A shoe shop's page as the browser saw it: JSON-LD with the product, OpenGraph for the shop's name. */
const shoePage = (overrides: Partial<ScanPage> = {}): ScanPage => ({
  title: 'Zapatillas de running | Tienda',
  jsonLd: [
    JSON.stringify({ '@type': 'BreadcrumbList' }),
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Zapatillas de running ligeras',
      description: 'Suela de goma y malla transpirable.',
      image: `${shops.base}/img/zapatillas.png`,
      offers: { '@type': 'Offer', price: '89,95', priceCurrency: 'EUR' },
    }),
  ],
  meta: [['og:site_name', 'Zapatería Veloz']],
  ...overrides,
});

describe('POST /api/scan with what the bookmarklet read', () => {
  it('a shop that blocks our reader (403): without the page it says so, with it the product is found', async () => {
    const blocked = `${shops.base}/bloqueada/zapatillas`;
    const alone = await scan(blocked);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error.message).toMatch(/La tienda no nos dejó ver esa página/);

    const res = await scan(blocked, shoePage());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      name: 'Zapatillas de running ligeras',
      description: 'Suela de goma y malla transpirable.',
      price: { amount: 8995, currency: 'EUR' },
      shop: 'Zapatería Veloz',
      url: blocked,
    });
    // The picture the page named was fetched by us (through safeFetch) and stored, never hot-linked.
    expect(data.image).toMatch(/^\/files\/products\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(join(t.dataDir, data.image))).toBe(true);
  });

  it("answers the page's text as a person's text fields take it, without the control characters it decoded", async () => {
    const res = await scan(
      `${shops.base}/bloqueada/zapatillas`,
      shoePage({
        jsonLd: [
          JSON.stringify({
            '@type': 'Product',
            name: 'Taza\u0001 de\t cerámica 🍵',
            description: 'Apta para microondas.\r\nCapacidad: 350 ml.\u0007',
            offers: { price: '12,50', priceCurrency: 'EUR' },
          }),
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.name).toBe('Taza de cerámica 🍵');
    expect(data.description).toBe('Apta para microondas. Capacidad: 350 ml.');
    // What the person then saves passes the contract unchanged.
    expect(productInputSchema.safeParse({ name: data.name, description: data.description }).success).toBe(
      true,
    );
  });

  it('a page where our reader finds no product: OpenGraph tags from the browser fill in', async () => {
    const res = await scan(`${shops.base}/sin-producto`, {
      jsonLd: [],
      meta: [
        ['og:title', 'Lámpara de pie nórdica'],
        ['product:price:amount', '120.00'],
        ['product:price:currency', 'EUR'],
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Lámpara de pie nórdica',
      price: { amount: 12000, currency: 'EUR' },
    });
  });

  it('is not used when our own reading works: the shop page wins', async () => {
    const res = await scan(`${shops.base}/liverpool/pdp/licuadora`, shoePage());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Licuadora de vaso de vidrio 10 velocidades',
      shop: 'Liverpool',
      price: { amount: 189900, currency: 'MXN' },
    });
  });

  it('keeps a canonical link only on the same host as the given address', async () => {
    const blocked = `${shops.base}/bloqueada/zapatillas`;
    const offHost = await scan(blocked, shoePage({ canonical: 'https://tienda-falsa.example/zapatillas' }));
    expect(offHost.statusCode, offHost.body).toBe(200);
    expect(offHost.json().data.url).toBe(blocked);

    const sameHost = await scan(blocked, shoePage({ canonical: `${shops.base}/zapatillas-running` }));
    expect(sameHost.json().data.url).toBe(`${shops.base}/zapatillas-running`);
  });

  it('a picture at an address we never visit is not copied; the product is still found', async () => {
    const res = await scan(
      `${shops.base}/bloqueada/zapatillas`,
      shoePage({
        jsonLd: [
          JSON.stringify({ '@type': 'Product', name: 'Gorro', image: 'http://169.254.169.254/latest/x.png' }),
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Gorro', image: null });
  });

  it('does not make an address we never visit acceptable', async () => {
    const res = await scan('http://10.0.0.8/producto', shoePage());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/dirección que no podemos visitar/);
  });

  it.each([
    ['too many scripts', { jsonLd: Array.from({ length: 11 }, () => '{}'), meta: [] }],
    ['too many meta tags', { jsonLd: [], meta: Array.from({ length: 61 }, () => ['og:title', 'x']) }],
    ['a meta tag too long', { jsonLd: [], meta: [['og:title', 'x'.repeat(2001)]] }],
    ['more than 64 KB in all', { jsonLd: ['x'.repeat(40_000), 'y'.repeat(30_000)], meta: [] }],
    ['a title too long', { title: 'x'.repeat(301), jsonLd: [], meta: [] }],
    ['the wrong shapes', { jsonLd: [{ '@type': 'Product' }], meta: [['og:title']] }],
  ])('refuses %s with a Spanish 400', async (_name, page) => {
    const res = await scan(`${shops.base}/bloqueada/zapatillas`, page);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toMatch(/^Revisa /);
  });

  it('hostile text stays data: nothing in the payload adds markup to the page we build', async () => {
    const name = 'Taza </script><meta property="og:title" content="Hackeado"> y <!-- más';
    const html = pageFromPayload({
      title: '</title><meta property="og:title" content="Hackeado">',
      jsonLd: [JSON.stringify({ '@type': 'Product', name })],
      meta: [['og:site_name"><meta property="og:title', '"><script>alert(1)</script>']],
    });
    const found = extractProduct(html, 'https://tienda.example/p');
    expect(found.name).toBe(name);
    expect(found.shop).toBeUndefined();

    const res = await scan(`${shops.base}/bloqueada/zapatillas`, {
      jsonLd: ['{"@type":"Product","name":"Cojín"'],
      meta: [['og:description', '"><title>Hackeado</title>']],
    });
    // Half a JSON is no product, and the escaped meta cannot invent a title.
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/No encontramos ningún producto/);
  });
});
