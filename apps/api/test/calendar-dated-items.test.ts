import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testClient, type Who } from './helpers.js';

/** The calendar's draws and dated lists: the month view (`calendar/byMonth`) and the private feed. */
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Fechas' });

async function ok(res: Awaited<ReturnType<typeof as>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function newList(who: Who, body: object) {
  return ok(await as(who, 'POST', '/api/list/save', body));
}
const draw = async (who: Who, name: string, exchangeDate: string, userIds: string[] = []) =>
  ok(
    await as(who, 'POST', '/api/draw/save', {
      name,
      exchangeDate,
      joinDeadline: '2027-06-01T10:00:00.000Z',
      userIds,
    }),
  );

async function feedEvents(who: Who) {
  const made = await ok(await as(who, 'POST', '/api/calendar/feed/renew'));
  const res = await t.app.inject({ method: 'GET', url: new URL(made.url).pathname });
  expect(res.statusCode).toBe(200);
  const root = new ICAL.Component(ICAL.parse(res.body));
  return root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('draws and dated lists in the calendar', () => {
  it('shows my draws’ exchange days and the dates of my lists and friends’ lists I can see, nothing else', async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const [ana, bea, tomas] = (await Promise.all(
      ['Ana', 'Bea', 'Tomás'].map((n) => person(`${n}${tag}`)),
    )) as [Who, Who, Who];
    await befriend(ana, bea);
    const boda = await newList(ana, { name: 'Boda', date: '2027-06-12', visibility: 'private' });
    await newList(ana, { name: 'Sin fecha', visibility: 'private' });
    const cumple = await newList(bea, { name: 'Cumple de Bea', date: '2027-06-20', visibility: 'friends' });
    await newList(bea, { name: 'Secreta de Bea', date: '2027-06-21', visibility: 'private' });
    await newList(tomas, {
      name: 'Ajena de Tomás',
      date: '2027-06-22',
      visibility: 'public',
      discoverable: true,
    });
    const navidad = await draw(ana, 'Verano', '2027-06-24', [bea.user.id]);
    await draw(tomas, 'Sorteo de Tomás', '2027-06-25');

    const june = await ok(await as(ana, 'GET', '/api/calendar/byMonth?year=2027&month=6'));
    expect(june).toEqual([
      { kind: 'list', id: boda.id, name: 'Boda', date: '2027-06-12', ownerName: null },
      { kind: 'list', id: cumple.id, name: 'Cumple de Bea', date: '2027-06-20', ownerName: bea.user.name },
      { kind: 'draw', id: navidad.id, name: 'Verano', date: '2027-06-24', ownerName: null },
    ]);
    expect(await ok(await as(ana, 'GET', '/api/calendar/byMonth?year=2027&month=7'))).toEqual([]);
    // Bea sees the draw she takes part in and her own lists, not Ana's private one.
    const beas = await ok(await as(bea, 'GET', '/api/calendar/byMonth?year=2027&month=6'));
    expect(beas.map((i: { name: string }) => i.name)).toEqual(['Cumple de Bea', 'Secreta de Bea', 'Verano']);
    expect((await as(ana, 'GET', '/api/calendar/byMonth?year=2027&month=13')).statusCode).toBe(400);

    // The feed: the same items as all-day entries, each linking back, with a UID per draw or list.
    const events = await feedEvents(ana);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const drawEntry = byUid.get(`draw-${navidad.id}@detalle`);
    expect(drawEntry?.summary).toBe('Amigo invisible: Verano');
    expect(drawEntry?.startDate.toString()).toBe('2027-06-24');
    expect(drawEntry?.startDate.isDate).toBe(true);
    expect(drawEntry?.component.getFirstPropertyValue('url')).toMatch(`/amigo-invisible/${navidad.id}`);
    const friendEntry = byUid.get(`list-${cumple.id}@detalle`);
    expect(friendEntry?.summary).toBe(`Lista de ${bea.user.name}: Cumple de Bea`);
    expect(friendEntry?.component.getFirstPropertyValue('url')).toMatch(`/home/${cumple.id}/lista`);
    expect(byUid.get(`list-${boda.id}@detalle`)?.summary).toBe('Tu lista: Boda');
    const text = events.map((e) => e.summary).join('\n');
    for (const hidden of ['Secreta de Bea', 'Ajena de Tomás', 'Sorteo de Tomás', 'Sin fecha'])
      expect(text).not.toContain(hidden);

    // Moving the list's date keeps its UID, so apps replace the entry instead of adding one.
    await ok(await as(ana, 'PUT', `/api/list/update/${boda.id}`, { date: '2027-06-13', name: 'Boda' }));
    const again = (await feedEvents(ana)).filter((e) => e.uid === `list-${boda.id}@detalle`);
    expect(again).toHaveLength(1);
    expect(again[0]?.startDate.toString()).toBe('2027-06-13');
  });
});
