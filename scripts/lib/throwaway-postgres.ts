/**
 * A throwaway PostgreSQL cluster of our own for the fault and cluster tests: made with Debian's initdb in a
 * folder of the caller's (as the `postgres` user when we are root, since initdb refuses root), without fsync,
 * with a database `detalle`. The machine's own PostgreSQL is never touched.
 */
import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);

/** initdb refuses to run as root: run PostgreSQL's programs as `postgres` then. */
const runAs = (() => {
  if (process.getuid?.() !== 0) return { prefix: [] as string[], uid: -1, gid: -1 };
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid, gid };
})();

/**
 * The server programs of the newest PostgreSQL under Debian's /usr/lib/postgresql that has them
 * (a client-only version there has psql but no initdb), or of FAULTS_PG_BIN when set.
 */
export function postgresBinDir() {
  if (process.env.FAULTS_PG_BIN) return process.env.FAULTS_PG_BIN;
  const base = '/usr/lib/postgresql';
  const hasServer = (dir: string) => ['initdb', 'pg_ctl', 'postgres'].every((p) => existsSync(join(dir, p)));
  const dirs = (existsSync(base) ? readdirSync(base) : [])
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(base, v, 'bin'))
    .filter(hasServer);
  if (!dirs[0])
    throw new Error(`no PostgreSQL server under ${base} (apt-get install postgresql, or set FAULTS_PG_BIN)`);
  return dirs[0];
}

export type ThrowawayPostgresOptions = {
  /** A folder of the caller's: the cluster goes in `pg/`, its socket and log in `pg-sockets/`. */
  work: string;
  host: string;
  port: number;
  maxConnections: number;
  /** Runs PostgreSQL's programs under this command (`ip netns exec NAME`: on a test host of its own). */
  wrap?: string[];
  /** Other hosts allowed in without a password (a test subnet, `10.77.0.0/24`); this machine always is. */
  trustFrom?: string;
};

export async function throwawayPostgres({
  work,
  host,
  port,
  maxConnections,
  wrap = [],
  trustFrom,
}: ThrowawayPostgresOptions) {
  const binDir = postgresBinDir();
  /** Runs one of PostgreSQL's programs without blocking (a load keeps going meanwhile). */
  async function runPg(name: string, args: string[]) {
    const [cmd, ...rest] = [...wrap, ...runAs.prefix, join(binDir, name), ...args];
    try {
      await execFileAsync(cmd as string, rest, { encoding: 'utf8' });
    } catch (err) {
      const e = err as { code?: number; stderr?: string; stdout?: string };
      throw new Error(`${name} failed (${e.code}): ${e.stderr || e.stdout}`);
    }
  }

  const dir = join(work, 'pg');
  const sockets = join(work, 'pg-sockets');
  for (const d of [dir, sockets]) {
    mkdirSync(d, { mode: 0o700 });
    if (runAs.uid >= 0) chownSync(d, runAs.uid, runAs.gid);
  }
  await runPg('initdb', [
    '-D',
    dir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  if (trustFrom) appendFileSync(join(dir, 'pg_hba.conf'), `host all all ${trustFrom} trust\n`);
  const log = join(sockets, 'postgres.log');
  const options = `-p ${port} -k ${sockets} -c listen_addresses=${host} -c max_connections=${maxConnections}`;
  const start = () => runPg('pg_ctl', ['-D', dir, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
  // An immediate stop is a crash as far as the data is concerned: recovery replays the WAL at start.
  const stop = (mode: 'immediate' | 'fast' = 'immediate') =>
    runPg('pg_ctl', ['-D', dir, '-m', mode, '-w', '-t', '60', 'stop']);
  await start();
  const admin = new pg.Client({ host, port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query('create database detalle');
  await admin.end();

  /** Ends every connection to the app's database (the API processes' pools), as a failover would; returns how many. */
  async function terminate() {
    const db = new pg.Client({ host, port, user: 'postgres', database: 'postgres' });
    await db.connect();
    try {
      const { rows } = await db.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = 'detalle' and pid <> pg_backend_pid()`,
      );
      return rows.filter((r) => r.ended).length;
    } finally {
      await db.end();
    }
  }

  return { port, url: `postgres://postgres@${host}:${port}/detalle`, start, stop, terminate, log };
}
