// npx tsx bench/account-timing.ts: does answering `user/sedRecoverPassword` and `user/reenviarConfirmacion`
// take longer when the address has an account? Prints the median time of each, known versus unknown, measured
// in this process with `inject` on an in-memory PGlite (BENCH_DATABASE_URL: a PostgreSQL server instead).
//   BENCH_ROUNDS  requests of each kind (default 200)
import { users } from '../apps/api/src/db/schema/index.js';
import { buildBenchApp } from './in-process-app.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const bench = await buildBenchApp({ sms: { send: async () => {} } });
const { app } = bench;
await app.ready();

// One account per request, so the per-account limits never answer instead of the code under test.
const known = Array.from({ length: rounds }, (_, i) => `conocida${i}@ejemplo.com`);
await app.db.insert(users).values(known.map((email) => ({ name: 'Ana', lastname: 'Ruiz', email })));

let n = 0;
async function timed(url: string, email: string) {
  const started = process.hrtime.bigint();
  const res = await app.inject({
    method: 'POST',
    url,
    payload: { email },
    remoteAddress: `10.${(++n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  // Let the message sent after the answer finish, so it does not land in the next measurement.
  await new Promise((r) => setTimeout(r, 30));
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

for (const url of ['/api/user/sedRecoverPassword', '/api/user/reenviarConfirmacion']) {
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    // Alternate, so both kinds see the same warm-up and background work.
    times.known.push(await timed(url, known[i] as string));
    times.unknown.push(await timed(url, `nadie${i}.${url.length}@ejemplo.com`));
  }
  console.log(
    `${url}: known ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms (median of ${rounds})`,
  );
}

await bench.close();
