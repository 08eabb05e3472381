import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, ledgerAccounts, notifications, outbox } from '../src/db/schema/index.js';
import { guestGivesTo } from './dependent-fixtures.js';
import { buildTestApp, testClient, type Who } from './helpers.js';
import { expectLedgerConsistent } from './ledger-checks.js';

/**
 * «Pasar a mi billetera»: a guardian moves available money from a dependent's hucha to their own wallet (a child
 * cannot be paid out to), through the ledger, once per `Idempotency-Key`; the other guardians are told, and both
 * wallets' movements say so.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Hucha' });
const key = () => ({ 'idempotency-key': randomUUID() });
const PASSWORD = 'Una-clave-muy-larga-2026';

async function ok(res: Awaited<ReturnType<typeof as>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const errorOf = (res: Awaited<ReturnType<typeof as>>) => ({ status: res.statusCode, ...res.json().error });

/**
 * `a` created Leo; `b` (a friend; `marcos` adds to his row) looks after him too; a guest gave `amount` toward his
 * list.
 */
async function leoWithMoney(amount = 2500, marcos: Parameters<typeof person>[1] = {}) {
  const [a, b] = await Promise.all([person('Lucía'), person('Marcos', marcos)]);
  await befriend(a, b);
  const leo = await ok(await as(a, 'POST', '/api/dependent/create', { name: 'Leo', kind: 'child' }));
  const inv = await ok(
    await as(a, 'POST', `/api/dependent/owners/invite/${leo.id}`, { friendId: b.user.id }),
  );
  await ok(await as(b, 'POST', '/api/owner-invite/accept', { inviteId: inv.invite.id }));
  await guestGivesTo(t.app, as, a, leo.id, amount);
  const [hucha] = (await ok(await as(a, 'GET', `/api/dependent/get/${leo.id}`))).balances;
  expect(hucha).toEqual({ currency: 'EUR', availableMinor: expect.any(Number) });
  return { a, b, leo, available: hucha.availableMinor as number };
}

const move = (who: Who, id: string, amount: number, headers = key(), currency = 'EUR') =>
  as(who, 'POST', `/api/dependent/hucha/${id}`, { amount, currency }, headers);

const availableOf = async (who: Who | string) =>
  (await ok(await as(who, 'GET', '/api/dashboard/balanceUser'))).balances.find(
    (b: { currency: string }) => b.currency === 'EUR',
  )?.available ?? 0;

const movementsOf = async (who: Who | string) =>
  (await ok(await as(who, 'GET', '/api/dashboard/transactionsUser?lim=20&pos=0'))).list;

describe('moving money from a hucha to my wallet', () => {
  it('moves what I ask: the hucha has less, my wallet more, the other guardian is told', async () => {
    const { a, b, leo, available } = await leoWithMoney();
    const dep = await ok(await move(b, leo.id, 1000));
    expect(dep.balances).toEqual([{ currency: 'EUR', availableMinor: available - 1000 }]);
    expect(await availableOf(b)).toBe(1000);
    expect(await availableOf(a)).toBe(0);
    // Marcos's wallet says where it came from, in words.
    const [mine] = await movementsOf(b);
    expect(mine).toMatchObject({
      type: 'from_hucha',
      amount: 1000,
      currency: 'EUR',
      status: 'completed',
      giverName: 'Leo',
      paymentId: null,
      payoutId: null,
    });
    // Lucía is told who moved how much, and what is left; Marcos is not told what he did himself.
    const [told] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, a.user.id))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(told?.title).toMatch(/^Marcos ha pasado 10,00\s€ de la hucha de Leo a su billetera$/);
    expect(told?.body).toContain('En la hucha de Leo quedan');
    expect(told?.data).toEqual({ id: leo.id });
    const toMarcos = await t.app.db.select().from(notifications).where(eq(notifications.userId, b.user.id));
    expect(toMarcos.map((n) => n.title).filter((title) => title.includes('hucha'))).toEqual([]);
    await expectLedgerConsistent(t.app);
  });

  it('its guardians read the hucha’s movements (`?for=`): what was given, and who moved what out', async () => {
    const { a, b, leo, available } = await leoWithMoney();
    await ok(await move(b, leo.id, 800));
    const hucha = await ok(await as(a, 'GET', `/api/dashboard/transactionsUser?lim=10&pos=0&for=${leo.id}`));
    expect(hucha.list.map((m: { type: string }) => m.type)).toEqual(['to_guardian', 'gift_received', 'fee']);
    expect(hucha.list[0]).toMatchObject({ amount: -800, giverName: 'Marcos' });
    expect(hucha.total).toBe(3);
    const sum = hucha.list.reduce((s: number, m: { amount: number }) => s + m.amount, 0);
    expect(sum).toBe(available - 800);
    // Lucía's own movements are not the hucha's.
    expect((await movementsOf(a)).map((m: { type: string }) => m.type)).not.toContain('to_guardian');
    const stranger = await person('Sara');
    expect(
      (await as(stranger, 'GET', `/api/dashboard/transactionsUser?lim=10&pos=0&for=${leo.id}`)).statusCode,
    ).toBe(404);
    await ok(await as(a, 'DELETE', `/api/dependent/owners/${leo.id}/${b.user.id}`));
    expect(
      (await as(b, 'GET', `/api/dashboard/transactionsUser?lim=10&pos=0&for=${leo.id}`)).statusCode,
    ).toBe(404);
  });

  it('once per Idempotency-Key: a retry moves nothing more; the same key for another amount is refused', async () => {
    const { a, leo, available } = await leoWithMoney();
    const headers = key();
    const first = await ok(await move(a, leo.id, 500, headers));
    const again = await ok(await move(a, leo.id, 500, headers));
    expect(again.balances).toEqual(first.balances);
    expect(await availableOf(a)).toBe(500);
    expect(first.balances).toEqual([{ currency: 'EUR', availableMinor: available - 500 }]);
    expect(errorOf(await move(a, leo.id, 600, headers))).toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    // A day later the key's answer is purged: the move itself still knows the key, and what it was for.
    const purge = () =>
      t.app.db
        .delete(idempotencyKeys)
        .where(
          and(eq(idempotencyKeys.scope, a.user.id), eq(idempotencyKeys.key, headers['idempotency-key'])),
        );
    await purge();
    expect((await ok(await move(a, leo.id, 500, headers))).balances).toEqual(first.balances);
    await purge();
    expect(errorOf(await move(a, leo.id, 600, headers))).toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    await purge();
    const other = await ok(await as(a, 'POST', '/api/dependent/create', { name: 'Alba', kind: 'child' }));
    expect(errorOf(await move(a, other.id, 500, headers))).toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await availableOf(a)).toBe(500);
    const bare = await as(a, 'POST', `/api/dependent/hucha/${leo.id}`, { amount: 100, currency: 'EUR' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.message).toContain('Idempotency-Key');
  });

  it('refuses more than it holds, another currency and bad amounts, in Spanish, moving nothing', async () => {
    const { a, leo, available } = await leoWithMoney();
    const tooMuch = errorOf(await move(a, leo.id, available + 1));
    expect(tooMuch).toMatchObject({ status: 409, code: 'HUCHA_TOO_LOW' });
    expect(tooMuch.message).toContain('En la hucha de Leo hay');
    expect(errorOf(await move(a, leo.id, 100, key(), 'MXN'))).toMatchObject({
      status: 409,
      code: 'HUCHA_TOO_LOW',
    });
    for (const amount of [0, -5, 12.5]) {
      const bad = await move(a, leo.id, amount);
      expect(bad.statusCode).toBe(400);
    }
    const dep = await ok(await as(a, 'GET', `/api/dependent/get/${leo.id}`));
    expect(dep.balances).toEqual([{ currency: 'EUR', availableMinor: available }]);
    expect(await availableOf(a)).toBe(0);
    await expectLedgerConsistent(t.app);
  });

  it('money waiting for its list’s date stays in the hucha', async () => {
    const { a, leo, available } = await leoWithMoney();
    await guestGivesTo(t.app, as, a, leo.id, 4000, { name: 'Navidad de Leo', date: '2099-12-24' });
    // The dated list's money is on its way (pending): only what has arrived moves.
    expect(errorOf(await move(a, leo.id, available + 1))).toMatchObject({ code: 'HUCHA_TOO_LOW' });
    await ok(await move(a, leo.id, available));
    expect(errorOf(await move(a, leo.id, 1))).toMatchObject({ code: 'HUCHA_TOO_LOW' });
    // It still holds the pending money: the profile cannot be deleted yet.
    expect(errorOf(await as(a, 'DELETE', `/api/dependent/delete/${leo.id}`))).toMatchObject({
      code: 'DEPENDENT_HAS_MONEY',
    });
    await expectLedgerConsistent(t.app);
  });

  it('a stranger, a friend of a guardian and a removed guardian are told it does not exist', async () => {
    const { a, b, leo, available } = await leoWithMoney();
    const [stranger, friend] = await Promise.all([person('Sara'), person('Ana')]);
    await befriend(a, friend);
    for (const who of [stranger, friend])
      expect(errorOf(await move(who, leo.id, 100))).toMatchObject({ status: 404 });
    expect((await move(a, 'leo', 100)).statusCode).toBe(404);
    expect((await move(a, randomUUID(), 100)).statusCode).toBe(404);
    expect(
      (await as(null, 'POST', `/api/dependent/hucha/${leo.id}`, { amount: 1, currency: 'EUR' }, key()))
        .statusCode,
    ).toBe(401);
    await ok(await as(a, 'DELETE', `/api/dependent/owners/${leo.id}/${b.user.id}`));
    expect(errorOf(await move(b, leo.id, 100))).toMatchObject({ status: 404 });
    // Nothing moved for any of them.
    const dep = await ok(await as(a, 'GET', `/api/dependent/get/${leo.id}`));
    expect(dep.balances).toEqual([{ currency: 'EUR', availableMinor: available }]);
    for (const who of [stranger, friend, b]) expect(await availableOf(who)).toBe(0);
  });

  it('once spent, the profile can be deleted, and my movement still names its hucha', async () => {
    const { a, b, leo, available } = await leoWithMoney();
    expect(errorOf(await as(a, 'DELETE', `/api/dependent/delete/${leo.id}`))).toMatchObject({
      code: 'DEPENDENT_HAS_MONEY',
    });
    await ok(await move(a, leo.id, available));
    await ok(await as(b, 'DELETE', `/api/dependent/delete/${leo.id}`));
    expect(await availableOf(a)).toBe(available);
    const [mine] = await movementsOf(a);
    expect(mine).toMatchObject({ type: 'from_hucha', amount: available, giverName: 'Leo' });
    await expectLedgerConsistent(t.app);
  });

  it('handed over, the person’s own wallet shows who moved what out of it', async () => {
    const { a, leo, available } = await leoWithMoney();
    await ok(await move(a, leo.id, 700));
    const email = `leo.${randomUUID().slice(0, 8)}@ejemplo.com`;
    await ok(await as(a, 'POST', `/api/dependent/handover/${leo.id}`, { email }));
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.to, email));
    const token = mail?.text.match(/\/recibir-perfil#t=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const session = await ok(
      await as(null, 'POST', '/api/dependent/handover-accept', {
        token,
        password: PASSWORD,
        repassword: PASSWORD,
      }),
    );
    expect(await availableOf(session.token)).toBe(available - 700);
    const moved = (await movementsOf(session.token)).find((m: { type: string }) => m.type === 'to_guardian');
    expect(moved).toMatchObject({ amount: -700, giverName: 'Lucía', status: 'completed' });
    // Its former guardian no longer reaches its money, nor reads its movements.
    expect(errorOf(await move(a, leo.id, 100))).toMatchObject({ status: 404 });
    expect(
      (await as(a, 'GET', `/api/dashboard/transactionsUser?lim=10&pos=0&for=${leo.id}`)).statusCode,
    ).toBe(404);
    expect(await availableOf(session.token)).toBe(available - 700);
    await expectLedgerConsistent(t.app);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two guardians at once (PostgreSQL)', () => {
  it('both moving the whole hucha: exactly one succeeds, the other is told it is no longer there', async () => {
    for (let round = 0; round < 5; round++) {
      const { a, b, leo, available } = await leoWithMoney();
      const answers = await Promise.all([move(a, leo.id, available), move(b, leo.id, available)]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const refused = answers.find((r) => r.statusCode === 409);
      expect(refused?.json().error.code).toBe('HUCHA_TOO_LOW');
      expect((await availableOf(a)) + (await availableOf(b))).toBe(available);
      const dep = await ok(await as(a, 'GET', `/api/dependent/get/${leo.id}`));
      expect(dep.balances).toEqual([{ currency: 'EUR', availableMinor: 0 }]);
    }
    await expectLedgerConsistent(t.app);
  });

  it('moving money to me while I delete my account: the deletion waits, sees the money and is refused', async () => {
    const { b, leo, available } = await leoWithMoney(2500, { passwordHash: null });
    const waiting = async (n: number) => {
      for (let i = 0; i < 100; i++) {
        const [row] = (
          (await t.app.db.execute(sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows;
        if ((row?.n ?? 0) >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`never ${n} waiting`);
    };
    // Leo's hucha account held a moment by someone else: the move waits there, with what it locked before.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t.app.db.transaction(async (tx) => {
      await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.personId, leo.id), eq(ledgerAccounts.kind, 'person_available')))
        .for('no key update');
      locked();
      await held;
    });
    await lockTaken;
    const moving = move(b, leo.id, available);
    await waiting(1);
    const deleting = as(b, 'DELETE', '/api/user/delete', { confirm: true });
    await waiting(2);
    release();
    await holder;
    const [moved, deleted] = await Promise.all([moving, deleting]);
    expect(moved.statusCode, moved.body).toBe(200);
    // Marcos's wallet now holds Leo's money: his account stays until he withdraws it, as with any money of his.
    expect(errorOf(deleted)).toMatchObject({ status: 409, code: 'BALANCE_NOT_EMPTY' });
    expect(await availableOf(b)).toBe(available);
    await expectLedgerConsistent(t.app);
  });

  it('moving money while the profile is deleted: either the money moved and the deletion is refused, or nothing', async () => {
    const { a, b, leo, available } = await leoWithMoney();
    const [moved, deleted] = await Promise.all([
      move(a, leo.id, available),
      as(b, 'DELETE', `/api/dependent/delete/${leo.id}`),
    ]);
    // The deletion waits for the move (the profile's lock), then sees an empty hucha; or it ran first and
    // refused (money there), and then the move went ahead.
    expect(moved.statusCode).toBe(200);
    expect([200, 409]).toContain(deleted.statusCode);
    expect(await availableOf(a)).toBe(available);
    await expectLedgerConsistent(t.app);
  });
});
