import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, type Db, migrateDatabase, openDatabase, pgliteDirFor } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export type DatabaseOptions = {
  url?: string;
  dataDir: string;
  /** Use a throwaway in-memory PGlite (tests) instead of `DATA_DIR/db`. */
  inMemory?: boolean;
};

/**
 * Opens PGlite or PostgreSQL and applies pending migrations. `buildApp` calls it before registering any plugin:
 * a migration may build an index on a big table for minutes (db/migrator.ts), or wait that long for another
 * process building one, and Fastify gives up on plugins that take longer than their start-up time-out.
 */
export async function openMigratedDatabase(opts: DatabaseOptions, log: FastifyBaseLogger): Promise<Database> {
  const database = await openDatabase({
    url: opts.url,
    pgliteDir: opts.inMemory ? 'memory://' : pgliteDirFor(opts.dataDir),
    // A restart or failover ends every connection at once: one line each, and the pool opens new ones.
    onConnectionLost: (error) => log.warn({ database: error }, 'database connection lost'),
  });
  await migrateDatabase(database, undefined, () =>
    log.info('database: waiting for another process to finish applying migrations'),
  );
  log.info({ database: database.kind }, 'database ready');
  return database;
}

/** Makes the database `openMigratedDatabase` opened the app's, and closes it when the app closes. */
export default fp<{ database: Database }>(
  async function database(app: FastifyInstance, opts) {
    app.addHook('onClose', () => opts.database.close());
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
  },
  { name: 'database' },
);
