// npx tsx bench/realtime.ts: how long from `app.notify()` to the `noti` event on an open realtime stream
// (the job queue is woken at once, not at its 2 s poll; the tests check that it arrives, this how soon).
// In-memory PGlite (BENCH_DATABASE_URL: a PostgreSQL server instead).
//   BENCH_ROUNDS  notifications sent, one at a time (default 50)
import { users } from '../apps/api/src/db/schema/index.js';
import { createSession } from '../apps/api/src/modules/sessions/service.js';
import { buildBenchApp } from './in-process-app.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 50);
const bench = await buildBenchApp();
const { app } = bench;
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const [user] = await app.db
  .insert(users)
  .values({ name: 'Ana', lastname: 'Ruiz', email: 'ana@ejemplo.com' })
  .returning();
const userId = (user as { id: string }).id;
const token = await createSession({ db: app.db, userId });

// Each `noti` event resolves the waiter of its id (or is remembered, should it come before the waiter).
const waiting = new Map<string, () => void>();
const heardIds = new Set<string>();
let ready: () => void = () => {};
const opened = new Promise<void>((r) => (ready = r));
const controller = new AbortController();
const res = await fetch(`${url}/api/notify/stream`, {
  headers: { 'type-token': token },
  signal: controller.signal,
});
(async () => {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (/^event: ready$/m.test(block)) ready();
        const data = /^event: noti$/m.test(block) ? /^data: (.*)$/m.exec(block)?.[1] : undefined;
        if (data) {
          const { id } = JSON.parse(data) as { id: string };
          heardIds.add(id);
          waiting.get(id)?.();
        }
      }
    }
  } catch {
    // aborted at the end
  }
})();
await opened;

const times: number[] = [];
for (let i = 0; i < rounds; i++) {
  const started = process.hrtime.bigint();
  let arrived: () => void = () => {};
  const heard = new Promise<void>((r) => (arrived = r));
  const { id } = await app.notify({ userId, type: 'list', title: `Aviso ${i}` });
  waiting.set(id, arrived);
  if (heardIds.has(id)) arrived();
  await heard;
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
}
times.sort((a, b) => a - b);
const at = (q: number) =>
  (times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? Number.NaN).toFixed(1);
console.log(
  `notify → noti on the stream: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms (${rounds} rounds)`,
);

controller.abort();
await bench.close();
