import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../src/db/schema/index.js';
import { PASSWORD_CHECKS_PER_ACCOUNT } from '../src/limits.js';
import { verifyOng } from '../src/modules/ongs/service.js';
import { buildTestApp, multipart } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ demoData: true });
});
afterAll(() => t.close());

let n = 0;
const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    remoteAddress: `10.7.${++n % 250}.1`,
    headers: token ? { 'type-token': token } : {},
  });

async function signUp(password = 'faro-del-norte-27') {
  const email = `perfil${++n}@ejemplo.com`;
  const res = await req('POST', '/api/person/save', undefined, {
    name: 'Nora',
    lastname: 'Vidal',
    email,
    password,
  });
  return { email, password, token: res.json().data.token as string, id: res.json().data.id as string };
}

describe('profile', () => {
  it('needs a session', async () => {
    expect((await req('GET', '/api/person/get')).statusCode).toBe(401);
    expect((await req('PUT', '/api/person/update', undefined, { name: 'X' })).statusCode).toBe(401);
  });

  it('updates name, mobile, birthday and interests (person/update)', async () => {
    const { token } = await signUp();
    const res = await req('PUT', '/api/person/update', token, {
      name: 'Nora María',
      codephone: '57',
      mobile: '300 123 4567',
      birthday: '1994-03-08',
      hobbies: ['cocina', 'viajes'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      name: 'Nora María',
      lastname: 'Vidal',
      codephone: '57',
      mobile: '3001234567',
      birthday: '1994-03-08',
    });
    expect(p.hobbies.map((h: { slug: string }) => h.slug).sort()).toEqual(['cocina', 'viajes']);
    const cleared = await req('PUT', '/api/person/update', token, { hobbies: [], mobile: null });
    expect(cleared.json().data).toMatchObject({ hobbies: [], mobile: null, codephone: null });
  });

  it('refuses an unknown interest without changing anything', async () => {
    const { token } = await signUp();
    await req('PUT', '/api/person/update', token, { hobbies: ['cocina'] });
    const res = await req('PUT', '/api/person/update', token, { hobbies: ['cocina', 'paracaidismo-lunar'] });
    expect(res.statusCode).toBe(400);
    const p = (await req('GET', '/api/person/get', token)).json().data;
    expect(p.hobbies.map((h: { slug: string }) => h.slug)).toEqual(['cocina']);
  });

  it('re-encodes an uploaded photo as a 512×512 WebP without its metadata', async () => {
    const { token, id } = await signUp();
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c2502f' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Nora', Copyright: 'GPS 40.4,-3.7' } } })
      .toBuffer();
    const form = multipart('photo', 'yo.jpg', 'image/jpeg', jpeg);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/person/photo',
      payload: form.payload,
      headers: { ...form.headers, 'type-token': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.image as string;
    expect(url).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.webp$/);
    const file = join(t.dataDir, url);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    const [row] = await t.app.db.select({ image: users.image }).from(users).where(eq(users.id, id));
    expect(row?.image).toBe(url);

    // Removing the photo deletes our copy.
    await req('PUT', '/api/person/update', token, { image: null });
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a file that is not a picture, whatever it claims to be', async () => {
    const { token } = await signUp();
    const fake = multipart('photo', 'foto.jpg', 'image/jpeg', Buffer.from('<script>alert(1)</script>'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/person/photo',
      payload: fake.payload,
      headers: { ...fake.headers, 'type-token': token },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/JPG, PNG o WebP/);
  });
});

describe('config: password and account deletion', () => {
  it('changes the password with the current one and signs out the other sessions', async () => {
    const { email, password, token } = await signUp();
    const other = (await req('POST', '/api/user/login', undefined, { email, password })).json().data.token;
    const wrong = await req('PUT', '/api/user/password', token, {
      current: 'no-es',
      password: 'nuevo-faro-2027',
      repassword: 'nuevo-faro-2027',
    });
    expect(wrong.statusCode).toBe(403);
    const ok = await req('PUT', '/api/user/password', token, {
      current: password,
      password: 'nuevo-faro-2027',
      repassword: 'nuevo-faro-2027',
    });
    expect(ok.statusCode).toBe(200);
    expect((await req('GET', '/api/user/me', other)).statusCode).toBe(401);
    expect((await req('GET', '/api/user/me', token)).statusCode).toBe(200);
  });

  it('deletes the account and its data after the password is confirmed', async () => {
    const { email, password, token, id } = await signUp();
    expect(
      (await req('DELETE', '/api/user/delete', token, { password: 'mal', confirm: true })).statusCode,
    ).toBe(403);
    const res = await req('DELETE', '/api/user/delete', token, { password, confirm: true });
    expect(res.statusCode).toBe(200);
    expect((await req('GET', '/api/user/me', token)).statusCode).toBe(401);
    expect(await t.app.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await t.app.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(0);
    expect((await req('POST', '/api/user/login', undefined, { email, password })).statusCode).toBe(401);
  });
});

describe('guessing the current password', () => {
  const change = (token: string, current: string) =>
    req('PUT', '/api/user/password', token, {
      current,
      password: 'nuevo-faro-2027',
      repassword: 'nuevo-faro-2027',
    });

  it('user/password refuses further guesses with a Spanish 429, before checking them', async () => {
    const { password, token } = await signUp();
    for (let i = 0; i < PASSWORD_CHECKS_PER_ACCOUNT.max; i++)
      expect((await change(token, `mala-${i}`)).statusCode).toBe(403);
    const limited = await change(token, password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Espera/),
    });
  });

  it('user/delete too: the account survives a stolen session guessing', async () => {
    const { password, token, id } = await signUp();
    for (let i = 0; i < PASSWORD_CHECKS_PER_ACCOUNT.max; i++)
      expect(
        (await req('DELETE', '/api/user/delete', token, { password: `x${i}`, confirm: true })).statusCode,
      ).toBe(403);
    const limited = await req('DELETE', '/api/user/delete', token, { password, confirm: true });
    expect(limited.statusCode).toBe(429);
    expect(await t.app.db.select().from(users).where(eq(users.id, id))).toHaveLength(1);
  });
});

describe('organisations (register-ong)', () => {
  it('registers an ONG as type 2, pending until an operator verifies it', async () => {
    const res = await req('POST', '/api/ong/save', undefined, {
      name: 'Fundación Abrazo',
      legalId: 'G12345678',
      country: 'ES',
      email: 'hola@abrazo.org',
      codephone: '34',
      mobile: '912345678',
      website: 'https://abrazo.org',
      description: 'Juguetes para niños hospitalizados.',
      password: 'abrazo-solidario-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json().data;
    expect(session.type).toBe(2);
    const before = (await req('GET', '/api/person/get', session.token)).json().data;
    expect(before.ong).toMatchObject({ legalId: 'G12345678', country: 'ES', status: 'pending' });
    expect(await verifyOng(t.app.db, 'HOLA@abrazo.org')).toMatchObject({ id: session.id });
    const after = (await req('GET', '/api/person/get', session.token)).json().data;
    expect(after.ong.status).toBe('verified');
    expect(await verifyOng(t.app.db, 'nadie@ejemplo.com')).toBeNull();
  });

  it('refuses a website that is not http(s)', async () => {
    const res = await req('POST', '/api/ong/save', undefined, {
      name: 'Mala',
      legalId: 'X1234',
      country: 'ES',
      email: 'mala@ejemplo.org',
      codephone: '34',
      mobile: '912345678',
      website: 'javascript:alert(1)',
      password: 'abrazo-solidario-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.map((f: { path: string }) => f.path)).toEqual(['website']);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the same mobile at the same moment (PostgreSQL)', () => {
  it('one account gets the number, the others a Spanish 409, never a 500', async () => {
    const people = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    const answers = await Promise.all(
      people.map((p) =>
        req('PUT', '/api/person/update', p.token, { codephone: '34', mobile: '699 111 222' }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().error).toMatchObject({
        code: 'MOBILE_TAKEN',
        message: 'Ese número ya lo usa otra cuenta.',
      });
  });
});
