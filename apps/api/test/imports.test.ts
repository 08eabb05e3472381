import { type ListImport, MAX_IMPORT_CHARS } from '@detalle/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifts, importItems, imports, lists, products } from '../src/db/schema/index.js';
import { readImportInput } from '../src/modules/imports/read-input.js';
import { QUEUES } from '../src/plugins/jobs.js';
import { startImportShop } from './fixtures/import-shop.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Awaited<ReturnType<typeof startImportShop>>;
const { as, person } = testClient(() => t.app, { lastname: 'Importa' });

beforeAll(async () => {
  shop = await startImportShop();
  t = await buildTestApp({ allowLoopbackFetch: true });
});
afterAll(async () => {
  await t.close();
  await shop.close();
});

async function newList(who: Who, name = 'Mi cumple') {
  const res = await as(who, 'POST', '/api/list/save', { name, visibility: 'private' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

async function startImport(who: Who, listId: string, source: string, text: string) {
  const res = await as(who, 'POST', `/api/list/import/${listId}`, { source, text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; total: number };
}

async function finished(who: Who, id: string): Promise<ListImport> {
  let last: ListImport | undefined;
  await expect
    .poll(
      async () => {
        last = (await as(who, 'GET', `/api/list/import/${id}`)).json().data;
        return last?.finished;
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(true);
  return last as ListImport;
}

async function giftsOf(who: Who, listId: string) {
  const res = await as(who, 'GET', `/api/list/get/${listId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.gifts as {
    id: string;
    quantity: number;
    note: string;
    product: {
      id: string;
      name: string;
      url: string | null;
      price: { amount: number; currency: string } | null;
    };
  }[];
}

const byState = (imp: ListImport, state: string) => imp.items.filter((i) => i.state === state);

describe('importing links into a list', () => {
  it('reads 50 links one by one: added, needing a look, duplicates skipped, and the list ends with the right gifts', async () => {
    const owner = await person('Irene');
    const listId = await newList(owner);
    // Already on the list, added by hand with a tracking parameter.
    const first = await as(owner, 'POST', '/api/list/gift/save', {
      listId,
      product: { name: 'Ya la tenía', url: `${shop.base}/p/0?utm_source=newsletter` },
    });
    expect(first.statusCode, first.body).toBe(200);
    const links = [
      ...Array.from({ length: 30 }, (_, i) => `${shop.base}/p/${i}`),
      ...Array.from({ length: 5 }, (_, i) => `${shop.base}/sin-precio/${i}`),
      ...Array.from({ length: 5 }, (_, i) => `${shop.base}/roto/${i}`),
      ...Array.from({ length: 5 }, (_, i) => `${shop.base}/no-existe/${i}`),
      // The same products again, with tracking parameters and a fragment.
      ...Array.from(
        { length: 5 },
        (_, i) => `${shop.base}/p/${i + 1}?utm_campaign=navidad&fbclid=abc#opiniones`,
      ),
    ];
    const text = `Mis ideas para este año:\n${links.map((l, i) => (i % 3 ? l : `mira esto ${l}, ¿qué te parece?`)).join('\n')}`;
    const started = await startImport(owner, listId, 'links', text);
    expect(started.total).toBe(50);

    const result = await finished(owner, started.id);
    expect(result.done).toBe(50);
    expect(byState(result, 'added')).toHaveLength(29);
    expect(byState(result, 'needs_look')).toHaveLength(15);
    expect(byState(result, 'duplicate')).toHaveLength(6);
    expect(byState(result, 'failed')).toHaveLength(0);
    const item = (path: string) => result.items.find((i) => i.url === `${shop.base}${path}`);
    expect(item('/p/0')).toMatchObject({
      state: 'duplicate',
      reason: 'Ya estaba en la lista.',
      giftId: null,
    });
    expect(item('/p/7')).toMatchObject({ state: 'added', name: 'Producto número 7', reason: null });
    expect(item('/sin-precio/2')).toMatchObject({ state: 'needs_look', name: 'Sin precio 2' });
    expect(item('/sin-precio/2')?.reason).toContain('precio');
    expect(item('/roto/1')).toMatchObject({ state: 'needs_look', name: '127.0.0.1' });
    expect(item('/no-existe/3')?.reason).toContain('La tienda no nos dejó ver esa página');
    expect(result.items.filter((i) => i.reason === 'Estaba repetido en lo que importaste.')).toHaveLength(5);

    const gifts = await giftsOf(owner, listId);
    expect(gifts).toHaveLength(45);
    const gift7 = gifts.find((g) => g.product.url === `${shop.base}/p/7`);
    expect(gift7?.product).toMatchObject({
      name: 'Producto número 7',
      price: { amount: 1750, currency: 'EUR' },
    });
    // Those needing a look keep their link, so the person can fix them by hand.
    const broken = gifts.find((g) => g.id === item('/roto/1')?.giftId);
    expect(broken?.product).toMatchObject({ url: `${shop.base}/roto/1`, price: null });
    // Each page was read once, the skipped ones never.
    expect(shop.reads.filter((p) => p === '/p/0')).toHaveLength(0);
    expect(shop.reads.filter((p) => p === '/p/1')).toHaveLength(1);
  });

  it('reads a CSV with a BOM, semicolons or commas and quoted commas, trusting its names and prices', async () => {
    const owner = await person('Carmen');
    const listId = await newList(owner);
    const csv = `\uFEFFEnlace,Nombre,Precio,Moneda,Cantidad,Nota\r\n"${shop.base}/roto/a","Juego de tazas, 4 piezas","19,99",EUR,2,"Para la cocina, por favor"\r\n${shop.base}/p/40,,,,,\r\nesto no es un enlace,Nada,,,,\r\n`;
    const started = await startImport(owner, listId, 'csv', csv);
    expect(started.total).toBe(2);
    const result = await finished(owner, started.id);
    expect(result.items.map((i) => [i.state, i.name])).toEqual([
      ['added', 'Juego de tazas, 4 piezas'],
      ['added', 'Producto número 40'],
    ]);
    const gifts = await giftsOf(owner, listId);
    const tazas = gifts.find((g) => g.product.name === 'Juego de tazas, 4 piezas');
    expect(tazas).toMatchObject({ quantity: 2, note: 'Para la cocina, por favor' });
    expect(tazas?.product.price).toEqual({ amount: 1999, currency: 'EUR' });

    const semicolons = `nombre;url;precio\nLámpara de pie;${shop.base}/p/41;"1.299,00 €"\n`;
    const second = await finished(owner, (await startImport(owner, listId, 'csv', semicolons)).id);
    expect(second.items[0]).toMatchObject({ state: 'added', name: 'Lámpara de pie' });
    const lamp = (await giftsOf(owner, listId)).find((g) => g.product.name === 'Lámpara de pie');
    expect(lamp?.product.price).toEqual({ amount: 129900, currency: 'EUR' });
  });

  it('lets the owner fix the name and price of a gift to review, and nobody else', async () => {
    const owner = await person('Lola');
    const other = await person('Mario');
    const listId = await newList(owner);
    const result = await finished(
      owner,
      (await startImport(owner, listId, 'links', `${shop.base}/roto/z`)).id,
    );
    expect(result.items[0]?.state).toBe('needs_look');
    const productId = (await giftsOf(owner, listId))[0]?.product.id;
    const change = { name: 'Mochila de montaña', price: { amount: 5990, currency: 'EUR' } };
    expect((await as(other, 'PUT', `/api/product/update/${productId}`, change)).statusCode).toBe(404);
    const res = await as(owner, 'PUT', `/api/product/update/${productId}`, change);
    expect(res.statusCode, res.body).toBe(200);
    const [fixed] = await giftsOf(owner, listId);
    expect(fixed?.product).toMatchObject({ ...change, url: `${shop.base}/roto/z` });
  });

  it('refuses a CSV without a link column, in Spanish', async () => {
    const owner = await person('Marta');
    const listId = await newList(owner);
    const res = await as(owner, 'POST', `/api/list/import/${listId}`, {
      source: 'csv',
      text: 'nombre,precio\nTaza,5\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('«enlace»');
  });

  it("reads a shop's saved wish-list page (JSON-LD ItemList) with the names it shows", async () => {
    const owner = await person('Nuria');
    const listId = await newList(owner);
    const page = `<!doctype html><html><head><title>Mi lista</title><script type="application/ld+json">${JSON.stringify(
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, url: `${shop.base}/p/50`, name: 'Cafetera de la lista' },
          {
            '@type': 'ListItem',
            position: 2,
            item: { '@id': `${shop.base}/roto/b`, name: 'Bolso de cuero' },
          },
        ],
      },
    )}</script></head><body></body></html>`;
    const result = await finished(owner, (await startImport(owner, listId, 'page', page)).id);
    expect(result.items.map((i) => [i.state, i.name])).toEqual([
      ['added', 'Cafetera de la lista'],
      ['needs_look', 'Bolso de cuero'],
    ]);
  });

  it('reads an Amazon-like saved wish list: each /dp/<ASIN> once, with its name, without tracking', () => {
    const html = `<html><head><link rel="canonical" href="https://www.amazon.es/hz/wishlist/ls/ABC"></head><body>
<a href="/ref=nav_logo">Amazon</a><a href="https://www.amazon.es/gp/help">Ayuda</a>
<li><a href="/dp/B0ABCDEF12/?coliid=I1&amp;ref_=lv_ov_lig_dp_it"><img alt=""></a>
<a id="itemName_I1" title="Auriculares inalámbricos con estuche" href="/dp/B0ABCDEF12/?coliid=I1&amp;ref_=lv_ov_lig_dp_it">Auriculares inalámbricos…</a></li>
<li><a id="itemName_I2" title="Libro: Cien años de soledad" href="https://www.amazon.es/Cien-a%C3%B1os-soledad/dp/8497592204/ref=sr_1_1">Cien años</a></li>
</body></html>`;
    const lines = readImportInput('page', html);
    expect(lines.map((l) => [l.url, l.name])).toEqual([
      ['https://www.amazon.es/dp/B0ABCDEF12', 'Auriculares inalámbricos con estuche'],
      ['https://www.amazon.es/dp/8497592204', 'Libro: Cien años de soledad'],
    ]);
  });

  it("reads a shop's saved page without structured data from its product-like links only", () => {
    const html = `<html><head><base href="https://www.tienda.example/mi-lista"></head><body>
<a href="/">Inicio</a><a href="/ayuda/envios">Envíos</a><a href="https://www.facebook.com/tienda">Facebook</a>
<a href="/producto/lampara-nordica-123?utm_source=lista#fotos">Lámpara nórdica</a>
<a href="https://www.tienda.example/p/98765"><img alt="Silla de madera"></a>
<a href="/producto/lampara-nordica-123">Lámpara nórdica (otra vez)</a>
</body></html>`;
    const lines = readImportInput('page', html);
    expect(lines.map((l) => [l.url, l.name, l.repeated])).toEqual([
      ['https://www.tienda.example/producto/lampara-nordica-123', 'Lámpara nórdica', false],
      ['https://www.tienda.example/p/98765', 'Silla de madera', false],
      ['https://www.tienda.example/producto/lampara-nordica-123', 'Lámpara nórdica (otra vez)', true],
    ]);
  });

  it('lets nobody else read an import nor import into a list that is not theirs', async () => {
    const owner = await person('Olga');
    const other = await person('Pablo');
    const listId = await newList(owner);
    const started = await startImport(owner, listId, 'links', `${shop.base}/p/60`);
    expect((await as(other, 'GET', `/api/list/import/${started.id}`)).statusCode).toBe(404);
    expect((await as(null, 'GET', `/api/list/import/${started.id}`)).statusCode).toBe(401);
    const theirs = await as(other, 'POST', `/api/list/import/${listId}`, {
      source: 'links',
      text: `${shop.base}/p/61`,
    });
    expect([403, 404]).toContain(theirs.statusCode);
    expect(theirs.json().error.message).toMatch(/lista/);
    await finished(owner, started.id);
    expect((await giftsOf(owner, listId)).map((g) => g.product.name)).toEqual(['Producto número 60']);
  });

  it('refuses more than 100 links and a file over 2 MB with a Spanish 4xx', async () => {
    const owner = await person('Quique');
    const listId = await newList(owner);
    const many = Array.from({ length: 101 }, (_, i) => `${shop.base}/p/${i}`).join('\n');
    const tooMany = await as(owner, 'POST', `/api/list/import/${listId}`, { source: 'links', text: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain('como mucho 100');
    const big = await as(owner, 'POST', `/api/list/import/${listId}`, {
      source: 'page',
      text: `<html>${'x'.repeat(2.2 * 1024 * 1024)}</html>`,
    });
    expect(big.statusCode).toBe(400);
    expect(JSON.stringify(big.json().error)).toContain('como mucho 2 MB');
    const huge = await as(owner, 'POST', `/api/list/import/${listId}`, {
      source: 'page',
      text: `<html>${'"'.repeat(3 * 1024 * 1024)}</html>`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toContain('demasiado grande');
    const none = await as(owner, 'POST', `/api/list/import/${listId}`, {
      source: 'links',
      text: 'nada por aquí',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain('No hemos encontrado ningún enlace');
    expect(await giftsOf(owner, listId)).toHaveLength(0);
  });

  it('picks up an item a stopped process had claimed, and finishes the import', async () => {
    const owner = await person('Rosa');
    const listId = await newList(owner);
    const [imp] = await t.app.db
      .insert(imports)
      .values({ ownerId: owner.user.id, listId, source: 'links', total: 2 })
      .returning();
    const importId = (imp as { id: string }).id;
    await t.app.db.insert(importItems).values([
      {
        importId,
        position: 0,
        url: `${shop.base}/p/70`,
        normalizedUrl: `127.0.0.1:${new URL(shop.base).port}/p/70`,
        state: 'working',
        claim: '5a3c9a6e-0f4b-4c39-9d53-1b9f4f8e2a10',
        claimedAt: new Date(Date.now() - 10 * 60_000),
      },
      {
        importId,
        position: 1,
        url: `${shop.base}/p/71`,
        normalizedUrl: `127.0.0.1:${new URL(shop.base).port}/p/71`,
      },
    ]);
    await t.app.jobs.send(QUEUES.processImport, { importId });
    const result = await finished(owner, importId);
    expect(result.items.map((i) => i.state)).toEqual(['added', 'added']);
    expect(await giftsOf(owner, listId)).toHaveLength(2);
    const [row] = await t.app.db.select().from(imports).where(eq(imports.id, importId));
    expect(row?.finishedAt).not.toBeNull();
  });
});

describe('a shop that asks us to wait', () => {
  it('its first link says the shop refused, the rest say it asked us to wait, and none is read again', async () => {
    const busy = await startImportShop('127.0.0.2');
    try {
      const owner = await person('Olga');
      const listId = await newList(owner, 'Ideas de Olga');
      const links = [1, 2, 3].map((n) => `${busy.base}/ocupada/${n}`).join('\n');
      const imp = await finished(owner, (await startImport(owner, listId, 'links', links)).id);
      expect(imp.items.map((i) => i.state)).toEqual(['needs_look', 'needs_look', 'needs_look']);
      const [first, ...rest] = imp.items;
      expect(first?.reason).not.toMatch(/esperemos/);
      for (const item of rest) expect(item.reason).toMatch(/^La tienda nos ha pedido que esperemos/);
      // One request, then the shop's minute is honoured for every other link.
      expect(busy.reads).toEqual(['/ocupada/1']);
    } finally {
      await busy.close();
    }
  });
});

describe('a copy of my lists', () => {
  it('a person with no lists yet still gets a copy, empty, in either format', async () => {
    const newcomer = await person('Nuria');
    const json = await as(newcomer, 'GET', '/api/list/export');
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json()).toMatchObject({ app: 'detalle', version: 1, lists: [] });
    const csv = await as(newcomer, 'GET', '/api/list/export?format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(1);
  });

  it('exports only my own lists as CSV and JSON, and the JSON recreates the same lists and gifts', async () => {
    const me = await person('Sara');
    const someone = await person('Tomás');
    const listId = await newList(me, 'Boda de Sara');
    await as(me, 'PUT', `/api/list/update/${listId}`, {
      category: 'boda',
      date: '2027-06-12',
      visibility: 'friends',
    });
    const gift = await as(me, 'POST', '/api/list/gift/save', {
      listId,
      product: {
        name: 'Vajilla, 24 piezas',
        url: 'https://tienda.example/vajilla',
        price: { amount: 8999, currency: 'EUR' },
        shop: 'Tienda',
      },
      quantity: 2,
      priority: 'alta',
      note: 'La blanca',
    });
    expect(gift.statusCode, gift.body).toBe(200);
    await newList(me, 'Lista vacía');
    await newList(someone, 'De otra persona');

    const csv = await as(me, 'GET', '/api/list/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(
      csv.body.startsWith(
        '\uFEFFlista,ocasion,fecha,visibilidad,nombre,enlace,precio,moneda,cantidad,prioridad,nota,tienda',
      ),
    ).toBe(true);
    expect(csv.body).toContain(
      'Boda de Sara,Boda,2027-06-12,Amigos,"Vajilla, 24 piezas",https://tienda.example/vajilla,89.99,EUR,2,alta,La blanca,Tienda',
    );
    expect(csv.body).toContain('Lista vacía');
    expect(csv.body).not.toContain('De otra persona');

    const json = await as(me, 'GET', '/api/list/export?format=json');
    expect(json.statusCode).toBe(200);
    const copy = json.json();
    expect(copy.lists.map((l: { name: string }) => l.name)).toEqual(['Boda de Sara', 'Lista vacía']);
    expect(copy.lists[0]).toMatchObject({
      category: 'boda',
      date: '2027-06-12',
      visibility: 'friends',
      gifts: [
        {
          name: 'Vajilla, 24 piezas',
          url: 'https://tienda.example/vajilla',
          price: { amount: 8999, currency: 'EUR' },
          quantity: 2,
          priority: 'alta',
          note: 'La blanca',
          shop: 'Tienda',
        },
      ],
    });

    // Into a new account: the same lists and gifts.
    const again = await person('Sara');
    const imported = await as(again, 'POST', '/api/list/importCopy', copy);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toEqual({ lists: 2, gifts: 1 });
    const back = (await as(again, 'GET', '/api/list/export?format=json')).json();
    expect(back.lists).toEqual(copy.lists);
  });

  it('refuses a file that is not a copy, in Spanish', async () => {
    const me = await person('Ulises');
    const res = await as(me, 'POST', '/api/list/importCopy', { hola: 'mundo' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/copia/);
  });
});

/** Another API process on the same PostgreSQL database, running jobs too. */
const secondProcess = () =>
  buildTestApp({ env: { DATABASE_URL: t.config.DATABASE_URL as string }, allowLoopbackFetch: true });

describe.runIf(process.env.DATABASE_URL)('two API processes on one import', () => {
  it('never add an item twice', async () => {
    const other = await secondProcess();
    try {
      const owner = await person('Vera');
      const listId = await newList(owner);
      const links = Array.from({ length: 30 }, (_, i) => `${shop.base}/p/${100 + i}`).join('\n');
      const started = await startImport(owner, listId, 'links', links);
      // Both processes work on it at once, several jobs each.
      await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          (i % 2 ? other : t).app.jobs.send(QUEUES.processImport, { importId: started.id }),
        ),
      );
      const result = await finished(owner, started.id);
      expect(byState(result, 'added')).toHaveLength(30);
      const gifts = await giftsOf(owner, listId);
      expect(gifts).toHaveLength(30);
      expect(new Set(gifts.map((g) => g.product.url)).size).toBe(30);
      expect(new Set(result.items.map((i) => i.giftId)).size).toBe(30);
      // Each page was read by one process only.
      for (let i = 0; i < 30; i++) expect(shop.reads.filter((p) => p === `/p/${100 + i}`)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

/** A gift on my list made straight in the database: the quickest way to fill a list or put money on a gift. */
async function giftInDb(listId: string, ownerId: string, n: number) {
  const made = await t.app.db
    .insert(products)
    .values(
      Array.from({ length: n }, (_, i) => ({
        ownerId,
        name: `Relleno ${i}`,
        url: `https://relleno.example/p/${i}`,
      })),
    )
    .returning({ id: products.id });
  return t.app.db
    .insert(gifts)
    .values(made.map((p) => ({ listId, productId: p.id })))
    .returning({ id: gifts.id, productId: gifts.productId });
}

describe('hostile imports and product changes', () => {
  it('reads a pasted link followed by 100 000 dots at once (no backtracking regex)', () => {
    const text = `http://tienda.example/p/1${'.'.repeat(100_000)}x y https://tienda.example/p/2.`;
    const started = Date.now();
    const lines = readImportInput('links', text);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(lines.map((l) => l.url)).toContain('https://tienda.example/p/2');
  });

  it('refuses at once a 2 MB saved page nested hundreds of thousands deep, and reads one nested 1 000 deep', () => {
    const deep = `${'<div><span>'.repeat(90_000)}<a href="https://tienda.example/producto/123">Taza</a>`;
    const inAnchor = `<a href="https://tienda.example/producto/456">${'<b>'.repeat(300_000)}Jarra</a>`;
    for (const html of [deep, inAnchor]) {
      expect(html.length).toBeLessThan(MAX_IMPORT_CHARS);
      const started = Date.now();
      expect(() => readImportInput('page', html)).toThrow(/demasiados elementos unos dentro de otros/);
      expect(Date.now() - started).toBeLessThan(1500);
    }
    const fine = `${'<div>'.repeat(1000)}<a href="https://tienda.example/producto/7"><img alt="Cojín"></a>`;
    expect(readImportInput('page', fine)).toMatchObject([
      { url: 'https://tienda.example/producto/7', name: 'Cojín' },
    ]);
  });

  it('never keeps javascript:, data: or file: links, nor links with a password', () => {
    const csv = [
      'nombre,enlace',
      'Uno,javascript:alert(1)',
      'Dos,data:text/html;base64,PHNjcmlwdD4=',
      'Tres,file:///etc/passwd',
      'Cuatro,https://ana:secreto@tienda.example/p/4',
      'Cinco,https://tienda.example/p/5',
    ].join('\n');
    expect(readImportInput('csv', csv).map((l) => l.url)).toEqual(['https://tienda.example/p/5']);
    const page = '<a href="javascript:alert(1)">x</a><a href="file:///producto/1">y</a>';
    expect(() => readImportInput('page', page)).toThrow(/No hemos encontrado productos/);
  });

  it('cleans control characters a saved page hides in entities before saving the gift', async () => {
    const owner = await person('Bea');
    const listId = await newList(owner);
    const page = [
      `<a href="${shop.base}/p/80" title="Taza&#1;&#x2028;&#x7f;roja">x</a>`,
      `<a href="${shop.base}/p/81" title="a${'&#x1F381;'.repeat(150)}">y</a>`,
    ].join('');
    const result = await finished(owner, (await startImport(owner, listId, 'page', page)).id);
    expect(result.items.map((i) => i.state)).toEqual(['added', 'added']);
    const names = (await giftsOf(owner, listId)).map((g) => g.product.name);
    expect(names).toContain('Taza roja');
    // Cut at 200 UTF-16 units without leaving half an emoji behind.
    expect(names).toContain(`a${'\u{1F381}'.repeat(99)}`);
  });

  it("keeps a product's price once money is given or on its way, and leaves catalogue products alone", async () => {
    const owner = await person('Celia');
    const listId = await newList(owner);
    const [gift] = await giftInDb(listId, owner.user.id, 1);
    const productId = gift?.productId as string;
    await t.app.db
      .update(gifts)
      .set({ held: 500 })
      .where(eq(gifts.id, gift?.id as string));
    const res = await as(owner, 'PUT', `/api/product/update/${productId}`, {
      name: 'Otro nombre',
      price: { amount: 100, currency: 'EUR' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('su precio no se puede cambiar');
    // The name alone may change, also when the form sends the price it shows, unchanged.
    const renamed = await as(owner, 'PUT', `/api/product/update/${productId}`, { name: 'Otro nombre' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const again = await as(owner, 'PUT', `/api/product/update/${productId}`, {
      name: 'Otro nombre',
      price: null,
    });
    expect(again.statusCode, again.body).toBe(200);
    const [p] = await t.app.db.select().from(products).where(eq(products.id, productId));
    expect(p).toMatchObject({ name: 'Otro nombre', priceMinor: null });

    const [catalogue] = await t.app.db
      .insert(products)
      .values({ ownerId: null, name: 'Del catálogo', priceMinor: 1000, currency: 'EUR' })
      .returning({ id: products.id });
    const theirs = await as(owner, 'PUT', `/api/product/update/${catalogue?.id}`, {
      name: 'Mío ahora',
      price: { amount: 1, currency: 'EUR' },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('neutralises formulas in the CSV export', async () => {
    const me = await person('Diana');
    const listId = await newList(me, '=HYPERLINK("https://malo.example","clic")');
    const gift = await as(me, 'POST', '/api/list/gift/save', {
      listId,
      product: { name: '@SUM(A1:A9)', shop: '-2+3', price: { amount: 1250, currency: 'EUR' } },
      note: '+34 600 000 000',
    });
    expect(gift.statusCode, gift.body).toBe(200);
    const csv = (await as(me, 'GET', '/api/list/export?format=csv')).body;
    const row = csv.split('\r\n')[1] as string;
    expect(row).toContain(`"'=HYPERLINK(""https://malo.example"",""clic"")"`);
    expect(row).toContain(",'@SUM(A1:A9),");
    expect(row).toContain(",'+34 600 000 000,");
    expect(row).toContain(",'-2+3");
    expect(row).toContain(',12.5,EUR,');
  });

  it('recreates a copy for me only, whatever owner, picture or listing the file claims', async () => {
    const me = await person('Elena');
    const someone = await person('Fermín');
    const forged = {
      app: 'detalle',
      version: 1,
      lists: [
        {
          name: 'Copiada',
          ownerId: someone.user.id,
          id: '00000000-0000-4000-8000-000000000001',
          image: '/files/lists/0123456789abcdef0123456789abcdef.webp',
          discoverable: true,
          standOut: true,
          visibility: 'public',
          gifts: [{ name: 'Bici', productId: '00000000-0000-4000-8000-000000000002', contributed: 9999 }],
        },
      ],
    };
    const res = await as(me, 'POST', '/api/list/importCopy', forged);
    expect(res.statusCode, res.body).toBe(200);
    const [made] = await t.app.db.select().from(lists).where(eq(lists.name, 'Copiada'));
    expect(made).toMatchObject({ ownerId: me.user.id, discoverable: false, standOut: false });
    expect(made?.image).not.toBe(forged.lists[0]?.image);
    const [gift] = await t.app.db
      .select()
      .from(gifts)
      .where(eq(gifts.listId, made?.id as string));
    expect(gift?.contributed).toBe(0);

    const bad = async (list: object) => {
      const r = await as(me, 'POST', '/api/list/importCopy', {
        ...forged,
        lists: [{ name: 'Mala', ...list }],
      });
      expect(r.statusCode, r.body).toBe(400);
      return r.json().error.message as string;
    };
    await bad({ category: 'fiesta-secreta' });
    await bad({ date: '2027-02-30' });
    expect(await bad({ gifts: [{ name: 'X', url: 'javascript:alert(1)' }] })).toContain('enlace');
    await bad({ gifts: [{ name: 'a'.repeat(201) }] });
  });
});

describe.runIf(process.env.DATABASE_URL)('imports and product changes under concurrency', () => {
  it('waits for a payment being written before refusing a price change', async () => {
    const owner = await person('Gema');
    const listId = await newList(owner);
    const [gift] = await giftInDb(listId, owner.user.id, 1);
    let update: Promise<{ statusCode: number }> | undefined;
    // A contribution's transaction: the gift locked, money held, not committed yet while the change comes in.
    await t.app.db.transaction(async (tx) => {
      await tx
        .update(gifts)
        .set({ held: sql`${gifts.held} + 700` })
        .where(eq(gifts.id, gift?.id as string));
      update = as(owner, 'PUT', `/api/product/update/${gift?.productId}`, {
        name: 'Relleno',
        price: { amount: 1, currency: 'EUR' },
      });
      await new Promise((r) => setTimeout(r, 400));
    });
    expect((await update)?.statusCode).toBe(409);
    const [p] = await t.app.db
      .select()
      .from(products)
      .where(eq(products.id, gift?.productId as string));
    expect(p?.priceMinor).toBeNull();
  });

  it('holds the gifts-per-list cap and adds a link once with two imports on two processes', async () => {
    const other = await secondProcess();
    try {
      const owner = await person('Hugo');
      const listId = await newList(owner);
      await giftInDb(listId, owner.user.id, 494);
      // Both imports bring /p/300..302 (the same three) and four of their own: 11 different links for 6 places.
      const shared = [300, 301, 302].map((n) => `${shop.base}/p/${n}`);
      const a = await startImport(
        owner,
        listId,
        'links',
        [...shared, ...[310, 311, 312, 313].map((n) => `${shop.base}/p/${n}`)].join('\n'),
      );
      const b = await startImport(
        owner,
        listId,
        'links',
        [...shared, ...[320, 321, 322, 323].map((n) => `${shop.base}/p/${n}`)].join('\n'),
      );
      await Promise.all([
        other.app.jobs.send(QUEUES.processImport, { importId: a.id }),
        t.app.jobs.send(QUEUES.processImport, { importId: b.id }),
        other.app.jobs.send(QUEUES.processImport, { importId: b.id }),
        t.app.jobs.send(QUEUES.processImport, { importId: a.id }),
      ]);
      const results = [await finished(owner, a.id), await finished(owner, b.id)];
      const items = results.flatMap((r) => r.items);
      const [row] = await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(gifts)
        .where(eq(gifts.listId, listId));
      expect(row?.n).toBe(500);
      const urls = (await giftsOf(owner, listId)).map((g) => g.product.url);
      for (const link of shared) expect(urls.filter((u) => u === link)).toHaveLength(1);
      const added = items.filter((i) => i.state === 'added');
      const full = items.filter((i) => i.state === 'failed');
      expect(added).toHaveLength(6);
      expect(full.length).toBeGreaterThanOrEqual(5);
      for (const f of full) expect(f.reason).toContain('el máximo');
    } finally {
      await other.close();
    }
  });
});
