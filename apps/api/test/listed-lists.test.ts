import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedLists, listOwners, lists, ongs, users } from '../src/db/schema/index.js';
import { listedListCondition } from '../src/modules/lists/index.js';
import { verifyOng } from '../src/modules/ongs/service.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * `list/search` reads `listed_lists`, which triggers keep to the lists anyone may find. Whatever stops a list being
 * listed (made private or friends-only, no longer discoverable, its ONG no longer verified, deleted, its owner's
 * account gone) takes it out of the search at once; a new name or a new co-owner is found at once; and the
 * table never holds a list the listing rule would not list, nor misses one it would.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let olga: Who;
let tomas: Who;
let stranger: Who;

const { as, person } = testClient(() => t.app, { lastname: 'Ballesteros' });

async function ok(res: Awaited<ReturnType<typeof as>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The names of the lists a search finds, as someone (or a guest) sees them. */
const found = async (sea: string, who: Who | null = null) =>
  (
    (await ok(await as(who, 'GET', `/api/list/search?sea=${encodeURIComponent(sea)}&lim=50&pos=0`))).list as {
      name: string;
    }[]
  ).map((l) => l.name);

const newList = async (who: Who, body: object) =>
  (await ok(await as(who, 'POST', '/api/list/save', { visibility: 'public', ...body }))) as { id: string };

async function anOng(name: string) {
  const who = await person(name, { type: 2, lastname: '' });
  await t.app.db.insert(ongs).values({ userId: who.user.id, legalId: 'G12345678', country: 'ES' });
  await verifyOng(t.app.db, who.user.id);
  return who;
}

/** The table holds exactly the lists the listing rule lists for anyone. */
async function expectTableFollowsRule() {
  const kept = await t.app.db.select({ id: listedLists.listId }).from(listedLists);
  const listed = await t.app.db.select({ id: lists.id }).from(lists).where(listedListCondition(null));
  expect(kept.map((r) => r.id).sort()).toEqual(listed.map((r) => r.id).sort());
}

beforeAll(async () => {
  t = await buildTestApp();
  [olga, tomas, stranger] = await Promise.all([
    person('Olga'),
    person('Tomás', { lastname: 'Quiroga' }),
    person('Sara'),
  ]);
});
afterAll(() => t.close());

describe('list search follows every change at once', () => {
  it('drops a list made private, friends-only or no longer discoverable, and finds it again when listed', async () => {
    const list = await newList(olga, { name: 'Aniversario de Olga', discoverable: true });
    expect(await found('aniversario')).toEqual(['Aniversario de Olga']);

    await ok(await as(olga, 'PUT', `/api/list/update/${list.id}`, { discoverable: false }));
    expect(await found('aniversario')).toEqual([]);
    await ok(await as(olga, 'PUT', `/api/list/update/${list.id}`, { discoverable: true }));
    expect(await found('ANIVERSARIO')).toEqual(['Aniversario de Olga']);

    await ok(await as(olga, 'PUT', `/api/list/update/${list.id}`, { visibility: 'friends' }));
    expect(await found('aniversario')).toEqual([]);
    await ok(
      await as(olga, 'PUT', `/api/list/update/${list.id}`, { visibility: 'public', discoverable: true }),
    );
    await ok(await as(olga, 'PUT', `/api/list/update/${list.id}`, { visibility: 'private' }));
    expect(await found('aniversario')).toEqual([]);
    await expectTableFollowsRule();
  });

  it('finds a list by its new name and its owner’s new name, never by the old ones', async () => {
    const list = await newList(olga, { name: 'Piso nuevo', discoverable: true });
    await ok(await as(olga, 'PUT', `/api/list/update/${list.id}`, { name: 'Casa nueva' }));
    expect(await found('piso nuevo')).toEqual([]);
    expect(await found('casa nueva')).toEqual(['Casa nueva']);

    const renamed = await person('Begoña', { lastname: 'Irazábal' });
    await newList(renamed, { name: 'Lo que me falta', discoverable: true });
    expect(await found('begona irazabal')).toEqual(['Lo que me falta']);
    await ok(await as(renamed, 'PUT', '/api/person/update', { name: 'Maite', lastname: 'Zubiri' }));
    expect(await found('Begoña')).toEqual([]);
    expect(await found('Irazábal')).toEqual([]);
    expect(await found('maite')).toEqual(['Lo que me falta']);
    expect(await found('Zubiri')).toEqual(['Lo que me falta']);
    // Part of a surname still finds nothing.
    expect(await found('Zubi')).toEqual([]);
    await expectTableFollowsRule();
  });

  it('finds a shared list by a co-owner’s name while they run it, and hides it from whoever a co-owner blocked', async () => {
    const list = await newList(olga, { name: 'Boda en la playa', discoverable: true });
    expect(await found('tomas')).toEqual([]);
    await t.app.db.insert(listOwners).values({ listId: list.id, userId: tomas.user.id });
    expect(await found('tomás')).toEqual(['Boda en la playa']);
    expect(await found('Quiroga')).toEqual(['Boda en la playa']);
    expect(await found('Quirog')).toEqual([]);

    await ok(await as(tomas, 'POST', '/api/friend/block', { userId: stranger.user.id }));
    expect(await found('playa', stranger)).toEqual([]);
    expect(await found('playa')).toEqual(['Boda en la playa']);
    await ok(await as(tomas, 'DELETE', `/api/friend/unblock/${stranger.user.id}`));
    expect(await found('playa', stranger)).toEqual(['Boda en la playa']);

    await t.app.db
      .delete(listOwners)
      .where(and(eq(listOwners.listId, list.id), eq(listOwners.userId, tomas.user.id)));
    expect(await found('tomas')).toEqual([]);
    expect(await found('playa')).toEqual(['Boda en la playa']);
    await expectTableFollowsRule();
  });

  it('drops an ONG’s need-lists while it waits for verification again, and shows them once verified', async () => {
    const ong = await anOng('Comedor Solidario');
    await newList(ong, { name: 'Mantas para el invierno' });
    expect(await found('mantas')).toEqual(['Mantas para el invierno']);
    // A new registration number needs verifying again.
    await ok(await as(ong, 'PUT', '/api/ong/update', { legalId: 'G87654321' }));
    expect(await found('mantas')).toEqual([]);
    expect(await found('comedor')).toEqual([]);
    await verifyOng(t.app.db, ong.user.id);
    expect(await found('comedor')).toEqual(['Mantas para el invierno']);
    await t.app.db.delete(ongs).where(eq(ongs.userId, ong.user.id));
    // A public list of an account that is no ONG is listed only when discoverable.
    expect(await found('mantas')).toEqual([]);
    await expectTableFollowsRule();
  });

  it('drops a deleted list, and the lists of an account that is gone', async () => {
    const list = await newList(olga, { name: 'Regalos de jubilación', discoverable: true });
    expect(await found('jubilacion')).toEqual(['Regalos de jubilación']);
    await ok(await as(olga, 'DELETE', `/api/list/delete/${list.id}`));
    expect(await found('jubilacion')).toEqual([]);
    expect(await t.app.db.select().from(listedLists).where(eq(listedLists.listId, list.id))).toEqual([]);

    const leaving = await person('Remigio');
    const shared = await newList(leaving, { name: 'Vuelta al mundo', discoverable: true });
    await t.app.db.insert(listOwners).values({ listId: shared.id, userId: tomas.user.id });
    await newList(leaving, { name: 'Solo de Remigio', discoverable: true });
    expect(await found('remigio')).toEqual(['Solo de Remigio', 'Vuelta al mundo']);
    await t.app.db.delete(users).where(eq(users.id, leaving.user.id));
    // The shared list passes to Tomás, and is found by his name only.
    expect(await found('remigio')).toEqual([]);
    expect(await found('vuelta al mundo')).toEqual(['Vuelta al mundo']);
    expect(await found('tomas')).toEqual(['Vuelta al mundo']);
    await expectTableFollowsRule();
  });

  it('holds the searchable text normalised, accents and case aside', async () => {
    const list = await newList(tomas, { name: 'Cumpleaños de ÁLVARO', discoverable: true });
    const [row] = await t.app.db
      .select({
        name: listedLists.name,
        firstNames: listedLists.firstNames,
        fullNames: listedLists.fullNames,
      })
      .from(listedLists)
      .where(eq(listedLists.listId, list.id));
    expect(row).toEqual({ name: 'cumpleanos de alvaro', firstNames: 'tomas', fullNames: ' tomas quiroga ' });
    expect(await found('cumpleanos de alvaro')).toEqual(['Cumpleaños de ÁLVARO']);
  });
});
