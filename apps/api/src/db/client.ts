import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import { describeDatabaseError } from './errors.js';
import { applyMigrations } from './migrator.js';
import * as schema from './schema/index.js';

/** One Drizzle type for both drivers: the code above this file never knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` while holding a cluster-wide lock, so several API processes do start-up work once; `onWait` is
   * called once if another process holds it.
   */
  withStartupLock<T>(fn: (db: Db) => Promise<T>, onWait?: () => void): Promise<T>;
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
  /**
   * Told once per PostgreSQL connection that the server ended or lost (a restart, a failover, an
   * administrator's `pg_terminate_backend`): only the driver's code and message, never a query.
   */
  onConnectionLost?: (error: { code?: string; message?: string }) => void;
};

const STARTUP_LOCK = 72_010_001; // any constant shared by every Detalle process

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts.onConnectionLost) : openPglite(opts.pgliteDir);
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

/**
 * A pool whose clients can never end the process, whatever happens to their connection.
 *
 * node-postgres reports a lost connection (the server restarting, a failover, `pg_terminate_backend`) as an
 * 'error' event on the client, even while a query is running, and pg-pool listens only to idle clients. A client
 * that is checked out (a Drizzle transaction, the start-up lock) had no listener, so Node threw the event as an
 * uncaught exception and the server closed. Every client now has a listener for its whole life.
 *
 * A checked-out client whose connection is gone also goes back to the pool at once, which drops it: whoever
 * holds it may never release it (Drizzle's transaction does not when its `begin` fails), and ten such clients
 * would fill the pool for good and make the graceful close wait for them. Its holder's own `release()` later does
 * nothing, and its next query fails with "not queryable", a 503 like any other lost connection.
 */
class SelfHealingPool extends pg.Pool {
  /** Clients whose connection is gone: one may be handed out in the instant before the pool hears of it. */
  private readonly lost = new WeakSet<pg.ClientBase>();

  constructor(config: pg.PoolConfig, onConnectionLost: DatabaseOptions['onConnectionLost'] = () => {}) {
    super(config);
    this.on('connect', (client) => {
      // The first error says why; the ones after it ("Connection terminated unexpectedly") are the same loss.
      client.once('error', (err) => {
        this.lost.add(client);
        onConnectionLost(describeDatabaseError(err));
      });
      client.on('error', () => {});
    });
    // pg-pool re-emits an idle client's error here (and drops that client); the listener above has told it.
    this.on('error', () => {});
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]) {
    // pg-pool's own `query` checks out with a callback and handles the client's errors itself.
    if (callback) return super.connect(callback);
    return super.connect().then((client) => this.releasedWhenLost(client));
  }

  /** Hands a checked-out client back as soon as its connection is lost; its `release` becomes idempotent. */
  private releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
    const release = client.release;
    let released = false;
    const releaseOnce = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.off('error', releaseOnce);
      release(err); // with an error, the pool ends the client instead of keeping it
    };
    client.release = releaseOnce;
    if (this.lost.has(client)) releaseOnce(true);
    else client.on('error', releaseOnce);
    return client;
  }
}

async function openPostgres(
  url: string,
  onConnectionLost?: DatabaseOptions['onConnectionLost'],
): Promise<Database> {
  const pool = new SelfHealingPool(
    {
      connectionString: url,
      max: 10,
      idleTimeoutMillis: 30_000,
      // A server that is down or unreachable fails the request in seconds (503, db/errors.ts)
      // instead of leaving it waiting; the next request simply tries a new connection.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    },
    onConnectionLost,
  );
  let ended: Promise<void> | undefined;
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async withStartupLock(fn, onWait) {
      const client = await pool.connect();
      try {
        // Asked again and again rather than waited for: a process waiting inside `pg_advisory_lock` holds a
        // snapshot, and a migration building an index CONCURRENTLY under this lock waits for every older
        // snapshot to go: it would wait for the very process that waits for it.
        let waited = false;
        while (!(await client.query('select pg_try_advisory_lock($1) as ok', [STARTUP_LOCK])).rows[0]?.ok) {
          if (!waited) onWait?.();
          waited = true;
          await new Promise((r) => setTimeout(r, 200));
        }
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

/** Applies the committed drizzle-kit migrations (or those of `folder`) that this database has not seen yet. */
export async function migrateDatabase(
  database: Database,
  folder = migrationsDir,
  onWait?: () => void,
): Promise<void> {
  await database.withStartupLock((db) => applyMigrations(db, folder), onWait);
}

export const pgliteDirFor = (dataDir: string) => join(dataDir, 'db');
