import { sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client.js';

/**
 * The first line of a migration that must run outside a transaction: one that builds an index on a big table
 * with `CREATE INDEX CONCURRENTLY`, which PostgreSQL refuses inside one. A plain `CREATE INDEX` blocks every write
 * to its table while it reads the whole table (minutes on a full one); CONCURRENTLY lets writers go on.
 *
 * How to write one: `npx drizzle-kit generate --custom --name X` in apps/api, then put this line first and, per
 * index, `DROP INDEX CONCURRENTLY IF EXISTS x;--> statement-breakpoint CREATE INDEX CONCURRENTLY x …`. Its
 * statements run one by one, each on its own; the migration is recorded only once all of them succeeded. If one
 * fails (a build that fails leaves an invalid index behind), the next start runs the whole migration again, and
 * the drop makes that safe. Keep only such statements in it: nothing there is undone when a later one fails.
 *
 * The other use: filling a new table from a big one (0040), as a `DO` block that commits after each batch
 * (PostgreSQL and PGlite allow `COMMIT` in a `DO` run outside a transaction), so no batch holds its rows' locks
 * for long. It must be safe to run again from the start.
 */
export const OUTSIDE_TRANSACTION = '-- migration: outside a transaction';

/**
 * Applies the migrations of `folder` this database has not seen yet, as Drizzle's own migrator does (the same
 * `drizzle.__drizzle_migrations` table, hashes and order, so a database migrated by either is the same), except
 * that a migration starting with `OUTSIDE_TRANSACTION` runs outside a transaction. The others run as Drizzle
 * ran them: all the pending ones in one transaction, here each stretch of them between two outside ones.
 */
export async function applyMigrations(db: Db, folder: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS "drizzle"`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (
    id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  const result = (await db.execute(
    sql`select created_at from "drizzle"."__drizzle_migrations" order by created_at desc limit 1`,
  )) as unknown as { rows: { created_at: string | number }[] };
  const last = result.rows[0] ? Number(result.rows[0].created_at) : undefined;
  const pending = migrations.filter((m) => last === undefined || last < m.folderMillis);

  let stretch: MigrationMeta[] = [];
  const applyStretch = async () => {
    if (stretch.length === 0) return;
    const these = stretch;
    stretch = [];
    await db.transaction(async (tx) => {
      for (const migration of these) await apply(tx as unknown as Db, migration);
    });
  };
  for (const migration of pending) {
    if (!runsOutsideTransaction(migration)) {
      stretch.push(migration);
      continue;
    }
    await applyStretch();
    await apply(db, migration);
  }
  await applyStretch();
}

const runsOutsideTransaction = (migration: MigrationMeta) =>
  (migration.sql[0] ?? '').trimStart().startsWith(OUTSIDE_TRANSACTION);

async function apply(db: Db, migration: MigrationMeta) {
  for (const statement of migration.sql) await db.execute(sql.raw(statement));
  await db.execute(
    sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
  );
}
