/**
 * `npm run test:faults`: two API processes under a bounded write load while their
 * PostgreSQL is stopped and started again, then every connection they hold is ended
 * while the server stays up (`pg_terminate_backend`: a failover, a pooler, an
 * administrator), then their Redis is stopped and started again.
 *
 * Everything runs on throwaway services of our own, on free ports, in a temp folder:
 * a PostgreSQL cluster made with Debian's initdb (as the `postgres` user when we are
 * root, since initdb refuses root) and a redis-server without persistence. The
 * machine's own PostgreSQL and Redis are never touched. Cleaned up at the end, also
 * on failure or Ctrl-C.
 *
 * Reports, and exits non-zero unless all hold:
 * - acknowledged writes lost: every 2xx write's row must be in the database at the end (0);
 * - 5xx outside the PostgreSQL windows (its stop until it is back + a grace; the first
 *   termination until the last + a grace): 0 (the Redis outage must cause none at all:
 *   Redis is an accelerator);
 * - 5xx other than 503 anywhere: 0 (a database failure is a 503 with Retry-After);
 * - requests without an answer (time-out, connection refused) outside the outage window: 0
 *   (ended connections are answered at once, with a 503);
 * - both API processes serve again after the outage and after the terminations;
 * - both API processes still running at the end, never restarted;
 * and how long each process took to work again after each fault.
 *
 * Settings (environment): FAULTS_CLIENTS (20), FAULTS_SECONDS (60), FAULTS_KEEP=1 keeps the temp folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort, throwawayRedis } from '../apps/api/test/throwaway-redis.js';
import { printTable } from './lib/print-table.js';
import { throwawayPostgres } from './lib/throwaway-postgres.js';

const ROOT = resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.FAULTS_CLIENTS ?? 20);
const SECONDS = Number(process.env.FAULTS_SECONDS ?? 60);
/** After a service is back, 5xx are still forgiven for this long (reported as recovery time anyway). */
const GRACE_MS = 5_000;
/** A request with no answer after this long counts as unanswered. */
const REQUEST_TIMEOUT_MS = 15_000;
/** Each client pauses this long (± half) between requests: a bounded load on a small machine. */
const THINK_MS = 250;

// The timeline, as fractions of SECONDS.
const PG_STOP = 0.12;
const PG_START = 0.25;
const PG_TERMINATE = 0.42;
const REDIS_STOP = 0.6;
const REDIS_START = 0.72;
/** Times every API connection is ended, this far apart: the pool's replacements are ended too. */
const TERMINATE_ROUNDS = 3;
const TERMINATE_EVERY_MS = 1_000;

const started = Date.now();
const now = () => Date.now() - started;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const say = (text: string) => console.log(`[${(now() / 1000).toFixed(1).padStart(5)} s] ${text}`);

// ---------------------------------------------------------------- services

const work = mkdtempSync(join(tmpdir(), 'detalle-faults-'));
chmodSync(work, 0o755);
const cleanups: Array<() => void | Promise<void>> = [];

async function startPostgresCluster() {
  const postgres = await throwawayPostgres({
    work,
    host: '127.0.0.1',
    port: await freePort(),
    maxConnections: 60,
  });
  cleanups.push(() => postgres.stop('immediate').catch(() => {})); // already stopped is fine
  return postgres;
}

/** The API tests' throwaway redis-server (never the machine's), stopped at the end even on failure. */
async function startRedis() {
  const redis = await throwawayRedis();
  cleanups.push(redis.stop);
  return redis;
}

type Api = { name: string; url: string; proc: ChildProcess; log: string; exited: () => boolean };

async function startApi(name: string, env: Record<string, string>): Promise<Api> {
  const port = await freePort();
  const dataDir = join(work, `data-${name}`);
  mkdirSync(dataDir);
  const log = join(work, `${name}.log`);
  const proc = spawn(
    'bash',
    ['-c', `exec node --enable-source-maps --import tsx apps/api/src/server.ts >>"${log}" 2>&1`],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? work,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
        ...env,
      },
      stdio: 'ignore',
    },
  );
  let exited = false;
  proc.once('exit', () => {
    exited = true;
  });
  cleanups.push(async () => {
    if (exited) return;
    proc.kill('SIGTERM');
    await Promise.race([once(proc, 'exit'), sleep(12_000)]);
    if (!exited) proc.kill('SIGKILL');
  });
  return { name, url: `http://127.0.0.1:${port}`, proc, log, exited: () => exited };
}

async function waitReady(api: Api, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (cleaning) throw new Error('interrupted');
    if (api.exited()) throw new Error(`${api.name} exited at start:\n${tail(api.log)}`);
    const res = await fetch(`${api.url}/api/ready`).catch(() => null);
    if (res?.ok) return (await res.json()) as { data: { status: string; redis: boolean } };
    await sleep(300);
  }
  throw new Error(`${api.name} not ready after ${timeoutMs} ms:\n${tail(api.log)}`);
}

const readLog = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '(no log)';
  }
};
const tail = (file: string, lines = 30) => readLog(file).split('\n').slice(-lines).join('\n');

// ---------------------------------------------------------------- load

type Op = 'list' | 'special-date' | 'friend-request' | 'sign-in' | 'read';
type Outcome = {
  op: Op;
  api: string;
  start: number;
  end: number;
  /** HTTP status, or 0 when no answer came (time-out, connection refused). */
  status: number;
  retryAfter: string | null;
  /** What must exist afterwards when the write was acknowledged. */
  ack?: { table: 'lists' | 'special_dates'; id: string } | { table: 'friendships'; a: string; b: string };
};

const outcomes: Outcome[] = [];

type Answer = { data?: { id?: string; relation?: string; token?: string } };

async function call(api: Api, op: Op, method: string, path: string, token?: string, body?: object) {
  const start = now();
  let status = 0;
  let retryAfter: string | null = null;
  let json: Answer | null = null;
  try {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { 'type-token': token } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = res.status;
    retryAfter = res.headers.get('retry-after');
    json = (await res.json().catch(() => null)) as Answer | null;
  } catch {
    status = 0;
  }
  const outcome: Outcome = { op, api: api.name, start, end: now(), status, retryAfter };
  outcomes.push(outcome);
  return { outcome, json };
}

type Person = { id: string; token: string; email: string; password: string };

async function signUp(api: Api, i: number): Promise<Person> {
  const email = `carga.${i}.${started}@example.com`;
  const password = `globo-rojo-${i}-2027`;
  for (let attempt = 0; attempt < 5; attempt++) {
    const { json, outcome } = await call(api, 'sign-in', 'POST', '/api/person/save', undefined, {
      name: `Persona ${i}`,
      lastname: 'Carga',
      email,
      password,
    });
    if (outcome.status === 200 && json?.data?.token && json.data.id)
      return { id: json.data.id, token: json.data.token, email, password };
    await sleep(500);
  }
  throw new Error(`could not sign up client ${i} on ${api.name}`);
}

async function client(i: number, me: Person, people: Person[], apis: Api[], until: () => number) {
  let asked = 0;
  let n = 0;
  while (now() < until()) {
    const api = apis[(i + n++) % apis.length] as Api; // alternate between the processes
    const roll = Math.random();
    if (roll < 0.35) {
      const { outcome, json } = await call(api, 'list', 'POST', '/api/list/save', me.token, {
        name: `Lista ${i}-${n}`,
        visibility: 'friends',
      });
      if (outcome.status === 200 && json?.data?.id) outcome.ack = { table: 'lists', id: json.data.id };
    } else if (roll < 0.7) {
      const { outcome, json } = await call(api, 'special-date', 'POST', '/api/special/dates/save', me.token, {
        title: `Fecha ${i}-${n}`,
        kind: 'birthday',
        date: `19${String(50 + (n % 50)).padStart(2, '0')}-0${1 + (n % 9)}-1${n % 9}`,
      });
      if (outcome.status === 200 && json?.data?.id)
        outcome.ack = { table: 'special_dates', id: json.data.id };
    } else if (roll < 0.85 && asked < people.length - 1) {
      const other = people[(i + 1 + asked++) % people.length] as Person;
      const { outcome } = await call(api, 'friend-request', 'POST', '/api/friend/request', me.token, {
        userId: other.id,
      });
      if (outcome.status === 200) outcome.ack = { table: 'friendships', a: me.id, b: other.id };
    } else if (roll < 0.9) {
      // Rate-limited per address and account: 429 is a fine answer, a 5xx is not.
      await call(api, 'sign-in', 'POST', '/api/user/login', undefined, {
        email: me.email,
        password: me.password,
      });
    } else {
      await call(api, 'read', 'GET', '/api/notify/getPagination?lim=5&pos=0', me.token);
    }
    await sleep(THINK_MS / 2 + Math.random() * THINK_MS);
  }
}

// ---------------------------------------------------------------- checks

async function lostWrites(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const acked = outcomes.flatMap((o) => (o.ack ? [o.ack] : []));
    const idsOf = (table: 'lists' | 'special_dates') =>
      acked.flatMap((a) => (a.table === table && 'id' in a ? [a.id] : []));
    const missing: string[] = [];
    for (const table of ['lists', 'special_dates'] as const) {
      const ids = idsOf(table);
      const found = new Set(
        (
          await db.query<{ id: string }>(`select id from ${table} where id = any($1::uuid[])`, [ids])
        ).rows.map((r) => r.id),
      );
      for (const id of ids) if (!found.has(id)) missing.push(`${table}:${id}`);
    }
    for (const a of acked) {
      if (a.table !== 'friendships') continue;
      const { rowCount } = await db.query(
        `select 1 from friendships where least(requester_id, addressee_id) = least($1::uuid, $2::uuid)
           and greatest(requester_id, addressee_id) = greatest($1::uuid, $2::uuid)`,
        [a.a, a.b],
      );
      if (!rowCount) missing.push(`friendships:${a.a}-${a.b}`);
    }
    return { acked: acked.length, missing };
  } finally {
    await db.end();
  }
}

function firstSuccessAfter(api: string, t: number) {
  const ok = outcomes
    .filter((o) => o.api === api && o.start >= t && o.status >= 200 && o.status < 300 && o.op !== 'sign-in')
    .sort((a, b) => a.end - b.end)[0];
  return ok ? ok.end - t : null;
}

async function redisRecovery(api: Api, back: number) {
  // Rate limits and realtime use Redis again once the process reports it ready.
  for (;;) {
    const res = await fetch(`${api.url}/api/ready`).catch(() => null);
    const body = res?.ok ? ((await res.json()) as { data: { redis: boolean } }) : null;
    if (body?.data.redis) return now() - back;
    if (now() - back > 60_000) return null;
    await sleep(100);
  }
}

// ---------------------------------------------------------------- main

async function main() {
  say(`working in ${work}`);
  const postgres = await startPostgresCluster();
  say(`PostgreSQL (throwaway cluster) on port ${postgres.port}`);
  const redis = await startRedis();
  say(`Redis (throwaway) on port ${redis.port}`);

  const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url };
  const first = await startApi('api-1', env);
  await waitReady(first); // migrations run once, then the second process finds them done
  const second = await startApi('api-2', env);
  await waitReady(second);
  const apis = [first, second];
  say(`two API processes: ${apis.map((a) => a.url).join(', ')}`);

  const people: Person[] = [];
  for (let i = 0; i < CLIENTS; i++) people.push(await signUp(apis[i % 2] as Api, i));
  outcomes.length = 0; // the sign-ups are set-up, not load
  const t0 = now();
  const at = (fraction: number) => t0 + fraction * SECONDS * 1000;
  // On a busy machine a phase can take longer than planned (PostgreSQL's crash recovery, say): each fault then
  // waits until the one before it is over, grace included, so no two windows overlap, and the load goes on
  // until the last service has been back for a while.
  const notBefore = (fraction: number, earliest = 0) => sleep(Math.max(at(fraction), earliest) - now());
  let until = at(1);
  say(`${CLIENTS} signed-in clients writing for ${SECONDS} s`);
  const load = Promise.all(people.map((p, i) => client(i, p, people, apis, () => until)));

  const windows = { pgStop: 0, pgBack: 0, terminateFirst: 0, terminateLast: 0, redisStop: 0, redisBack: 0 };
  await notBefore(PG_STOP);
  windows.pgStop = now();
  await postgres.stop('immediate');
  say('PostgreSQL stopped (immediate: as a crash)');
  await notBefore(PG_START);
  await postgres.start();
  windows.pgBack = now();
  say('PostgreSQL back');

  await notBefore(PG_TERMINATE, windows.pgBack + GRACE_MS + 1_000);
  const terminated: number[] = [];
  windows.terminateFirst = now();
  for (let round = 0; round < TERMINATE_ROUNDS; round++) {
    if (round) await sleep(TERMINATE_EVERY_MS);
    windows.terminateLast = now();
    terminated.push(await postgres.terminate());
  }
  say(`every API connection ended ${TERMINATE_ROUNDS} times (${terminated.join(', ')} connections)`);

  await notBefore(REDIS_STOP, windows.terminateLast + GRACE_MS + 1_000);
  windows.redisStop = now();
  await redis.stop();
  say('Redis killed');
  await notBefore(REDIS_START, windows.redisStop + (REDIS_START - REDIS_STOP) * SECONDS * 1000);
  await redis.start();
  windows.redisBack = now();
  say('Redis back');
  until = Math.max(until, windows.redisBack + 2 * GRACE_MS);
  const redisRecovered = await Promise.all(apis.map((a) => redisRecovery(a, windows.redisBack)));

  await load;
  say('load finished; checking the database');
  const { acked, missing } = await lostWrites(postgres.url);

  const inPgWindow = (o: Outcome) => o.end >= windows.pgStop && o.start <= windows.pgBack + GRACE_MS;
  const inTerminateWindow = (o: Outcome) =>
    o.end >= windows.terminateFirst && o.start <= windows.terminateLast + GRACE_MS;
  const inRedisWindow = (o: Outcome) => o.end >= windows.redisStop && o.start <= windows.redisBack + GRACE_MS;
  const is5xx = (o: Outcome) => o.status >= 500;
  const fivexxOutside = outcomes.filter((o) => is5xx(o) && !inPgWindow(o) && !inTerminateWindow(o));
  const fivexxNot503 = outcomes.filter((o) => is5xx(o) && o.status !== 503);
  const unansweredOutside = outcomes.filter((o) => o.status === 0 && !inPgWindow(o));
  const without = (status: number) => outcomes.filter((o) => o.status === status && !o.retryAfter);
  const missingRetryAfter = [...without(429), ...without(503)];
  const crashed = apis.filter((a) => a.exited());
  // Every connection's errors are handled where it lives (db/client.ts); server.ts's net must never be needed.
  const escaped = apis.reduce((n, a) => n + (readLog(a.log).match(/carrying on/g) ?? []).length, 0);

  const count = (pred: (o: Outcome) => boolean) => String(outcomes.filter(pred).length);
  const ms = (v: number | null) => (v === null ? 'never' : `${(v / 1000).toFixed(2)} s`);
  const ok = (bad: boolean) => (bad ? 'FAIL' : 'ok');
  const rows: Array<[string, string, string]> = [
    ['measure', 'value', 'check'],
    ['requests', String(outcomes.length), ''],
    ['  2xx', count((o) => o.status >= 200 && o.status < 300), ''],
    ['  4xx (429 included)', count((o) => o.status >= 400 && o.status < 500), ''],
    ['  429', count((o) => o.status === 429), ''],
    ['  5xx', count(is5xx), ''],
    ['  no answer', count((o) => o.status === 0), ''],
    ['acknowledged writes', String(acked), ''],
    ['acknowledged writes lost', String(missing.length), ok(missing.length > 0)],
    [
      `PostgreSQL outage (${ms(windows.pgBack - windows.pgStop)}): 503`,
      count((o) => inPgWindow(o) && o.status === 503),
      '',
    ],
    [
      `connections ended (${TERMINATE_ROUNDS} times, ${TERMINATE_EVERY_MS / 1000} s apart): 503`,
      count((o) => inTerminateWindow(o) && o.status === 503),
      '',
    ],
    ['5xx outside the PostgreSQL windows', String(fivexxOutside.length), ok(fivexxOutside.length > 0)],
    [
      `  of them during the Redis outage (${ms(windows.redisBack - windows.redisStop)})`,
      count((o) => is5xx(o) && inRedisWindow(o)),
      '',
    ],
    ['5xx other than 503', String(fivexxNot503.length), ok(fivexxNot503.length > 0)],
    [
      'no answer outside the PostgreSQL outage',
      String(unansweredOutside.length),
      ok(unansweredOutside.length > 0),
    ],
    ['429/503 without Retry-After', String(missingRetryAfter.length), ok(missingRetryAfter.length > 0)],
    ...apis.map((a): [string, string, string] => [
      `${a.name}: first success after PostgreSQL is back`,
      ms(firstSuccessAfter(a.name, windows.pgBack)),
      ok(firstSuccessAfter(a.name, windows.pgBack) === null),
    ]),
    ...apis.map((a): [string, string, string] => [
      `${a.name}: first success after its connections were last ended`,
      ms(firstSuccessAfter(a.name, windows.terminateLast)),
      ok(firstSuccessAfter(a.name, windows.terminateLast) === null),
    ]),
    ...apis.map((a, i): [string, string, string] => [
      `${a.name}: using Redis again after it is back`,
      ms(redisRecovered[i] ?? null),
      ok(redisRecovered[i] === null),
    ]),
    ['database errors that reached the process (server.ts: "carrying on")', String(escaped), ok(escaped > 0)],
    ['API processes crashed or restarted', String(crashed.length), ok(crashed.length > 0)],
  ];
  console.log('');
  printTable(rows);
  console.log(
    `\nPostgreSQL window: ${ms(windows.pgStop)}–${ms(windows.pgBack)} (+${GRACE_MS / 1000} s grace); ` +
      `connections ended: ${ms(windows.terminateFirst)}–${ms(windows.terminateLast)} (+${GRACE_MS / 1000} s grace); ` +
      `Redis window: ${ms(windows.redisStop)}–${ms(windows.redisBack)}.`,
  );
  const show = (label: string, list: Outcome[]) => {
    if (!list.length) return;
    console.log(`\n${label}:`);
    for (const o of list.slice(0, 15))
      console.log(`  ${o.api} ${o.op} ${o.status} at ${ms(o.start)}–${ms(o.end)}`);
  };
  show('5xx outside the PostgreSQL windows', fivexxOutside);
  show('5xx other than 503', fivexxNot503);
  show('no answer outside the PostgreSQL outage', unansweredOutside);
  if (missing.length) console.log(`\nlost: ${missing.slice(0, 20).join(', ')}`);
  for (const a of crashed) console.log(`\n${a.name} exited:\n${tail(a.log)}`);

  // Every row with a check is one: the table and the exit code cannot disagree.
  const checks = rows.slice(1).filter((r) => r[2] !== '');
  const failures = checks.filter((r) => r[2] === 'FAIL').length;
  const failed = failures > 0;
  if (failed) console.log(`\nAPI logs: ${apis.map((a) => a.log).join(', ')} (kept with FAULTS_KEEP=1)`);
  console.log(`\nfaults: ${checks.length - failures} passed, ${failures} failed`);
  return failed ? 1 : 0;
}

/** Once, whoever asks first (the end of main, a failure, a signal); everyone waits for the same work. */
let cleaning: Promise<void> | undefined;
const cleanUp = () => {
  cleaning ??= removeEverything();
  return cleaning;
};
async function removeEverything() {
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (err) {
      console.error('clean-up:', (err as Error).message);
    }
  }
  if (process.env.FAULTS_KEEP !== '1') rmSync(work, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (err) => {
    console.error('test:faults could not run:', err);
    await cleanUp();
    process.exit(2);
  });
