import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { nextOccurrence, occurrencesBetween } from '../src/modules/special-dates/occurrences.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Fecha' });

describe('occurrences', () => {
  it('a yearly 29 February falls on 28 February in other years', () => {
    expect(nextOccurrence('2024-02-29', true, '2026-11-22')).toBe('2027-02-28');
    expect(nextOccurrence('2024-02-29', true, '2027-03-01')).toBe('2028-02-29');
    expect(occurrencesBetween('2000-02-29', true, '2027-02-01', '2027-02-28')).toEqual(['2027-02-28']);
  });
  it('a one-off date happens once; a yearly one never before it began', () => {
    expect(nextOccurrence('2026-12-24', false, '2026-11-22')).toBe('2026-12-24');
    expect(nextOccurrence('2026-01-10', false, '2026-11-22')).toBeNull();
    expect(nextOccurrence('2030-05-01', true, '2026-11-22')).toBe('2030-05-01');
    expect(occurrencesBetween('2030-05-01', true, '2027-05-01', '2027-05-31')).toEqual([]);
    expect(nextOccurrence('1990-11-22', true, '2026-11-22')).toBe('2026-11-22');
  });
});

describe('special dates', () => {
  let ana: Who;
  let friend: Who;
  let stranger: Who;
  beforeAll(async () => {
    [ana, friend, stranger] = await Promise.all([person('Ana'), person('Amiga'), person('Extraño')]);
    await befriend(ana, friend);
  });

  it('saves, lists soonest first with the profile birthday, updates and deletes mine', async () => {
    await t.app.db.update(users).set({ birthday: '1995-12-03' }).where(eq(users.id, ana.user.id));
    const created = await as(ana, 'POST', '/api/special/dates/save', {
      title: 'Aniversario',
      kind: 'anniversary',
      date: '2019-12-20',
      yearly: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    // Only what is sent changes: kind and yearly stay as they were.
    const renamed = await as(ana, 'PUT', `/api/special/dates/update/${id}`, { note: 'Cena en el puerto' });
    expect(renamed.json().data).toMatchObject({
      kind: 'anniversary',
      yearly: true,
      note: 'Cena en el puerto',
    });
    // The answer's `next` follows the person's day when given: on 20 December itself, it is today.
    const sameDay = await as(ana, 'PUT', `/api/special/dates/update/${id}?today=2026-12-20`, {
      title: 'Aniversario',
    });
    expect(sameDay.json().data.next).toBe('2026-12-20');
    const dayAfter = await as(ana, 'PUT', `/api/special/dates/update/${id}?today=2026-12-21`, {
      title: 'Aniversario',
    });
    expect(dayAfter.json().data.next).toBe('2027-12-20');
    const mine = (
      await as(ana, 'GET', '/api/special/dates/getMySpecialDate?lim=10&pos=0&today=2026-11-22')
    ).json().data;
    expect(mine.list.map((d: { title: string; next: string }) => [d.title, d.next])).toEqual([
      ['Cumpleaños de Ana', '2026-12-03'],
      ['Aniversario', '2026-12-20'],
    ]);
    expect(mine.list[0]).toMatchObject({ id: `birthday-${ana.user.id}`, editable: false });
    const upd = await as(ana, 'PUT', `/api/special/dates/update/${id}`, { note: 'Reservar cena' });
    expect(upd.json().data.note).toBe('Reservar cena');
    expect(
      (await as(ana, 'PUT', `/api/special/dates/update/birthday-${ana.user.id}`, { note: 'x' })).statusCode,
    ).toBe(403);
    expect((await as(ana, 'DELETE', `/api/special/dates/delete/${id}`)).statusCode).toBe(200);
  });

  it('pages my dates with lim and pos in the same order as one long page (29 February, past one-offs last)', async () => {
    const bea = await person('Bea');
    await t.app.db.update(users).set({ birthday: '1990-03-01' }).where(eq(users.id, bea.user.id));
    const dates = [
      { title: 'Bisiesto', date: '2024-02-29', yearly: true },
      { title: 'Graduación', date: '2020-06-30', yearly: false },
      { title: 'Boda', date: '2027-01-10', yearly: false },
      { title: 'Santo', date: '2001-02-27', yearly: true },
    ];
    for (const d of dates) await as(bea, 'POST', '/api/special/dates/save', d);
    const page = async (lim: number, pos: number) =>
      (
        await as(bea, 'GET', `/api/special/dates/getMySpecialDate?lim=${lim}&pos=${pos}&today=2027-01-05`)
      ).json().data;
    const whole = await page(10, 0);
    expect(whole.total).toBe(5);
    expect(whole.list.map((d: { title: string; next: string | null }) => [d.title, d.next])).toEqual([
      ['Boda', '2027-01-10'],
      ['Santo', '2027-02-27'],
      // 2027 has no 29 February: the 28th, like the occurrence rule says.
      ['Bisiesto', '2027-02-28'],
      ['Cumpleaños de Bea', '2027-03-01'],
      ['Graduación', null],
    ]);
    const paged = [...(await page(2, 0)).list, ...(await page(2, 2)).list, ...(await page(2, 4)).list];
    expect(paged).toEqual(whole.list);
    expect((await page(2, 4)).total).toBe(5);
  });

  it('shows dates to friends only; only the owner changes them', async () => {
    const id = (
      await as(ana, 'POST', '/api/special/dates/save', {
        title: 'Día de la graduación',
        date: '2027-06-30',
        yearly: false,
      })
    ).json().data.id;
    expect((await as(friend, 'GET', `/api/special/dates/get/${id}`)).statusCode).toBe(200);
    expect((await as(stranger, 'GET', `/api/special/dates/get/${id}`)).statusCode).toBe(404);
    expect((await as(friend, 'PUT', `/api/special/dates/update/${id}`, { title: 'Mía' })).statusCode).toBe(
      403,
    );
    expect((await as(stranger, 'DELETE', `/api/special/dates/delete/${id}`)).statusCode).toBe(404);
  });

  it('gives friends’ dates around a day, birthdays included, and a month for the calendar', async () => {
    await t.app.db.update(users).set({ birthday: '1992-02-29' }).where(eq(users.id, friend.user.id));
    await as(friend, 'POST', '/api/special/dates/save', {
      title: 'Boda de Amiga',
      kind: 'anniversary',
      date: '2015-03-05',
    });
    const around = (
      await as(ana, 'GET', '/api/special/dates/getSpecialDateFriends?date=2027-02-20&days=20')
    ).json().data;
    expect(around.map((d: { title: string; next: string }) => [d.title, d.next])).toEqual([
      ['Cumpleaños de Amiga', '2027-02-28'],
      ['Boda de Amiga', '2027-03-05'],
    ]);
    expect(
      (await as(stranger, 'GET', '/api/special/dates/getSpecialDateFriends?date=2027-02-20&days=20')).json()
        .data,
    ).toEqual([]);
    const feb2028 = (await as(ana, 'GET', '/api/special/dates/byMonth?month=2&year=2028')).json().data;
    expect(feb2028.map((o: { day: string }) => o.day)).toContain('2028-02-29');
  });

  it('explains a bad date in Spanish', async () => {
    const res = await as(ana, 'POST', '/api/special/dates/save', { title: 'Mal', date: '31/12/2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0]).toEqual({
      path: 'date',
      message: 'Escribe la fecha como AAAA-MM-DD.',
    });
  });
});
