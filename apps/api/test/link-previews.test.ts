import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ongs } from '../src/db/schema/index.js';
import { verifyOng } from '../src/modules/ongs/service.js';
import { makeDependent } from './dependent-fixtures.js';
import { buildTestApp, fakeWebDir, multipart, testClient, type Who } from './helpers.js';

/**
 * Link previews as WhatsApp, Telegram or Facebook read them: the tags in the HTML of a shared list, event or
 * ONG page, and the picture they name — a 1200 × 630 PNG drawn for the page, or Detalle's generic one for a page
 * that is not for anyone with its link.
 */
const webDir = fakeWebDir();

let t: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Who;
const { as, person } = testClient(() => t.app, { lastname: 'Vista' });

beforeAll(async () => {
  t = await buildTestApp({ webDir });
  owner = await person('Olga');
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

async function aList(visibility: 'public' | 'friends' | 'private', extra: object = {}) {
  const res = await as(owner, 'POST', '/api/list/save', {
    name: 'Cumple de Íñigo & <Pepa>',
    visibility,
    occasion: 'Cumpleaños',
    date: '2031-05-20',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; image: string };
}

/** The value of one `<meta property|name="…" content="…">` tag in a page's HTML. */
function meta(html: string, key: string) {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)" />`);
  return tag.exec(html)?.[1];
}

/** Fetches an image by its absolute URL from the app, as a crawler would. */
async function fetchImage(url: string, headers: Record<string, string> = {}) {
  const { pathname, search } = new URL(url);
  return t.app.inject({ url: `${pathname}${search}`, headers });
}

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, Math.min(3, info.channels))];
}

describe('the tags of a shared page', () => {
  it('names a dependent’s list after the dependent alone, not its guardians', async () => {
    const guardian = await person('Lucía');
    const leo = await makeDependent(t.app, [guardian, owner], { name: 'Leo' });
    const res = await as(guardian, 'POST', '/api/list/save', {
      name: 'Primer cumple',
      visibility: 'public',
      forDependent: leo.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = (await t.app.inject(`/regalar?lista=${res.json().data.id}`)).body;
    expect(meta(html, 'og:description')).toMatch(/^La lista de regalos de Leo\./);
  });

  it('names a 1200 × 630 PNG drawn for a public list, with its type, size and description', async () => {
    const list = await aList('public');
    const res = await t.app.inject(`/regalar?lista=${list.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const image = meta(html, 'og:image') ?? '';
    expect(image).toMatch(new RegExp(`^${t.config.publicUrl}/api/preview/lista/${list.id}\\.png\\?v=`));
    expect(meta(html, 'og:image:type')).toBe('image/png');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe(
      'Cumple de Íñigo &amp; &lt;Pepa&gt;: la lista de regalos de Olga en Detalle',
    );
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(image);

    const png = await fetchImage(image);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const info = await sharp(png.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('gives a public event its own drawn picture', async () => {
    const res = await as(owner, 'POST', '/api/event/save', {
      name: 'Fiesta en la playa',
      startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      visibility: 'public',
      place: 'Cádiz',
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = (await t.app.inject(`/evento/${res.json().data.id}`)).body;
    const image = meta(html, 'og:image') ?? '';
    expect(image).toContain(`/api/preview/evento/${res.json().data.id}.png?v=`);
    expect(meta(html, 'og:image:alt')).toMatch(/^Fiesta en la playa, .*Cádiz$/);
    const png = await fetchImage(image);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it("gives a verified ONG's page a drawn picture, and an unverified one nothing of its own", async () => {
    const ongTags = async (name: string, verified: boolean) => {
      const ong = await person(name, { type: 2, lastname: '' });
      await t.app.db.insert(ongs).values({ userId: ong.user.id, legalId: 'G12345678', country: 'ES' });
      if (verified) await verifyOng(t.app.db, ong.user.id);
      return (await t.app.inject(`/ong/${ong.user.id}`)).body;
    };
    const verified = await ongTags('Abrazo Solidario', true);
    expect(meta(verified, 'og:title')).toBe('Abrazo Solidario · Detalle');
    expect(meta(verified, 'og:image')).toMatch(/\/api\/preview\/ong\/[0-9a-f-]{36}\.png\?v=/);
    const pending = await ongTags('Fundación Pendiente', false);
    expect(pending).not.toContain('Fundación Pendiente');
    expect(meta(pending, 'og:image')).toMatch(/\/api\/preview\/detalle\.png\?v=/);
  });

  it('gives a friends-only or private list the generic tags and picture, without its name', async () => {
    const generic = await fetchImage(`${t.config.publicUrl}/api/preview/detalle.png`);
    for (const visibility of ['friends', 'private'] as const) {
      const list = await aList(visibility, { name: 'Mi sorpresa secreta' });
      const html = (await t.app.inject(`/regalar?lista=${list.id}`)).body;
      expect(html).not.toContain('Mi sorpresa secreta');
      expect(html).not.toContain('Olga');
      expect(meta(html, 'og:title')).toBe('Detalle');
      expect(meta(html, 'og:image')).toMatch(/\/api\/preview\/detalle\.png\?v=/);
      // Its picture address, guessed from a public one's, answers the generic picture too.
      const guessed = await fetchImage(`${t.config.publicUrl}/api/preview/lista/${list.id}.png`);
      expect(guessed.statusCode).toBe(200);
      expect(guessed.headers['content-type']).toBe('image/png');
      expect(guessed.rawPayload.equals(generic.rawPayload)).toBe(true);
    }
  });
});

describe('the picture', () => {
  it("draws the list's own uploaded photo, never an outside address", async () => {
    const green = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 160, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const form = multipart('image', 'verde.jpg', 'image/jpeg', green);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/file/image',
      payload: form.payload,
      headers: { ...form.headers, 'type-token': owner.token },
    });
    expect(up.statusCode, up.body).toBe(200);
    const list = await aList('public', { image: up.json().data.url });
    const html = (await t.app.inject(`/regalar?lista=${list.id}`)).body;
    const png = (await fetchImage(meta(html, 'og:image') ?? '')).rawPayload;
    const [r, g, b] = await pixel(png, 100, 100);
    expect(g).toBeGreaterThan(120);
    expect(r).toBeLessThan(70);
    expect(b).toBeLessThan(100);
  });

  it('answers 304 to a crawler that already has this version, and a new version once the list is renamed', async () => {
    const list = await aList('public');
    const first = meta((await t.app.inject(`/regalar?lista=${list.id}`)).body, 'og:image') ?? '';
    const res = await fetchImage(first);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await fetchImage(first, { 'if-none-match': etag })).statusCode).toBe(304);

    const renamed = await as(owner, 'PUT', `/api/list/update/${list.id}`, { name: 'Otro nombre' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const second = meta((await t.app.inject(`/regalar?lista=${list.id}`)).body, 'og:image') ?? '';
    expect(second).not.toBe(first);
    const again = await fetchImage(second, { 'if-none-match': etag });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).not.toBe(etag);
  });

  it('answers the generic picture for a malformed or unknown id, and 404 for an unknown kind', async () => {
    const generic = (await fetchImage(`${t.config.publicUrl}/api/preview/detalle.png`)).rawPayload;
    for (const file of ['nada.png', '00000000-0000-4000-8000-000000000000.png', '..%2F..%2Fetc.png']) {
      const res = await t.app.inject(`/api/preview/lista/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(generic)).toBe(true);
    }
    expect((await t.app.inject('/api/preview/usuario/x.png')).statusCode).toBe(400);
  });
});
