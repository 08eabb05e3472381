// npm run bench:data: a country's worth of data, and the key reads measured at two sizes of it.
// Creates its own database (BENCH_DATA_DB, dropped and made again) on the server of BENCH_DATABASE_URL, applies
// the app's migrations, writes the data set at the small size, measures every key read through the API over
// HTTP, grows the data to the large size, measures again, and compares: a read whose p99 grows more than 1.5×
// with the data, or whose plan reads a big table whole, is flagged. Then it adds an index through the app's
// migrator while a writer inserts into the table, and says how long the writes waited.
//   BENCH_DATA_SCALE        the large size, a share of the full set (default 1: 100 000 people, ~1 000 000 gifts,
//                           200 000 events, ~2 000 000 ledger entries); 0.1 runs in a few minutes
//   BENCH_DATA_SMALL        the small size (default 0.01)
//   BENCH_DATA_SEED         the data set's seed (default 1)
//   BENCH_DATA_REQUESTS     requests per read and size (default 200), BENCH_DATA_CONNECTIONS at once (default 8)
//   BENCH_DATA_KEEP         keep the database at the end (to look at it, or to measure it again); by default dropped
//   BENCH_DATA_REUSE        measure a kept database again at BENCH_DATA_SCALE (after a change: its new migrations
//                           are applied, and timed), without making it again; the small size is not measured
//   BENCH_DATA_READS        only the reads whose name contains this text (e.g. "buscar"), to measure one change
//                           again quickly; by default every read
//   BENCH_DATABASE_URL      the server (default postgres://postgres@127.0.0.1:5432/test; its database is not touched)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../apps/api/src/db/client.js';
import { captureSql } from '../capture-sql.js';
import { serverProcesses } from '../servers.js';
import { explainSummary } from './explain.js';
import { createHelpers, grow, type Sizes, sizesAt } from './generate.js';
import { type Figures, measureRead, type Target } from './measure.js';
import { migrateWhileWriting } from './migration-lock.js';
import { READS } from './reads.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = process.env.BENCH_DATA_DB ?? 'detalle_bench_data';
const large = Number(process.env.BENCH_DATA_SCALE ?? 1);
const small = Number(process.env.BENCH_DATA_SMALL ?? 0.01);
const seed = Number(process.env.BENCH_DATA_SEED ?? 1);
const requests = Number(process.env.BENCH_DATA_REQUESTS ?? 200);
const connections = Number(process.env.BENCH_DATA_CONNECTIONS ?? 8);
const only = process.env.BENCH_DATA_READS?.toLowerCase();
const reads = only ? READS.filter((r) => r.name.toLowerCase().includes(only)) : READS;
const PORT = 4121;
const base = `http://127.0.0.1:${PORT}`;
/** Goal: p99 at the large size within this many times p99 at the small one. */
const MAX_RATIO = 1.5;
/** Different people, lists or words per read: a warm-up set and a measured set. */
const WARM_UP = 10;
const TARGETS = 40;

const servers = serverProcesses(root);
const pct = (scale: number) => `${+(scale * 100).toFixed(2)} %`;
const load = () => `carga ${loadavg()[0]?.toFixed(2)}`;
const log = (line: string) => console.log(line);

/** `buffers`: the most pages one request's statements touched, among the explained ones. */
type Measured = { name: string; figures: Figures; plan: string[]; buffers: number; seqScans: number };
/** Requests of each read whose plans are explained (the first shown whole). */
const EXPLAINED = 5;

async function measureAll(db: pg.Client, dbUrl: string, sizes: Sizes, scale: number): Promise<Measured[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'detalle-bench-data-'));
  const server = servers.start(['apps/api/dist/server.js'], {
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl,
    LOG_LEVEL: 'warn',
    // The search's visitors come from many addresses, through a proxy on this machine.
    TRUST_PROXY: '127.0.0.1',
  });
  try {
    await servers.waitFor(`${base}/api/ready`, server);
    const ctx = { base, db, sizes };
    const all: Measured[] = [];
    const plans: Record<string, Target> = {};
    log(
      `\nMedidas con el ${pct(scale)} de los datos (${requests} peticiones, ${connections} a la vez por lectura):`,
    );
    for (const read of reads) {
      const warm = await read.targets(ctx, WARM_UP, 800 + Math.round(scale * 1000));
      const targets = await read.targets(ctx, TARGETS, 900 + Math.round(scale * 1000));
      const figures = await measureRead(warm, targets, { requests, connections });
      for (const [i, t] of targets.slice(0, EXPLAINED).entries()) plans[`${read.name}#${i}`] = t;
      all.push({ name: read.name, figures, plan: [], buffers: 0, seqScans: 0 });
      log(
        `  ${read.name.padEnd(30)} p50 ${figures.p50.toFixed(1).padStart(7)} ms  p99 ${figures.p99.toFixed(1).padStart(7)} ms  (carga ${figures.load.toFixed(2)})` +
          (figures.errors ? `  ✗ ${figures.errors} errores, el primero: ${figures.firstError}` : ''),
      );
    }
    // The SQL each read runs, recorded from the API itself, and the plans PostgreSQL chose for it at this size.
    const captured = await captureSql(dbUrl, plans).catch((err: Error) => {
      log(`  (sin planes: ${err.message.slice(0, 200)})`);
      return {} as Awaited<ReturnType<typeof captureSql>>;
    });
    for (const m of all)
      for (let i = 0; i < EXPLAINED; i++) {
        const capture = captured[`${m.name}#${i}`];
        if (!capture) continue;
        const summary = await explainSummary(db, capture);
        if (i === 0) m.plan = summary.lines;
        m.buffers = Math.max(m.buffers, summary.buffers);
        m.seqScans += summary.seqScans;
      }
    log(`\nPlanes con el ${pct(scale)} de los datos (EXPLAIN ANALYZE, BUFFERS; ${load()}):`);
    for (const m of all)
      log(`  ${m.name} (buffers: como mucho ${m.buffers} en ${EXPLAINED} peticiones):\n${m.plan.join('\n')}`);
    return all;
  } finally {
    await servers.stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`BENCH_DATA_DB: ${dbName} no es un nombre válido`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (new URL(adminUrl).pathname.slice(1) === dbName)
    throw new Error('BENCH_DATA_DB no puede ser la base de datos de BENCH_DATABASE_URL');
  const reuse = Boolean(process.env.BENCH_DATA_REUSE);
  if (!reuse) {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
  }
  const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const db = new pg.Client({ connectionString: dbUrl });
  try {
    let started = performance.now();
    const database = await openDatabase({ url: dbUrl, pgliteDir: 'memory://' });
    await migrateDatabase(database);
    await database.close();
    log(
      `Base de datos ${dbName}: migraciones aplicadas en ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await db.connect();
    await createHelpers(db, seed);

    const smallSizes = sizesAt(small);
    const largeSizes = sizesAt(large);
    if (reuse) {
      await measureAll(db, dbUrl, largeSizes, large);
      await migrationPhase(dbUrl);
      return;
    }
    log(`\nDatos al ${pct(small)} (semilla ${seed}; ${load()}):`);
    started = performance.now();
    await grow(db, undefined, smallSizes, log);
    log(`  total ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const before = await measureAll(db, dbUrl, smallSizes, small);

    log(`\nDatos del ${pct(small)} al ${pct(large)} (${load()}):`);
    started = performance.now();
    await grow(db, smallSizes, largeSizes, log);
    log(`  total ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const { rows } = await db.query('select pg_size_pretty(pg_database_size(current_database())) as size');
    log(`  tamaño de la base de datos: ${rows[0]?.size}`);
    const after = await measureAll(db, dbUrl, largeSizes, large);

    log(
      `\nAl ${pct(small)} y al ${pct(large)}: p99 (objetivo: como mucho ${MAX_RATIO}×) y páginas que lee una petición ` +
        '(buffers: su trabajo, que no depende de la carga de la máquina; sin Seq Scan en tablas grandes):',
    );
    for (const [i, a] of after.entries()) {
      const b = before[i] as Measured;
      const ratio = a.figures.p99 / b.figures.p99;
      const pages = a.buffers / Math.max(1, b.buffers);
      const why = [
        ratio > MAX_RATIO ? 'p99' : '',
        pages > MAX_RATIO ? 'buffers' : '',
        a.seqScans ? 'Seq Scan' : '',
      ].filter(Boolean);
      log(
        `  ${a.name.padEnd(30)} p99 ${b.figures.p99.toFixed(1).padStart(7)} ms (carga ${b.figures.load.toFixed(2)}) → ` +
          `${a.figures.p99.toFixed(1).padStart(7)} ms (carga ${a.figures.load.toFixed(2)}) ${ratio.toFixed(2).padStart(5)}×   ` +
          `buffers ${String(b.buffers).padStart(6)} → ${String(a.buffers).padStart(6)} ${pages.toFixed(2).padStart(6)}×` +
          (why.length ? `  ✗ ${why.join(', ')}` : ''),
      );
    }

    await migrationPhase(dbUrl);
  } finally {
    servers.killAll();
    await db.end().catch(() => {});
    if (!process.env.BENCH_DATA_KEEP)
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
  }
}

async function migrationPhase(dbUrl: string) {
  // Adding an index to a big table while people write to it: first as a plain migration, then CONCURRENTLY.
  log(`\nMigración que añade un índice a gifts mientras alguien añade regalos (${load()}):`);
  const insert = `insert into gifts (list_id, product_id, note) values (bench.uid('l', $1::bigint % 1000), bench.uid('p', 1), 'escritor')`;
  for (const concurrently of [false, true]) {
    const figures = await migrateWhileWriting(
      dbUrl,
      { name: 'bench_gifts_product_idx', table: 'gifts', columns: '"product_id"', concurrently },
      insert,
    );
    log(
      `  ${concurrently ? 'CREATE INDEX CONCURRENTLY' : 'CREATE INDEX (en transacción)'}: migración ${(figures.migrationMs / 1000).toFixed(1)} s, ` +
        `la escritura que más esperó ${figures.longestWriteMs.toFixed(0)} ms (${figures.writes} escrituras; ${load()})`,
    );
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    servers.killAll();
    process.exit(1);
  });

main().catch((err) => {
  console.error(err);
  servers.killAll();
  process.exit(1);
});
