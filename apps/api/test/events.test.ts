import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayRange, monthRange } from '../src/modules/events/dates.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Evento' });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
async function createEvent(who: Who, body: object = {}) {
  const res = await as(who, 'POST', '/api/event/save', {
    name: 'Cumple de prueba',
    startsAt: inDays(10),
    visibility: 'friends',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

let org: Who;
let friend: Who;
let invitee: Who;
let stranger: Who;
beforeAll(async () => {
  [org, friend, invitee, stranger] = await Promise.all([
    person('Olga'),
    person('Fede'),
    person('Inés'),
    person('Sergio'),
  ]);
  await befriend(org, friend);
  await befriend(org, invitee);
});

describe('creating and reading events', () => {
  it('creates an event with a default picture and shows it to its organiser', async () => {
    const e = await createEvent(org, {
      place: 'Casa de Olga',
      mapUrl: 'https://maps.example.com/x',
      timezone: 'America/Bogota',
    });
    expect(e).toMatchObject({
      role: 'organiser',
      place: 'Casa de Olga',
      timezone: 'America/Bogota',
      image: '/files/defaults/events/cumpleanos.svg',
      participants: [],
    });
    const pic = await t.app.inject(e.image);
    expect(pic.statusCode).toBe(200);
  });

  it('validates the input in Spanish', async () => {
    const res = await as(org, 'POST', '/api/event/save', {
      name: 'x',
      startsAt: 'mañana',
      timezone: 'Marte/Olimpo',
      mapUrl: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .error.fields.map((f: { path: string }) => f.path)
      .sort();
    expect(paths).toEqual(['mapUrl', 'name', 'startsAt', 'timezone']);
    const badImage = await as(org, 'POST', '/api/event/save', {
      name: 'Fiesta',
      startsAt: inDays(3),
      image: 'https://tracker.example.com/pixel.gif',
    });
    expect(badImage.statusCode).toBe(400);
  });

  it('applies visibility: public to all, friends to friends, private to organiser and people in it', async () => {
    const pub = await createEvent(org, { visibility: 'public' });
    const fri = await createEvent(org, { visibility: 'friends' });
    const pri = await createEvent(org, { visibility: 'private' });
    const status = async (who: Who | null, id: string) =>
      (await as(who, 'GET', `/api/event/get/${id}`)).statusCode;
    expect([
      await status(null, pub.id),
      await status(stranger, pub.id),
      await status(friend, pub.id),
    ]).toEqual([200, 200, 200]);
    expect([
      await status(null, fri.id),
      await status(stranger, fri.id),
      await status(friend, fri.id),
    ]).toEqual([404, 404, 200]);
    expect([
      await status(null, pri.id),
      await status(stranger, pri.id),
      await status(friend, pri.id),
    ]).toEqual([404, 404, 404]);
    await as(org, 'POST', '/api/friend/inviteToEvento', { eventId: pri.id, userIds: [invitee.user.id] });
    expect(await status(invitee, pri.id)).toBe(200);
    // A guest sees a public event but not who goes.
    expect((await as(null, 'GET', `/api/event/get/${pub.id}`)).json().data.participants).toEqual([]);
  });

  it('an update changes only what is sent: a private event stays private', async () => {
    const e = await createEvent(org, {
      visibility: 'private',
      place: 'Casa de Ana',
      description: 'Trae hambre',
    });
    const res = await as(org, 'PUT', `/api/event/update/${e.id}`, { name: 'Cena privada' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Cena privada',
      visibility: 'private',
      place: 'Casa de Ana',
      description: 'Trae hambre',
    });
  });

  it('lets only the organiser change or delete it', async () => {
    const e = await createEvent(org);
    expect((await as(friend, 'PUT', `/api/event/update/${e.id}`, { name: 'Mío' })).statusCode).toBe(403);
    expect((await as(stranger, 'PUT', `/api/event/update/${e.id}`, { name: 'Mío' })).statusCode).toBe(404);
    expect((await as(friend, 'DELETE', `/api/event/delete/${e.id}`)).statusCode).toBe(403);
    const changed = await as(org, 'PUT', `/api/event/update/${e.id}`, {
      name: 'Cumple cambiado',
      place: 'Parque',
    });
    expect(changed.json().data).toMatchObject({ name: 'Cumple cambiado', place: 'Parque' });
  });
});

describe('taking part', () => {
  it('invite → notification → accept → in my calendar → leave → organiser told', async () => {
    const e = await createEvent(org, { name: 'Cena de Olga', startsAt: '2031-03-14T19:30:00.000Z' });
    const inv = await as(org, 'POST', '/api/friend/inviteToEvento', {
      eventId: e.id,
      userIds: [invitee.user.id],
    });
    expect(inv.json().data.invited).toBe(1);
    const [n] = (await as(invitee, 'GET', '/api/notify/getPagination?lim=5&pos=0')).json().data.list;
    expect(n).toMatchObject({
      type: 'invite_to_event',
      title: 'Olga Evento te invitó a «Cena de Olga»',
      data: { eventId: e.id },
    });
    expect(
      (await as(invitee, 'GET', '/api/event/guest?lim=50&pos=0'))
        .json()
        .data.list.map((x: { id: string }) => x.id),
    ).toContain(e.id);

    const unreadBefore = (await as(invitee, 'GET', '/api/notify/unRead')).json().data.count;
    const accepted = await as(invitee, 'PUT', `/api/event/invitation/respond/${e.id}`, { accept: true });
    expect(accepted.json().data.role).toBe('accepted');
    // Answered on the event page: the invitation is read and the badge no longer counts it.
    const [answered] = (await as(invitee, 'GET', '/api/notify/getPagination?lim=5&pos=0')).json().data.list;
    expect(answered).toMatchObject({ id: n.id, read: true });
    expect((await as(invitee, 'GET', '/api/notify/unRead')).json().data.count).toBe(unreadBefore - 1);
    const month = (await as(invitee, 'GET', '/api/event/byDate?month=3&year=2031&tz=Europe/Madrid')).json()
      .data;
    expect(month.map((x: { id: string }) => x.id)).toContain(e.id);
    expect(
      (await as(invitee, 'GET', '/api/event/byDate?month=4&year=2031'))
        .json()
        .data.map((x: { id: string }) => x.id),
    ).not.toContain(e.id);
    const detail = (await as(friend, 'GET', `/api/event/get/${e.id}`)).json().data;
    expect(detail.participantCount).toBe(1);
    expect(detail.participants.map((p: { id: string }) => p.id)).toEqual([invitee.user.id]);

    expect((await as(invitee, 'DELETE', `/api/friend/leaveTheEvent/${e.id}`)).statusCode).toBe(200);
    const [left] = (await as(org, 'GET', '/api/notify/getPagination?lim=5&pos=0')).json().data.list;
    expect(left).toMatchObject({ type: 'leave_to_event', data: { eventId: e.id } });
  });

  it('only invites friends', async () => {
    const e = await createEvent(org);
    const res = await as(org, 'POST', '/api/friend/inviteToEvento', {
      eventId: e.id,
      userIds: [stranger.user.id],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/Solo puedes invitar a tus amigos/);
    expect(
      (await as(friend, 'POST', '/api/friend/inviteToEvento', { eventId: e.id, userIds: [invitee.user.id] }))
        .statusCode,
    ).toBe(403);
  });

  it('join link: someone asks, the organiser accepts, and they are in', async () => {
    const e = await createEvent(org, { visibility: 'public' });
    const asked = await as(stranger, 'POST', '/api/friend/applyToParticipateEvent', { eventId: e.id });
    expect(asked.json().data.role).toBe('requested');
    const [n] = (await as(org, 'GET', '/api/notify/getPagination?lim=5&pos=0')).json().data.list;
    expect(n).toMatchObject({
      type: 'event_join_request',
      data: { eventId: e.id, userId: stranger.user.id },
    });
    const organiserView = (await as(org, 'GET', `/api/event/get/${e.id}`)).json().data;
    expect(organiserView.participants).toEqual([
      expect.objectContaining({ id: stranger.user.id, status: 'requested' }),
    ]);
    expect(
      (await as(friend, 'PUT', `/api/event/request/respond/${e.id}/${stranger.user.id}`, { accept: true }))
        .statusCode,
    ).toBe(403);
    const ok = await as(org, 'PUT', `/api/event/request/respond/${e.id}/${stranger.user.id}`, {
      accept: true,
    });
    expect(ok.statusCode).toBe(200);
    expect((await as(stranger, 'GET', `/api/event/get/${e.id}`)).json().data.role).toBe('accepted');
    expect(
      (await as(stranger, 'GET', '/api/event/upcoming?lim=50&pos=0'))
        .json()
        .data.list.map((x: { id: string }) => x.id),
    ).toContain(e.id);
  });

  it('a declined join request cannot be turned into an accepted invitation by its sender', async () => {
    const e = await createEvent(org, { visibility: 'public' });
    await as(stranger, 'POST', '/api/friend/applyToParticipateEvent', { eventId: e.id });
    expect(
      (await as(org, 'PUT', `/api/event/request/respond/${e.id}/${stranger.user.id}`, { accept: false }))
        .statusCode,
    ).toBe(200);
    const self = await as(stranger, 'PUT', `/api/event/invitation/respond/${e.id}`, { accept: true });
    expect(self.statusCode).toBe(404);
    expect((await as(stranger, 'GET', `/api/event/get/${e.id}`)).json().data.role).toBe('none');
  });

  it('someone who asked to join can withdraw the request; the organiser is not told they "left"', async () => {
    const e = await createEvent(org, { visibility: 'public' });
    await as(stranger, 'POST', '/api/friend/applyToParticipateEvent', { eventId: e.id });
    const before = (await as(org, 'GET', '/api/notify/getPagination?lim=50&pos=0')).json().data.total;
    const res = await as(stranger, 'DELETE', `/api/friend/leaveTheEvent/${e.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Has retirado tu solicitud para ir.');
    expect((await as(stranger, 'GET', `/api/event/get/${e.id}`)).json().data.role).toBe('none');
    expect((await as(org, 'GET', `/api/event/get/${e.id}`)).json().data.participants).toEqual([]);
    expect((await as(org, 'GET', '/api/notify/getPagination?lim=50&pos=0')).json().data.total).toBe(before);
  });

  it('the organiser neither asks to join nor leaves their own event, each refused with its own code', async () => {
    const e = await createEvent(org, { visibility: 'public' });
    const join = await as(org, 'POST', '/api/friend/applyToParticipateEvent', { eventId: e.id });
    expect(join.statusCode).toBe(409);
    expect(join.json().error).toMatchObject({
      code: 'ALREADY_ORGANISER',
      message: 'Ya organizas este evento.',
    });
    const leave = await as(org, 'DELETE', `/api/friend/leaveTheEvent/${e.id}`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error.code).toBe('ORGANISER_CANNOT_LEAVE');
  });

  it('after the join deadline nobody new joins: requests and acceptances refused, declining still fine', async () => {
    const deadline = inDays(3);
    const e = await createEvent(org, { visibility: 'public', joinDeadline: deadline });
    expect(e.joinDeadline).toBe(deadline);
    await as(org, 'POST', '/api/friend/inviteToEvento', {
      eventId: e.id,
      userIds: [friend.user.id, invitee.user.id],
    });
    await as(friend, 'PUT', `/api/event/invitation/respond/${e.id}`, { accept: true });
    // The organiser closes joining now (a deadline already past).
    const closed = await as(org, 'PUT', `/api/event/update/${e.id}`, { joinDeadline: inDays(-1 / 24) });
    expect(closed.statusCode, closed.body).toBe(200);
    const late = await as(stranger, 'POST', '/api/friend/applyToParticipateEvent', { eventId: e.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'EVENT_JOIN_CLOSED',
      message:
        'Ya ha pasado la fecha límite para unirse a este evento. Si aún quieres ir, escribe a quien lo organiza.',
    });
    const accept = await as(invitee, 'PUT', `/api/event/invitation/respond/${e.id}`, { accept: true });
    expect(accept.json().error?.code).toBe('EVENT_JOIN_CLOSED');
    expect(
      (await as(invitee, 'PUT', `/api/event/invitation/respond/${e.id}`, { accept: false })).statusCode,
    ).toBe(200);
    const invite = await as(org, 'POST', '/api/friend/inviteToEvento', {
      eventId: e.id,
      userIds: [invitee.user.id],
    });
    expect(invite.json().error).toMatchObject({
      code: 'EVENT_JOIN_CLOSED',
      message:
        'Ya ha pasado la fecha límite para unirse a este evento. Cámbiala o quítala para invitar a más gente.',
    });
    // Who was already in stays in; clearing the deadline opens joining again.
    expect((await as(friend, 'GET', `/api/event/get/${e.id}`)).json().data.role).toBe('accepted');
    await as(org, 'PUT', `/api/event/update/${e.id}`, { joinDeadline: null });
    expect(
      (await as(stranger, 'POST', '/api/friend/applyToParticipateEvent', { eventId: e.id })).statusCode,
    ).toBe(200);
  });

  it('refuses a join deadline after the event, also when only the event moves', async () => {
    const bad = await as(org, 'POST', '/api/event/save', {
      name: 'Plazo tardío',
      startsAt: inDays(5),
      joinDeadline: inDays(6),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('La fecha límite para unirse no puede ser después del evento.');
    const e = await createEvent(org, { startsAt: inDays(5), joinDeadline: inDays(4) });
    const moved = await as(org, 'PUT', `/api/event/update/${e.id}`, { startsAt: inDays(3) });
    expect(moved.statusCode).toBe(400);
  });

  it('cannot ask to join a private event it cannot see', async () => {
    const e = await createEvent(org, { visibility: 'private' });
    expect(
      (await as(stranger, 'POST', '/api/friend/applyToParticipateEvent', { eventId: e.id })).statusCode,
    ).toBe(404);
  });

  it('the organiser removes a participant; deleting tells those invited', async () => {
    const e = await createEvent(org, { name: 'Fiesta borrada' });
    await as(org, 'POST', '/api/friend/inviteToEvento', {
      eventId: e.id,
      userIds: [friend.user.id, invitee.user.id],
    });
    expect(
      (await as(invitee, 'DELETE', `/api/event/participant/delete/${e.id}/${friend.user.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await as(org, 'DELETE', `/api/event/participant/delete/${e.id}/${friend.user.id}`)).statusCode,
    ).toBe(200);
    expect((await as(org, 'DELETE', `/api/event/delete/${e.id}`)).statusCode).toBe(200);
    const [n] = (await as(invitee, 'GET', '/api/notify/getPagination?lim=5&pos=0')).json().data.list;
    expect(n).toMatchObject({ type: 'event_deleted', title: 'Olga Evento canceló «Fiesta borrada»' });
    expect((await as(invitee, 'GET', `/api/event/get/${e.id}`)).statusCode).toBe(404);
  });

  it('lists upcoming and previous separately, and filters by day in the person’s zone', async () => {
    const me = await person('Pilar');
    const past = await createEvent(me, { startsAt: inDays(-5) });
    const next = await createEvent(me, { startsAt: '2032-01-01T03:30:00.000Z' });
    const up = (await as(me, 'GET', '/api/event/upcoming?lim=10&pos=0'))
      .json()
      .data.list.map((x: { id: string }) => x.id);
    const prev = (await as(me, 'GET', '/api/event/previous?lim=10&pos=0'))
      .json()
      .data.list.map((x: { id: string }) => x.id);
    expect(up).toEqual([next.id]);
    expect(prev).toEqual([past.id]);
    // 03:30 UTC on 1 Jan is still 31 Dec in Mexico City and already 1 Jan in Madrid.
    const day = async (date: string, tz: string) =>
      (await as(me, 'GET', `/api/event/getPagination?lim=10&pos=0&date=${date}&tz=${tz}`))
        .json()
        .data.list.map((x: { id: string }) => x.id);
    expect(await day('2031-12-31', 'America/Mexico_City')).toEqual([next.id]);
    expect(await day('2032-01-01', 'Europe/Madrid')).toEqual([next.id]);
    expect(await day('2032-01-01', 'America/Mexico_City')).toEqual([]);
  });
});

describe('day and month bounds', () => {
  it('follow the time zone, daylight saving included', () => {
    expect(dayRange('Europe/Madrid', '2027-03-28').map((d) => d.toISOString())).toEqual([
      '2027-03-27T23:00:00.000Z',
      '2027-03-28T22:00:00.000Z',
    ]);
    expect(dayRange('America/Bogota', '2027-01-05').map((d) => d.toISOString())).toEqual([
      '2027-01-05T05:00:00.000Z',
      '2027-01-06T05:00:00.000Z',
    ]);
    expect(monthRange('UTC', 2028, 2).map((d) => d.toISOString())).toEqual([
      '2028-02-01T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ]);
    expect(monthRange('Europe/Madrid', 2027, 12)[1].toISOString()).toBe('2027-12-31T23:00:00.000Z');
  });
});
