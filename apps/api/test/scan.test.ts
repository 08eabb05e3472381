import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount } from '../src/modules/scan/extract.js';
import { isPublicAddress } from '../src/modules/scan/public-address.js';
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
});
afterAll(async () => {
  await Promise.all([t.close(), prod.close()]);
  await shops.close();
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
    ['https://example.com:8443/producto', /puerto que no leemos/],
    ['http://usuario:clave@example.com/', /usuario o una contraseña/],
    ['http://93.184.216.34:8080/', /puerto que no leemos/],
  ])('%s', async (url, message) => {
    const res = await scan(prod, prodToken, url);
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
    for (const a of ['8.8.8.8', '151.101.1.69', '2606:4700::1111']) expect(isPublicAddress(a)).toBe(true);
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
});
