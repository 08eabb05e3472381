import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lists, notifications, outbox, reminders, users } from '../src/db/schema/index.js';
import { scanReminders } from '../src/modules/reminders/scan.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * Reminders: at the person's hour in their own zone, never at night, through the channels they chose, and
 * once per person, kind and occurrence — also with several processes scanning at once (PostgreSQL only).
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Avisos' });

// 1 March 2027, winter time in Madrid (UTC+1): 08:05 UTC is 09:05 there.
const MADRID_0905 = new Date('2027-03-01T08:05:00Z');

const remindersOf = async (who: Who) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, 'reminder')));
const titlesOf = async (who: Who) => (await remindersOf(who)).map((n) => n.title).sort();

describe('reminder settings', () => {
  it('start on, in the app and by push, at 9:00 in Madrid, and change one field at a time', async () => {
    const ana = await person('Ana');
    expect((await as(ana, 'GET', '/api/reminders/settings')).json().data).toEqual({
      enabled: true,
      push: true,
      email: false,
      hour: 9,
      timezone: 'Europe/Madrid',
      priceAlerts: true,
    });
    const changed = await as(ana, 'PUT', '/api/reminders/settings', {
      email: true,
      timezone: 'America/Bogota',
    });
    expect(changed.json().data).toMatchObject({
      email: true,
      push: true,
      hour: 9,
      timezone: 'America/Bogota',
    });
  });

  it('refuse night hours and unknown zones in Spanish', async () => {
    const ana = await person('Noche');
    const night = await as(ana, 'PUT', '/api/reminders/settings', { hour: 23 });
    expect(night.statusCode).toBe(400);
    expect(night.body).toContain('Elige una hora entre las 8:00 y las 21:00.');
    const zone = await as(ana, 'PUT', '/api/reminders/settings', { timezone: 'Marte/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.body).toContain('La zona horaria no es válida.');
  });
});

describe('the reminder scan', () => {
  let ana: Who;
  let bea: Who;
  beforeAll(async () => {
    [ana, bea] = await Promise.all([person('Ana'), person('Bea')]);
    await befriend(ana, bea);
    // Bea's birthday is tomorrow; Ana's anniversary in a week; her own "día de la madre" only 3 days before.
    await t.app.db.update(users).set({ birthday: '1990-03-02' }).where(eq(users.id, bea.user.id));
    await as(ana, 'POST', '/api/special/dates/save', { title: 'Aniversario', date: '2020-03-08' });
    await as(ana, 'POST', '/api/special/dates/save', {
      title: 'Día de la madre',
      date: '2027-03-04',
      yearly: false,
      reminderDays: [3],
    });
    await as(ana, 'POST', '/api/special/dates/save', {
      title: 'Sin avisos',
      date: '2020-03-02',
      reminderDays: [],
    });
  });

  it('sends nothing before the person’s hour, then each due reminder once', async () => {
    expect(await scanReminders(t.app, new Date('2027-03-01T07:55:00Z'))).toEqual({ sent: 0, alreadySent: 0 });
    await scanReminders(t.app, MADRID_0905);
    expect(await titlesOf(ana)).toEqual([
      'Dentro de 3 días: Día de la madre',
      'Dentro de 7 días: Aniversario',
      'Mañana es el cumpleaños de Bea',
    ]);
    const again = await scanReminders(t.app, new Date('2027-03-01T12:00:00Z'));
    expect(again.sent).toBe(0);
    expect(await titlesOf(ana)).toHaveLength(3);
    // The notification opens the right screen.
    const birthday = (await remindersOf(ana)).find((n) => n.title.includes('Bea'));
    expect(birthday?.data).toMatchObject({ userId: bea.user.id, path: `/lista?amigo=${bea.user.id}` });
  });

  it('follows the person’s zone and never sends at night', async () => {
    const [carla, dani] = await Promise.all([person('Carla'), person('Dani')]);
    await as(carla, 'PUT', '/api/reminders/settings', { timezone: 'America/Mexico_City', hour: 8 });
    await as(carla, 'POST', '/api/special/dates/save', { title: 'Santo de Carla', date: '2020-03-02' });
    // 09:05 in Madrid is 02:05 in Mexico City: too early for Carla.
    await scanReminders(t.app, MADRID_0905);
    expect(await titlesOf(carla)).toEqual([]);
    await scanReminders(t.app, new Date('2027-03-01T14:05:00Z')); // 08:05 in Mexico City
    expect(await titlesOf(carla)).toEqual(['Mañana: Santo de Carla']);

    // Dani's date is tomorrow, but the first scan that finds her is at 23:30: she hears of it next morning instead.
    await as(dani, 'POST', '/api/special/dates/save', {
      title: 'Cita de Dani',
      date: '2027-03-03',
      yearly: false,
    });
    await scanReminders(t.app, new Date('2027-03-01T22:30:00Z'));
    expect(await titlesOf(dani)).toEqual([]);
    await scanReminders(t.app, new Date('2027-03-02T08:05:00Z'));
    expect(await titlesOf(dani)).toEqual(['Mañana: Cita de Dani']);
  });

  it('reminds the day before an event to the organiser and who accepted, not to who has not answered', async () => {
    const [org, guest, undecided] = await Promise.all([
      person('Orga'),
      person('Invitada'),
      person('Indecisa'),
    ]);
    await befriend(org, guest);
    await befriend(org, undecided);
    const made = await as(org, 'POST', '/api/event/save', {
      name: 'Cena de marzo',
      startsAt: '2027-03-02T19:00:00.000Z',
      timezone: 'Europe/Madrid',
      place: 'Casa de Orga',
    });
    const id = made.json().data.id;
    await as(org, 'POST', '/api/friend/inviteToEvento', {
      eventId: id,
      userIds: [guest.user.id, undecided.user.id],
    });
    await as(guest, 'PUT', `/api/event/invitation/respond/${id}`, { accept: true });
    await scanReminders(t.app, MADRID_0905);
    expect(await titlesOf(org)).toEqual(['Mañana: Cena de marzo']);
    expect(await titlesOf(guest)).toEqual(['Mañana: Cena de marzo']);
    expect(await titlesOf(undecided)).toEqual([]);
  });

  it('goes by e-mail and without push when the person chose so, and stays quiet when turned off', async () => {
    const [eva, off] = await Promise.all([person('Eva'), person('Apagada')]);
    await as(eva, 'PUT', '/api/reminders/settings', { email: true, push: false });
    await as(eva, 'POST', '/api/special/dates/save', { title: 'Boda de Eva', date: '2020-03-08' });
    await as(off, 'PUT', '/api/reminders/settings', { enabled: false });
    await as(off, 'POST', '/api/special/dates/save', { title: 'Nada', date: '2020-03-08' });
    await scanReminders(t.app, MADRID_0905);
    const [note] = await remindersOf(eva);
    expect(note).toMatchObject({ title: 'Dentro de 7 días: Boda de Eva', push: false });
    const mails = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, eva.user.email as string), eq(outbox.kind, 'reminder')));
    expect(mails.map((m) => m.subject)).toEqual(['Dentro de 7 días: Boda de Eva']);
    expect(await titlesOf(off)).toEqual([]);
  });
});

/** The reminder e-mails sent to this person (their outbox rows). */
const mailsOf = async (who: Who) =>
  t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, who.user.email as string), eq(outbox.kind, 'reminder')));

describe('thanks still owed a week after a list’s date', () => {
  it('tells the owner once how many things of that list are not thanked yet, and nothing for a thanked list', async () => {
    const [olga, bea] = await Promise.all([person('Olga'), person('Bea')]);
    await befriend(olga, bea);
    /** A list whose givers Bea gave everything in `products`; its date is then moved to `date`. */
    async function givenList(name: string, date: string, products: string[]) {
      const list = (
        await as(olga, 'POST', '/api/list/save', { name, visibility: 'friends', date: '2027-06-01' })
      ).json().data;
      const ids: string[] = [];
      for (const product of products) {
        const gift = (
          await as(olga, 'POST', '/api/list/gift/save', { listId: list.id, product: { name: product } })
        ).json().data;
        expect((await as(bea, 'PUT', `/api/gift/reserve/${gift.id}`)).statusCode).toBe(200);
        expect((await as(bea, 'PUT', `/api/gift/given/${gift.id}`)).statusCode).toBe(200);
        ids.push(gift.id);
      }
      await t.app.db.update(lists).set({ date }).where(eq(lists.id, list.id));
      await as(olga, 'PUT', `/api/list/opened/${list.id}`);
      return { list, ids };
    }
    const thank = async (giftIds: string[]) => {
      const res = await as(olga, 'POST', '/api/thanks/save', {
        items: giftIds.map((id) => `gift:${id}`),
        message: '¡Muchas gracias!',
        sticker: 'globos',
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // 22 February is a week before 1 March; 23 February only six days.
    const boda = await givenList('Boda', '2027-02-22', ['Tostadora', 'Manta', 'Jarrón']);
    await thank([boda.ids[0] as string]);
    const done = await givenList('Todo agradecido', '2027-02-22', ['Libro']);
    await thank(done.ids);
    await givenList('Aún no', '2027-02-23', ['Cuadro']);

    await scanReminders(t.app, new Date('2027-03-01T07:55:00Z'));
    expect(await titlesOf(olga)).toEqual([]);
    await scanReminders(t.app, MADRID_0905);
    expect(await titlesOf(olga)).toEqual(['Tienes 2 regalos sin agradecer en «Boda»']);
    const [note] = await remindersOf(olga);
    expect(note?.data).toMatchObject({ listId: boda.list.id, path: '/agradecimiento?filtro=sin-agradecer' });
    expect((await scanReminders(t.app, new Date('2027-03-01T12:00:00Z'))).sent).toBe(0);
    expect(await titlesOf(olga)).toHaveLength(1);
    // The next day «Boda» is not reminded again; the list dated a day later is, now.
    await scanReminders(t.app, new Date('2027-03-02T08:05:00Z'));
    expect(await titlesOf(olga)).toEqual([
      'Tienes 1 regalo sin agradecer en «Aún no»',
      'Tienes 2 regalos sin agradecer en «Boda»',
    ]);
  });
});

describe('amigo invisible', () => {
  /** Five friends of the organiser with names found nowhere else, so a leaked name shows in any text. */
  async function drawGroup() {
    const tag = Math.random().toString(36).slice(2, 7);
    const all = await Promise.all(['Olivia', 'Pedro', 'Queralt', 'Rocío'].map((n) => person(`${n}${tag}`)));
    const [org, ...others] = all as [Who, ...Who[]];
    for (const o of others) await befriend(org, o);
    for (const who of all) await as(who, 'PUT', '/api/reminders/settings', { email: true });
    return { org, others, all };
  }
  /** Everything the reminders told this person: notification titles and bodies, e-mail subjects and texts. */
  const toldTo = async (who: Who) =>
    [
      ...(await remindersOf(who)).flatMap((n) => [n.title, n.body ?? '', JSON.stringify(n.data)]),
      ...(await mailsOf(who)).flatMap((m) => [m.subject, m.text ?? '', m.html ?? '']),
    ].join('\n');

  it('the day before the join deadline: the organiser, and who has not chosen a wish list yet', async () => {
    const { org, others } = await drawGroup();
    const [pedro, queralt] = others as [Who, Who];
    const made = await as(org, 'POST', '/api/draw/save', {
      name: 'Navidad en casa',
      exchangeDate: '2027-03-10',
      // 23:00 on 2 March in Madrid: tomorrow on 1 March.
      joinDeadline: '2027-03-02T22:00:00.000Z',
      timezone: 'Europe/Madrid',
      organiserTakesPart: false,
      userIds: [pedro.user.id, queralt.user.id],
    });
    expect(made.statusCode, made.body).toBe(200);
    const d = made.json().data;
    const wish = (
      await as(pedro, 'POST', '/api/list/save', { name: 'Mis deseos', visibility: 'friends' })
    ).json().data;
    expect((await as(pedro, 'PUT', `/api/draw/wishList/${d.id}`, { listId: wish.id })).statusCode).toBe(200);

    await scanReminders(t.app, MADRID_0905);
    expect(await titlesOf(org)).toEqual(['Mañana se cierra el sorteo «Navidad en casa»']);
    expect((await remindersOf(org))[0]?.body).toContain('haz el sorteo');
    expect(await titlesOf(queralt)).toEqual(['Mañana se cierra el sorteo «Navidad en casa»']);
    expect((await remindersOf(queralt))[0]).toMatchObject({
      body: expect.stringContaining('lista de deseos'),
      data: { drawId: d.id, path: `/amigo-invisible/${d.id}` },
    });
    expect(await titlesOf(pedro)).toEqual([]);
    expect((await scanReminders(t.app, new Date('2027-03-01T15:00:00Z'))).sent).toBe(0);
    expect(await titlesOf(queralt)).toHaveLength(1);

    // An organiser who takes part and has no wish list yet hears both in one reminder.
    const second = await as(org, 'POST', '/api/draw/save', {
      name: 'Cena de amigos',
      exchangeDate: '2027-03-10',
      joinDeadline: '2027-03-02T22:00:00.000Z',
      timezone: 'Europe/Madrid',
      userIds: [pedro.user.id],
    });
    expect(second.statusCode, second.body).toBe(200);
    await scanReminders(t.app, new Date('2027-03-01T16:00:00Z'));
    const both = (await remindersOf(org)).find((n) => n.title.includes('Cena de amigos'));
    expect(both?.body).toBe(
      'Cuando se cierre, haz el sorteo para que cada cual sepa a quién le regala. Y elige tu lista de deseos.',
    );
    expect((await remindersOf(org)).filter((n) => n.title.includes('Cena de amigos'))).toHaveLength(1);
    // Pedro chose a list for the first draw only.
    expect(await titlesOf(pedro)).toEqual(['Mañana se cierra el sorteo «Cena de amigos»']);
  });

  it('7 days and 1 day before the exchange and on the day, to each participant, never naming a pair', async () => {
    const { org, others, all } = await drawGroup();
    const made = await as(org, 'POST', '/api/draw/save', {
      name: 'Reyes',
      exchangeDate: '2027-03-08',
      joinDeadline: '2027-01-05T12:00:00.000Z',
      timezone: 'Europe/Madrid',
      userIds: others.map((o) => o.user.id),
    });
    expect(made.statusCode, made.body).toBe(200);
    const d = made.json().data;
    expect((await as(org, 'POST', `/api/draw/run/${d.id}`)).statusCode).toBe(200);

    await scanReminders(t.app, new Date('2027-02-28T08:05:00Z')); // 8 days before: nothing yet
    await scanReminders(t.app, MADRID_0905);
    await scanReminders(t.app, MADRID_0905);
    await scanReminders(t.app, new Date('2027-03-07T08:05:00Z'));
    await scanReminders(t.app, new Date('2027-03-08T08:05:00Z'));
    await scanReminders(t.app, new Date('2027-03-08T17:00:00Z'));
    for (const who of all) {
      expect(await titlesOf(who)).toEqual([
        'Hoy es el intercambio de «Reyes»',
        'Mañana es el intercambio de «Reyes»',
        'Quedan 7 días para el intercambio de «Reyes»',
      ]);
      expect(await mailsOf(who)).toHaveLength(3);
      // Only their own name (the e-mail's greeting): nobody else's, so not their pair's.
      const told = await toldTo(who);
      for (const other of all.filter((o) => o !== who)) {
        expect(told).not.toContain(other.user.name);
        expect(told).not.toContain(other.user.id);
      }
    }
  });
});

describe('an event’s join deadline', () => {
  it('reminds who has not answered the invitation the day before, in their own zone, once', async () => {
    const [org, quiet, yes, no, far] = await Promise.all([
      person('Organiza'),
      person('Callada'),
      person('Acepta'),
      person('Rechaza'),
      person('Lejana'),
    ]);
    for (const p of [quiet, yes, no, far]) await befriend(org, p);
    await as(far, 'PUT', '/api/reminders/settings', { timezone: 'America/Mexico_City', hour: 8 });
    const made = await as(org, 'POST', '/api/event/save', {
      name: 'Comida de primavera',
      startsAt: '2027-03-05T12:00:00.000Z',
      // 23:00 on 2 March in Madrid, 16:00 in Mexico City: tomorrow for everyone on 1 March.
      joinDeadline: '2027-03-02T22:00:00.000Z',
      timezone: 'Europe/Madrid',
    });
    const id = made.json().data.id;
    await as(org, 'POST', '/api/friend/inviteToEvento', {
      eventId: id,
      userIds: [quiet.user.id, yes.user.id, no.user.id, far.user.id],
    });
    await as(yes, 'PUT', `/api/event/invitation/respond/${id}`, { accept: true });
    await as(no, 'PUT', `/api/event/invitation/respond/${id}`, { accept: false });

    await scanReminders(t.app, MADRID_0905);
    const title = 'Mañana se cierra el plazo para unirte a «Comida de primavera»';
    expect(await titlesOf(quiet)).toEqual([title]);
    expect((await remindersOf(quiet))[0]?.data).toMatchObject({ eventId: id, path: `/evento/${id}` });
    for (const who of [org, yes, no, far]) expect(await titlesOf(who)).toEqual([]);
    await scanReminders(t.app, new Date('2027-03-01T14:05:00Z')); // 08:05 in Mexico City
    expect(await titlesOf(far)).toEqual([title]);
    expect(await titlesOf(quiet)).toEqual([title]);
  });
});

const apiRoot = resolve(import.meta.dirname, '..');

/** Runs the scan in a process of its own; resolves with what it printed and how it ended. */
function scanInProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/reminder-scan-process.ts'], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise<{ sent: number | null; signal: NodeJS.Signals | null; out: string }>((done) =>
    child.on('exit', (_code, signal) => {
      const m = out.match(/\{"sent":(\d+)\}/);
      done({ sent: m ? Number(m[1]) : null, signal, out });
    }),
  );
}

describe.skipIf(!process.env.DATABASE_URL)('several processes scanning at once (PostgreSQL)', () => {
  it('sends each reminder once, and a process killed mid-way neither loses nor repeats one', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => person(`Multi${i}`)));
    for (const p of people) {
      await as(p, 'PUT', '/api/reminders/settings', { email: true });
      // Three reminders due for each at 09:05 on 1 March 2027: in 7 days, tomorrow and today.
      await as(p, 'POST', '/api/special/dates/save', { title: 'En una semana', date: '2020-03-08' });
      await as(p, 'POST', '/api/special/dates/save', { title: 'Mañana', date: '2020-03-02' });
      await as(p, 'POST', '/api/special/dates/save', { title: 'Hoy', date: '2020-03-01', reminderDays: [0] });
    }
    const ids = people.map((p) => p.user.id);
    const expected = people.length * 3;
    const env = { SCAN_DATABASE_URL: t.config.DATABASE_URL as string, SCAN_NOW: MADRID_0905.toISOString() };

    // One process dies (SIGKILL) inside the transaction of its 4th reminder: 3 sent, the 4th not half-sent.
    const killed = await scanInProcess({ ...env, SCAN_DIE_AFTER: '4' });
    expect(killed.signal, killed.out).toBe('SIGKILL');
    const count = async () => ({
      reminders: (await t.app.db.select().from(reminders).where(inArray(reminders.userId, ids))).length,
      notifications: (
        await t.app.db
          .select()
          .from(notifications)
          .where(and(inArray(notifications.userId, ids), eq(notifications.type, 'reminder')))
      ).length,
      mails: (
        await t.app.db
          .select()
          .from(outbox)
          .where(
            and(
              inArray(
                outbox.to,
                people.map((p) => p.user.email as string),
              ),
              eq(outbox.kind, 'reminder'),
            ),
          )
      ).length,
    });
    expect(await count()).toEqual({ reminders: 3, notifications: 3, mails: 3 });

    // Two processes scan at once, three times each.
    const [a, b] = await Promise.all([
      scanInProcess({ ...env, SCAN_ROUNDS: '3' }),
      scanInProcess({ ...env, SCAN_ROUNDS: '3' }),
    ]);
    expect(a.sent, a.out).not.toBeNull();
    expect(b.sent, b.out).not.toBeNull();
    expect((a.sent ?? 0) + (b.sent ?? 0)).toBe(expected - 3);
    expect(await count()).toEqual({ reminders: expected, notifications: expected, mails: expected });
    // Each person got each of their three reminders exactly once.
    for (const p of people) {
      expect((await titlesOf(p)).sort()).toEqual([
        'Dentro de 7 días: En una semana',
        'Hoy: Hoy',
        'Mañana: Mañana',
      ]);
    }
  }, 120_000);
});
