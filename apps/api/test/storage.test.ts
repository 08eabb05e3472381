import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/env.js';
import { buildTestApp, createUserWithSession, multipart } from './helpers.js';
import { startS3StandIn } from './s3-stand-in.js';

const credentials = {
  bucket: 'detalle-fotos',
  accessKeyId: 'AKIDDETALLE',
  secretAccessKey: 's3cr3t/con+signos',
};
const s3Url = (endpoint: string, secret = credentials.secretAccessKey) =>
  `${endpoint.replace('://', `://${credentials.accessKeyId}:${encodeURIComponent(secret)}@`)}/${credentials.bucket}`;

let store: Awaited<ReturnType<typeof startS3StandIn>>;
let t: Awaited<ReturnType<typeof buildTestApp>>;
let token: string;
let photo: ReturnType<typeof multipart>;

beforeAll(async () => {
  store = await startS3StandIn(credentials);
  t = await buildTestApp({ env: { S3_URL: s3Url(store.endpoint) } });
  ({ token } = await createUserWithSession(t.app));
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f7fc2' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'Lucía' } } })
    .toBuffer();
  photo = multipart('image', 'playa.jpg', 'image/jpeg', jpeg);
});
afterAll(async () => {
  await t?.close();
  await store?.close();
});

const upload = (app = t.app, as = token) =>
  app.inject({
    method: 'POST',
    url: '/api/file/image',
    headers: { ...photo.headers, 'type-token': as },
    payload: photo.payload,
  });

describe('uploads in an S3-compatible store (S3_URL)', () => {
  it('stores the re-encoded picture in the bucket, not on disk, and serves it at the same /files/ URL', async () => {
    const res = await upload();
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.url;
    expect(url).toMatch(/^\/files\/images\/[a-f0-9]{32}\.webp$/);

    const object = store.objects.get(url.slice('/files/'.length));
    expect(object?.contentType).toBe('image/webp');
    const meta = await sharp(object?.body).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(existsSync(join(t.dataDir, 'files', 'images'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(object?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it('removes the picture from the bucket when the list that used it is deleted', async () => {
    const url: string = (await upload()).json().data.url;
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/list/save',
      headers: { 'type-token': token },
      payload: { name: 'Vacaciones', image: url },
    });
    expect(list.statusCode).toBe(200);
    const id = list.json().data.id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/list/delete/${id}`,
      headers: { 'type-token': token },
    });
    expect(removed.statusCode).toBe(200);
    expect(store.objects.has(url.slice('/files/'.length))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('a picture stays while any list or event still shows it, and goes with the last one', async () => {
    const url: string = (await upload()).json().data.url;
    const key = url.slice('/files/'.length);
    const { token: other } = await createUserWithSession(t.app);
    const save = (as: string, body: object) =>
      t.app.inject({ method: 'POST', url: '/api/list/save', headers: { 'type-token': as }, payload: body });
    const remove = (as: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/list/delete/${id}`, headers: { 'type-token': as } });
    const mine = (await save(token, { name: 'Playa', image: url })).json().data.id;
    const alsoMine = (await save(token, { name: 'Playa otra vez', image: url })).json().data.id;
    // Someone who saw the public URL cannot put it on their list (so cannot decide when it goes).
    const theirs = await save(other, { name: 'Copiona', image: url });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error.message).toBe(
      'Esa imagen no es tuya. Sube tu propia imagen o elige una predeterminada.',
    );
    expect(store.objects.has(key)).toBe(true);
    expect((await remove(token, mine)).statusCode).toBe(200);
    expect(store.objects.has(key)).toBe(true);
    // Changing the last list's picture lets the old one go.
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/list/update/${alsoMine}`,
      headers: { 'type-token': token },
      payload: { image: '/files/defaults/lists/regalos.svg' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(store.objects.has(key)).toBe(false);
  });

  it('nobody can make someone else’s picture disappear: a stranger cannot attach it anywhere', async () => {
    const url: string = (await upload()).json().data.url;
    const key = url.slice('/files/'.length);
    const { token: stranger } = await createUserWithSession(t.app);
    const call = (method: 'POST' | 'PUT', path: string, payload: object) =>
      t.app.inject({ method, url: `/api${path}`, headers: { 'type-token': stranger }, payload });
    const refused = [
      await call('POST', '/list/save', { name: 'Ajena', image: url }),
      await call('POST', '/product/save', { name: 'Producto ajeno', image: url }),
      await call('POST', '/event/save', {
        name: 'Evento ajeno',
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        image: url,
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toMatch(/Esa imagen no es tuya/);
    }
    const own = (await call('POST', '/list/save', { name: 'Mía' })).json().data.id;
    expect((await call('PUT', `/list/update/${own}`, { image: url })).statusCode).toBe(400);
    expect(store.objects.has(key)).toBe(true);
  });

  it('deleting a list never removes a picture a product still shows', async () => {
    const url: string = (await upload()).json().data.url;
    const key = url.slice('/files/'.length);
    const call = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
      t.app.inject({ method, url: `/api${path}`, headers: { 'type-token': token }, payload });
    const list = (await call('POST', '/list/save', { name: 'Con foto', image: url })).json().data.id;
    const gift = await call('POST', '/list/gift/save', {
      listId: list,
      product: { name: 'Lámpara con la misma foto', image: url },
    });
    expect(gift.statusCode, gift.body).toBe(200);
    expect((await call('DELETE', `/list/delete/${list}`)).statusCode).toBe(200);
    expect(store.objects.has(key)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('a name that is not one of ours never reaches the store', async () => {
    const before = store.requests.length;
    const res = await t.app.inject({ method: 'GET', url: '/files/images/..%2F..%2Fsecreto.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toMatch(/no existe/);
    expect(store.requests.length).toBe(before);
  });

  it('when the store fails, the person reads a Spanish 503 and nothing half-saved is left', async () => {
    store.failNextRequests(503);
    try {
      const res = await upload();
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toMatch(/No pudimos guardar la imagen/);
    } finally {
      store.failNextRequests(null);
    }
  });

  it('wrong credentials are refused by the store and reported without leaking the secret', async () => {
    const wrong = await buildTestApp({ env: { S3_URL: s3Url(store.endpoint, 'otra-clave') } });
    try {
      const count = store.objects.size;
      const { token: here } = await createUserWithSession(wrong.app);
      const again = await upload(wrong.app, here);
      expect(again.statusCode).toBe(503);
      expect(again.body).not.toContain('otra-clave');
      expect(store.objects.size).toBe(count);
    } finally {
      await wrong.close();
    }
  });
});

describe('S3_URL is checked at start', () => {
  it('names the variable when the key, secret or bucket is missing, without printing the secret', () => {
    for (const bad of [
      's3://solo-host.example/fotos',
      's3://KEY:SECRETO@host.example/',
      's3://KEY:SECRETO@host.example/a/b',
    ]) {
      let error: unknown;
      try {
        loadConfig({ S3_URL: bad });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect(String((error as Error).message)).toContain('S3_URL');
      expect(String((error as Error).message)).not.toContain('SECRETO');
    }
  });

  it('keeps files on disk when S3_URL is not set', async () => {
    const disk = await buildTestApp();
    try {
      const { token: here } = await createUserWithSession(disk.app);
      const res = await upload(disk.app, here);
      expect(res.statusCode).toBe(200);
      expect(readdirSync(join(disk.dataDir, 'files', 'images'))).toHaveLength(1);
      expect((await disk.app.inject({ method: 'GET', url: res.json().data.url })).statusCode).toBe(200);
    } finally {
      await disk.close();
    }
  });
});
