// npm run bench: requests/s and p99 latency of the API next to a bare Fastify + pg baseline,
// all started in this run, each server in its own process, autocannon in-process.
// Each call and its baseline are measured in BENCH_ROUNDS rounds, alternating (bare then API, API then bare, …), and
// the medians are compared: on a machine shared with other work the load moves between two measurements, and
// alternating rounds let both halves see the same load. Takes about 5 minutes with the defaults.
//   BENCH_DATABASE_URL  PostgreSQL for the baseline and the app (default: the local `test` database)
//   BENCH_ROUNDS        rounds per call and baseline (default 3)
//   BENCH_SECONDS       seconds of each side in each round (default 3)
//   BENCH_EXPLAIN       print EXPLAIN ANALYZE of every statement each measured call runs
//   BENCH_LOG_LEVEL     the API's LOG_LEVEL (default info, as in production)
//   BENCH_ONLY          only the scenarios whose name contains one of these words (comma-separated,
//                       any case, e.g. "wallet"); the baselines they are compared with always run
//   BENCH_MOVEMENTS     the wallet scenarios' person's movements (default 10 000)
//   BENCH_CONNECTIONS   concurrent connections per scenario (default 10)
//   BENCH_VERSUS        another build's apps/api/dist/server.js: each call is measured against the same call on that
//                       build (same database, same rounds) instead of the bare baseline, an A/B of two builds
//   BENCH_CPU_PROF      a folder where the API (PostgreSQL) writes a V8 CPU profile of the whole run, and this bench
//                       the seconds each call was measured (windows.json); at the end it prints where the API's
//                       time went while measuring each call that missed its goal (bench/profile-summary.ts)
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { captureSql } from './capture-sql.js';
import { wordsFromEnv } from './env.js';
import { summariseFiles, type Window } from './profile-summary.js';
import { serverProcesses } from './servers.js';
import { median } from './stats.js';
import { postApi } from './web-app.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** Concurrent connections per scenario (BENCH_CONNECTIONS; 1 gives the latency one person sees on an idle server). */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Copies of each demo product added on PostgreSQL: 276 × 363 ≈ 100 000. */
const COPIES = Number(process.env.BENCH_COPIES ?? 363);
const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 10_000);
const only = wordsFromEnv('BENCH_ONLY');
const { start, waitFor, killAll } = serverProcesses(root);

/** CPU time (user + system, ms) a process has used: /proc/<pid>/stat fields 14 and 15, in clock ticks (1/100 s). */
function cpuMs(pid: number | undefined) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One side's figures in one round. */
type Sample = { rps: number; p99: number; cpuUs: number; window: { startUs: number; endUs: number } };

/** The monotonic clock in µs: the one V8's CPU profiles use, so a window cuts the API's profile. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * One second, not counted: the call's code is compiled and warm, and what the previous pair left behind (the
 * garbage of 60 000 health answers, collected during the next pair) is not charged to this one.
 */
async function warm(url: string, headers?: Record<string, string>) {
  await autocannon({ url, headers, connections, duration: 1 });
}

/**
 * Requests per second and p99 latency, and the server process's CPU time per request: on a machine shared with
 * other work, throughput moves with the neighbours' load, CPU per request much less so.
 */
async function measure(
  url: string,
  server: ChildProcess | undefined,
  headers?: Record<string, string>,
): Promise<Sample> {
  const before = cpuMs(server?.pid);
  const startUs = nowUs();
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const endUs = nowUs();
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuUs = ((cpuMs(server?.pid) - before) * 1000) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs, window: { startUs, endUs } };
}

/** The medians of a side's rounds. */
const medians = (samples: Sample[]) => ({
  rps: median(samples.map((s) => s.rps)),
  p99: median(samples.map((s) => s.p99)),
  cpuUs: median(samples.map((s) => s.cpuUs)),
});

/**
 * One person with 50 lists, the first public with 25 gifts from the grown catalogue,
 * made through the API as a person would.
 */
async function seedLists(base: string) {
  const call = (path: string, body: unknown, token = '') => postApi(base, path, body, token);
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

/**
 * A person with MOVEMENTS wallet movements, written in bulk SQL as the wallet writes them, ledger included
 * (balanced transfers through the ledger's own triggers and checks): 30 % gifts received (each a gift and
 * its fee: two movements), 20 % payments made, 10 % gifts given back (refunds) and 10 % withdrawals,
 * spread over the last year. The other side of every payment is a second person.
 */
async function seedWallet(db: pg.Client, base: string) {
  const register = async (name: string) => {
    const res = await fetch(`${base}/api/person/save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name,
        lastname: 'Pruebas',
        email: `${name.toLowerCase()}.${process.pid}@example.com`,
        password: 'medir-sin-prisa-2027',
      }),
    });
    if (!res.ok) throw new Error(`person/save: ${res.status} ${await res.text()}`);
    const { data } = (await res.json()) as { data: { token: string } };
    const { rows } = await db.query('select id from users where email = $1', [
      `${name.toLowerCase()}.${process.pid}@example.com`,
    ]);
    return { token: data.token, id: String(rows[0]?.id) };
  };
  const me = await register('Cartera');
  const friend = await register('Amiga');
  const received = Math.round(MOVEMENTS * 0.3);
  const given = Math.round(MOVEMENTS * 0.2);
  const refunded = Math.round(MOVEMENTS * 0.1);
  const withdrawn = MOVEMENTS - 2 * received - given - refunded;
  const started = Date.now();
  await db.query('begin');
  const account = async (kind: string, personId: string | null, provider: string | null) => {
    const { rows } = await db.query(
      `insert into ledger_accounts (kind, person_id, provider, currency, allow_negative)
       values ($1, $2, $3, 'EUR', $2::uuid is null) returning id`,
      [kind, personId, provider],
    );
    return String(rows[0]?.id);
  };
  const mine = await account('person_available', me.id, null);
  const theirs = await account('person_available', friend.id, null);
  const clearing = await account('clearing', null, 'test');
  const fees = await account('fees', null, null);
  const payouts = await account('payouts', null, null);
  const method = async (personId: string, type: string, last4: string) => {
    const { rows } = await db.query(
      `insert into payment_methods (person_id, type, provider, provider_ref, brand, last4, holder, masked, is_default)
       values ($1, $2, 'test', $3, $4, $5, 'Banco Pruebas', $6, true) returning id`,
      [
        personId,
        type,
        `bench_${type}_${personId}`,
        type === 'card' ? 'visa' : 'IBAN',
        last4,
        `•••• ${last4}`,
      ],
    );
    return String(rows[0]?.id);
  };
  const myCard = await method(me.id, 'card', '4242');
  const theirCard = await method(friend.id, 'card', '4242');
  const myBank = await method(me.id, 'bank', '1332');
  const posted = (kind: string, keyOf: string, source: string, legs: string) => `
    with src as (${source}),
    x as (insert into ledger_transfers (kind, status, key, payment_id, refund_id, payout_id, posted_at)
          select '${kind}', 'posted', ${keyOf}, src.payment_id, src.refund_id, src.payout_id, now() from src
          returning id, key)
    insert into ledger_entries (transfer_id, account_id, amount, currency)
    select x.id, v.account_id, v.amount, 'EUR' from src join x on x.key = ${keyOf}
      cross join lateral (values ${legs}) v(account_id, amount) where v.amount <> 0`;
  // Payments: received by me (from my friend's card) and made by me (with my card), then their gifts and fees.
  await db.query(
    `insert into payments (payer_id, recipient_id, amount, currency, fee, status, provider, provider_charge_id,
       method_id, message, created_at, paid_at, updated_at)
     select case when g <= $1::int then $3::uuid else $4::uuid end, case when g <= $1::int then $4::uuid else $3::uuid end,
            a, 'EUR', ceil(a * 150 / 10000.0)::bigint, 'succeeded', 'test', 'bench_' || g,
            case when g <= $1::int then $5::uuid else $6::uuid end, '¡Felicidades!', t, t, t
       from generate_series(1, $1::int + $2::int) g,
            lateral (select 1000 + (g % 50) * 100 as a, now() - g * interval '47 minutes' as t) v`,
    [received, given, friend.id, me.id, theirCard, myCard],
  );
  const payments = `select p.id as payment_id, null::uuid as refund_id, null::uuid as payout_id, p.amount, p.fee,
      case when p.recipient_id = '${me.id}' then '${mine}'::uuid else '${theirs}'::uuid end as recipient
    from payments p where p.provider_charge_id like 'bench_%'`;
  await db.query(
    posted(
      'gift',
      `'payment:' || src.payment_id || ':gift'`,
      payments,
      `('${clearing}'::uuid, -src.amount), (src.recipient, src.amount)`,
    ),
  );
  await db.query(
    posted(
      'fee',
      `'payment:' || src.payment_id || ':fee'`,
      payments,
      `(src.recipient, -src.fee), ('${fees}'::uuid, src.fee)`,
    ),
  );
  // Half of some received gifts given back: the payer gets it all, Detalle absorbs its share of the fee.
  await db.query(
    `insert into refunds (payment_id, payer_id, recipient_id, amount, recipient_amount, status, provider_refund_id, requested_by, created_at)
     select p.id, p.payer_id, p.recipient_id, p.amount / 2, p.amount / 2 - (p.fee * (p.amount / 2)) / p.amount, 'succeeded',
            'bench_refund_' || p.id, $1, p.created_at + interval '1 day'
       from (select * from payments where recipient_id = $1 order by created_at desc limit $2::int) p`,
    [me.id, refunded],
  );
  await db.query(
    `update payments p set refunded = r.amount from refunds r where r.payment_id = p.id and r.provider_refund_id like 'bench_refund_%'`,
  );
  await db.query(
    posted(
      'refund',
      `'refund:' || src.refund_id`,
      `select r.payment_id, r.id as refund_id, null::uuid as payout_id, r.amount, r.amount - r.recipient_amount as fee
         from refunds r where r.provider_refund_id like 'bench_refund_%'`,
      `('${clearing}'::uuid, src.amount), ('${mine}'::uuid, -(src.amount - src.fee)), ('${fees}'::uuid, -src.fee)`,
    ),
  );
  // Withdrawals to my bank.
  await db.query(
    `insert into payouts (person_id, bank_id, amount, fee, currency, status, provider, provider_payout_id, arrival_date, created_at)
     select $1, $2, 500, 0, 'EUR', 'paid', 'test', 'bench_payout_' || g, current_date, now() - g * interval '3 hours'
       from generate_series(1, $3::int) g`,
    [me.id, myBank, withdrawn],
  );
  await db.query(
    posted(
      'payout',
      `'payout:' || src.payout_id`,
      `select null::uuid as payment_id, null::uuid as refund_id, o.id as payout_id, o.amount
         from payouts o where o.provider_payout_id like 'bench_payout_%'`,
      `('${mine}'::uuid, -src.amount), ('${payouts}'::uuid, src.amount)`,
    ),
  );
  await db.query('commit');
  await db.query('analyze');
  const { rows } = await db.query('select balance from ledger_accounts where id = $1', [mine]);
  console.log(
    `wallet on PostgreSQL: ${MOVEMENTS} movements (${received} gifts received with their fees, ${given} given, ` +
      `${refunded} refunds, ${withdrawn} withdrawals) written in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
      `available ${rows[0]?.balance}`,
  );
  return { token: me.token };
}

/** One API call, measured next to the bare baseline that does the same work (same SQL, or none). */
type Pair = {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** `hello`: bare Fastify's hello; `sql`: bare Fastify + pg running the SQL this call ran; none: no pair. */
  bare?: 'hello' | 'sql';
  /** The least share of the baseline's requests per second we aim for (docs/performance.md). */
  goal?: number;
};
const selected = (name: string) => only.length === 0 || only.some((w) => name.toLowerCase().includes(w));

async function main() {
  const runStarted = Date.now();
  const profileDir = process.env.BENCH_CPU_PROF;
  const versus = process.env.BENCH_VERSUS;
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });

  // Our app gets a database of its own on the same server as the baseline.
  const dbName = `detalle_bench_${process.pid}_${Date.now() % 100_000}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  admin.on('error', (e) => console.error('admin client:', e.message));
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  const appDbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const dataDirs = [1, 2, 3].map(() => mkdtempSync(join(tmpdir(), 'detalle-bench-')));

  try {
    const pgApp = 'http://127.0.0.1:4102';
    const read = '/api/product/getPagination?lim=20&pos=0&standOut=true';
    const catalogue = (lists: { token: string; publicListId: string }): Pair[] => [
      { name: 'GET /api/health', url: `${pgApp}/api/health`, bare: 'hello', goal: 0.8 },
      { name: 'featured products', url: `${pgApp}${read}`, bare: 'sql', goal: 0.7 },
      {
        name: 'search "cafetera" in 100 000',
        url: `${pgApp}/api/product/getPagination?lim=20&pos=0&sea=cafetera`,
        bare: 'sql',
        goal: 0.7,
      },
      {
        name: 'catalogue page 250',
        url: `${pgApp}/api/product/getPagination?lim=20&pos=5000`,
        bare: 'sql',
      },
      {
        name: 'public list, 25 gifts',
        url: `${pgApp}/api/list/get/${lists.publicListId}`,
        bare: 'sql',
        goal: 0.7,
      },
      {
        name: 'my lists, page 1 of 3',
        url: `${pgApp}/api/list/getPagination?lim=20&pos=0`,
        headers: { 'Type-token': lists.token },
        bare: 'sql',
        goal: 0.7,
      },
      // For reference: the embedded database, which has no bare pair.
      { name: 'featured products (PGlite)', url: `http://127.0.0.1:4103${read}` },
    ];
    const wallet = (token: string): Pair[] => [
      {
        name: 'wallet: balanceUser',
        url: `${pgApp}/api/dashboard/balanceUser`,
        headers: { 'Type-token': token },
        bare: 'sql',
        goal: 0.7,
      },
      {
        name: 'wallet: transactionsUser page 1',
        url: `${pgApp}/api/dashboard/transactionsUser?lim=20&pos=0`,
        headers: { 'Type-token': token },
        bare: 'sql',
        goal: 0.7,
      },
    ];
    const wantsCatalogue = catalogue({ token: '', publicListId: '' }).some((x) => selected(x.name));
    const wantsWallet = wallet('').some((x) => selected(x.name));

    const bareServer = start(['--import', 'tsx', 'bench/baseline-server.ts'], {
      PORT: '4101',
      DATABASE_URL: adminUrl,
    });
    // As a production server runs: the default log level (info), logs written (here to /dev/null).
    const common = { HOST: '127.0.0.1', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' };
    // BENCH_CPU_PROF=<folder>: the API writes a V8 CPU profile there when the run ends (open it in Chrome's DevTools).
    const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    const appServer = start([...profile, 'apps/api/dist/server.js'], {
      ...common,
      PORT: '4102',
      DATA_DIR: dataDirs[0] as string,
      DATABASE_URL: appDbUrl,
    });
    await Promise.all([waitFor('http://127.0.0.1:4101/hello'), waitFor(`${pgApp}/api/ready`)]);
    // The embedded database, for reference, started once the others are up (it is the slowest to start); on a
    // machine too busy for it to start in time, its line is left out rather than the run.
    const pgliteServer = !wantsCatalogue
      ? undefined
      : start(
          ['apps/api/dist/server.js'],
          { ...common, PORT: '4103', DATA_DIR: dataDirs[1] as string, DATABASE_URL: '' },
          true,
        );
    const pgliteUp = pgliteServer
      ? await waitFor('http://127.0.0.1:4103/api/ready', pgliteServer).then(
          () => pgliteServer.exitCode === null,
          () => false,
        )
      : false;

    const appDb = new pg.Client({ connectionString: appDbUrl });
    await appDb.connect();
    appDb.on('error', (e) => console.error('app db client:', e.message));
    const pairs: Pair[] = [];
    if (wantsCatalogue) {
      // Grow the PostgreSQL catalogue to ~100 000 products (copies of the demo ones with a suffix),
      // so search and paging are measured at a realistic size.
      await appDb.query(`insert into products (name, description, price_minor, currency, region, image, shop, stand_out, category_id, subcategory_id, created_at)
        select p.name || ' ' || g, p.description, p.price_minor, p.currency, p.region, p.image, p.shop, false, p.category_id, p.subcategory_id, p.created_at - g * interval '1 minute'
        from products p cross join generate_series(1, ${COPIES}) g where p.owner_id is null`);
      await appDb.query('analyze products');
      const { rows } = await appDb.query('select count(*)::int as n from products');
      console.log(`catalogue on PostgreSQL: ${rows[0].n} products`);
      pairs.push(...catalogue(await seedLists(pgApp)));
    }
    if (wantsWallet) pairs.push(...wallet((await seedWallet(appDb, pgApp)).token));
    await appDb.query('analyze');
    const run = pairs.filter(
      (x) => selected(x.name) && (versus ? x.url.startsWith(pgApp) : pgliteUp || !x.url.includes(':4103/')),
    );
    // BENCH_VERSUS: the other build, on the same database once this one has migrated it, is every call's baseline.
    const versusApp = 'http://127.0.0.1:4105';
    const versusServer = versus
      ? start([versus], { ...common, PORT: '4105', DATA_DIR: dataDirs[2] as string, DATABASE_URL: appDbUrl })
      : undefined;
    if (versusServer) {
      await waitFor(`${versusApp}/api/ready`, versusServer);
      console.log(`baseline of every call: the same call on ${versus}`);
    }

    // The SQL each call runs, recorded from the API itself, for the bare baseline to run the very same.
    const withSql = run.filter((x) => x.bare === 'sql');
    const captured = await captureSql(appDbUrl, Object.fromEntries(withSql.map((x) => [x.name, x])));
    for (const [name, groups] of Object.entries(captured))
      console.log(`${name}: ${groups.flat().length} statements in ${groups.length} round trip(s)`);
    if (process.env.BENCH_EXPLAIN) {
      // Where the time of each call's SQL goes (BENCH_EXPLAIN=1), before anything is measured.
      for (const [name, groups] of Object.entries(captured))
        for (const q of groups.flat()) {
          const { rows } = await appDb.query(`explain (analyze, buffers) ${q.text}`, q.values);
          console.log(`\n${name}:\n${rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`);
        }
    }
    await appDb.end();
    const sqlServer = start(['--import', 'tsx', 'bench/baseline-server.ts'], {
      PORT: '4104',
      DATABASE_URL: appDbUrl,
      BASELINE_QUERIES: JSON.stringify(
        Object.fromEntries(Object.entries(captured).map(([name, q]) => [slug(name), q])),
      ),
    });
    await waitFor('http://127.0.0.1:4104/hello');

    // Each pair in alternating rounds (bare then API, then API then bare, …), so both halves see the same load on
    // a shared machine and neither always goes first; the medians are compared.
    const started = Date.now();
    console.log(
      `\n${connections} connections, ${rounds} alternating rounds of ${seconds} s per side, ${new Date().toISOString()}\n`,
    );
    console.log(
      'medians of the rounds; ratio: of the medians’ req/s, and its lowest–highest over the rounds',
    );
    console.log('cpu µs: the server process’s CPU time per request, steadier than req/s on a busy machine');
    console.log('load: the 1-minute load average over the pair’s rounds (2 cores)\n');
    const head = [
      'req/s',
      'p99 ms',
      'cpu µs',
      versus ? 'B req/s' : 'bare req/s',
      'p99 ms',
      'cpu µs',
      'ratio',
      'rounds',
      'goal',
      'margin',
    ];
    console.log('call'.padEnd(32), ...head.map((h) => h.padStart(10)), 'load'.padStart(10));
    const windows: Window[] = [];
    const missed: string[] = [];
    let goals = 0;
    for (const x of run) {
      const bareUrl = versus
        ? x.url.replace(pgApp, versusApp)
        : x.bare === 'hello'
          ? 'http://127.0.0.1:4101/hello'
          : x.bare === 'sql'
            ? `http://127.0.0.1:4104/q/${slug(x.name)}`
            : undefined;
      const bareOf = versus ? versusServer : x.bare === 'hello' ? bareServer : sqlServer;
      const server = x.url.includes(':4103/') ? pgliteServer : appServer;
      if (bareUrl) await warm(bareUrl, versus ? x.headers : undefined);
      await warm(x.url, x.headers);
      const loads = [loadavg()[0] as number];
      const api: Sample[] = [];
      const bare: Sample[] = [];
      for (let r = 0; r < rounds; r++) {
        const order = !bareUrl ? ['api'] : r % 2 === 0 ? ['bare', 'api'] : ['api', 'bare'];
        for (const side of order) {
          if (side === 'bare' && bareUrl)
            bare.push(await measure(bareUrl, bareOf, versus ? x.headers : undefined));
          else api.push(await measure(x.url, server, x.headers));
        }
        loads.push(loadavg()[0] as number);
      }
      if (server === appServer) windows.push(...api.map((s) => ({ name: x.name, ...s.window })));
      const a = medians(api);
      const b = bare.length ? medians(bare) : undefined;
      const ratio = b ? a.rps / b.rps : undefined;
      const ratios = bare.map((s, i) => (api[i]?.rps ?? 0) / s.rps);
      const pct = (r: number) => (r * 100).toFixed(0);
      // The margin to the goal in percentage points; a miss is a ratio under the goal, however little.
      const margin =
        ratio !== undefined && x.goal !== undefined && !versus ? (ratio - x.goal) * 100 : undefined;
      if (margin !== undefined) {
        goals++;
        if (margin < 0) missed.push(x.name);
      }
      const cells = [
        a.rps.toFixed(0),
        a.p99.toFixed(0),
        a.cpuUs.toFixed(0),
        b ? b.rps.toFixed(0) : '',
        b ? b.p99.toFixed(0) : '',
        b ? b.cpuUs.toFixed(0) : '',
        ratio === undefined ? '' : `${pct(ratio)} %`,
        ratios.length ? `${pct(Math.min(...ratios))}–${pct(Math.max(...ratios))} %` : '',
        x.goal === undefined || versus ? '' : `${pct(x.goal)} %`,
        margin === undefined
          ? ''
          : `${margin < 0 ? '−' : '+'}${Math.abs(margin).toFixed(0)} pts${margin < 0 ? ' ✗' : ''}`,
        `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
      ];
      console.log(x.name.padEnd(32), ...cells.map((c) => c.padStart(10)));
    }
    console.log(
      `\ngoals met: ${goals - missed.length} of ${goals}${missed.length ? ` (missed: ${missed.join(', ')})` : ''}; ` +
        `measured in ${((Date.now() - started) / 1000).toFixed(0)} s, the whole run ${((Date.now() - runStarted) / 1000).toFixed(0)} s`,
    );
    if (profileDir) {
      // The profile is written when the API exits: stop it now, then say where its time went while it was measured.
      writeFileSync(join(profileDir, 'windows.json'), JSON.stringify(windows));
      const exited = new Promise((r) => appServer.once('exit', r));
      appServer.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
      const file = readdirSync(profileDir).find(
        (f) => f.endsWith('.cpuprofile') && f.includes(`.${appServer.pid}.`),
      );
      const wanted = missed.length ? missed : run.filter((x) => x.url.startsWith(pgApp)).map((x) => x.name);
      if (file) {
        console.log(
          `\nwhere the API's time went while measured (${missed.length ? 'calls that missed their goal' : 'every call'}):\n`,
        );
        console.log(summariseFiles(join(profileDir, file), join(profileDir, 'windows.json'), wanted));
        console.log(
          `\nany call: npx tsx bench/profile-summary.ts ${join(profileDir, file)} ${join(profileDir, 'windows.json')} <words>`,
        );
      } else console.log(`\nno CPU profile of the API (pid ${appServer.pid}) in ${profileDir}`);
    }
  } finally {
    killAll();
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  }
}

const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

// Stopped from outside (Ctrl-C, kill): the servers this run started go with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    killAll();
    process.exit(1);
  });

main().catch((err) => {
  console.error(err);
  killAll();
  process.exit(1);
});
