import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * The private calendar feed, read back with an independent parser (ical.js, Mozilla's) the way a calendar
 * app would: times through the feed's own VTIMEZONE, all-day dates, yearly repeats, SEQUENCE and revocation.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Calendario' });

type Parsed = { text: string; events: Map<string, ICAL.Event>; root: ICAL.Component };

function parse(text: string): Parsed {
  const root = new ICAL.Component(ICAL.parse(text));
  // Times are read through the feed's own VTIMEZONEs, as a calendar app would.
  for (const vtz of root.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
  }
  const events = new Map<string, ICAL.Event>();
  for (const v of root.getAllSubcomponents('vevent')) {
    const e = new ICAL.Event(v);
    events.set(e.uid, e);
  }
  return { text, events, root };
}

const byTitle = (p: Parsed, title: string) => [...p.events.values()].find((e) => e.summary === title);

/** The first `n` days a yearly all-day entry falls on. */
function firstDays(e: ICAL.Event, n: number) {
  const it = e.iterator();
  const days: string[] = [];
  for (let next = it.next(); next && days.length < n; next = it.next()) days.push(next.toString());
  return days;
}

async function feedOf(who: Who) {
  const made = await as(who, 'POST', '/api/calendar/feed/renew');
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data as { url: string; webcalUrl: string };
}

const pathOf = (url: string) => new URL(url).pathname;

describe('calendar feed', () => {
  let ana: Who;
  let bea: Who;
  let stranger: Who;
  let feed: { url: string; webcalUrl: string };
  let autumnId: string;

  beforeAll(async () => {
    [ana, bea, stranger] = await Promise.all([person('Ana'), person('Bea'), person('Extraña')]);
    await befriend(ana, bea);
    await t.app.db.update(users).set({ birthday: '1996-02-29' }).where(eq(users.id, bea.user.id));
    await t.app.db.update(users).set({ birthday: '1990-06-01' }).where(eq(users.id, stranger.user.id));
    // Two events of Ana's in Madrid at 18:30, on either side of a daylight-saving change.
    const autumn = await as(ana, 'POST', '/api/event/save', {
      name: 'Cena de otoño',
      startsAt: '2026-10-25T17:30:00.000Z', // 18:30 CET: the clocks went back that morning
      timezone: 'Europe/Madrid',
      place: 'Casa de Ana',
    });
    expect(autumn.statusCode, autumn.body).toBe(200);
    autumnId = autumn.json().data.id;
    await as(ana, 'POST', '/api/event/save', {
      name: 'Merienda de primavera',
      startsAt: '2026-03-29T16:30:00.000Z', // 18:30 CEST: the clocks went forward that morning
      timezone: 'Europe/Madrid',
    });
    await as(ana, 'POST', '/api/special/dates/save', {
      title: 'Aniversario bisiesto',
      kind: 'anniversary',
      date: '2024-02-29',
      yearly: true,
    });
    // What is not Ana's to see in her calendar: Bea's own dates and events, a stranger's anything.
    await as(bea, 'POST', '/api/special/dates/save', { title: 'Fecha secreta de Bea', date: '2026-05-05' });
    await as(bea, 'POST', '/api/event/save', {
      name: 'Fiesta de Bea sin Ana',
      startsAt: '2026-07-01T18:00:00.000Z',
      timezone: 'Europe/Madrid',
    });
    await as(stranger, 'POST', '/api/event/save', {
      name: 'Evento de la extraña',
      startsAt: '2026-07-02T18:00:00.000Z',
      timezone: 'Europe/Madrid',
      visibility: 'public',
    });
    feed = await feedOf(ana);
  });

  it('is text/calendar at a webcal-friendly address, with no session, and says how often to refresh', async () => {
    expect(feed.webcalUrl).toBe(feed.url.replace(/^https?:/, 'webcal:'));
    expect(feed.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await as(null, 'GET', pathOf(feed.url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    // Every line ends with CRLF, the last one too (RFC 5545).
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const cal = parse(res.body);
    expect(cal.root.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT6H');
    expect(cal.root.getFirstPropertyValue('x-published-ttl')).toBe('PT6H');
    // The address shows again in config, the same one.
    expect((await as(ana, 'GET', '/api/calendar/feed')).json().data.url).toBe(feed.url);
  });

  it('keeps 18:30 in Madrid on both sides of a daylight-saving change, with its VTIMEZONE', async () => {
    const cal = parse((await as(null, 'GET', pathOf(feed.url))).body);
    expect(cal.root.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([
      'Europe/Madrid',
    ]);
    const autumn = byTitle(cal, 'Cena de otoño');
    const spring = byTitle(cal, 'Merienda de primavera');
    expect(autumn?.startDate.zone?.tzid).toBe('Europe/Madrid');
    expect(autumn?.startDate.toString()).toBe('2026-10-25T18:30:00');
    expect(autumn?.startDate.toJSDate().toISOString()).toBe('2026-10-25T17:30:00.000Z');
    expect(spring?.startDate.toString()).toBe('2026-03-29T18:30:00');
    expect(spring?.startDate.toJSDate().toISOString()).toBe('2026-03-29T16:30:00.000Z');
    expect(autumn?.location).toBe('Casa de Ana');
    expect(autumn?.uid).toBe(`event-${autumnId}@detalle`);
  });

  it('puts a yearly 29 February on the last day of February: the 29th in leap years, the 28th otherwise', async () => {
    const cal = parse((await as(null, 'GET', pathOf(feed.url))).body);
    const mine = byTitle(cal, 'Aniversario bisiesto');
    expect(mine?.startDate.isDate).toBe(true);
    expect(firstDays(mine as ICAL.Event, 5)).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
    // Bea's birthday (a friend's) follows the same rule.
    const birthday = byTitle(cal, 'Cumpleaños de Bea');
    expect(birthday?.startDate.isDate).toBe(true);
    expect(firstDays(birthday as ICAL.Event, 2)).toEqual(['1996-02-29', '1997-02-28']);
  });

  it("shows nobody else's private data: only friends' birthdays, and only events Ana takes part in", async () => {
    const cal = parse((await as(null, 'GET', pathOf(feed.url))).body);
    const titles = [...cal.events.values()].map((e) => e.summary).sort();
    expect(titles).toEqual([
      'Aniversario bisiesto',
      'Cena de otoño',
      'Cumpleaños de Bea',
      'Merienda de primavera',
    ]);
    expect(cal.text).not.toContain('Fecha secreta');
    expect(cal.text).not.toContain('extraña');
    expect(cal.text).not.toContain(stranger.user.id);

    // Once Ana accepts Bea's invitation, Bea's event is in Ana's calendar too.
    const events = await as(bea, 'GET', '/api/event/getPagination?lim=10&pos=0');
    const party = events.json().data.list.find((e: { name: string }) => e.name === 'Fiesta de Bea sin Ana');
    const invited = await as(bea, 'POST', '/api/friend/inviteToEvento', {
      eventId: party.id,
      userIds: [ana.user.id],
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(parse((await as(null, 'GET', pathOf(feed.url))).body).text).not.toContain('Fiesta de Bea');
    const accepted = await as(ana, 'PUT', `/api/event/invitation/respond/${party.id}`, { accept: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(
      byTitle(parse((await as(null, 'GET', pathOf(feed.url))).body), 'Fiesta de Bea sin Ana'),
    ).toBeDefined();
  });

  it('keeps the UID and raises SEQUENCE when an event changes', async () => {
    const before = byTitle(parse((await as(null, 'GET', pathOf(feed.url))).body), 'Cena de otoño');
    const moved = await as(ana, 'PUT', `/api/event/update/${autumnId}`, {
      startsAt: '2026-10-25T18:30:00.000Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = byTitle(parse((await as(null, 'GET', pathOf(feed.url))).body), 'Cena de otoño');
    expect(after?.uid).toBe(before?.uid);
    expect(after?.sequence).toBe((before?.sequence ?? 0) + 1);
    expect(after?.startDate.toString()).toBe('2026-10-25T19:30:00');
  });

  it('stops working when revoked, and a renewed address replaces the old one', async () => {
    const renewed = await feedOf(ana);
    expect(renewed.url).not.toBe(feed.url);
    const old = await as(null, 'GET', pathOf(feed.url));
    expect(old.statusCode).toBe(404);
    expect(old.json().error.message).toMatch(/ya no existe/);
    expect((await as(null, 'GET', pathOf(renewed.url))).statusCode).toBe(200);

    const revoked = await as(ana, 'DELETE', '/api/calendar/feed');
    expect(revoked.json().data).toEqual({ url: null, webcalUrl: null, createdAt: null });
    expect((await as(null, 'GET', pathOf(renewed.url))).statusCode).toBe(404);
    feed = await feedOf(ana);
  });

  it('refuses made-up addresses and needs a session to manage the address', async () => {
    expect((await as(null, 'GET', '/api/calendar/nada.ics')).statusCode).toBe(404);
    expect((await as(null, 'GET', `/api/calendar/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await as(null, 'GET', '/api/calendar/feed')).statusCode).toBe(401);
    expect((await as(null, 'POST', '/api/calendar/feed/renew')).statusCode).toBe(401);
  });
});

describe('"Añadir a mi calendario"', () => {
  it('downloads one event as .ics for whoever may open it, and nothing for anyone else', async () => {
    const [org, other] = await Promise.all([person('Organiza'), person('Otra')]);
    const pub = await as(org, 'POST', '/api/event/save', {
      name: 'Fiesta pública',
      startsAt: '2027-01-05T17:00:00.000Z',
      timezone: 'America/Mexico_City',
      visibility: 'public',
    });
    const priv = await as(org, 'POST', '/api/event/save', {
      name: 'Cena privada',
      startsAt: '2027-01-06T17:00:00.000Z',
      visibility: 'private',
    });
    const file = await as(null, 'GET', `/api/event/ics/${pub.json().data.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename=".+\.ics"/);
    const cal = parse(file.body);
    expect(cal.events.size).toBe(1);
    const only = byTitle(cal, 'Fiesta pública');
    expect(only?.startDate.toString()).toBe('2027-01-05T11:00:00');
    expect(only?.startDate.toJSDate().toISOString()).toBe('2027-01-05T17:00:00.000Z');
    expect((await as(other, 'GET', `/api/event/ics/${priv.json().data.id}`)).statusCode).toBe(404);
    expect((await as(org, 'GET', `/api/event/ics/${priv.json().data.id}`)).statusCode).toBe(200);
  });
});
