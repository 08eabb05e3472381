import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from '../src/db/client.js';
import { OUTSIDE_TRANSACTION } from '../src/db/migrator.js';
import { migrationsDir } from '../src/paths.js';
import { freshPostgresDatabase } from './helpers.js';

/** The committed migrations, copied to a folder of their own with one more after them. */
function migrationsWith(sql: string) {
  const folder = mkdtempSync(join(tmpdir(), 'detalle-migrations-'));
  cpSync(migrationsDir, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; when: number }[];
  };
  const last = journal.entries.at(-1) as { idx: number; when: number };
  const tag = `${String(last.idx + 1).padStart(4, '0')}_test_index`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag } as never);
  writeFileSync(journalPath, JSON.stringify(journal));
  writeFileSync(join(folder, `${tag}.sql`), sql);
  return { folder, count: journal.entries.length };
}

const CONCURRENTLY =
  'DROP INDEX CONCURRENTLY IF EXISTS "notifications_type_idx";--> statement-breakpoint\n' +
  'CREATE INDEX CONCURRENTLY "notifications_type_idx" ON "notifications" ("type");';

describe('migrator', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  async function open(): Promise<Database> {
    const pgDb = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
    if (pgDb) cleanups.push(() => pgDb.drop());
    const database = await openDatabase({ url: pgDb?.url, pgliteDir: 'memory://' });
    cleanups.push(() => database.close());
    return database;
  }

  it('runs a migration marked outside a transaction on its own, so it can build an index CONCURRENTLY', async () => {
    const database = await open();
    await migrateDatabase(database);
    const { folder, count } = migrationsWith(`${OUTSIDE_TRANSACTION}\n${CONCURRENTLY}`);
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));

    await migrateDatabase(database, folder);
    const index = await database.executeSql(
      `select i.indisvalid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = 'notifications_type_idx'`,
    );
    expect(index.rows).toEqual([{ indisvalid: true }]);
    const applied = await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0]?.n).toBe(count);

    // Once recorded, it is not run again.
    await migrateDatabase(database, folder);
    const again = await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(again.rows[0]?.n).toBe(count);
  });

  it('applies a fresh database in one go, the marked migration after the ones before it', async () => {
    const database = await open();
    const { folder, count } = migrationsWith(`${OUTSIDE_TRANSACTION}\n${CONCURRENTLY}`);
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    await migrateDatabase(database, folder);
    const applied = await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0]?.n).toBe(count);
  });

  it('refuses the same migration without the mark: PostgreSQL builds no index CONCURRENTLY in a transaction', async () => {
    const database = await open();
    await migrateDatabase(database);
    const { folder, count } = migrationsWith(CONCURRENTLY);
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    await expect(migrateDatabase(database, folder)).rejects.toThrow();
    const applied = await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0]?.n).toBe(count - 1);
  });
});
