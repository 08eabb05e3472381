import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../src/db/schema/index.js';
import { NOTHING_TO_SEND } from '../src/plugins/mailer.js';
import { buildTestApp } from './helpers.js';

/**
 * Recovery and resend-confirmation must not reveal, by how long they take,
 * whether an address has an account. Timings are not asserted (no wall clock
 * in tests; `bench/account-timing.ts` measures them): what is asserted is the
 * cause of the difference — the same database work on both paths, and the
 * message stored with the code (sent later by a worker), never sent on the answer's path.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
const sms: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ sms: { send: async () => void sms.push('llamado') } });
});
afterAll(() => t.close());

/** Until the job queue has nothing left to do: its workers use the database too. */
async function queueIdle() {
  await vi.waitFor(
    async () => {
      const busy = await t.app.database.executeSql(
        "select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')",
      );
      expect(busy.rows[0]?.n).toBe(0);
    },
    { timeout: 15_000, interval: 100 },
  );
}

/**
 * Database calls of each kind the request makes: its transactions and every statement inside
 * them. (Statements outside a transaction are the job workers', which run on their own time.)
 */
async function databaseCalls(run: () => Promise<unknown>) {
  await queueIdle();
  const kinds = ['select', 'insert', 'update', 'delete', 'execute'] as const;
  const counts: Record<string, number> = { transaction: 0, ...Object.fromEntries(kinds.map((k) => [k, 0])) };
  const db = t.app.db;
  const original = db.transaction.bind(db);
  const spy = vi.spyOn(db, 'transaction').mockImplementation(((work: (tx: typeof db) => Promise<unknown>) => {
    counts.transaction = (counts.transaction ?? 0) + 1;
    return original(async (tx) => {
      for (const k of kinds) {
        const method = tx[k].bind(tx) as (...a: unknown[]) => unknown;
        (tx as unknown as Record<string, unknown>)[k] = (...a: unknown[]) => {
          counts[k] = (counts[k] ?? 0) + 1;
          return method(...a);
        };
      }
      return work(tx as typeof db);
    });
  }) as typeof db.transaction);
  try {
    await run();
    return counts;
  } finally {
    spy.mockRestore();
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
  // The message is stored (outbox row + job) inside the request's transaction; sending happens later, in a worker.
  const stored = async (to: string) => (await t.app.db.select().from(outbox).where(eq(outbox.to, to))).length;
  const accounts = { recovery: '', resend: '' };
  beforeAll(async () => {
    accounts.recovery = await register();
    accounts.resend = await register();
    await register({ codephone: '34', mobile: '622 000 111' });
  });

  it('user/sedRecoverPassword by e-mail: the same database work, the e-mail stored to send later', async () => {
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
    expect(await stored(known)).toBe(2); // the registration's confirmation, then the recovery code
  });

  it('user/sedRecoverPassword by mobile: the same database work, the SMS stored to send later', async () => {
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

  it('user/reenviarConfirmacion: the same database work, the e-mail stored to send later', async () => {
    const known = accounts.resend;
    const knownCalls = await databaseCalls(async () => {
      expect((await post('/api/user/reenviarConfirmacion', { email: known })).statusCode).toBe(200);
    });
    const unknownCalls = await databaseCalls(async () => {
      expect((await post('/api/user/reenviarConfirmacion', { email: 'nadie@ejemplo.com' })).statusCode).toBe(
        200,
      );
    });
    expect(knownCalls).toEqual(unknownCalls);
    expect(await stored(known)).toBe(2); // the registration's confirmation, then the new link
  });

  it('an unknown address writes the same rows, with nothing to send', async () => {
    const nothing = await t.app.db.select().from(outbox).where(eq(outbox.kind, NOTHING_TO_SEND));
    // One for each unknown request above: two by e-mail, one by mobile.
    expect(nothing.length).toBeGreaterThanOrEqual(3);
    expect(nothing.every((row) => row.to === '' && row.text === '')).toBe(true);
  });
});
