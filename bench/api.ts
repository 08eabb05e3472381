// npm run bench: requests/s and p99 latency of the API next to a bare Fastify + pg baseline,
// all started in this run, each server in its own process, autocannon in this one.
//   BENCH_DATABASE_URL  PostgreSQL for the baseline and the app (default: the local `test` database)
//   BENCH_SECONDS       seconds per scenario (default 5)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;
/** Copies of each demo product added on PostgreSQL: 276 × 363 ≈ 100 000. */
const COPIES = Number(process.env.BENCH_COPIES ?? 363);
const children: ChildProcess[] = [];

function start(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function measure(url: string, headers?: Record<string, string>) {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * One person with 50 lists, the first public with 25 gifts from the grown catalogue,
 * made through the API as a person would.
 */
async function seedLists(base: string) {
  const call = async (path: string, body: unknown, token = '') => {
    const res = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Type-token': token },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
  const person = await call('/person/save', {
    name: 'Banco',
    lastname: 'Pruebas',
    email: `bench.${process.pid}@example.com`,
    password: 'medir-sin-prisa-2027',
  });
  const token = String(person.token);
  const products = await fetch(`${base}/api/product/getPagination?lim=25&pos=1000`).then(
    async (r) => ((await r.json()) as { data: { list: { id: string }[] } }).data.list,
  );
  let publicListId = '';
  for (let i = 0; i < 50; i++) {
    const list = await call(
      '/list/save',
      { name: `Lista ${i + 1}`, visibility: i === 0 ? 'public' : 'friends' },
      token,
    );
    if (i === 0) publicListId = String(list.id);
  }
  for (const product of products)
    await call('/list/gift/save', { listId: publicListId, productId: product.id }, token);
  return { token, publicListId };
}

async function main() {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });

  // Our app gets a database of its own on the same server as the baseline.
  const dbName = `detalle_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  const appDbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const dataDirs = [
    mkdtempSync(join(tmpdir(), 'detalle-bench-')),
    mkdtempSync(join(tmpdir(), 'detalle-bench-')),
  ];

  try {
    start(['--import', 'tsx', 'bench/baseline-server.ts'], { PORT: '4101', DATABASE_URL: adminUrl });
    const common = { HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    start(['apps/api/dist/server.js'], {
      ...common,
      PORT: '4102',
      DATA_DIR: dataDirs[0] as string,
      DATABASE_URL: appDbUrl,
    });
    start(['apps/api/dist/server.js'], {
      ...common,
      PORT: '4103',
      DATA_DIR: dataDirs[1] as string,
      DATABASE_URL: '',
    });
    await Promise.all([
      waitFor('http://127.0.0.1:4101/hello'),
      waitFor('http://127.0.0.1:4102/api/ready'),
      waitFor('http://127.0.0.1:4103/api/ready'),
    ]);

    // Grow the PostgreSQL catalogue to ~100 000 products (copies of the demo ones with a suffix),
    // so search and paging are measured at a realistic size.
    const appDb = new pg.Client({ connectionString: appDbUrl });
    await appDb.connect();
    await appDb.query(`insert into products (name, description, price_minor, currency, image, shop, stand_out, category_id, subcategory_id, created_at)
      select p.name || ' ' || g, p.description, p.price_minor, p.currency, p.image, p.shop, false, p.category_id, p.subcategory_id, p.created_at - g * interval '1 minute'
      from products p cross join generate_series(1, ${COPIES}) g where p.owner_id is null`);
    await appDb.query('analyze products');
    const { rows } = await appDb.query('select count(*)::int as n from products');
    await appDb.end();
    console.log(`catalogue on PostgreSQL: ${rows[0].n} products`);

    const lists = await seedLists('http://127.0.0.1:4102');

    const read = '/api/product/getPagination?lim=20&pos=0&standOut=true';
    const search = '/api/product/getPagination?lim=20&pos=0&sea=cafetera';
    const scenarios: { name: string; url: string; headers?: Record<string, string>; vs?: number }[] = [
      { name: 'baseline: Fastify hello', url: 'http://127.0.0.1:4101/hello' },
      { name: 'baseline: Fastify + pg select 1', url: 'http://127.0.0.1:4101/db' },
      { name: 'Detalle GET /api/health', url: 'http://127.0.0.1:4102/api/health', vs: 0 },
      { name: 'Detalle product page (PostgreSQL)', url: `http://127.0.0.1:4102${read}`, vs: 1 },
      { name: 'Detalle product page (PGlite)', url: `http://127.0.0.1:4103${read}`, vs: 1 },
      { name: 'Detalle search "cafetera" (PostgreSQL)', url: `http://127.0.0.1:4102${search}`, vs: 1 },
      {
        name: 'Detalle page 250 of the catalogue (PG)',
        url: `http://127.0.0.1:4102/api/product/getPagination?lim=20&pos=5000`,
        vs: 1,
      },
      {
        name: 'Detalle public list, 25 gifts (PG)',
        url: `http://127.0.0.1:4102/api/list/get/${lists.publicListId}`,
        vs: 1,
      },
      {
        name: 'Detalle my lists, page 1 of 3 (PG)',
        url: 'http://127.0.0.1:4102/api/list/getPagination?lim=20&pos=0',
        headers: { 'Type-token': lists.token },
        vs: 1,
      },
    ];
    const results: { rps: number; p99: number }[] = [];
    console.log(`\n${connections} connections, ${seconds} s each, ${new Date().toISOString()}\n`);
    console.log('scenario'.padEnd(38), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'vs baseline'.padStart(12));
    for (const s of scenarios) {
      const r = await measure(s.url, s.headers);
      results.push(r);
      const base = s.vs === undefined ? undefined : results[s.vs];
      const ratio = base ? `${((r.rps / base.rps) * 100).toFixed(0)} %` : '';
      console.log(
        s.name.padEnd(38),
        r.rps.toFixed(0).padStart(9),
        String(r.p99).padStart(8),
        ratio.padStart(12),
      );
    }
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  for (const c of children) c.kill('SIGTERM');
  process.exit(1);
});
