import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { moneySchema } from '@detalle/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractProduct, parseAmount } from '../src/modules/scan/extract.js';
import { isPublicAddress } from '../src/modules/scan/public-address.js';
import { safeFetch } from '../src/modules/scan/safe-fetch.js';
import { startFixtureShops } from './fixtures/shops.js';
import { buildTestApp, createUserWithSession } from './helpers.js';

let shops: Awaited<ReturnType<typeof startFixtureShops>>;
let t: Awaited<ReturnType<typeof buildTestApp>>;
let prod: Awaited<ReturnType<typeof buildTestApp>>;
let token: string;
let prodToken: string;

beforeAll(async () => {
  shops = await startFixtureShops();
  // The test allowance for loopback is a buildApp option; `prod` is the app as production builds it.
  [t, prod] = await Promise.all([buildTestApp({ allowLoopbackFetch: true }), buildTestApp()]);
  token = (await createUserWithSession(t.app)).token;
  prodToken = (await createUserWithSession(prod.app)).token;
  // Two apps, each migrating a database of its own: on a busy machine that outlasts the suite's minute.
}, 180_000);
afterAll(async () => {
  await Promise.all([t?.close(), prod?.close()]);
  await shops?.close();
});

const scan = (app: typeof t, tok: string, url: string) =>
  app.app.inject({ method: 'POST', url: '/api/scan', payload: { url }, headers: { 'type-token': tok } });

describe('POST /api/scan on fixture shops', () => {
  it('reads JSON-LD (MercadoLibre style), copies the picture into our storage and keeps the canonical link', async () => {
    const res = await scan(t, token, `${shops.base}/mercadolibre/MLM-123`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      name: 'Audífonos inalámbricos con cancelación de ruido',
      description: 'Bluetooth 5.3, 30 horas de batería.',
      price: { amount: 129950, currency: 'MXN' },
      shop: 'Mercado Libre',
      url: `${shops.base}/mercadolibre/MLM-123-canonico`,
    });
    expect(data.image).toMatch(/^\/files\/products\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(join(t.dataDir, data.image))).toBe(true);
    expect((await sharp(join(t.dataDir, data.image)).metadata()).format).toBe('webp');
  });

  it.each([
    [
      'El Corte Inglés (@graph, "1.299,00")',
      '/elcorteingles/cafetera',
      {
        name: 'Cafetera espresso 15 bar',
        price: { amount: 129900, currency: 'EUR' },
        shop: 'El Corte Inglés',
      },
    ],
    [
      'Falabella (microdata, CLP)',
      '/falabella/prod/42',
      { name: 'Bicicleta urbana aro 28', price: { amount: 249990, currency: 'CLP' } },
    ],
    [
      'Liverpool (OpenGraph)',
      '/liverpool/pdp/licuadora',
      {
        name: 'Licuadora de vaso de vidrio 10 velocidades',
        price: { amount: 189900, currency: 'MXN' },
        shop: 'Liverpool',
      },
    ],
    [
      'a Latin-1 page',
      '/tienda-antigua/muneca',
      { name: 'Muñeca de trapo hecha a mano', price: null, shop: '127.0.0.1' },
    ],
    ['two redirects', '/r/1', { name: 'Licuadora de vaso de vidrio 10 velocidades' }],
  ])('reads %s', async (_name, path, expected) => {
    const res = await scan(t, token, `${shops.base}${path}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject(expected);
  });

  it.each([
    ['priceCurrency "Euros"', '/microdata/euros', { price: { amount: 4990, currency: 'EUR' } }],
    ['priceCurrency "€"', '/microdata/simbolo-euro', { price: { amount: 1250, currency: 'EUR' } }],
    ['priceCurrency "usd"', '/microdata/minusculas', { price: { amount: 1500, currency: 'USD' } }],
    ['priceCurrency "$" (ambiguous: no price)', '/microdata/dolar', { name: 'Gorra bordada', price: null }],
    [
      'priceCurrency "pesos" (ambiguous: no price)',
      '/microdata/pesos',
      { name: 'Mate de calabaza', price: null },
    ],
    ['an unknown priceCurrency', '/microdata/inventada', { name: 'Vela aromática', price: null }],
    ['a bare "$" in the price text', '/microdata/solo-signo', { name: 'Llavero de cuero', price: null }],
    ['"offers":[null]', '/jsonld/oferta-nula', { name: 'Peluche de jirafa', price: null }],
    [
      'offers mixing null, numbers, strings and arrays',
      '/jsonld/ofertas-raras',
      { name: 'Puzle de 1000 piezas', price: { amount: 1999, currency: 'EUR' } },
    ],
    ['JSON-LD nested 200 000 levels deep', '/jsonld/anidado', { name: 'Lámpara de mesa', price: null }],
    ['a @graph nested 100 000 levels deep', '/jsonld/grafo-anidado', { name: 'Reloj de pared' }],
    ['an image nested 200 000 levels deep', '/jsonld/imagen-anidada', { name: 'Cojín bordado', image: null }],
    ['a price of 1e300', '/jsonld/precio-enorme', { name: 'Yate de lujo', price: null }],
    [
      'a price above the database limit',
      '/jsonld/precio-sobre-limite',
      { name: 'Casa en la playa', price: null },
    ],
    [
      'a price written with 400 digits',
      '/jsonld/precio-texto-enorme',
      { name: 'Avión privado', price: null },
    ],
    ['a 20-digit OpenGraph price', '/meta/precio-enorme', { name: 'Isla privada', price: null }],
  ])('keeps the product but never answers a wrong price: %s', async (_name, path, expected) => {
    // A fresh person per case: one account may scan 30 times in 10 minutes.
    const res = await scan(t, (await createUserWithSession(t.app)).token, `${shops.base}${path}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject(expected);
  });

  it.each([
    ['a PDF', '/pdf', /no es una página de producto/],
    ['a page with no product', '/sin-producto', /No encontramos ningún producto/],
    ['a page over 2 MB', '/grande', /demasiado grande/],
    ['more than 3 redirects', '/loop/1', /redirige demasiadas veces/],
    ['a redirect to the metadata address', '/a-metadatos', /dirección que no podemos visitar/],
  ])('refuses %s with a Spanish message', async (_name, path, message) => {
    const res = await scan(t, token, `${shops.base}${path}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });

  // No wall clock needed: '/lenta' never ends, and '/despacio' would succeed after 4 × 400 ms, each hop well
  // inside the 1 s deadline, so only a deadline over the whole fetch can refuse them.
  it('stops a shop that trickles its page: one deadline for the whole fetch', async () => {
    for (const path of ['/lenta', '/a-lenta', '/despacio/1']) {
      const fetching = safeFetch(`${shops.base}${path}`, {
        accept: 'html',
        maxBytes: 2 * 1024 * 1024,
        allowLoopback: true,
        deadlineMs: 1000,
      });
      await expect(fetching).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        status: 400,
        message: 'La tienda tarda demasiado en responder. Inténtalo más tarde.',
      });
    }
  });

  it('needs a session', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/scan', payload: { url: 'https://example.com' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('addresses the scanner never visits (production app)', () => {
  const wrongScheme = /empiecen por https:\/\/ o http:\/\//;
  const privateAddress = /dirección que no podemos visitar/;
  it.each([
    ['ftp://example.com/archivo', wrongScheme],
    ['javascript:alert(1)', wrongScheme],
    ['file:///etc/passwd', wrongScheme],
    ['http://localhost/', privateAddress],
    ['http://127.0.0.1/', privateAddress],
    ['http://127.0.0.2/', privateAddress],
    ['http://0.0.0.0/', privateAddress],
    ['http://[::1]/', privateAddress],
    ['http://[::ffff:127.0.0.1]/', privateAddress],
    ['http://[::ffff:7f00:1]/', privateAddress],
    ['http://2130706433/', privateAddress],
    ['http://0x7f000001/', privateAddress],
    ['http://017700000001/', privateAddress],
    ['http://0x7f.1/', privateAddress],
    ['http://169.254.169.254/latest/meta-data/', privateAddress],
    ['http://10.0.0.8/', privateAddress],
    ['http://172.16.5.4/', privateAddress],
    ['http://192.168.1.1/', privateAddress],
    ['http://100.64.0.1/', privateAddress],
    ['http://224.0.0.1/', privateAddress],
    ['http://[fe80::1]/', privateAddress],
    ['http://[fc00::1]/', privateAddress],
    ['http://[::7f00:1]/', privateAddress],
    ['http://[::127.0.0.1]/', privateAddress],
    ['http://[::a9fe:a9fe]/', privateAddress],
    ['http://[64:ff9b:1::7f00:1]/', privateAddress],
    ['http://[64:ff9b:1::808:808]/', privateAddress],
    ['http://[0:0:0:0:0:ffff:7f00:1]/', privateAddress],
    ['https://example.com:8443/producto', /puerto que no leemos/],
    ['http://usuario:clave@example.com/', /usuario o una contraseña/],
    ['http://93.184.216.34:8080/', /puerto que no leemos/],
  ])('%s', async (url, message) => {
    const res = await scan(prod, (await createUserWithSession(prod.app)).token, url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });

  it('also refuses the fixture shop on loopback: the test allowance is off', async () => {
    const res = await scan(prod, prodToken, `${shops.base}/liverpool/pdp/licuadora`);
    expect(res.statusCode).toBe(400);
  });
});

describe('helpers', () => {
  it('tells public from private addresses', () => {
    for (const a of ['8.8.8.8', '151.101.1.69', '2606:4700::1111', '64:ff9b::808:808', '::ffff:8.8.8.8'])
      expect(isPublicAddress(a)).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '169.254.169.254',
      '100.100.1.1',
      '::1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'fd00::1',
      '::',
      '::7f00:1',
      '::8.8.8.8',
      '64:ff9b:1::7f00:1',
      '64:ff9b:1:ffff::1',
      '0:0:0:0:0:ffff:7f00:1',
      '64:ff9b:0:0:0:0:a00:1',
      '64:ff9b::1',
      'fe80::1%eth0',
    ]) {
      expect(isPublicAddress(a)).toBe(false);
    }
  });
  it('reads prices as shops write them', () => {
    expect(parseAmount('1.299,00')).toBe(1299);
    expect(parseAmount('1,299.50')).toBe(1299.5);
    expect(parseAmount('$ 249.990')).toBe(249990);
    expect(parseAmount(15.5)).toBe(15.5);
    expect(parseAmount('gratis')).toBeUndefined();
  });
  // The product after 50 000 nodes is not found: the walk stopped at its budget. How fast: bench/extract.ts.
  it('finds no product past the node budget of a huge JSON-LD', () => {
    const wide = [
      ...Array.from({ length: 50_000 }, () => ({ '@type': 'Thing' })),
      { '@type': 'Product', name: 'Tarde' },
    ];
    const found = extractProduct(
      `<html><head><title>Título</title><script type="application/ld+json">${JSON.stringify(wide)}</script></head></html>`,
      'https://tienda.example/p',
    );
    expect(found.name).toBe('Título');
  });
  it('gives up at once on a 2 MB page nested 180 000 deep, and reads one nested 1 000 deep', () => {
    const product = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Hondo' })}</script>`;
    const started = Date.now();
    expect(() =>
      extractProduct(`${'<div><span>'.repeat(90_000)}${product}`, 'https://tienda.example/p'),
    ).toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
    const fine = extractProduct(`${'<div>'.repeat(1000)}${product}`, 'https://tienda.example/p');
    expect(fine.name).toBe('Hondo');
  });
  it('caps money at the PostgreSQL integer of products.price_minor, never negative', () => {
    expect(moneySchema.safeParse({ amount: 2_147_483_647, currency: 'EUR' }).success).toBe(true);
    const tooHigh = moneySchema.safeParse({ amount: 2_147_483_648, currency: 'EUR' });
    expect(tooHigh.error?.issues[0]?.message).toBe('El precio es demasiado alto. Revisa la cantidad.');
    expect(moneySchema.safeParse({ amount: -1, currency: 'EUR' }).success).toBe(false);
  });
});

describe('POST /api/product/save', () => {
  it('refuses a price above what the database holds, in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/save',
      headers: { 'type-token': token },
      payload: { name: 'Coche deportivo', price: { amount: 3_000_000_000, currency: 'EUR' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toContain('El precio es demasiado alto.');
  });
});
