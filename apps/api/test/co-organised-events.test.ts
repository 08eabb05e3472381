import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventOrganisers, events, notifications } from '../src/db/schema/index.js';
import { scanReminders } from '../src/modules/reminders/scan.js';
import { checkConcerns } from '../src/modules/wallet/recipients.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Coorganiza' });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

async function createEvent(who: Who, body: object = {}) {
  const res = await as(who, 'POST', '/api/event/save', {
    name: 'Bautizo de Leo',
    startsAt: inDays(10),
    visibility: 'friends',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string };
}

// Run together the way the co-owners module makes it: a row in event_organisers.
const addOrganiser = (eventId: string, who: Who) =>
  t.app.db.insert(eventOrganisers).values({ eventId, userId: who.user.id });
const removeOrganiser = (eventId: string, who: Who) =>
  t.app.db
    .delete(eventOrganisers)
    .where(and(eq(eventOrganisers.eventId, eventId), eq(eventOrganisers.userId, who.user.id)));

const latestNotice = async (who: Who) =>
  (await as(who, 'GET', '/api/notify/getPagination?lim=1&pos=0')).json().data.list[0];
const names = async (who: Who, url: string) =>
  ((await as(who, 'GET', url)).json().data.list as { name: string }[]).map((e) => e.name);
const pathOf = (url: string) => new URL(url).pathname;

let olga: Who; // made the events
let carmen: Who; // organises them with Olga
let fede: Who; // Carmen's friend only
let ines: Who; // Olga's and Carmen's friend, a guest
beforeAll(async () => {
  [olga, carmen, fede, ines] = await Promise.all([
    person('Olga'),
    person('Carmen'),
    person('Fede'),
    person('Inés'),
  ]);
  await befriend(olga, carmen);
  await befriend(carmen, fede);
  await befriend(olga, ines);
  await befriend(carmen, ines);
});

describe('an event with several organisers', () => {
  it('shows every organiser, the receiver first, and each one is an organiser', async () => {
    const e = await createEvent(olga);
    await addOrganiser(e.id, carmen);
    const seen = (await as(carmen, 'GET', `/api/event/get/${e.id}`)).json().data;
    expect(seen.role).toBe('organiser');
    expect(seen.organiser.id).toBe(olga.user.id);
    expect(seen.organisers.map((p: { id: string }) => p.id)).toEqual([olga.user.id, carmen.user.id]);
    // A friend of any organiser sees a friends' event; it is listed as Carmen's too.
    expect((await as(fede, 'GET', `/api/event/get/${e.id}`)).statusCode).toBe(200);
    expect(await names(fede, `/api/event/getPagination?lim=50&pos=0&user=${carmen.user.id}`)).toContain(
      'Bautizo de Leo',
    );
    expect(await names(carmen, '/api/event/upcoming?lim=50&pos=0')).toContain('Bautizo de Leo');
    expect(await names(carmen, '/api/event/guest?lim=50&pos=0')).not.toContain('Bautizo de Leo');
  });

  it('lets every organiser do what the organiser does, and stops a removed one', async () => {
    const e = await createEvent(olga, { name: 'Comunión de Sara' });
    await addOrganiser(e.id, carmen);
    const calls = (who: Who) => ({
      update: () => as(who, 'PUT', `/api/event/update/${e.id}`, { place: `Casa de ${who.user.name}` }),
      invite: () => as(who, 'POST', '/api/friend/inviteToEvento', { eventId: e.id, userIds: [ines.user.id] }),
      removeInes: () => as(who, 'DELETE', `/api/event/participant/delete/${e.id}/${ines.user.id}`),
      charity: () => as(who, 'PUT', `/api/event/charity/${e.id}`, { ongId: null }),
      link: (listId: string | null) => as(who, 'PUT', `/api/event/list/${e.id}`, { listId }),
    });
    for (const who of [olga, carmen]) {
      const c = calls(who);
      expect((await c.update()).statusCode).toBe(200);
      expect((await c.invite()).statusCode).toBe(200);
      expect((await c.removeInes()).statusCode).toBe(200);
      expect((await c.charity()).statusCode).toBe(200);
      expect((await c.link(null)).statusCode).toBe(200);
    }
    // Carmen links a list of hers, and makes a list for the event.
    const list = await as(carmen, 'POST', '/api/list/save', {
      name: 'Lista de Carmen',
      visibility: 'friends',
    });
    const linked = await calls(carmen).link(list.json().data.id);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.listId).toBe(list.json().data.id);
    await calls(carmen).link(null);
    const made = await as(carmen, 'POST', '/api/list/save', { name: 'Para Sara', eventId: e.id });
    expect(made.statusCode, made.body).toBe(200);

    // A join request reaches both; either answers.
    const joined = await as(fede, 'POST', '/api/friend/applyToParticipateEvent', { eventId: e.id });
    expect(joined.statusCode, joined.body).toBe(200);
    for (const who of [olga, carmen])
      expect(await latestNotice(who)).toMatchObject({ type: 'event_join_request', data: { eventId: e.id } });
    const answered = await as(carmen, 'PUT', `/api/event/request/respond/${e.id}/${fede.user.id}`, {
      accept: true,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    // Leaving tells both.
    expect((await as(fede, 'DELETE', `/api/friend/leaveTheEvent/${e.id}`)).statusCode).toBe(200);
    for (const who of [olga, carmen]) expect((await latestNotice(who)).type).toBe('leave_to_event');

    // Inés asks to join: Carmen may answer while she organises it, not once removed.
    const asked = await as(ines, 'POST', '/api/friend/applyToParticipateEvent', { eventId: e.id });
    expect(asked.statusCode, asked.body).toBe(200);
    const respond = (who: Who) =>
      as(who, 'PUT', `/api/event/request/respond/${e.id}/${ines.user.id}`, { accept: true });

    await removeOrganiser(e.id, carmen);
    expect((await respond(carmen)).statusCode).toBe(403);
    expect((await respond(olga)).statusCode).toBe(200);
    const c = calls(carmen);
    // Carmen is Olga's friend: she still sees the event, but organises it no more.
    expect((await as(carmen, 'GET', `/api/event/get/${e.id}`)).json().data.role).toBe('none');
    expect((await c.update()).statusCode).toBe(403);
    expect((await c.invite()).statusCode).toBe(403);
    expect((await c.removeInes()).statusCode).toBe(403);
    expect((await c.charity()).statusCode).toBe(404);
    expect((await c.link(null)).statusCode).toBe(403);
    expect((await as(carmen, 'DELETE', `/api/event/delete/${e.id}`)).statusCode).toBe(403);
    const other = await as(carmen, 'POST', '/api/list/save', { name: 'Otra', eventId: e.id });
    expect(other.statusCode).toBe(403);
    // Fede saw it through Carmen only.
    expect((await as(fede, 'GET', `/api/event/get/${e.id}`)).statusCode).toBe(404);
  });

  it('leaves the removed organiser’s calendar and feed', async () => {
    const e = await createEvent(olga, { name: 'Fiesta de Leo' });
    await addOrganiser(e.id, carmen);
    const feed = (await as(carmen, 'POST', '/api/calendar/feed/renew')).json().data as { url: string };
    const when = new Date(inDays(10));
    const month = `/api/event/byDate?year=${when.getUTCFullYear()}&month=${when.getUTCMonth() + 1}`;
    const inMonth = async () =>
      ((await as(carmen, 'GET', month)).json().data as { name: string }[]).map((x) => x.name);
    expect((await as(null, 'GET', pathOf(feed.url))).body).toContain('Fiesta de Leo');
    expect(await inMonth()).toContain('Fiesta de Leo');
    await removeOrganiser(e.id, carmen);
    expect((await as(null, 'GET', pathOf(feed.url))).body).not.toContain('Fiesta de Leo');
    expect(await inMonth()).not.toContain('Fiesta de Leo');
    expect(await names(carmen, '/api/event/upcoming?lim=50&pos=0')).not.toContain('Fiesta de Leo');
  });

  it('only the organiser who receives deletes it; the other organisers and the guests are told', async () => {
    const e = await createEvent(olga, { name: 'Merienda' });
    await addOrganiser(e.id, carmen);
    await as(olga, 'POST', '/api/friend/inviteToEvento', { eventId: e.id, userIds: [ines.user.id] });
    const refused = await as(carmen, 'DELETE', `/api/event/delete/${e.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Solo quien recibe el dinero puede borrar el evento. Si ya no quieres organizarlo, deja de organizarlo.',
    );
    expect((await as(ines, 'GET', `/api/event/get/${e.id}`)).statusCode).toBe(200);
    expect((await as(olga, 'DELETE', `/api/event/delete/${e.id}`)).statusCode).toBe(200);
    for (const who of [carmen, ines]) expect((await latestNotice(who)).type).toBe('event_deleted');
  });

  it('an organiser leaves through «Dejar de organizar», not as a guest', async () => {
    const e = await createEvent(olga, { name: 'Cena' });
    const alone = await as(olga, 'DELETE', `/api/friend/leaveTheEvent/${e.id}`);
    expect(alone.json().error).toMatchObject({
      code: 'ORGANISER_CANNOT_LEAVE',
      message: 'Organizas este evento: si no se celebra, bórralo.',
    });
    await addOrganiser(e.id, carmen);
    const together = await as(carmen, 'DELETE', `/api/friend/leaveTheEvent/${e.id}`);
    expect(together.statusCode).toBe(409);
    expect(together.json().error).toMatchObject({
      code: 'ORGANISER_CANNOT_LEAVE',
      message: 'Organizas este evento: para salir, pulsa «Dejar de organizar» en «Quién lo organiza».',
    });
  });

  it('someone blocked with any organiser neither reaches, sees listed nor is invited to it', async () => {
    const [lucia, marcos, carla] = await Promise.all([person('Lucía'), person('Marcos'), person('Carla')]);
    await befriend(lucia, marcos);
    await befriend(lucia, carla);
    const friendsOnly = await createEvent(lucia, { name: 'Boda de Lucía' });
    const open = await createEvent(lucia, { name: 'Fiesta abierta', visibility: 'public' });
    const invitedFirst = await createEvent(lucia, { name: 'Cena de Lucía' });
    for (const e of [friendsOnly, open, invitedFirst]) await addOrganiser(e.id, marcos);
    await as(lucia, 'POST', '/api/friend/inviteToEvento', {
      eventId: invitedFirst.id,
      userIds: [carla.user.id],
    });
    expect((await as(carla, 'GET', `/api/event/get/${friendsOnly.id}`)).statusCode).toBe(200);
    expect((await as(marcos, 'POST', '/api/friend/block', { userId: carla.user.id })).statusCode).toBe(200);
    for (const e of [friendsOnly, open, invitedFirst])
      expect((await as(carla, 'GET', `/api/event/get/${e.id}`)).statusCode).toBe(404);
    const listed = [
      ...(await names(carla, `/api/event/getPagination?lim=50&pos=0&user=${lucia.user.id}`)),
      ...(await names(carla, '/api/event/getPagination?lim=50&pos=0')),
      ...(await names(carla, '/api/event/guest?lim=50&pos=0')),
    ];
    for (const name of ['Boda de Lucía', 'Fiesta abierta', 'Cena de Lucía'])
      expect(listed).not.toContain(name);
    // Lucía may not invite her: as if she were not her friend, and Carla hears nothing.
    const before = await latestNotice(carla);
    const inv = await as(lucia, 'POST', '/api/friend/inviteToEvento', {
      eventId: friendsOnly.id,
      userIds: [carla.user.id],
    });
    expect(inv.statusCode).toBe(403);
    expect(inv.json().error.message).toContain('Solo puedes invitar a tus amigos');
    expect((await latestNotice(carla)).id).toBe(before.id);
    // Lucía and Marcos still see it all.
    for (const who of [lucia, marcos])
      expect((await as(who, 'GET', `/api/event/get/${friendsOnly.id}`)).statusCode).toBe(200);
  });

  it('reminds every organiser the day before, not a removed one', async () => {
    const [ana, bea, rosa] = await Promise.all([person('Ana'), person('Bea'), person('Rosa')]);
    const e = await createEvent(ana, {
      name: 'Cena de marzo',
      startsAt: '2027-03-02T19:00:00.000Z',
      timezone: 'Europe/Madrid',
    });
    await addOrganiser(e.id, bea);
    await addOrganiser(e.id, rosa);
    await removeOrganiser(e.id, rosa);
    // 1 March 2027, 09:05 in Madrid: the reminders' default hour and zone.
    await scanReminders(t.app, new Date('2027-03-01T08:05:00Z'));
    const reminded = async (who: Who) =>
      (
        await t.app.db
          .select({ title: notifications.title })
          .from(notifications)
          .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, 'reminder')))
      ).map((n) => n.title);
    expect(await reminded(ana)).toEqual(['Mañana: Cena de marzo']);
    expect(await reminded(bea)).toEqual(['Mañana: Cena de marzo']);
    expect(await reminded(rosa)).toEqual([]);
  });

  it('money for the event goes to the organiser who receives; a stale one is refused', async () => {
    const [ana, bea, guest] = await Promise.all([person('Ana'), person('Bea'), person('Invitado')]);
    await befriend(ana, guest);
    const e = await createEvent(ana, { name: 'Boda de Ana y Bea' });
    await addOrganiser(e.id, bea);
    await t.app.db.update(events).set({ organiserId: bea.user.id }).where(eq(events.id, e.id));
    const payment = (to: Who) => ({
      to: to.user.id,
      amount: 2000,
      currency: 'EUR' as const,
      method: 'card' as const,
      coverFee: false,
      message: '',
      showName: true,
      eventId: e.id,
    });
    await expect(checkConcerns(t.app.db, guest.user.id, payment(bea))).resolves.toMatchObject({
      eventId: e.id,
    });
    await expect(checkConcerns(t.app.db, guest.user.id, payment(ana))).rejects.toMatchObject({
      code: 'RECEIVER_CHANGED',
      status: 409,
    });
  });
});
