import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './helpers.js';

/**
 * Recovery and resend-confirmation must not reveal, by how long they take,
 * whether an address has an account. Timings are not asserted (no wall clock
 * in tests; `bench/account-timing.ts` measures them): what is asserted is the
 * cause of the difference — the same database work on both paths, and the
 * message sent after the answer, never before it.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
const sms: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ sms: { send: () => new Promise(() => sms.push('llamado')) } });
});
afterAll(() => t.close());

/** Database calls of each kind made while `run` is in progress. */
async function databaseCalls(run: () => Promise<unknown>) {
  const kinds = ['select', 'insert', 'update', 'delete', 'execute', 'transaction'] as const;
  const spies = kinds.map((k) => vi.spyOn(t.app.db, k));
  try {
    await run();
    return Object.fromEntries(kinds.map((k, i) => [k, spies[i]?.mock.calls.length]));
  } finally {
    for (const s of spies) s.mockRestore();
  }
}

let n = 0;
async function register(extra: object = {}) {
  const email = `tiempo${++n}@ejemplo.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/person/save',
    remoteAddress: `10.77.${n}.1`,
    payload: { name: 'Eva', lastname: 'Sanz', email, password: 'reloj-de-arena-27', ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return email;
}
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.78.${++n % 250}.1` });

describe('no timing difference between known and unknown accounts', () => {
  // A mail server that never answers: if sending were on the answer's path, the request would hang.
  const sent = vi.fn();
  const accounts = { recovery: '', resend: '' };
  beforeAll(async () => {
    accounts.recovery = await register();
    accounts.resend = await register();
    await register({ codephone: '34', mobile: '622 000 111' });
    // The registrations' e-mails leave through the job queue, whose workers also use the database:
    // wait until they are done, so only the requests below are counted.
    await vi.waitFor(
      async () => {
        const busy = await t.app.database.executeSql(
          "select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')",
        );
        expect(busy.rows[0]?.n).toBe(0);
      },
      { timeout: 10_000, interval: 100 },
    );
    vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
      sent(mail.to);
      await new Promise(() => {});
    });
  });

  it('user/sedRecoverPassword by e-mail: same database calls, answer before the e-mail', async () => {
    const known = accounts.recovery;
    const knownCalls = await databaseCalls(async () => {
      expect((await post('/api/user/sedRecoverPassword', { email: known })).statusCode).toBe(200);
    });
    const unknownCalls = await databaseCalls(async () => {
      expect((await post('/api/user/sedRecoverPassword', { email: 'nadie@ejemplo.com' })).statusCode).toBe(
        200,
      );
    });
    expect(knownCalls).toEqual(unknownCalls);
    await expect.poll(() => sent.mock.calls.some(([to]) => to === known)).toBe(true);
  });

  it('user/sedRecoverPassword by mobile: same database calls, answer before the SMS', async () => {
    const knownCalls = await databaseCalls(async () => {
      const res = await post('/api/user/sedRecoverPassword', { codephone: '34', mobile: '622000111' });
      expect(res.statusCode).toBe(200);
    });
    const unknownCalls = await databaseCalls(async () => {
      const res = await post('/api/user/sedRecoverPassword', { codephone: '34', mobile: '622999888' });
      expect(res.statusCode).toBe(200);
    });
    expect(knownCalls).toEqual(unknownCalls);
    await expect.poll(() => sms.length).toBe(1);
  });

  it('user/reenviarConfirmacion: same database calls, answer before the e-mail', async () => {
    const known = accounts.resend;
    sent.mockClear();
    const knownCalls = await databaseCalls(async () => {
      expect((await post('/api/user/reenviarConfirmacion', { email: known })).statusCode).toBe(200);
    });
    const unknownCalls = await databaseCalls(async () => {
      expect((await post('/api/user/reenviarConfirmacion', { email: 'nadie@ejemplo.com' })).statusCode).toBe(
        200,
      );
    });
    expect(knownCalls).toEqual(unknownCalls);
    await expect.poll(() => sent.mock.calls.some(([to]) => to === known)).toBe(true);
  });
});
