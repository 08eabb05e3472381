import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lists, ongs } from '../src/db/schema/index.js';
import { SORTS_AT_MOST, searchListed } from '../src/modules/lists/search.js';
import { verifyOng } from '../src/modules/ongs/service.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * The listings for anyone ("Listas destacadas", `list/search`) read the lists people chose to list and verified
 * ONGs' need-lists apart, then merge them: pages follow one order, whole and without repeats, however they fall
 * between the two; a list in both appears once; and `total` counts no further than one past the page.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let carmen: Who;
let fundacion: Who;
let pendiente: Who;
let stranger: Who;

const { as, person } = testClient(() => t.app);
type Listed = { id: string; name: string; owner: { id: string } };
type PageOf = { list: Listed[]; total: number };
const page = async (who: Who | null, url: string): Promise<PageOf> => {
  const res = await as(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

async function newList(who: Who, body: object) {
  const res = await as(who, 'POST', '/api/list/save', { visibility: 'public', ...body });
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json().data as { id: string; name: string };
  const gift = await as(who, 'POST', '/api/list/gift/save', { listId: list.id, product: { name: 'Mantas' } });
  expect(gift.statusCode, gift.body).toBe(200);
  return list;
}

async function anOng(name: string, verified: boolean) {
  const who = await person(name, { type: 2, lastname: '' });
  await t.app.db
    .insert(ongs)
    .values({ userId: who.user.id, legalId: 'G12345678', country: 'ES', description: `${name} ayuda.` });
  if (verified) await verifyOng(t.app.db, who.user.id);
  return who;
}

/** Every page of a listing, `lim` at a time, until one comes back short. */
async function allPages(who: Who | null, path: string, lim: number) {
  const seen: Listed[] = [];
  for (let pos = 0; ; pos += lim) {
    const { list } = await page(who, `${path}${path.includes('?') ? '&' : '?'}lim=${lim}&pos=${pos}`);
    seen.push(...list);
    if (list.length < lim) return seen;
  }
}

/** The names the featured order gives: the team's picks first, then the newest. */
const expected = [
  'Destacada por el equipo',
  'Necesidad más nueva',
  'Carmen, la más nueva',
  'Necesidad que también eligió mostrar',
  'Carmen, de enmedio',
  'Necesidad más antigua',
  'Carmen, la más antigua',
];

beforeAll(async () => {
  t = await buildTestApp();
  [carmen, fundacion, pendiente, stranger] = await Promise.all([
    person('Carmen', { lastname: 'Oculta' }),
    anOng('Fundación Manta', true),
    anOng('Asociación Pendiente', false),
    person('Sara'),
  ]);
  // Created out of order, then dated so that the two halves interleave in the listing's order.
  const made = [
    await newList(carmen, { name: 'Carmen, la más antigua', discoverable: true }),
    await newList(fundacion, { name: 'Necesidad más antigua' }),
    await newList(carmen, { name: 'Carmen, de enmedio', discoverable: true }),
    await newList(fundacion, { name: 'Necesidad que también eligió mostrar', discoverable: true }),
    await newList(carmen, { name: 'Carmen, la más nueva', discoverable: true }),
    await newList(fundacion, { name: 'Necesidad más nueva' }),
    await newList(carmen, { name: 'Destacada por el equipo', discoverable: true }),
  ];
  for (const [i, list] of made.entries())
    await t.app.db
      .update(lists)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
      .where(eq(lists.id, list.id));
  await t.app.db
    .update(lists)
    .set({ standOut: true, createdAt: new Date(Date.UTC(2025, 0, 1)) })
    .where(eq(lists.name, 'Destacada por el equipo'));
  // Never listed: a link-only list, a friends-only one, a pending ONG's need-list.
  await newList(carmen, { name: 'Carmen, solo con enlace' });
  await newList(carmen, { name: 'Carmen, para amigos', visibility: 'friends' });
  await newList(pendiente, { name: 'Necesidad sin verificar' });
});
afterAll(() => t.close());

describe('Listas destacadas', () => {
  it('pages through both halves in one order, each list once, none missed', async () => {
    for (const who of [null, stranger]) {
      const whole = await page(who, '/api/list/standOut/getPagination?lim=50&pos=0');
      expect(whole.list.map((l) => l.name)).toEqual(expected);
      expect(whole.total).toBe(expected.length);
      for (const lim of [1, 2, 3]) {
        const paged = await allPages(who, '/api/list/standOut/getPagination', lim);
        expect(paged.map((l) => l.name)).toEqual(expected);
      }
      // A page says "more follow" (one past it), and the last one how many there are in all.
      expect((await page(who, '/api/list/standOut/getPagination?lim=2&pos=2')).total).toBe(5);
      expect((await page(who, '/api/list/standOut/getPagination?lim=2&pos=6')).total).toBe(expected.length);
    }
  });

  it('shows an ONG’s need-list that is also discoverable once, and hides everything of whoever blocked me', async () => {
    const once = await page(null, '/api/list/standOut/getPagination?lim=50&pos=0');
    expect(once.list.filter((l) => l.name === 'Necesidad que también eligió mostrar')).toHaveLength(1);

    const blocked = await as(fundacion, 'POST', '/api/friend/block', { userId: stranger.user.id });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const seen = await allPages(stranger, '/api/list/standOut/getPagination', 2);
    expect(seen.map((l) => l.name)).toEqual(expected.filter((name) => !name.startsWith('Necesidad')));
    expect(
      (await page(stranger, '/api/list/search?sea=necesidad&lim=20&pos=0')).list.map((l) => l.name),
    ).toEqual([]);
    await as(fundacion, 'DELETE', `/api/friend/unblock/${stranger.user.id}`);
  });
});

describe('list/search', () => {
  it('finds lists of both halves by name, merged in the same order and paged whole', async () => {
    const found = await allPages(null, '/api/list/search?sea=necesidad', 1);
    expect(found.map((l) => l.name)).toEqual(expected.filter((name) => name.startsWith('Necesidad')));
    // Carmen's, by her name: the team's pick of hers too.
    const byOwner = await page(null, '/api/list/search?sea=carmen&lim=2&pos=2');
    expect(byOwner.list.map((l) => l.name)).toEqual(['Carmen, de enmedio', 'Carmen, la más antigua']);
    expect(byOwner.total).toBe(4);
  });

  it('counts one past the page while more follow, then exactly, and keeps paging to the last', async () => {
    const many = 25;
    const rows = await t.app.db
      .insert(lists)
      .values(
        Array.from({ length: many }, (_, i) => ({
          ownerId: carmen.user.id,
          name: `Mudanza ${i + 1}`,
          image: '/images/listas/1.jpg',
          visibility: 'public' as const,
          discoverable: true,
          createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)),
        })),
      )
      .returning({ id: lists.id });
    const search = (lim: number, pos: number) =>
      page(null, `/api/list/search?sea=mudanza&lim=${lim}&pos=${pos}`);
    expect(await search(10, 0)).toMatchObject({ list: expect.any(Array), total: 11 });
    expect((await search(10, 10)).total).toBe(21);
    const last = await search(10, 20);
    expect(last.list.map((l) => l.name)).toEqual([
      'Mudanza 5',
      'Mudanza 4',
      'Mudanza 3',
      'Mudanza 2',
      'Mudanza 1',
    ]);
    expect(last.total).toBe(many);
    // Past the end, or all on one page: how many there are.
    expect(await search(10, 40)).toEqual({ list: [], total: many });
    expect((await search(50, 0)).total).toBe(many);
    const all = await allPages(null, '/api/list/search?sea=mudanza', 10);
    expect(new Set(all.map((l) => l.id)).size).toBe(many);
    await t.app.db.delete(lists).where(
      inArray(
        lists.id,
        rows.map((r) => r.id),
      ),
    );
  });

  it('gives the same pages, totals and rules whether it sorts the matches itself or walks the listing’s order', async () => {
    const many = 12;
    const rows = await t.app.db
      .insert(lists)
      .values(
        Array.from({ length: many }, (_, i) => ({
          ownerId: carmen.user.id,
          name: `Traslado ${i + 1}`,
          image: '/images/listas/1.jpg',
          visibility: 'public' as const,
          discoverable: true,
          createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)),
        })),
      )
      .returning({ id: lists.id });
    const search = async (who: Who | null, sea: string, lim: number, pos: number, sortsAtMost: number) => {
      const found = await searchListed(
        t.app,
        who?.user.id ?? null,
        { sea, lim, pos },
        (r) => r.l.name,
        sortsAtMost,
      );
      return { names: found.list, total: found.total };
    };
    const newestFirst = Array.from({ length: many }, (_, i) => `Traslado ${many - i}`);
    // Below, at and past the matches' count: walking the order (fewer sorted than match), or sorting them all.
    for (const sortsAtMost of [0, many - 1, many, many + 1, SORTS_AT_MOST]) {
      const at = `sorting at most ${sortsAtMost}`;
      expect(await search(null, 'traslado', 5, 0, sortsAtMost), at).toEqual({
        names: newestFirst.slice(0, 5),
        total: 6,
      });
      expect(await search(null, 'traslado', 5, 5, sortsAtMost), at).toEqual({
        names: newestFirst.slice(5, 10),
        total: 11,
      });
      expect(await search(null, 'traslado', 5, 10, sortsAtMost), at).toEqual({
        names: newestFirst.slice(10),
        total: many,
      });
      expect(await search(null, 'traslado', 5, 20, sortsAtMost), at).toEqual({ names: [], total: many });
      expect(await search(null, 'traslado', 50, 0, sortsAtMost), at).toEqual({
        names: newestFirst,
        total: many,
      });
      // Her first name or whole surname finds hers, a part of her surname nothing.
      expect((await search(null, 'carmen oculta', 50, 0, sortsAtMost)).total, at).toBe(many + 4);
      expect(await search(null, 'ocult', 50, 0, sortsAtMost), at).toEqual({ names: [], total: 0 });
      // Whoever she blocked finds none of hers, on any page.
      await as(carmen, 'POST', '/api/friend/block', { userId: stranger.user.id });
      expect(await search(stranger, 'traslado', 5, 0, sortsAtMost), at).toEqual({ names: [], total: 0 });
      expect(await search(stranger, 'traslado', 5, 5, sortsAtMost), at).toEqual({ names: [], total: 0 });
      await as(carmen, 'DELETE', `/api/friend/unblock/${stranger.user.id}`);
    }
    await t.app.db.delete(lists).where(
      inArray(
        lists.id,
        rows.map((r) => r.id),
      ),
    );
  });
});
