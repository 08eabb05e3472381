import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardians, notifications, specialDates } from '../src/db/schema/index.js';
import { scanReminders } from '../src/modules/reminders/scan.js';
import { makeDependent } from './dependent-fixtures.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * Dependents in calendars and reminders: a dependent shown to a guardian's friend has its birthday where a
 * friend's would be (month view, upcoming dates, private feed, reminders); its guardians see its birthday and
 * special dates as their own and are reminded of them, each once.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Familia' });

async function monthOf(who: Who, month: number, year = 2027) {
  const res = await as(who, 'GET', `/api/special/dates/byMonth?month=${month}&year=${year}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    day: string;
    specialDate: { id: string; title: string; dependent?: unknown };
  }[];
}
const titlesIn = async (who: Who, month: number) =>
  (await monthOf(who, month)).map((o) => o.specialDate.title);

async function feedText(who: Who) {
  const made = await as(who, 'POST', '/api/calendar/feed/renew');
  expect(made.statusCode, made.body).toBe(200);
  const res = await as(null, 'GET', new URL(made.json().data.url).pathname);
  expect(res.statusCode).toBe(200);
  // Unfold iCalendar's 75-character lines to read titles whole.
  return res.body.replace(/\r\n[ \t]/g, '');
}

describe('a dependent in calendars', () => {
  let lucia: Who;
  let marcos: Who;
  let amiga: Who;
  let bloqueada: Who;
  let extrana: Who;
  let leoId: string;
  let gatoId: string;
  beforeAll(async () => {
    [lucia, marcos, amiga, bloqueada, extrana] = await Promise.all([
      person('Lucía'),
      person('Marcos'),
      person('Amiga'),
      person('Bloqueada'),
      person('Extraña'),
    ]);
    await befriend(lucia, marcos);
    await befriend(lucia, amiga);
    await befriend(marcos, bloqueada);
    // Bloqueada is Marcos's friend, but Lucía blocked her: Leo is not shown to her.
    await befriend(lucia, bloqueada);
    expect(
      (await as(lucia, 'POST', '/api/friend/block', { userId: bloqueada.user.id })).statusCode,
    ).toBeLessThan(300);
    leoId = (await makeDependent(t.app, [lucia, marcos], { name: 'Leo', birthday: '2024-05-10' })).id;
    gatoId = (
      await makeDependent(t.app, [lucia], {
        name: 'Misu',
        kind: 'pet',
        visibility: 'link',
        birthday: '2020-05-20',
      })
    ).id;
    await t.app.db.insert(specialDates).values({
      userId: leoId,
      title: 'Bautizo',
      date: '2024-05-15',
      yearly: true,
      reminderDays: [7],
    });
  });

  it("shows a dependent's birthday to a guardian's friend like a friend's, marked with who looks after it", async () => {
    const may = await monthOf(amiga, 5);
    const leo = may.find((o) => o.specialDate.title === 'Cumpleaños de Leo');
    expect(leo).toMatchObject({
      day: '2027-05-10',
      specialDate: {
        owner: { id: leoId, name: 'Leo' },
        dependent: { kind: 'child', guardians: ['Lucía', 'Marcos'] },
      },
    });
    // A dependent kept to its link is shown to nobody but its guardians.
    expect(may.map((o) => o.specialDate.title)).not.toContain('Cumpleaños de Misu');
    const soon = await as(amiga, 'GET', '/api/special/dates/getSpecialDateFriends?date=2027-05-01&days=30');
    expect(soon.json().data.map((d: { title: string }) => d.title)).toContain('Cumpleaños de Leo');
    expect(soon.json().data.map((d: { title: string }) => d.title)).not.toContain('Cumpleaños de Misu');
  });

  it("opens a shown dependent's birthday by its id for who sees it, and 404 for anyone else", async () => {
    const id = `birthday-${leoId}`;
    const seen = await as(amiga, 'GET', `/api/special/dates/get/${id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({ title: 'Cumpleaños de Leo', dependent: { kind: 'child' } });
    expect((await as(lucia, 'GET', `/api/special/dates/get/birthday-${gatoId}`)).statusCode).toBe(200);
    expect((await as(extrana, 'GET', `/api/special/dates/get/${id}`)).statusCode).toBe(404);
    expect((await as(amiga, 'GET', `/api/special/dates/get/birthday-${gatoId}`)).statusCode).toBe(404);
  });

  it('shows nothing to a stranger, to someone blocked, nor of a dependent kept to its link', async () => {
    expect(await titlesIn(extrana, 5)).not.toContain('Cumpleaños de Leo');
    expect(await titlesIn(bloqueada, 5)).not.toContain('Cumpleaños de Leo');
    const stranger = await as(
      extrana,
      'GET',
      '/api/special/dates/getSpecialDateFriends?date=2027-05-01&days=30',
    );
    expect(stranger.json().data).toEqual([]);
    expect(await feedText(bloqueada)).not.toContain('Leo');
    expect(await feedText(amiga)).not.toContain('Misu');
  });

  it("shows a guardian their dependents' birthdays and special dates, link-only ones too", async () => {
    const titles = await titlesIn(lucia, 5);
    expect(titles).toEqual(expect.arrayContaining(['Cumpleaños de Leo', 'Cumpleaños de Misu', 'Bautizo']));
    // Leo appears once for Marcos though he is both his guardian and Lucía's friend.
    expect((await titlesIn(marcos, 5)).filter((x) => x === 'Cumpleaños de Leo')).toHaveLength(1);
  });

  it('puts them in the private feed, named with who looks after them', async () => {
    const friend = await feedText(amiga);
    expect(friend).toContain(`UID:birthday-${leoId}@detalle`);
    expect(friend).toContain('SUMMARY:Cumpleaños de Leo (peque de Lucía y Marcos)');
    expect(friend).not.toContain('Bautizo');
    const guardian = await feedText(lucia);
    expect(guardian).toContain('SUMMARY:Cumpleaños de Leo (peque de Lucía y Marcos)');
    expect(guardian).toContain('SUMMARY:Cumpleaños de Misu (mascota de Lucía)');
    expect(guardian).toContain('SUMMARY:Bautizo: Leo (peque de Lucía y Marcos)');
    expect(guardian).toContain(`UID:birthday-${gatoId}@detalle`);
  });

  it('takes it away from a guardian who is removed, and from friends only they had', async () => {
    const solo = await person('Sola');
    const friendOfSolo = await person('Vecina');
    await befriend(solo, friendOfSolo);
    const pet = await makeDependent(t.app, [solo, lucia], {
      name: 'Toby',
      kind: 'pet',
      birthday: '2021-05-03',
    });
    expect(await titlesIn(friendOfSolo, 5)).toContain('Cumpleaños de Toby');
    expect(await titlesIn(solo, 5)).toContain('Cumpleaños de Toby');
    await t.app.db
      .delete(guardians)
      .where(and(eq(guardians.dependentId, pet.id), eq(guardians.guardianId, solo.user.id)));
    expect(await titlesIn(solo, 5)).not.toContain('Cumpleaños de Toby');
    expect(await titlesIn(friendOfSolo, 5)).not.toContain('Cumpleaños de Toby');
    expect(await feedText(solo)).not.toContain('Toby');
  });
});

describe('reminders of a dependent', () => {
  it("reminds each guardian of its birthday and dates once, and a guardian's friends of its birthday", async () => {
    const [ana, beto, carla, dia] = await Promise.all([
      person('Ana'),
      person('Beto'),
      person('Carla'),
      person('Dia'),
    ]);
    await befriend(ana, beto);
    await befriend(ana, carla);
    await befriend(beto, carla);
    // 1 March 2027, 09:05 in Madrid: Nico's birthday is in 7 days; his first tooth day tomorrow.
    const nico = await makeDependent(t.app, [ana, beto], { name: 'Nico', birthday: '2025-03-08' });
    await makeDependent(t.app, [ana], { name: 'Secreto', visibility: 'link', birthday: '2025-03-08' });
    await t.app.db.insert(specialDates).values({
      userId: nico.id,
      title: 'Primer diente',
      date: '2026-03-02',
      yearly: true,
      reminderDays: [1],
    });
    const when = new Date('2027-03-01T08:05:00Z');
    await scanReminders(t.app, when);
    await scanReminders(t.app, new Date('2027-03-01T09:00:00Z'));
    const titlesOf = async (who: Who) =>
      (
        await t.app.db
          .select({ title: notifications.title })
          .from(notifications)
          .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, 'reminder')))
      )
        .map((n) => n.title)
        .sort();
    const guardianTitles = ['Dentro de 7 días es el cumpleaños de Nico', 'Mañana: Primer diente (Nico)'];
    expect(await titlesOf(ana)).toEqual(
      [...guardianTitles, 'Dentro de 7 días es el cumpleaños de Secreto'].sort(),
    );
    expect(await titlesOf(beto)).toEqual(guardianTitles);
    expect(await titlesOf(carla)).toEqual([
      'Dentro de 7 días es el cumpleaños de Nico (peque de Ana y Beto)',
    ]);
    expect(await titlesOf(dia)).toEqual([]);
    // The dependent itself is never reminded of anything.
    const forNico = await t.app.db.select().from(notifications).where(eq(notifications.userId, nico.id));
    expect(forNico).toEqual([]);
  });
});
