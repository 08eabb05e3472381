import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';
import { openEventStream } from './sse-client.js';

/**
 * The realtime stream of someone who runs a list or an event with others, or looks after a dependent: it tells
 * them what happens on it while they do, and nothing from the moment they are removed, though the stream they
 * opened before stays open (it is the person's, not the list's).
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let url: string;
const { as, person, befriend } = testClient(() => t.app, { lastname: 'Directo' });
const opened: { close: () => void }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of opened) s.close();
  await t.close();
});

async function ok(res: Awaited<ReturnType<typeof as>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

type Noti = { type: string; title: string };
async function watch(who: Who) {
  const stream = await openEventStream(url, who.token);
  opened.push(stream);
  const notis = () => stream.events.filter((e) => e.event === 'noti').map((e) => e.data as Noti);
  return { notis, titles: () => notis().map((n) => n.title) };
}
type Watched = Awaited<ReturnType<typeof watch>>;

/** Waits until the stream has carried a notification whose title matches. */
const heard = (w: Watched, title: RegExp) =>
  expect.poll(() => w.titles().some((x) => title.test(x)), { timeout: 15_000 }).toBe(true);

/** Stored notifications of the person about this list or event (what their stream would carry). */
const storedAbout = (who: Who, key: 'giftId' | 'eventId', id: string) =>
  t.app.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), sql`${notifications.data}->>${key} = ${id}`));

async function friendGives(giver: Who, giftId: string) {
  await ok(await as(giver, 'PUT', `/api/gift/reserve/${giftId}`));
  await ok(await as(giver, 'PUT', `/api/gift/given/${giftId}`));
}

/** `a` invites `b` to run it (a list, an event or a dependent's profile) and `b` accepts. */
async function together(kind: 'list' | 'event' | 'dependent', a: Who, b: Who, id: string) {
  const inv = await ok(await as(a, 'POST', `/api/${kind}/owners/invite/${id}`, { friendId: b.user.id }));
  await ok(await as(b, 'POST', '/api/owner-invite/accept', { inviteId: inv.invite.id }));
}

describe('the stream of a co-owner', () => {
  it('of a list tells both owners of a gift, and the removed one nothing more', async () => {
    const [lucia, marcos, ana] = await Promise.all([person('Lucía'), person('Marcos'), person('Ana')]);
    await befriend(lucia, marcos);
    await befriend(lucia, ana);
    const list = await ok(await as(lucia, 'POST', '/api/list/save', { name: 'Boda', visibility: 'friends' }));
    await together('list', lucia, marcos, list.id);
    const add = async (name: string) =>
      ok(await as(lucia, 'POST', '/api/list/gift/save', { listId: list.id, product: { name } }));
    const [vajilla, mantel] = [await add('Vajilla'), await add('Mantel')];
    const [hers, his] = [await watch(lucia), await watch(marcos)];

    await friendGives(ana, vajilla.id);
    await heard(hers, /«Vajilla»/);
    await heard(his, /«Vajilla»/);

    await ok(await as(lucia, 'DELETE', `/api/list/owners/${list.id}/${marcos.user.id}`));
    await heard(his, /te ha quitado de la lista «Boda»/);
    await friendGives(ana, mantel.id);
    await heard(hers, /«Mantel»/);
    expect(await storedAbout(marcos, 'giftId', mantel.id)).toEqual([]);
    // A notice stored after the gift reaches his stream; nothing about the gift ever did.
    await t.app.notify({ userId: marcos.user.id, type: 'list', title: 'Señal de prueba' });
    await heard(his, /Señal de prueba/);
    expect(his.titles().join('\n')).not.toContain('Mantel');
  });

  it('of an event tells both organisers of a join request, and the removed one nothing more', async () => {
    const [olga, carmen, fede, ines] = await Promise.all([
      person('Olga'),
      person('Carmen'),
      person('Fede'),
      person('Inés'),
    ]);
    await befriend(olga, carmen);
    for (const guest of [fede, ines]) await befriend(olga, guest);
    const event = await ok(
      await as(olga, 'POST', '/api/event/save', {
        name: 'Bautizo',
        startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        visibility: 'friends',
      }),
    );
    await together('event', olga, carmen, event.id);
    const [hers, theirs] = [await watch(olga), await watch(carmen)];
    await ok(await as(fede, 'POST', '/api/friend/applyToParticipateEvent', { eventId: event.id }));
    await heard(hers, /Fede/);
    await heard(theirs, /Fede/);

    await ok(await as(olga, 'DELETE', `/api/event/owners/${event.id}/${carmen.user.id}`));
    await heard(theirs, /te ha quitado de quienes organizan/);
    await ok(await as(ines, 'POST', '/api/friend/applyToParticipateEvent', { eventId: event.id }));
    await heard(hers, /Inés/);
    expect((await storedAbout(carmen, 'eventId', event.id)).map((n) => n.title).join()).not.toContain('Inés');
    await t.app.notify({ userId: carmen.user.id, type: 'list', title: 'Señal de prueba' });
    await heard(theirs, /Señal de prueba/);
    expect(theirs.titles().join()).not.toContain('Inés');
  });

  it("of a dependent's guardian tells both of a gift to its list, and the removed one nothing more", async () => {
    const [lucia, marcos, ana] = await Promise.all([person('Lucía'), person('Marcos'), person('Ana')]);
    await befriend(lucia, marcos);
    await befriend(lucia, ana);
    const leo = await ok(await as(lucia, 'POST', '/api/dependent/create', { name: 'Leo', kind: 'child' }));
    await together('dependent', lucia, marcos, leo.id);
    const list = await ok(
      await as(lucia, 'POST', '/api/list/save', {
        name: 'Cumple de Leo',
        visibility: 'friends',
        forDependent: leo.id,
      }),
    );
    const add = async (name: string) =>
      ok(await as(lucia, 'POST', '/api/list/gift/save', { listId: list.id, product: { name } }));
    const [cuento, pelota] = [await add('Cuento'), await add('Pelota')];
    const [hers, his] = [await watch(lucia), await watch(marcos)];

    await friendGives(ana, cuento.id);
    await heard(hers, /«Cuento»/);
    await heard(his, /«Cuento»/);

    await ok(await as(lucia, 'DELETE', `/api/dependent/owners/${leo.id}/${marcos.user.id}`));
    await heard(his, /te ha quitado de quienes cuidan el perfil de Leo/);
    await friendGives(ana, pelota.id);
    await heard(hers, /«Pelota»/);
    expect(await storedAbout(marcos, 'giftId', pelota.id)).toEqual([]);
    await t.app.notify({ userId: marcos.user.id, type: 'list', title: 'Señal de prueba' });
    await heard(his, /Señal de prueba/);
    expect(his.titles().join('\n')).not.toContain('Pelota');
  });
});
