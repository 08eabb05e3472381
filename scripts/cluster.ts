/**
 * `npm run test:cluster` (as root: it makes network namespaces): three API processes, each on a test host of
 * its own (a network namespace with its own address, joined by veth to a bridge), behind Debian's HAProxy on a
 * host of its own, with a throwaway PostgreSQL and Redis on another; 1 000 realtime streams and a steady write
 * load come from this (the root) namespace, from 100 addresses of its own on the bridge.
 *
 *   10.77.0.1          this namespace: the load (streams and writes), plus 10.77.0.100–199 as client addresses
 *   10.77.0.2  dtl-db  PostgreSQL :5432 and Redis :6379
 *   10.77.0.3  dtl-lb  HAProxy :8080 (scripts/lib/haproxy.ts: checks /api/ready every second, down after 3)
 *   10.77.0.11–13      dtl-api1..3: `node apps/api/dist/server.js` on :3000, DRAIN_SECONDS=5
 *
 * Mid-load one API process is killed (SIGKILL) and started again; then all three are restarted one after
 * another (SIGTERM: each drains, then stops). Streams reconnect like the web app (back-off from 1 s, sending
 * `Last-Event-ID`). Reports, and exits non-zero unless all hold:
 * - acknowledged writes lost: every 2xx friend request's row must be in the database at the end (0);
 * - notifications missed: every notification stored for a streamed person after the streams opened must reach
 *   each of that person's streams, live or replayed on reconnection (0);
 * - every stream connected again at the end, and no API process exited but those the test stopped.
 * Beside their goals, as figures that decide nothing: 5xx outside the failover window, which runs from the kill
 * until HAProxy marks that host down (goal 0), and delivery from publish to receipt across all streams (goal p99
 * ≤ 250 ms); and per-stream reconnection times, each restart's times and the machine's load average.
 *
 * Settings (environment): CLUSTER_STREAMS (1000), CLUSTER_PEOPLE (125), CLUSTER_WRITERS (20),
 * CLUSTER_LIMIT_MINUTES (8: runs took 5 to 7.5 on a busy 2-core machine), CLUSTER_KEEP=1 keeps the
 * temp folder (logs, HAProxy's configuration).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { throwawayRedis } from '../apps/api/test/throwaway-redis.js';
import { type Backend, startHaproxy } from './lib/haproxy.js';
import { printTable } from './lib/print-table.js';
import { makeTestNetwork, removeTestHosts } from './lib/test-hosts.js';
import { throwawayPostgres } from './lib/throwaway-postgres.js';

const ROOT = resolve(import.meta.dirname, '..');
const STREAMS = Number(process.env.CLUSTER_STREAMS ?? 1000);
const PEOPLE = Number(process.env.CLUSTER_PEOPLE ?? 125);
const WRITERS = Number(process.env.CLUSTER_WRITERS ?? 20);
/** Two sessions (a phone and a laptop) per person, the streams shared between them (5 per session at most). */
const SESSIONS_PER_PERSON = 2;
const CLIENT_ADDRESSES = 100;
/** The whole run stops here whatever happens (set-up, load, checks). */
const RUN_LIMIT_MS = Number(process.env.CLUSTER_LIMIT_MINUTES ?? 8) * 60_000;
/** What SIGTERM waits before closing: HAProxy needs 3 failed checks 1 s apart to take a host out, and one more. */
const DRAIN_SECONDS = 5;
/** A request with no answer after this long counts as unanswered. */
const REQUEST_TIMEOUT_MS = 15_000;
/** Each writer pauses this long (± half) between requests. */
const THINK_MS = 1_000;
/** After the load, how long notifications may still take to reach every stream. */
const SETTLE_MS = 30_000;

const SUBNET = '10.77.0';
const LB = { host: 'lb', address: `${SUBNET}.3`, port: 8080 };
const DB_ADDRESS = `${SUBNET}.2`;
const API_PORT = 3000;
const clientAddresses = Array.from({ length: CLIENT_ADDRESSES }, (_, i) => `${SUBNET}.${100 + i}`);

const started = Date.now();
const now = () => Date.now() - started;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const say = (text: string) => console.log(`[${(now() / 1000).toFixed(1).padStart(5)} s] ${text}`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

if (process.getuid?.() !== 0) {
  console.error(
    'test:cluster necesita ser root: crea espacios de red (ip netns), un puente y pares veth.\n' +
      'Ejecútalo como root (sudo npm run test:cluster).',
  );
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'detalle-cluster-'));
chmodSync(work, 0o755);
const cleanups: Array<() => void | Promise<void>> = [];

// ---------------------------------------------------------------- API hosts

type Api = {
  name: string;
  address: string;
  wrap: string[];
  log: string;
  proc: ChildProcess | null;
  exits: number;
};

function startApi(api: Api, env: Record<string, string>) {
  const out = openSync(api.log, 'a');
  const [cmd, ...args] = [...api.wrap, process.execPath, '--enable-source-maps', 'apps/api/dist/server.js'];
  const proc = spawn(cmd as string, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? work,
      PORT: String(API_PORT),
      HOST: api.address,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      DRAIN_SECONDS: String(DRAIN_SECONDS),
      // Only HAProxy's X-Forwarded-For is believed: rate limits count the clients' own addresses.
      TRUST_PROXY: LB.address,
      PUBLIC_URL: `http://${LB.address}:${LB.port}`,
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  api.proc = proc;
  proc.once('exit', () => {
    if (api.proc === proc) api.proc = null;
    api.exits += 1;
  });
  return proc;
}

async function stopApi(api: Api, signal: 'SIGTERM' | 'SIGKILL', timeoutMs = 20_000) {
  const proc = api.proc;
  if (!proc) return;
  proc.kill(signal);
  await Promise.race([once(proc, 'exit'), sleep(timeoutMs)]);
  if (proc.exitCode === null && proc.signalCode === null) {
    proc.kill('SIGKILL');
    await once(proc, 'exit');
  }
}

/** Generous: at a load average above 30 on two cores a process took over 120 s to start. */
async function waitReady(api: Api, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!api.proc) throw new Error(`${api.name} exited at start:\n${tail(api.log)}`);
    const res = await fetch(`http://${api.address}:${API_PORT}/api/ready`).catch(() => null);
    if (res?.ok) return;
    await sleep(250);
  }
  throw new Error(`${api.name} not ready after ${timeoutMs} ms:\n${tail(api.log)}`);
}

const tail = (file: string, lines = 30) => {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

// ---------------------------------------------------------------- HTTP through the load balancer

/** One keep-alive agent per client address: each address is a household or an office. */
const agents = new Map(
  // Idle sockets are let go before HAProxy's own keep-alive time-out (10 s) would close them under a request.
  clientAddresses.map((a) => [
    a,
    new http.Agent({ keepAlive: true, localAddress: a, maxSockets: 16, timeout: 5_000 }),
  ]),
);

/** `code`: the API's error code, absent when the answer was not the API's (HAProxy's own 502/503 page). */
type Outcome = { what: string; start: number; end: number; status: number; code?: string };
const outcomes: Outcome[] = [];

function call(
  what: string,
  from: string,
  method: string,
  path: string,
  opts: { token?: string; body?: object } = {},
): Promise<{ status: number; json: { data?: Record<string, unknown> } | null }> {
  const start = now();
  const body = opts.body ? JSON.stringify(opts.body) : undefined;
  return new Promise((done) => {
    const finish = (
      status: number,
      json: { data?: Record<string, unknown>; error?: { code?: string } } | null,
    ) => {
      outcomes.push({ what, start, end: now(), status, code: json?.error?.code });
      done({ status, json });
    };
    const req = http.request(
      {
        host: LB.address,
        port: LB.port,
        method,
        path,
        agent: agents.get(from),
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { 'type-token': opts.token } : {}),
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // an error page of HAProxy's
          }
          finish(res.statusCode ?? 0, json);
        });
        res.on('error', () => finish(0, null));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => finish(0, null));
    req.end(body);
  });
}

// ---------------------------------------------------------------- people and their streams

type Person = { i: number; id: string; email: string; tokens: string[]; home: string };

async function signUp(i: number): Promise<Person> {
  const home = clientAddresses[i % CLIENT_ADDRESSES] as string;
  const email = `nodo.${i}.${started}@example.com`;
  const password = `farola-azul-${i}-2027`;
  for (let attempt = 0; attempt < 5; attempt++) {
    const { status, json } = await call('sign-up', home, 'POST', '/api/person/save', {
      body: { name: `Persona ${i}`, lastname: 'Nodo', email, password },
    });
    if (status === 200 && json?.data?.token) {
      const tokens = [json.data.token as string];
      while (tokens.length < SESSIONS_PER_PERSON) {
        const login = await call('sign-in', home, 'POST', '/api/user/login', { body: { email, password } });
        if (login.status === 200 && login.json?.data?.token) tokens.push(login.json.data.token as string);
        else await sleep(500);
      }
      return { i, id: json.data.id as string, email, tokens, home };
    }
    await sleep(500);
  }
  throw new Error(`could not sign up person ${i}`);
}

/**
 * The web app's back-off (apps/web/src/lib/realtime.ts): 1 s, 2 s, 4 s … 30 s, each wait between half and all of
 * it, reset after each `ready`.
 */
const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt) * (0.5 + Math.random() * 0.5);

type Stream = {
  n: number;
  person: Person;
  token: string;
  from: string;
  lastEventId?: string;
  /** Notification id → when it first arrived. */
  received: Map<string, number>;
  duplicates: number;
  replayed: number;
  connected: boolean;
  /** When the connection dropped, until the next `ready`. */
  droppedAt: number | null;
  reconnects: Array<{ droppedAt: number; back: number }>;
  attempt: number;
  req: http.ClientRequest | null;
};

/** Publish-to-receipt times of live events, one per event and stream. */
const deliveries: number[] = [];
/** The same split where the API process stamped when it wrote the event: publish to write, write to receipt. */
const toWrite: number[] = [];
const toReceipt: number[] = [];
let closing = false;

function openStream(stream: Stream, onReady: () => void) {
  if (closing) return;
  const start = now();
  const req = http.request({
    host: LB.address,
    port: LB.port,
    path: '/api/notify/stream',
    localAddress: stream.from,
    agent: false,
    headers: {
      accept: 'text/event-stream',
      'type-token': stream.token,
      ...(stream.lastEventId === undefined ? {} : { 'last-event-id': stream.lastEventId }),
    },
  });
  stream.req = req;
  let ended = false;
  const dropped = () => {
    if (ended) return;
    ended = true;
    stream.connected = false;
    stream.req = null;
    if (closing) return;
    stream.droppedAt ??= now();
    const delay = backoff(stream.attempt);
    stream.attempt += 1;
    setTimeout(() => openStream(stream, onReady), delay);
  };
  req.on('response', (res) => {
    outcomes.push({ what: 'stream', start, end: now(), status: res.statusCode ?? 0 });
    if (res.statusCode !== 200) {
      res.resume();
      res.on('end', dropped);
      res.on('error', dropped);
      return;
    }
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      buffer += chunk;
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const id = /^id: (.*)$/m.exec(block)?.[1];
        if (id !== undefined) stream.lastEventId = id;
        const event = /^event: (.*)$/m.exec(block)?.[1];
        if (event === 'ready') {
          stream.connected = true;
          stream.attempt = 0;
          if (stream.droppedAt !== null) {
            stream.reconnects.push({ droppedAt: stream.droppedAt, back: now() });
            stream.droppedAt = null;
          }
          onReady();
        } else if (event === 'noti') {
          const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as {
            id: string;
            sentAt?: number;
            writtenAt?: number;
          };
          const at = Date.now();
          if (stream.received.has(data.id)) stream.duplicates += 1;
          else stream.received.set(data.id, at);
          if (data.sentAt) {
            deliveries.push(at - data.sentAt);
            if (data.writtenAt) {
              toWrite.push(data.writtenAt - data.sentAt);
              toReceipt.push(at - data.writtenAt);
            }
          } else stream.replayed += 1;
        }
      }
    });
    res.on('end', dropped);
    res.on('error', dropped);
  });
  req.on('error', () => {
    if (!stream.req || stream.req === req) {
      outcomes.push({ what: 'stream', start, end: now(), status: 0 });
      dropped();
    }
  });
  req.end();
}

// ---------------------------------------------------------------- load

type Ack = { a: string; b: string };
const acked: Ack[] = [];

async function writer(w: number, people: Person[], until: () => boolean) {
  const asked = new Set<string>();
  await sleep(Math.random() * THINK_MS); // people do not all press at the same moment
  while (!until()) {
    const me = people[Math.floor(Math.random() * people.length)] as Person;
    const other = people[Math.floor(Math.random() * people.length)] as Person;
    const pair = [me.id, other.id].sort().join(':');
    if (me === other || asked.has(pair)) continue;
    asked.add(pair);
    const { status } = await call('friend-request', me.home, 'POST', '/api/friend/request', {
      token: me.tokens[w % me.tokens.length],
      body: { userId: other.id },
    });
    if (status === 200) acked.push({ a: me.id, b: other.id });
    await sleep(THINK_MS / 2 + Math.random() * THINK_MS);
  }
}

// ---------------------------------------------------------------- figures

const percentile = (values: number[], p: number) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};
const ms = (v: number | null) =>
  v === null ? '–' : v >= 10_000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`;
const spread = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}, max ${ms(percentile(values, 100))} (${values.length})`;

// ---------------------------------------------------------------- main

async function main() {
  say(`working in ${work}; ${cpus().length} cores, load ${load()}`);
  const net = makeTestNetwork(`${SUBNET}.1`, 24);
  cleanups.push(removeTestHosts);
  net.addClientAddresses(clientAddresses);
  const dbWrap = net.addHost('db', DB_ADDRESS);
  const lbWrap = net.addHost(LB.host, LB.address);
  const apis: Api[] = [1, 2, 3].map((n) => ({
    name: `api${n}`,
    address: `${SUBNET}.${10 + n}`,
    wrap: net.addHost(`api${n}`, `${SUBNET}.${10 + n}`),
    log: join(work, `api${n}.log`),
    proc: null,
    exits: 0,
  }));
  say(
    `test hosts: db ${DB_ADDRESS}, lb ${LB.address}, ${apis.map((a) => `${a.name} ${a.address}`).join(', ')}`,
  );

  const postgres = await throwawayPostgres({
    work,
    host: DB_ADDRESS,
    port: 5432,
    maxConnections: 100,
    wrap: dbWrap,
    trustFrom: `${SUBNET}.0/24`,
  });
  cleanups.push(() => postgres.stop('immediate').catch(() => {}));
  const redis = await throwawayRedis({ host: DB_ADDRESS, port: 6379, wrap: dbWrap });
  cleanups.push(redis.stop);
  say(`PostgreSQL and Redis on ${DB_ADDRESS}`);

  // One shared folder stands in for S3-compatible storage (VAPID keys are written there once, too).
  const shared = join(work, 'shared');
  mkdirSync(shared);
  const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, DATA_DIR: shared };
  cleanups.push(async () => {
    await Promise.all(apis.map((a) => stopApi(a, 'SIGKILL')));
  });
  startApi(apis[0] as Api, env);
  await waitReady(apis[0] as Api); // migrations run once, then the others find them done
  for (const api of apis.slice(1)) startApi(api, env);
  await Promise.all(apis.slice(1).map((a) => waitReady(a)));

  const lb = await startHaproxy({
    work,
    wrap: lbWrap,
    bind: `${LB.address}:${LB.port}`,
    servers: apis.map((a): Backend => ({ name: a.name, address: `${a.address}:${API_PORT}` })),
  });
  cleanups.push(lb.stop);
  const states = new Map<string, string>();
  const transitions: Array<{ at: number; server: string; status: string }> = [];
  const upNow = async () => {
    const seen = await lb.states().catch(() => new Map<string, string>());
    for (const [server, status] of seen) {
      if (states.get(server) !== status) transitions.push({ at: now(), server, status });
      states.set(server, status);
    }
  };
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      await upNow();
      await sleep(100);
    }
  })();
  cleanups.push(async () => {
    watching = false;
    await watcher;
  });
  const waitState = async (server: string, want: (s: string) => boolean, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (want(states.get(server) ?? '')) return now();
      await sleep(50);
    }
    throw new Error(`HAProxy: ${server} never became what was expected (${states.get(server)})`);
  };
  for (const api of apis) await waitState(api.name, (s) => s === 'UP');
  say(`HAProxy on ${LB.address}:${LB.port}, the three hosts up; load ${load()}`);

  // People sign up through the load balancer, a few at a time (each hashes a password).
  const people: Person[] = [];
  for (let i = 0; i < PEOPLE; i += 8) {
    const batch = Array.from({ length: Math.min(8, PEOPLE - i) }, (_, k) => signUp(i + k));
    people.push(...(await Promise.all(batch)));
  }
  say(`${people.length} people signed up, ${SESSIONS_PER_PERSON} sessions each; load ${load()}`);

  const streams: Stream[] = [];
  await Promise.all(
    Array.from({ length: STREAMS }, async (_, n) => {
      const person = people[n % people.length] as Person;
      const stream: Stream = {
        n,
        person,
        token: person.tokens[Math.floor(n / people.length) % SESSIONS_PER_PERSON] as string,
        from: clientAddresses[n % CLIENT_ADDRESSES] as string,
        received: new Map(),
        duplicates: 0,
        replayed: 0,
        connected: false,
        droppedAt: null,
        reconnects: [],
        attempt: 0,
        req: null,
      };
      streams.push(stream);
      await sleep(Math.floor(n / 50) * 100); // 50 at a time, as a crowd arriving
      await new Promise<void>((ready) => {
        let first = true;
        openStream(stream, () => {
          if (first) ready();
          first = false;
        });
      });
    }),
  );
  cleanups.push(() => {
    closing = true;
    for (const s of streams) s.req?.destroy();
  });
  say(`${streams.length} streams open (${perHost()}); load ${load()}`);
  function perHost() {
    return apis.map((a) => `${a.name}: ${a.proc ? 'up' : 'down'}`).join(', ');
  }
  // Notifications stored from now on must reach every stream of their person.
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  cleanups.push(() => db.end().catch(() => {}));
  const since = (await db.query<{ t: Date }>('select now() as t')).rows[0]?.t as Date;
  outcomes.length = 0; // the set-up is not the load

  // Receipt is timed in this process, which holds every stream and every writer: how late its own event loop
  // ran says how much of the delivery time is the measurer rather than the system.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const loadStart = now();
  let stopLoad = false;
  const writers = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w, people, () => stopLoad)));
  say(`${WRITERS} writers sending friend requests`);

  const victim = apis[1] as Api;
  await sleep(10_000);
  const killedAt = now();
  await stopApi(victim, 'SIGKILL');
  say(`${victim.name} killed (SIGKILL); load ${load()}`);
  const downAt = await waitState(victim.name, (s) => s.startsWith('DOWN'));
  say(`HAProxy marked ${victim.name} down after ${ms(downAt - killedAt)}`);
  await sleep(Math.max(0, killedAt + 10_000 - now()));
  startApi(victim, env);
  const backAt = now();
  await waitReady(victim);
  const readyAt = now();
  const upAt = await waitState(victim.name, (s) => s === 'UP');
  say(
    `${victim.name} started again: ready after ${ms(readyAt - backAt)}, up in HAProxy after ${ms(upAt - backAt)}`,
  );

  await sleep(3_000);
  const rolling: Array<{ name: string; termAt: number; exitAt: number; upAt: number; downAt: number }> = [];
  const rollStart = now();
  for (const api of apis) {
    const termAt = now();
    const exited = api.proc ? once(api.proc, 'exit') : Promise.resolve();
    const marked = waitState(api.name, (s) => s.startsWith('DOWN'));
    api.proc?.kill('SIGTERM');
    await exited;
    const exitAt = now();
    const downAt = await marked;
    startApi(api, env);
    await waitReady(api);
    const readyAt = now();
    const upAt = await waitState(api.name, (s) => s === 'UP');
    rolling.push({ name: api.name, termAt, exitAt, upAt, downAt });
    say(
      `${api.name} restarted: down in HAProxy ${ms(downAt - termAt)} after SIGTERM, exited after ` +
        `${ms(exitAt - termAt)}, ready again after ${ms(readyAt - termAt)}, up after ${ms(upAt - termAt)}; load ${load()}`,
    );
    await sleep(3_000);
  }
  const rollEnd = now();
  await sleep(10_000);
  stopLoad = true;
  await writers;
  const loadEnd = now();
  loopDelay.disable();
  const loadAtEnd = load();
  say(`load finished after ${ms(loadEnd - loadStart)}; load ${loadAtEnd}`);

  // Every notification stored for a streamed person since the streams opened, and who has not had it yet.
  const streamsOf = new Map<string, Stream[]>();
  for (const s of streams) streamsOf.set(s.person.id, [...(streamsOf.get(s.person.id) ?? []), s]);
  const missing = async () => {
    const { rows } = await db.query<{ id: string; user_id: string }>(
      'select id, user_id from notifications where user_id = any($1::uuid[]) and created_at >= $2',
      [[...streamsOf.keys()], since],
    );
    const gaps: Array<{ id: string; stream: number }> = [];
    for (const row of rows)
      for (const s of streamsOf.get(row.user_id) ?? [])
        if (!s.received.has(row.id)) gaps.push({ id: row.id, stream: s.n });
    return { stored: rows.length, gaps };
  };
  const settleStart = now();
  let result = await missing();
  while (result.gaps.length > 0 && now() - settleStart < SETTLE_MS) {
    await sleep(1_000);
    result = await missing();
  }
  const settled = now() - settleStart;

  // Acknowledged friend requests: the pair's row must be there.
  let lost = 0;
  for (const a of acked) {
    const { rowCount } = await db.query(
      `select 1 from friendships where least(requester_id, addressee_id) = least($1::uuid, $2::uuid)
         and greatest(requester_id, addressee_id) = greatest($1::uuid, $2::uuid)`,
      [a.a, a.b],
    );
    if (!rowCount) lost += 1;
  }

  const is5xx = (o: Outcome) => o.status >= 500;
  const inFailover = (o: Outcome) => o.end >= killedAt && o.start <= downAt;
  const outside = outcomes.filter((o) => is5xx(o) && !inFailover(o));
  const writes = outcomes.filter((o) => o.what === 'friend-request');
  const count = (list: Outcome[], pred: (o: Outcome) => boolean) => String(list.filter(pred).length);
  const reconnects = streams.flatMap((s) => s.reconnects.map((r) => ({ ...r, took: r.back - r.droppedAt })));
  const afterKill = reconnects
    .filter((r) => r.droppedAt >= killedAt && r.droppedAt < rollStart)
    .map((r) => r.took);
  const afterDrain = reconnects.filter((r) => r.droppedAt >= rollStart).map((r) => r.took);
  const stillDown = streams.filter((s) => !s.connected).length;
  const replayed = streams.reduce((n, s) => n + s.replayed, 0);
  const duplicates = streams.reduce((n, s) => n + s.duplicates, 0);
  const unexpectedExits = apis.reduce((n, a) => n + a.exits, 0) - 1 - apis.length; // the kill, the restarts

  // The verdict: what must never happen. Goals are printed beside their figure, met or not, and decide nothing:
  // on a machine busy with other work a few 5xx or a slow delivery say more about the machine than the code.
  const ok = (bad: boolean) => (bad ? 'FAIL' : 'ok');
  const goal = (met: boolean, what: string) => `goal ${what}: ${met ? 'met' : 'missed'}`;
  const deliveryP99 = percentile(deliveries, 99);
  const rows: Array<[string, string, string]> = [
    ['measure', 'value', 'check'],
    ['streams (people × sessions)', `${streams.length} (${people.length} × ${SESSIONS_PER_PERSON})`, ''],
    ['load (writers, duration)', `${WRITERS} writers, ${ms(loadEnd - loadStart)}`, ''],
    ['writes (friend requests)', String(writes.length), ''],
    ['  2xx (acknowledged)', String(acked.length), ''],
    ['  4xx', count(writes, (o) => o.status >= 400 && o.status < 500), ''],
    ['  5xx', count(writes, is5xx), ''],
    ['  no answer', count(writes, (o) => o.status === 0), ''],
    ['acknowledged writes lost', String(lost), ok(lost > 0)],
    ['failover window (SIGKILL until HAProxy marks it down)', ms(downAt - killedAt), ''],
    [
      '5xx in the failover window (writes and stream opens)',
      count(outcomes, (o) => is5xx(o) && inFailover(o)),
      '',
    ],
    ['5xx outside the failover window', String(outside.length), goal(outside.length === 0, '0')],
    ['stream reconnections after the kill', spread(afterKill), ''],
    ['stream reconnections in the rolling restart', spread(afterDrain), ''],
    ['streams not connected at the end', String(stillDown), ok(stillDown > 0)],
    ['notifications stored for streamed people', String(result.stored), ''],
    [
      'deliveries expected (each to every stream of its person)',
      String(result.stored * (streams.length / people.length)),
      '',
    ],
    ['  replayed on reconnection (Last-Event-ID)', String(replayed), ''],
    ['  duplicates received', String(duplicates), ''],
    [
      `notifications missed by a stream (after ${ms(settled)} to settle)`,
      String(result.gaps.length),
      ok(result.gaps.length > 0),
    ],
    [
      'delivery, publish to receipt, live events on every stream',
      spread(deliveries),
      goal(deliveryP99 !== null && deliveryP99 <= 250, 'p99 ≤ 250 ms'),
    ],
    ['  publish to write (Redis, the API process, its session check)', spread(toWrite), ''],
    ['  write to receipt (HAProxy, this process reading)', spread(toReceipt), ''],
    [
      "  this process's event-loop delay during the load",
      `p50 ${ms(loopDelay.percentile(50) / 1e6)}, p99 ${ms(loopDelay.percentile(99) / 1e6)}, max ${ms(loopDelay.max / 1e6)}`,
      '',
    ],
    ['API processes that exited unexpectedly', String(Math.max(0, unexpectedExits)), ok(unexpectedExits > 0)],
    ['load average (1, 5, 15 min) at the end of the load', loadAtEnd, ''],
  ];
  console.log('');
  printTable(rows);
  console.log(
    `\nkill at ${ms(killedAt - loadStart)} into the load; rolling restart ${ms(rollStart - loadStart)}–${ms(rollEnd - loadStart)}` +
      ` (${rolling.map((r) => `${r.name}: out of HAProxy ${ms(r.downAt - r.termAt)}, exit ${ms(r.exitAt - r.termAt)}, back ${ms(r.upAt - r.termAt)}`).join('; ')}).`,
  );
  const streamOpens = outcomes.filter((o) => o.what === 'stream');
  const byStatus = new Map<number, number>();
  for (const o of streamOpens) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
  console.log(
    `stream opens during the load by answer: ${[...byStatus].map(([status, n]) => `${status || 'no answer'}: ${n}`).join(', ')}.`,
  );
  const unanswered = outcomes.filter((o) => o.status === 0 && o.what !== 'stream');
  if (unanswered.length) {
    console.log(
      '\nwrites without an answer (connection closed or 15 s time-out), from the start of the load:',
    );
    for (const o of unanswered.slice(0, 15))
      console.log(`  ${o.what} at ${ms(o.start - loadStart)}–${ms(o.end - loadStart)}`);
  }
  if (outside.length) {
    console.log('\n5xx outside the failover window:');
    for (const o of outside.slice(0, 15))
      console.log(
        `  ${o.what} ${o.status} ${o.code ?? "(HAProxy's)"} at ${ms(o.start - loadStart)}–${ms(o.end - loadStart)}`,
      );
  }
  if (result.gaps.length) {
    const byId = new Map<string, number>();
    for (const g of result.gaps) byId.set(g.id, (byId.get(g.id) ?? 0) + 1);
    console.log(`\nmissed: ${byId.size} notifications, ${result.gaps.length} deliveries`);
  }
  const checks = rows.slice(1).filter((r) => r[2] === 'ok' || r[2] === 'FAIL');
  const failures = checks.filter((r) => r[2] === 'FAIL').length;
  if (failures) console.log(`\nlogs in ${work} (kept with CLUSTER_KEEP=1)`);
  console.log(`\ncluster: ${checks.length - failures} passed, ${failures} failed`);
  return failures ? 1 : 0;
}

/** Once, whoever asks first (the end of main, a failure, a signal, the time limit). */
let cleaning: Promise<void> | undefined;
const cleanUp = () => {
  cleaning ??= (async () => {
    closing = true;
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error('clean-up:', (err as Error).message);
      }
    }
    for (const agent of agents.values()) agent.destroy();
    if (process.env.CLUSTER_KEEP !== '1') rmSync(work, { recursive: true, force: true });
  })();
  return cleaning;
};

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });
}
const limit = setTimeout(() => {
  console.error(`\ntest:cluster: over ${RUN_LIMIT_MS / 60_000} minutes, stopping`);
  void cleanUp().then(() => process.exit(2));
}, RUN_LIMIT_MS);

main()
  .then(async (code) => {
    clearTimeout(limit);
    await cleanUp();
    process.exit(code);
  })
  .catch(async (err) => {
    console.error('test:cluster could not run:', err);
    clearTimeout(limit);
    await cleanUp();
    process.exit(2);
  });
