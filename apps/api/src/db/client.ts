import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import * as schema from './schema/index.js';

/** One Drizzle type for both drivers: the code above this file never knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` while holding a cluster-wide lock, so several API processes do start-up work once. */
  withStartupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Raw SQL with $1… parameters, for libraries that bring their own SQL (the job queue).
   * Without parameters the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres:// URL; when absent, PGlite stores its files in `pgliteDir`. */
  url?: string;
  /** A folder, or `memory://` for a throwaway database (tests). */
  pgliteDir: string;
};

const STARTUP_LOCK = 72_010_001; // any constant shared by every Detalle process

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.pgliteDir);
}

async function openPglite(dir: string): Promise<Database> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // The same extensions a PostgreSQL server provides from its contrib package (migration 0005).
  const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is a single in-process connection: there is nobody to race with.
    withStartupLock: (fn) => fn(db),
    async executeSql(text, values) {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      // PGlite's extended protocol takes one statement; `exec` takes a whole script.
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    close: () => (client.closed ? Promise.resolve() : client.close()),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    // A server that is down or unreachable fails the request in seconds (503, db/errors.ts)
    // instead of leaving it waiting; the next request simply tries a new connection.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  let ended: Promise<void> | undefined;
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await fn(drizzlePg({ client, schema, casing: 'snake_case' }) as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    },
    async executeSql(text, values) {
      return pool.query(text, values?.length ? values : undefined);
    },
    // Idempotent: a test (or a shutdown) may close before Fastify's onClose does.
    close: () => (ended ??= pool.end()),
  };
}

/** Applies the committed drizzle-kit migrations that this database has not seen yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withStartupLock(async (db) => {
    if (database.kind === 'pglite') {
      await migratePglite(db as never, { migrationsFolder: migrationsDir });
    } else {
      await migratePg(db as never, { migrationsFolder: migrationsDir });
    }
  });
}

export const pgliteDirFor = (dataDir: string) => join(dataDir, 'db');
