import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from './helpers.js';
import { throwawayRedis } from './throwaway-redis.js';

/**
 * What a failover, a connection pooler or an administrator does to a running API process:
 * every PostgreSQL connection it holds is ended (`pg_terminate_backend`), idle or in the
 * middle of a transaction, while requests, writes, a realtime stream and jobs are in flight.
 * The server runs as a process of its own, because what must hold is that this process does
 * not exit: it answers 503 for a moment, then serves again by itself.
 *
 * Only the connections to this file's own throwaway database are ended, never anyone else's.
 */

const apiRoot = resolve(import.meta.dirname, '..');
const ROUNDS = 6;
/** Load runs this long before each round's termination, so every kind of request is in flight. */
const LOAD_BEFORE_ROUND_MS = 1_500;
/** "Serves again within a few seconds": a ready check and a write must both succeed by then. */
const RECOVERY_LIMIT_MS = 10_000;
const CLIENTS = 6;
const REQUEST_TIMEOUT_MS = 20_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Answer = { op: string; status: number; at: number };

/** src/server.ts as production runs it, with its output kept for the assertions and for failures. */
function startServer(env: Record<string, string>, dataDir: string) {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...base } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...base,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    exited,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async url() {
      for (let i = 0; i < 1200; i++) {
        const m = output.match(/listening at (http:\/\/[\d.:]+)/);
        if (m) return m[1] as string;
        if (child.exitCode !== null) break;
        await sleep(100);
      }
      throw new Error(`the server did not start:\n${output.slice(-3000)}`);
    },
  };
}

/** Keeps the machine's other core busy, as a neighbour would, for at most `ms`. */
function busyCore(ms: number): ChildProcess {
  return spawn(process.execPath, ['-e', `const end = Date.now() + ${ms}; while (Date.now() < end);`], {
    stdio: 'ignore',
  });
}

describe.skipIf(!process.env.DATABASE_URL)(
  'PostgreSQL ends every connection of a running API process',
  () => {
    let dataDir = '';
    let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
    let redis: Awaited<ReturnType<typeof throwawayRedis>>;
    let server: ReturnType<typeof startServer>;
    let busy: ChildProcess;
    let admin: pg.Client;
    let base = '';

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'detalle-termination-'));
      database = await freshPostgresDatabase(process.env.DATABASE_URL as string);
      redis = await throwawayRedis(); // our own: no rate-limit counters or messages shared with other runs
      server = startServer({ DATABASE_URL: database.url, REDIS_URL: redis.url }, dataDir);
      base = await server.url();
      admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      admin.on('error', () => {});
      await admin.connect();
      busy = busyCore(240_000);
    }, 120_000);

    afterAll(async () => {
      busy?.kill('SIGKILL');
      if (server?.alive()) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await admin?.end().catch(() => {});
      await redis?.stop();
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    const answers: Answer[] = [];

    async function call(op: string, method: string, path: string, token?: string, body?: object) {
      let status = 0;
      let data: { id?: string; token?: string } | undefined;
      try {
        const res = await fetch(`${base}${path}`, {
          method,
          headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(token ? { 'type-token': token } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        status = res.status;
        data = ((await res.json().catch(() => null)) as { data?: typeof data } | null)?.data;
      } catch {
        status = 0; // no answer: refused, reset or timed out
      }
      answers.push({ op, status, at: Date.now() });
      return { status, data };
    }

    let signUps = 0;
    async function signUp(label: string) {
      const n = signUps++;
      return call('sign-up', 'POST', '/api/person/save', undefined, {
        name: `${label} ${n}`,
        lastname: 'Corte',
        email: `corte.${n}.${Date.now()}@example.com`,
        password: `globo-rojo-${n}-2027`,
      });
    }

    async function person(label: string) {
      for (let attempt = 0; attempt < 20; attempt++) {
        const { status, data } = await signUp(label);
        if (status === 200 && data?.id && data.token) return { id: data.id, token: data.token };
        await sleep(250);
      }
      throw new Error(`could not sign up ${label}:\n${server.output().slice(-3000)}`);
    }

    /** One client: lists, special dates, friend requests (a transaction that enqueues a job), reads, sign-ups. */
    async function client(
      i: number,
      me: { token: string },
      others: Array<{ id: string }>,
      stop: () => boolean,
    ) {
      for (let n = 0; !stop(); n++) {
        const roll = Math.random();
        if (roll < 0.3) {
          await call('list', 'POST', '/api/list/save', me.token, {
            name: `Lista ${i}-${n}`,
            visibility: 'friends',
          });
        } else if (roll < 0.55) {
          await call('special-date', 'POST', '/api/special/dates/save', me.token, {
            title: `Fecha ${i}-${n}`,
            kind: 'birthday',
            date: `1980-0${1 + (n % 9)}-1${n % 9}`,
          });
        } else if (roll < 0.75) {
          const other = others[(i + n) % others.length] as { id: string };
          await call('friend-request', 'POST', '/api/friend/request', me.token, { userId: other.id });
        } else if (roll < 0.8 && signUps < 25) {
          await signUp('Nueva');
        } else {
          await call('read', 'GET', '/api/notify/getPagination?lim=5&pos=0', me.token);
        }
        await sleep(20 + Math.random() * 60);
      }
    }

    /** The app's realtime channel, reopened after a pause whenever it ends, as the web app does. */
    function stream(token: string) {
      const controller = new AbortController();
      let text = '';
      const decoder = new TextDecoder();
      const run = async () => {
        while (!controller.signal.aborted) {
          try {
            const res = await fetch(`${base}/api/notify/stream`, {
              headers: { 'type-token': token },
              signal: controller.signal,
            });
            answers.push({ op: 'stream', status: res.status, at: Date.now() });
            if (res.body) for await (const chunk of res.body) text += decoder.decode(chunk, { stream: true });
          } catch {
            // aborted at the end, or the connection dropped: reopened below
          }
          await sleep(300);
        }
      };
      const done = run();
      return {
        text: () => text,
        close: async () => {
          controller.abort();
          await done;
        },
      };
    }

    /** Ends every connection to this file's database but the admin's own; returns how many. */
    async function terminateConnections() {
      const { rows } = await admin.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
        [new URL(database.url).pathname.slice(1)],
      );
      return rows.filter((r) => r.ended).length;
    }

    /** Milliseconds until both a readiness check and a write succeed again, or null past the limit. */
    async function recovery(probe: { token: string }, since: number) {
      while (Date.now() - since < RECOVERY_LIMIT_MS) {
        if (!server.alive()) return null;
        const ready = await call('ready', 'GET', '/api/ready');
        if (ready.status === 200) {
          const write = await call('list', 'POST', '/api/list/save', probe.token, {
            name: 'Después del corte',
            visibility: 'private',
          });
          if (write.status === 200) return Date.now() - since;
        }
        await sleep(100);
      }
      return null;
    }

    it('lives on, serves again within seconds of every round, and answers nothing but 2xx, 4xx and 503', async () => {
      const listener = await person('Escucha');
      const probe = await person('Sonda');
      const people: Array<{ id: string; token: string }> = [];
      for (let i = 0; i < CLIENTS; i++) people.push(await person('Carga'));

      const feed = stream(listener.token);
      let stopped = false;
      const load = Promise.all(people.map((me, i) => client(i, me, people, () => stopped)));

      const rounds: Array<{ ended: number; recoveredMs: number | null }> = [];
      for (let round = 0; round < ROUNDS; round++) {
        await sleep(LOAD_BEFORE_ROUND_MS);
        const ended = await terminateConnections();
        const recoveredMs = await recovery(probe, Date.now());
        rounds.push({ ended, recoveredMs });
        if (recoveredMs === null) break;
      }
      stopped = true;
      await load;

      const log = () => `rounds: ${JSON.stringify(rounds)}\nserver output:\n${server.output().slice(-4000)}`;
      expect(server.alive(), log()).toBe(true);
      expect(server.output(), log()).not.toMatch(
        /closing after an error|uncaught|killed by timeout|carrying on/i,
      );
      expect(rounds, log()).toHaveLength(ROUNDS);
      for (const r of rounds) {
        expect(r.ended, log()).toBeGreaterThan(0);
        expect(r.recoveredMs, log()).not.toBeNull();
      }

      // Jobs and realtime recovered too: a friend request (a job in its transaction) reaches the open stream.
      const asker = people[0] as { token: string };
      expect(
        (await call('friend-request', 'POST', '/api/friend/request', asker.token, { userId: listener.id }))
          .status,
      ).toBe(200);
      for (let i = 0; i < 150 && !feed.text().includes('event: noti'); i++) await sleep(100);
      expect(feed.text(), log()).toMatch(/event: noti/);
      await feed.close();

      const byStatus: Record<string, number> = {};
      for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
      console.log(
        `db-termination: rounds ${JSON.stringify(rounds)}; answers by status ${JSON.stringify(byStatus)}`,
      );
      const serverErrors = answers.filter((a) => a.status >= 500 && a.status !== 503);
      const unanswered = answers.filter((a) => a.status === 0);
      expect(serverErrors, log()).toEqual([]);
      expect(unanswered, log()).toEqual([]);
      const ok = answers.filter((a) => a.status >= 200 && a.status < 300 && a.op !== 'ready').length;
      expect(ok).toBeGreaterThan(ROUNDS * 10); // the load really ran

      // And it still closes cleanly: no connection was left checked out for ever.
      server.child.kill('SIGTERM');
      expect(await Promise.race([server.exited, sleep(15_000).then(() => 'still running')]), log()).toBe(0);
    }, 300_000);
  },
);
