import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ongs } from '../src/db/schema/index.js';
import { verifyOng } from '../src/modules/ongs/service.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * ONGs: a verified ONG's public page and need-lists, the listing, editing; an unverified ONG shows
 * nothing to anyone but itself.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let abrazo: Who;
let pendiente: Who;
let ana: Who;
const { as, person } = testClient(() => t.app, { lastname: 'Prueba' });

async function anOng(name: string, verified: boolean) {
  const who = await person(name, { type: 2, lastname: '' });
  await t.app.db.insert(ongs).values({
    userId: who.user.id,
    legalId: 'G12345678',
    country: 'ES',
    website: 'https://ejemplo.org',
    description: `${name} ayuda a quien lo necesita.`,
  });
  if (verified) await verifyOng(t.app.db, who.user.id);
  return who;
}
async function aNeedList(ong: Who, name = 'Lo que necesitamos') {
  const list = await as(ong, 'POST', '/api/list/save', { name, visibility: 'public' });
  expect(list.statusCode, list.body).toBe(200);
  const id = list.json().data.id as string;
  const gift = await as(ong, 'POST', '/api/list/gift/save', {
    listId: id,
    product: { name: 'Mantas', price: { amount: 1500, currency: 'EUR' } },
  });
  expect(gift.statusCode, gift.body).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  [abrazo, pendiente, ana] = await Promise.all([
    anOng('Fundación Abrazo', true),
    anOng('Asociación Pendiente', false),
    person('Ana'),
  ]);
});
afterAll(() => t.close());

describe('the public page of an ONG', () => {
  it('shows a verified ONG to anyone, guests too, with its need-lists', async () => {
    const listId = await aNeedList(abrazo);
    const res = await as(null, 'GET', `/api/ong/get/${abrazo.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({
      name: 'Fundación Abrazo',
      legalId: 'G12345678',
      verified: true,
      isMine: false,
      description: 'Fundación Abrazo ayuda a quien lo necesita.',
    });
    expect(page.needLists).toEqual([expect.objectContaining({ id: listId, giftCount: 1 })]);
    expect((await as(abrazo, 'GET', `/api/ong/get/${abrazo.user.id}`)).json().data.isMine).toBe(true);
  });

  it('is a 404 for an unverified ONG, a person, a made-up or malformed id — except to the ONG itself', async () => {
    for (const id of [pendiente.user.id, ana.user.id, randomUUID(), 'nada']) {
      const res = await as(ana, 'GET', `/api/ong/get/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toMatch(/No encontramos esa ONG/);
    }
    expect((await as(pendiente, 'GET', `/api/ong/get/${pendiente.user.id}`)).statusCode).toBe(200);
  });

  it("hides an unverified ONG's public lists by link and from every listing", async () => {
    const listId = await aNeedList(pendiente, 'Material escolar');
    expect((await as(null, 'GET', `/api/list/shared/${listId}`)).statusCode).toBe(404);
    expect((await as(ana, 'GET', `/api/list/get/${listId}`)).statusCode).toBe(404);
    const featured = (await as(null, 'GET', '/api/list/standOut/getPagination?lim=100')).json().data;
    expect(featured.list.map((l: { id: string }) => l.id)).not.toContain(listId);
    expect((await as(pendiente, 'GET', `/api/list/get/${listId}`)).statusCode).toBe(200);
  });

  it("lists a verified ONG's need-lists among the featured lists, for guests and people", async () => {
    const listId = await aNeedList(abrazo, 'Comida para el invierno');
    for (const who of [null, ana]) {
      const featured = (await as(who, 'GET', '/api/list/standOut/getPagination?lim=100')).json().data;
      expect(featured.list.map((l: { id: string }) => l.id)).toContain(listId);
    }
    const shared = await as(null, 'GET', `/api/list/shared/${listId}`);
    expect(shared.statusCode, shared.body).toBe(200);
  });
});

describe('the listing of ONGs', () => {
  it('lists verified ONGs only, by name without accents, paged', async () => {
    await anOng('Fundación Árbol', true);
    const all = (await as(null, 'GET', '/api/ong/list?lim=1&pos=0')).json().data;
    expect(all.total).toBe(2);
    expect(all.list).toHaveLength(1);
    expect(all.list[0].name).toBe('Fundación Abrazo');
    const next = (await as(null, 'GET', '/api/ong/list?lim=1&pos=1')).json().data;
    expect(next.list[0].name).toBe('Fundación Árbol');
    const found = (await as(null, 'GET', '/api/ong/list?q=arbol')).json().data;
    expect(found.list.map((o: { name: string }) => o.name)).toEqual(['Fundación Árbol']);
    expect((await as(null, 'GET', '/api/ong/list?q=pendiente')).json().data.total).toBe(0);
  });
});

describe('an ONG edits its page', () => {
  it('changes its description and website; a new registration number needs verifying again', async () => {
    const ong = await anOng('Banco de Tiempo', true);
    const res = await as(ong, 'PUT', '/api/ong/update', {
      description: 'Intercambiamos horas.',
      website: 'https://tiempo.org',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ description: 'Intercambiamos horas.', status: 'verified' });
    const renumbered = await as(ong, 'PUT', '/api/ong/update', { legalId: 'G87654321' });
    expect(renumbered.json().data).toMatchObject({ legalId: 'G87654321', status: 'pending' });
    expect((await as(null, 'GET', `/api/ong/get/${ong.user.id}`)).statusCode).toBe(404);
  });

  it('tells a person this is for ONGs, and refuses a website that is not http(s)', async () => {
    const res = await as(ana, 'PUT', '/api/ong/update', { description: 'Hola' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ONG_ONLY');
    const bad = await as(abrazo, 'PUT', '/api/ong/update', { website: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
  });
});
