// npx tsx bench/realtime.ts: how long from `app.notify()` to the `noti` event on open realtime streams (the job
// queue is woken at once, not at its 2 s poll; the tests check that it arrives, this how soon), and how many
// session checks (the query each stream's check runs before it writes) that took.
// In-memory PGlite (BENCH_DATABASE_URL: a PostgreSQL server instead). Streams and API share this process.
//   BENCH_ROUNDS   rounds (default 50); in each, every person is sent one notification at once
//   BENCH_STREAMS  streams open (default 1). As in `test:cluster`: 2 sessions per person (a phone and a laptop),
//                  4 streams per session, so 1 000 streams are 125 people; from 127.0.0.2 on, 16 per address
import { request } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { users } from '../apps/api/src/db/schema/index.js';
import { createSession } from '../apps/api/src/modules/sessions/service.js';
import { buildBenchApp } from './in-process-app.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 50);
const streamCount = Number(process.env.BENCH_STREAMS ?? 1);
const STREAMS_PER_SESSION = 4;
const SESSIONS_PER_PERSON = 2;
const STREAMS_PER_ADDRESS = 16;

// Session checks, counted where the statements reach the driver (either one), whatever code sends them.
let checks = 0;
const isCheck = (text: unknown) => typeof text === 'string' && /from "sessions" where/.test(text);
for (const proto of [pg.Pool.prototype, PGlite.prototype] as { query: (...args: unknown[]) => unknown }[]) {
  const original = proto.query;
  proto.query = function query(this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    if (isCheck(typeof first === 'string' ? first : first?.text)) checks += 1;
    return original.apply(this, args);
  };
}

const bench = await buildBenchApp();
const { app } = bench;
const url = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));

type Stream = { person: number; req: ReturnType<typeof request> | null };
const people: { id: string; tokens: string[] }[] = [];
const perPerson = STREAMS_PER_SESSION * SESSIONS_PER_PERSON;
for (let p = 0; p * perPerson < streamCount; p++) {
  const [user] = await app.db
    .insert(users)
    .values({ name: 'Ana', lastname: `Ruiz ${p}`, email: `ana${p}@ejemplo.com` })
    .returning();
  const id = (user as { id: string }).id;
  const tokens = [];
  for (let s = 0; s < SESSIONS_PER_PERSON; s++) tokens.push(await createSession({ db: app.db, userId: id }));
  people.push({ id, tokens });
}

// When each event (by id) reached each stream, and who waits for the last of them.
const heard = new Map<string, number[]>();
const waiters = new Map<string, { need: number; done: () => void }>();
const hear = (id: string) => {
  const times = heard.get(id) ?? [];
  times.push(performance.now());
  heard.set(id, times);
  const waiter = waiters.get(id);
  if (waiter && times.length >= waiter.need) waiter.done();
};

function open(n: number): Promise<Stream> {
  const person = Math.floor(n / perPerson);
  const token = people[person]?.tokens[Math.floor((n % perPerson) / STREAMS_PER_SESSION)] as string;
  const stream: Stream = { person, req: null };
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: '/api/notify/stream',
        localAddress: `127.0.0.${2 + Math.floor(n / STREAMS_PER_ADDRESS)}`,
        headers: { 'type-token': token },
      },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`stream ${n}: ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (/^event: ready$/m.test(block)) resolve(stream);
            const data = /^event: noti$/m.test(block) ? /^data: (.*)$/m.exec(block)?.[1] : undefined;
            if (data) hear((JSON.parse(data) as { id: string }).id);
          }
        });
      },
    );
    req.on('error', () => {}); // destroyed at the end
    req.end();
    stream.req = req;
  });
}

const streams: Stream[] = [];
for (let n = 0; n < streamCount; n += 50) {
  const batch = [];
  for (let m = n; m < Math.min(streamCount, n + 50); m++) batch.push(open(m));
  streams.push(...(await Promise.all(batch)));
}
const streamsOf = (person: number) => streams.filter((s) => s.person === person).length;

const times: number[] = [];
const roundTimes: number[] = [];
checks = 0;
for (let i = 0; i < rounds; i++) {
  const started = performance.now();
  await Promise.all(
    people.map(async (person, p) => {
      const need = streamsOf(p);
      let done: () => void = () => {};
      const all = new Promise<void>((r) => (done = r));
      const { id } = await app.notify({ userId: person.id, type: 'list', title: `Aviso ${i}` });
      waiters.set(id, { need, done });
      if ((heard.get(id)?.length ?? 0) >= need) done();
      await all;
      for (const at of heard.get(id) ?? []) times.push(at - started);
      heard.delete(id);
      waiters.delete(id);
    }),
  );
  roundTimes.push(performance.now() - started);
}
const at = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN).toFixed(1);
};
console.log(
  `${streams.length} streams of ${people.length} people (${people.length * SESSIONS_PER_PERSON} sessions), ${rounds} rounds of ${people.length} notifications at once`,
);
console.log(
  `notify → noti on each stream: median ${at(times, 0.5)} ms, p90 ${at(times, 0.9)} ms, p99 ${at(times, 0.99)} ms, max ${at(times, 1)} ms (${times.length} deliveries)`,
);
console.log(`a whole round: median ${at(roundTimes, 0.5)} ms, max ${at(roundTimes, 1)} ms`);
console.log(`session checks (queries): ${checks}, ${(checks / rounds).toFixed(1)} a round`);

for (const s of streams) s.req?.destroy();
await bench.close();
