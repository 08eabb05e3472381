import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testClient, type Who } from './helpers.js';

/** "Vincular una lista": an event links one of its organiser's existing lists, and unlinks it. */
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Vincula' });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

async function ok(res: Awaited<ReturnType<typeof as>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const newList = async (who: Who, name: string) =>
  ok(await as(who, 'POST', '/api/list/save', { name, visibility: 'friends' }));

describe('linking an existing list to an event', () => {
  it('links, replaces and unlinks my own list, and refuses anyone else’s', async () => {
    const [olga, fede] = (await Promise.all([person('Olga'), person('Fede')])) as [Who, Who];
    await befriend(olga, fede);
    const event = await ok(
      await as(olga, 'POST', '/api/event/save', {
        name: 'Boda',
        startsAt: inDays(20),
        visibility: 'friends',
      }),
    );
    const bodas = await newList(olga, 'Lista de boda');
    const casa = await newList(olga, 'Para la casa');
    const fedes = await newList(fede, 'La de Fede');
    const link = (who: Who, listId: string | null, id = event.id) =>
      as(who, 'PUT', `/api/event/list/${id}`, { listId });

    // Linked: the event shows it to the organiser and to a friend, and the list names the event.
    expect((await ok(await link(olga, bodas.id))).listId).toBe(bodas.id);
    expect((await ok(await as(fede, 'GET', `/api/event/get/${event.id}`))).listId).toBe(bodas.id);
    expect((await ok(await as(olga, 'GET', `/api/list/get/${bodas.id}`))).eventId).toBe(event.id);

    // Another of mine replaces it; the first one stays, unlinked.
    expect((await ok(await link(olga, casa.id))).listId).toBe(casa.id);
    expect((await ok(await as(olga, 'GET', `/api/list/get/${bodas.id}`))).eventId).toBeNull();

    // Someone else's list, even one I can see, is refused in Spanish and changes nothing.
    const theirs = await link(olga, fedes.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toMatch(/no es tuya/);
    expect((await ok(await as(olga, 'GET', `/api/event/get/${event.id}`))).listId).toBe(casa.id);
    expect((await ok(await as(fede, 'GET', `/api/list/get/${fedes.id}`))).eventId).toBeNull();

    // Only the organiser links: a guest cannot put their list on my event.
    expect((await link(fede, fedes.id)).statusCode).toBe(403);
    expect((await link(olga, 'no-es-un-id')).statusCode).toBe(400);

    // Unlinking.
    expect((await ok(await link(olga, null))).listId).toBeNull();
    expect((await ok(await as(olga, 'GET', `/api/list/get/${casa.id}`))).eventId).toBeNull();
  });
});
