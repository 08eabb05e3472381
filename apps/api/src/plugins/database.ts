import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, type Db, migrateDatabase, openDatabase, pgliteDirFor } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export type DatabasePluginOptions = {
  url?: string;
  dataDir: string;
  /** Use a throwaway in-memory PGlite (tests) instead of `DATA_DIR/db`. */
  inMemory?: boolean;
};

/** Opens PGlite or PostgreSQL, applies pending migrations, and closes it when the app closes. */
export default fp<DatabasePluginOptions>(
  async function database(app: FastifyInstance, opts) {
    const database = await openDatabase({
      url: opts.url,
      pgliteDir: opts.inMemory ? 'memory://' : pgliteDirFor(opts.dataDir),
      // A restart or failover ends every connection at once: one line each, and the pool opens new ones.
      onConnectionLost: (error) => app.log.warn({ database: error }, 'database connection lost'),
    });
    app.addHook('onClose', () => database.close());
    await migrateDatabase(database);
    app.log.info({ database: database.kind }, 'database ready');
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
