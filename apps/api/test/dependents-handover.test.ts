import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dependentHandovers,
  dependents,
  guardians,
  listOwners,
  notifications,
  outbox,
  users,
} from '../src/db/schema/index.js';
import { guestGivesTo } from './dependent-fixtures.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * Handing a dependent's profile over to its person: an e-mailed link, a password, and the profile becomes their
 * account with the same id (lists, money, dates stay); its guardians lose it.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Familia' });
const PASSWORD = 'Una-clave-muy-larga-2026';

async function ok(res: Awaited<ReturnType<typeof as>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const codeOf = (res: Awaited<ReturnType<typeof as>>) => [res.statusCode, res.json().error?.code];

/** `a` created Leo; `b` (a friend) looks after him too. */
async function twoGuardians(names = ['Lucía', 'Marcos']) {
  const [a, b] = await Promise.all(names.map((n) => person(n)));
  if (!a || !b) throw new Error('no people');
  await befriend(a, b);
  const leo = await ok(await as(a, 'POST', '/api/dependent/create', { name: 'Leo', kind: 'adult' }));
  const inv = await ok(
    await as(a, 'POST', `/api/dependent/owners/invite/${leo.id}`, { friendId: b.user.id }),
  );
  await ok(await as(b, 'POST', '/api/owner-invite/accept', { inviteId: inv.invite.id }));
  return { a, b, leo };
}

const newEmail = () => `leo.${randomUUID().slice(0, 8)}@ejemplo.com`;

/** The secret of the last hand-over e-mailed to that address, read from the outbox as the person would. */
async function tokenSentTo(email: string) {
  const [mail] = await t.app.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const token = mail?.text.match(/\/recibir-perfil#t=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no hand-over e-mail to ${email}`);
  return token;
}

async function invite(who: Who, leoId: string, email = newEmail()) {
  const handover = await ok(await as(who, 'POST', `/api/dependent/handover/${leoId}`, { email }));
  return { handover, email, token: await tokenSentTo(email) };
}

const accept = (token: string, extra: object = {}) =>
  as(null, 'POST', '/api/dependent/handover-accept', {
    token,
    lastname: 'García',
    password: PASSWORD,
    repassword: PASSWORD,
    ...extra,
  });

describe('hand-over', () => {
  it('end to end: the person signs in with e-mail and password, owns the lists and the money; guardians lose it', async () => {
    const { a, b, leo } = await twoGuardians();
    const friend = await person('Ana');
    await befriend(a, friend);
    const list = await ok(
      await as(a, 'POST', '/api/list/save', {
        name: 'Lista de Leo',
        visibility: 'public',
        forDependent: leo.id,
      }),
    );
    await ok(
      await as(a, 'POST', `/api/special/dates/save?for=${leo.id}`, {
        title: 'Santo de Leo',
        date: '2000-06-24',
      }),
    );
    const { handover, email, token } = await invite(a, leo.id);
    expect(handover).toMatchObject({ email, invitedBy: { id: a.user.id } });
    expect((await ok(await as(b, 'GET', `/api/dependent/get/${leo.id}`))).handover).toMatchObject({ email });
    const mail = (await t.app.db.select().from(outbox).where(eq(outbox.to, email)))[0];
    expect(mail?.subject).toBe('Lucía Familia te entrega tu perfil en Detalle');

    const preview = await ok(await as(null, 'POST', '/api/dependent/handover-look', { token }));
    expect(preview).toMatchObject({ name: 'Leo', email, lists: 1, invitedBy: { id: a.user.id } });

    const session = await ok(await accept(token));
    expect(session).toMatchObject({
      id: leo.id,
      name: 'Leo',
      lastname: 'García',
      email,
      type: 1,
      confirmed: true,
    });
    const signedIn = await ok(await as(null, 'POST', '/api/user/login', { email, password: PASSWORD }));
    expect(signedIn.id).toBe(leo.id);

    // The lists, with Leo alone running them now; the dates stay his.
    const owners = await t.app.db.select().from(listOwners).where(eq(listOwners.listId, list.id));
    expect(owners.map((o) => o.userId)).toEqual([leo.id]);
    const mine = await ok(await as(session.token, 'GET', '/api/list/getPagination?lim=10&pos=0'));
    expect(mine.list.map((l: { id: string; forDependent: unknown }) => [l.id, l.forDependent])).toEqual([
      [list.id, null],
    ]);
    const dates = await ok(
      await as(session.token, 'GET', '/api/special/dates/getMySpecialDate?lim=10&pos=0'),
    );
    expect(dates.list.map((d: { title: string }) => d.title)).toContain('Santo de Leo');

    for (const g of [a, b]) {
      expect((await as(g, 'GET', `/api/dependent/get/${leo.id}`)).statusCode).toBe(404);
      expect((await as(g, 'GET', `/api/special/dates/getMySpecialDate?for=${leo.id}`)).statusCode).toBe(404);
      expect(await ok(await as(g, 'GET', '/api/dependent/mine'))).toEqual([]);
      const told = (await as(g, 'GET', '/api/notify/getPagination?lim=1&pos=0')).json().data.list[0];
      expect(told.title).toBe('Leo ya tiene su propia cuenta');
    }
    expect(await t.app.db.select().from(dependents).where(eq(dependents.userId, leo.id))).toEqual([]);
    // Used once: it works no more.
    expect(codeOf(await accept(token))).toEqual([410, 'HANDOVER_GONE']);
    expect(codeOf(await as(null, 'POST', '/api/dependent/handover-look', { token }))).toEqual([
      410,
      'HANDOVER_GONE',
    ]);
    // Leo is a person now: people find him and may befriend him.
    expect((await as(friend, 'POST', '/api/friend/request', { userId: leo.id })).statusCode).toBe(200);
  });

  it('keeps the money given to the profile', async () => {
    const { a, leo } = await twoGuardians();
    await guestGivesTo(t.app, as, a, leo.id);
    const before = (await ok(await as(a, 'GET', `/api/dependent/get/${leo.id}`))).balances;
    expect(before[0].availableMinor).toBeGreaterThan(0);
    const { token } = await invite(a, leo.id);
    const session = await ok(await accept(token));
    const wallet = await ok(await as(session.token, 'GET', '/api/dashboard/balanceUser'));
    expect(wallet.balances).toEqual([
      expect.objectContaining({ currency: 'EUR', available: before[0].availableMinor }),
    ]);
  });

  it('an e-mail with an account is refused when inviting and when accepting', async () => {
    const { a, leo } = await twoGuardians();
    const taken = await person('Sara');
    const res = await as(a, 'POST', `/api/dependent/handover/${leo.id}`, { email: taken.user.email });
    expect(codeOf(res)).toEqual([409, 'HANDOVER_EMAIL_TAKEN']);
    const { email, token } = await invite(a, leo.id);
    // Someone signs up with that address meanwhile.
    await person('Otra', { email });
    expect(codeOf(await accept(token))).toEqual([409, 'HANDOVER_EMAIL_TAKEN']);
    expect((await ok(await as(a, 'GET', `/api/dependent/get/${leo.id}`))).id).toBe(leo.id);
  });

  it('withdrawn, replaced or expired, the link answers 410', async () => {
    const { a, b, leo } = await twoGuardians();
    const first = await invite(a, leo.id);
    const second = await invite(b, leo.id);
    expect(codeOf(await accept(first.token))).toEqual([410, 'HANDOVER_GONE']);
    await ok(await as(b, 'DELETE', `/api/dependent/handover/${leo.id}`));
    expect(codeOf(await accept(second.token))).toEqual([410, 'HANDOVER_GONE']);
    expect((await as(a, 'DELETE', `/api/dependent/handover/${leo.id}`)).statusCode).toBe(404);
    const third = await invite(a, leo.id);
    await t.app.db
      .update(dependentHandovers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dependentHandovers.dependentId, leo.id));
    expect(codeOf(await as(null, 'POST', '/api/dependent/handover-look', { token: third.token }))).toEqual([
      410,
      'HANDOVER_GONE',
    ]);
    expect(codeOf(await accept(third.token))).toEqual([410, 'HANDOVER_GONE']);
    expect((await ok(await as(a, 'GET', `/api/dependent/get/${leo.id}`))).handover).toBeNull();
  });

  it('ends with its guardian: removed, their link no longer works; the others were told it was sent', async () => {
    const { a, b, leo } = await twoGuardians();
    const { token, email } = await invite(a, leo.id);
    const [told] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.user.id), eq(notifications.type, 'dependent')));
    expect(told?.title).toBe(`Lucía Familia ha invitado a ${email} a recibir el perfil de Leo`);
    await ok(await as(b, 'DELETE', `/api/dependent/owners/${leo.id}/${a.user.id}`));
    expect(codeOf(await accept(token))).toEqual([410, 'HANDOVER_GONE']);
    expect((await ok(await as(b, 'GET', `/api/dependent/get/${leo.id}`))).handover).toBeNull();
  });

  it('is not for a pet, and a guardian sends a few a day at most', async () => {
    const a = await person('Lucía');
    const toby = await ok(await as(a, 'POST', '/api/dependent/create', { name: 'Toby', kind: 'pet' }));
    const pet = await as(a, 'POST', `/api/dependent/handover/${toby.id}`, { email: newEmail() });
    expect(pet.statusCode).toBe(400);
    expect(pet.json().error.message).toBe(
      'Una mascota no puede tener cuenta propia: su perfil lo seguís llevando vosotros.',
    );
    const leo = await ok(await as(a, 'POST', '/api/dependent/create', { name: 'Leo', kind: 'child' }));
    // The pet's attempt counted too: every one may send an e-mail.
    for (let i = 0; i < 4; i++) await invite(a, leo.id);
    const tooMany = await as(a, 'POST', `/api/dependent/handover/${leo.id}`, { email: newEmail() });
    expect(tooMany.statusCode).toBe(429);
  });

  it('refuses bad input in Spanish', async () => {
    const short = await as(null, 'POST', '/api/dependent/handover-look', { token: 'corto' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('El enlace de la invitación no está completo');
    const { a, leo } = await twoGuardians();
    const { token } = await invite(a, leo.id);
    const mismatch = await accept(token, { repassword: 'otra-cosa-distinta' });
    expect(mismatch.statusCode).toBe(400);
    const weak = await accept(token, { password: '123', repassword: '123' });
    expect(weak.statusCode).toBe(400);
    expect(codeOf(await accept('x'.repeat(43)))).toEqual([410, 'HANDOVER_GONE']);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('at the same moment (PostgreSQL)', () => {
  it('two guardians leaving: one stays (LAST_OWNER for the other)', async () => {
    for (let round = 0; round < 4; round++) {
      const { a, b, leo } = await twoGuardians([`Ana${round}`, `Bea${round}`]);
      const answers = await Promise.all([
        as(a, 'DELETE', `/api/dependent/owners/${leo.id}/${a.user.id}`),
        as(b, 'DELETE', `/api/dependent/owners/${leo.id}/${b.user.id}`),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json().error.code).toBe('LAST_OWNER');
      const left = await t.app.db.select().from(guardians).where(eq(guardians.dependentId, leo.id));
      expect(left).toHaveLength(1);
    }
  });

  it('two guardians removing each other: one stays, the other is refused', async () => {
    for (let round = 0; round < 4; round++) {
      const { a, b, leo } = await twoGuardians([`Ana${round}`, `Bea${round}`]);
      const answers = await Promise.all([
        as(a, 'DELETE', `/api/dependent/owners/${leo.id}/${b.user.id}`),
        as(b, 'DELETE', `/api/dependent/owners/${leo.id}/${a.user.id}`),
      ]);
      // Whoever went second was no longer a guardian: refused under the profile's lock (403), or before it (404).
      const codes = answers.map((r) => r.statusCode);
      expect(
        codes.filter((c) => c === 200),
        JSON.stringify(codes),
      ).toHaveLength(1);
      expect([403, 404]).toContain(codes.find((c) => c !== 200));
      const left = await t.app.db.select().from(guardians).where(eq(guardians.dependentId, leo.id));
      expect(left.map((g) => g.guardianId)).toEqual([(codes[0] === 200 ? a : b).user.id]);
    }
  });

  it('a hand-over accepted while a guardian is removed: all or nothing, never half', async () => {
    for (let round = 0; round < 4; round++) {
      const { a, b, leo } = await twoGuardians([`Ana${round}`, `Bea${round}`]);
      await ok(await as(a, 'POST', '/api/list/save', { name: 'Lista', forDependent: leo.id }));
      const { token } = await invite(a, leo.id);
      const [accepted, removed] = await Promise.all([
        accept(token),
        as(a, 'DELETE', `/api/dependent/owners/${leo.id}/${b.user.id}`),
      ]);
      expect(accepted.statusCode, accepted.body).toBe(200);
      // Removed first (200), or the profile was gone already (404).
      expect([200, 404]).toContain(removed.statusCode);
      expect(await t.app.db.select().from(guardians).where(eq(guardians.dependentId, leo.id))).toEqual([]);
      const owners = await t.app.db
        .select({ userId: listOwners.userId })
        .from(listOwners)
        .innerJoin(users, eq(users.id, listOwners.userId))
        .where(eq(users.id, leo.id));
      expect(owners.length).toBeGreaterThan(0);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, leo.id));
      expect(row?.type).toBe(1);
    }
  });
});
