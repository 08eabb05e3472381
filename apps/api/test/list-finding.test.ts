import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * Finding a list from `regalar` and the ways past a list one cannot open: `list/search` shows only lists
 * listed for anyone, never a link-only, friends-only or private one; a new list opens by its link by default;
 * `list/shared/{id}/askAccess` asks a friends-only list's owner for friendship.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Who;
let friend: Who;
let stranger: Who;

const { as, person, befriend } = testClient(() => t.app);
const names = (res: { json(): { data: { list: { name: string }[] } } }) =>
  res.json().data.list.map((x) => x.name);

async function newList(who: Who, body: object) {
  const res = await as(who, 'POST', '/api/list/save', body);
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json().data;
  await as(who, 'POST', '/api/list/gift/save', { listId: list.id, product: { name: 'Libro' } });
  return list;
}

beforeAll(async () => {
  t = await buildTestApp();
  [owner, friend, stranger] = await Promise.all([
    person('Remedios', { lastname: 'Quintanilla' }),
    person('Fede', { lastname: 'Amigo' }),
    person('Sara', { lastname: 'Extraña' }),
  ]);
  await befriend(owner, friend);
  await newList(owner, { name: 'Cumple de Remedios', visibility: 'public', discoverable: true });
  await newList(owner, { name: 'Enlace de Remedios', visibility: 'public' });
  await newList(owner, { name: 'Amigos de Remedios', visibility: 'friends' });
  await newList(owner, { name: 'Privada de Remedios', visibility: 'private' });
});
afterAll(() => t.close());

describe('list/search', () => {
  it('finds a discoverable list by its owner’s name, accents and case aside, and never the others', async () => {
    for (const who of [null, stranger, friend, owner]) {
      const res = await as(who, 'GET', '/api/list/search?sea=quintaNILLA&lim=20&pos=0');
      expect(res.statusCode, res.body).toBe(200);
      expect(names(res)).toEqual(['Cumple de Remedios']);
    }
    const byName = await as(null, 'GET', `/api/list/search?sea=${encodeURIComponent('cumple de')}`);
    expect(names(byName)).toEqual(['Cumple de Remedios']);
    // A stranger learns the first name only.
    expect(byName.json().data.list[0].owner).toMatchObject({ name: 'Remedios', lastname: '' });
    // Whole words of the full name find it; part of a surname never does, or a stranger could spell it out.
    const search = async (sea: string) =>
      names(await as(null, 'GET', `/api/list/search?sea=${encodeURIComponent(sea)}`));
    expect(await search('Remedios Quintanilla')).toEqual(['Cumple de Remedios']);
    expect(await search('Remed')).toEqual(['Cumple de Remedios']);
    for (const part of ['Remedios Q', 'Remedios Quin', 'quintanil']) expect(await search(part)).toEqual([]);
    for (const word of ['Enlace', 'Amigos', 'Privada']) {
      expect(names(await as(friend, 'GET', `/api/list/search?sea=${word}`))).toEqual([]);
    }
  });

  it('refuses a search too short or too long with a Spanish 400', async () => {
    const short = await as(null, 'GET', '/api/list/search?sea=a');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Escribe al menos 2 letras para buscar.');
    const none = await as(null, 'GET', '/api/list/search');
    expect(none.statusCode).toBe(400);
    expect((await as(null, 'GET', `/api/list/search?sea=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('a new list', () => {
  it('opens for anyone with its link by default, and is listed nowhere', async () => {
    const list = await newList(owner, { name: 'Sin decir quién' });
    expect(list.visibility).toBe('public');
    expect(list.discoverable).toBe(false);
    expect((await as(null, 'GET', `/api/list/shared/${list.id}`)).statusCode).toBe(200);
    expect(names(await as(null, 'GET', '/api/list/search?sea=decir'))).toEqual([]);
  });
});

describe('a friends-only list by its link', () => {
  it('names its owner to someone signed in, who may ask for friendship, once', async () => {
    const list = await newList(owner, { name: 'Solo amigos', visibility: 'friends' });
    const refused = await as(stranger, 'GET', `/api/list/shared/${list.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'LIST_FOR_FRIENDS', message: /de Remedios/ });
    // A guest is not told whose it is.
    expect((await as(null, 'GET', `/api/list/shared/${list.id}`)).body).not.toContain('Remedios');

    const asked = await as(stranger, 'POST', `/api/list/shared/${list.id}/askAccess`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.relation).toBe('request_sent');
    const requests = await as(owner, 'GET', '/api/friend/requests');
    expect(JSON.stringify(requests.json().data)).toContain('Sara');
  });

  it('refuses asking without a session, for a private list, for a list already open, or a bad id', async () => {
    const friendsOnly = await newList(owner, { name: 'Otra de amigos', visibility: 'friends' });
    const hidden = await newList(owner, { name: 'Secreta', visibility: 'private' });
    expect((await as(null, 'POST', `/api/list/shared/${friendsOnly.id}/askAccess`)).statusCode).toBe(401);
    const privateAsk = await as(stranger, 'POST', `/api/list/shared/${hidden.id}/askAccess`);
    expect(privateAsk.json().error.code).toBe('LIST_PRIVATE');
    const already = await as(friend, 'POST', `/api/list/shared/${friendsOnly.id}/askAccess`);
    expect(already.statusCode).toBe(400);
    expect(already.json().error.message).toMatch(/Ya puedes ver esta lista/);
    expect((await as(stranger, 'POST', '/api/list/shared/no-es-un-id/askAccess')).statusCode).toBe(404);
  });
});
