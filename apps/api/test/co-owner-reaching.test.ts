import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lists } from '../src/db/schema/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * A list run by two people is reached and listed as each one's own: by its owners, by either one's friends when
 * it is for friends, never by someone either owner blocked; and the database keeps it with at least one owner,
 * the one who receives its money.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let lucia: Who;
let marcos: Who;
let amigaDeMarcos: Who;
let stranger: Who;

const { as, person, befriend } = testClient(() => t.app);
const ids = (res: { json(): { data: { list: { id: string }[] } } }) => res.json().data.list.map((x) => x.id);

async function newList(who: Who, body: object) {
  const res = await as(who, 'POST', '/api/list/save', { name: 'Nuestra boda', ...body });
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json().data;
  const gift = await as(who, 'POST', '/api/list/gift/save', {
    listId: list.id,
    product: { name: 'Vajilla' },
  });
  expect(gift.statusCode, gift.body).toBe(200);
  return list as { id: string };
}
const addOwner = (listId: string, who: Who) =>
  t.app.db.execute(sql`insert into list_owners (list_id, user_id) values (${listId}, ${who.user.id})`);
const removeOwner = (listId: string, who: Who) =>
  t.app.db.execute(sql`delete from list_owners where list_id = ${listId} and user_id = ${who.user.id}`);

beforeAll(async () => {
  t = await buildTestApp();
  [lucia, marcos, amigaDeMarcos, stranger] = await Promise.all([
    person('Lucía', { lastname: 'Reservado' }),
    person('Marcos', { lastname: 'Oculto' }),
    person('Rocío'),
    person('Sara'),
  ]);
  await befriend(marcos, amigaDeMarcos);
});
afterAll(() => t.close());

describe('a list with two owners', () => {
  it('has its creator as first owner and receiver, whatever made it', async () => {
    const list = await newList(lucia, {});
    const got = (await as(lucia, 'GET', `/api/list/get/${list.id}`)).json().data;
    expect(got.owner.id).toBe(lucia.user.id);
    expect(got.owners.map((o: { id: string }) => o.id)).toEqual([lucia.user.id]);
    expect(got.isMine).toBe(true);
  });

  it('is each owner’s own: edited, listed among their lists, with both named', async () => {
    const list = await newList(lucia, { visibility: 'private' });
    expect((await as(marcos, 'GET', `/api/list/get/${list.id}`)).statusCode).toBe(404);
    await addOwner(list.id, marcos);
    const got = (await as(marcos, 'GET', `/api/list/get/${list.id}`)).json().data;
    expect(got.isMine).toBe(true);
    expect(got.owner.id).toBe(lucia.user.id);
    expect(got.owners.map((o: { name: string }) => o.name)).toEqual(['Lucía', 'Marcos']);
    const renamed = await as(marcos, 'PUT', `/api/list/update/${list.id}`, {
      name: 'Nuestra boda en mayo',
      visibility: 'private',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(ids(await as(marcos, 'GET', '/api/list/getPagination?lim=50&pos=0'))).toContain(list.id);
    expect(ids(await as(lucia, 'GET', '/api/list/getPagination?lim=50&pos=0'))).toContain(list.id);
    // Not a "friend's list" to its own owner, even when the owners are friends.
    await befriend(lucia, marcos);
    expect(ids(await as(marcos, 'GET', '/api/list/friendList?lim=50&pos=0'))).not.toContain(list.id);
  });

  it('is for the friends of either owner when it is for friends, and listed to them', async () => {
    const list = await newList(lucia, { visibility: 'friends' });
    expect((await as(amigaDeMarcos, 'GET', `/api/list/get/${list.id}`)).statusCode).toBe(404);
    await addOwner(list.id, marcos);
    expect((await as(amigaDeMarcos, 'GET', `/api/list/get/${list.id}`)).statusCode).toBe(200);
    expect(ids(await as(amigaDeMarcos, 'GET', '/api/list/friendList?lim=50&pos=0'))).toContain(list.id);
    expect(
      ids(await as(amigaDeMarcos, 'GET', `/api/list/getPagination?lim=50&pos=0&user=${marcos.user.id}`)),
    ).toContain(list.id);
    expect(
      ids(await as(amigaDeMarcos, 'GET', `/api/list/friendList?lim=50&pos=0&friend=${marcos.user.id}`)),
    ).toContain(list.id);
    // Still nothing for a stranger.
    expect((await as(stranger, 'GET', `/api/list/get/${list.id}`)).statusCode).toBe(404);
  });

  it('is hidden from whoever either owner blocked, even by its link', async () => {
    const list = await newList(lucia, { visibility: 'public', discoverable: true });
    await addOwner(list.id, marcos);
    expect((await as(stranger, 'GET', `/api/list/get/${list.id}`)).statusCode).toBe(200);
    expect((await as(marcos, 'POST', '/api/friend/block', { userId: stranger.user.id })).statusCode).toBe(
      200,
    );
    expect((await as(stranger, 'GET', `/api/list/get/${list.id}`)).statusCode).toBe(404);
    expect((await as(stranger, 'GET', `/api/list/shared/${list.id}`)).statusCode).toBe(404);
    expect(ids(await as(stranger, 'GET', '/api/list/standOut/getPagination?lim=50&pos=0'))).not.toContain(
      list.id,
    );
    await as(marcos, 'DELETE', `/api/friend/unblock/${stranger.user.id}`);
  });

  it('is found by either owner’s first name, and strangers see first names only', async () => {
    const list = await newList(lucia, { name: 'Boda de verano', visibility: 'public', discoverable: true });
    await addOwner(list.id, marcos);
    const found = (await as(null, 'GET', '/api/list/search?sea=Marcos&lim=50&pos=0')).json().data.list;
    const shown = found.find((l: { id: string }) => l.id === list.id);
    expect(shown).toBeDefined();
    expect(shown.owners.map((o: { lastname: string }) => o.lastname)).toEqual(['', '']);
    expect(JSON.stringify(found)).not.toContain('Oculto');
  });

  it('its shared link names every owner by first name, the one who receives first', async () => {
    const list = await newList(lucia, { name: 'Boda en el pueblo', visibility: 'public' });
    await addOwner(list.id, marcos);
    const shared = (await as(null, 'GET', `/api/list/shared/${list.id}`)).json().data;
    expect(shared.owners.map((o: { id: string }) => o.id)).toEqual([lucia.user.id, marcos.user.id]);
    expect(shared.owners[1]).toEqual({ id: marcos.user.id, name: marcos.user.name, image: null });
    expect(shared.owner.id).toBe(lucia.user.id);
  });

  it('loses a removed owner at once', async () => {
    const list = await newList(lucia, { visibility: 'private' });
    await addOwner(list.id, marcos);
    expect((await as(marcos, 'GET', `/api/list/get/${list.id}`)).statusCode).toBe(200);
    await removeOwner(list.id, marcos);
    expect((await as(marcos, 'GET', `/api/list/get/${list.id}`)).statusCode).toBe(404);
    expect(
      (await as(marcos, 'PUT', `/api/list/update/${list.id}`, { name: 'Mía', visibility: 'private' }))
        .statusCode,
    ).toBe(404);
    expect(ids(await as(marcos, 'GET', '/api/list/getPagination?lim=50&pos=0'))).not.toContain(list.id);
  });
});

describe('the database keeps a list owned', () => {
  it('refuses to remove the owner who receives, unless another receives in the same transaction', async () => {
    const list = await newList(lucia, {});
    await addOwner(list.id, marcos);
    await expect(removeOwner(list.id, lucia)).rejects.toThrow();
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`update lists set owner_id = ${marcos.user.id} where id = ${list.id}`);
      await tx.execute(
        sql`delete from list_owners where list_id = ${list.id} and user_id = ${lucia.user.id}`,
      );
    });
    const got = (await as(marcos, 'GET', `/api/list/get/${list.id}`)).json().data;
    expect(got.owners.map((o: { id: string }) => o.id)).toEqual([marcos.user.id]);
    // Naming someone who does not own it fails too.
    await expect(
      t.app.db.execute(sql`update lists set owner_id = ${stranger.user.id} where id = ${list.id}`),
    ).rejects.toThrow();
  });

  it('passes the list on when the account of the owner who receives is deleted', async () => {
    const ana = await person('Ana');
    const list = await newList(ana, {});
    const alone = await newList(ana, { name: 'Solo mía' });
    await addOwner(list.id, marcos);
    const deleted = await as(ana, 'DELETE', '/api/user/delete', { confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const got = (await as(marcos, 'GET', `/api/list/get/${list.id}`)).json().data;
    expect(got.owner.id).toBe(marcos.user.id);
    expect(got.owners.map((o: { id: string }) => o.id)).toEqual([marcos.user.id]);
    expect(await t.app.db.select().from(lists).where(eq(lists.id, alone.id))).toEqual([]);
  });
});
