import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from '../src/db/client.js';
import { OUTSIDE_TRANSACTION } from '../src/db/migrator.js';
import { migrationsDir } from '../src/paths.js';
import { buildTestApp, freshPostgresDatabase } from './helpers.js';

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

  async function open(): Promise<Database & { url?: string }> {
    const pgDb = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
    if (pgDb) cleanups.push(() => pgDb.drop());
    const database = await openDatabase({ url: pgDb?.url, pgliteDir: 'memory://' });
    cleanups.push(() => database.close());
    return Object.assign(database, { url: pgDb?.url });
  }

  /** Another process's connection to the same PostgreSQL database. */
  async function another(url: string): Promise<Database> {
    const database = await openDatabase({ url, pgliteDir: 'memory://' });
    cleanups.push(() => database.close());
    return database;
  }

  const indexValidity = async (database: Database, name: string) =>
    (
      await database.executeSql(
        'select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = $1',
        [name],
      )
    ).rows.map((r) => r.valid);

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

  it('records a marked migration only once it succeeded, and the next start builds again what a failure left', async () => {
    const database = await open();
    await migrateDatabase(database);
    await database.executeSql('create table twice (x int)');
    await database.executeSql('insert into twice values (1), (1)');
    const { folder, count } = migrationsWith(
      `${OUTSIDE_TRANSACTION}\n` +
        'DROP INDEX CONCURRENTLY IF EXISTS "twice_x_key";--> statement-breakpoint\n' +
        'CREATE UNIQUE INDEX CONCURRENTLY "twice_x_key" ON "twice" ("x");',
    );
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));

    await expect(migrateDatabase(database, folder)).rejects.toThrow();
    // PostgreSQL leaves the failed build behind, invalid: nothing uses it, and the migration is not recorded.
    expect((await indexValidity(database, 'twice_x_key')).every((valid) => valid === false)).toBe(true);
    const applied = await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0]?.n).toBe(count - 1);

    // Once the data is put right, the next start (here another process's, on PostgreSQL) builds it again.
    await database.executeSql('delete from twice where ctid <> (select min(ctid) from twice)');
    await migrateDatabase(database.url ? await another(database.url) : database, folder);
    expect(await indexValidity(database, 'twice_x_key')).toEqual([true]);
    const again = await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(again.rows[0]?.n).toBe(count);
  });

  it.runIf(process.env.DATABASE_URL)('two processes starting at once apply each migration once', async () => {
    const first = await open();
    const second = await another(first.url as string);
    const { folder, count } = migrationsWith(`${OUTSIDE_TRANSACTION}\n${CONCURRENTLY}`);
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    await Promise.all([migrateDatabase(first, folder), migrateDatabase(second, folder)]);
    const applied = await first.executeSql(
      'select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]).toEqual({ n: count, hashes: count });
    expect(await indexValidity(first, 'notifications_type_idx')).toEqual([true]);
  });

  it.runIf(process.env.DATABASE_URL)(
    'a process waiting for another’s migrations starts once they are done, however long they took',
    async () => {
      const holder = await open();
      await migrateDatabase(holder);
      let release = () => {};
      let locked = () => {};
      const isLocked = new Promise<void>((r) => (locked = r));
      const holding = holder.withStartupLock(
        () =>
          new Promise<void>((r) => {
            release = r;
            locked();
          }),
      );
      await isLocked;
      const starting = buildTestApp({
        env: { DATABASE_URL: holder.url as string },
        limits: { pluginTimeoutMs: 5_000 },
      }).catch((err: Error) => err);
      // The other process's migrations (an index built CONCURRENTLY on a big table) outlast the plugins' time-out.
      await new Promise((r) => setTimeout(r, 6_000));
      release();
      await holding;
      const started = await starting;
      if (started instanceof Error) throw started;
      expect((await started.app.inject('/api/ready')).statusCode).toBe(200);
      await started.close();
    },
    60_000,
  );

  it('fills the listed lists with the lists stored before, batch after batch, and the same again on a rerun', async () => {
    const database = await open();
    await migrateDatabase(database);
    await database.executeSql(`insert into users (id, name, lastname, email, type, confirmed)
      values ('00000000-0000-4000-8000-000000000001', 'Íñigo', 'Sáez', 'inigo@ejemplo.es', 1, true)`);
    // More lists than one batch; one in six public and discoverable, the others private, friends-only or unlisted.
    await database.executeSql(`insert into lists (id, owner_id, name, category, image, visibility, discoverable)
      select md5(i::text)::uuid, '00000000-0000-4000-8000-000000000001', 'Lista ' || i, 'cumpleanos', '/images/listas/1.jpg',
             (array['public', 'friends', 'private'])[1 + i % 3], i % 6 = 0
        from generate_series(1, 2500) i`);
    // As the database stood when the backfill had not run yet: the triggers are there, the earlier lists are not.
    // The migrator applies what is newer than the last migration it recorded, so the backfill and every migration
    // after it run again: those must be safe to run twice (`create or replace`).
    const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    const backfill = journal.entries.find((e) => e.tag.endsWith('_listed_lists_backfill'));
    await database.executeSql('delete from listed_lists');
    await database.executeSql('delete from drizzle.__drizzle_migrations where created_at >= $1', [
      backfill?.when,
    ]);

    const listed = async () =>
      (
        await database.executeSql(
          'select count(*)::int as n, min(full_names) as names from listed_lists join lists on lists.id = list_id ' +
            "where lists.visibility = 'public' and lists.discoverable",
        )
      ).rows[0];
    await migrateDatabase(database);
    const expected = { n: 416, names: ' inigo saez ' };
    expect(await listed()).toEqual(expected);
    expect((await database.executeSql('select count(*)::int as n from listed_lists')).rows[0]?.n).toBe(416);

    await database.executeSql('delete from drizzle.__drizzle_migrations where created_at >= $1', [
      backfill?.when,
    ]);
    await migrateDatabase(database);
    expect(await listed()).toEqual(expected);
  });

  it.runIf(process.env.DATABASE_URL)(
    'a list the backfill refreshes while an ONG loses its verification ends up unlisted, whichever commits last',
    async () => {
      const database = await open();
      await migrateDatabase(database);
      const ong = '00000000-0000-4000-8000-000000000002';
      const list = '00000000-0000-4000-8000-0000000000aa';
      await database.executeSql(`insert into users (id, name, lastname, email, type, confirmed)
        values ('${ong}', 'Comedor', '', 'comedor@ejemplo.es', 2, true)`);
      await database.executeSql(
        `insert into ongs (user_id, legal_id, country, status) values ('${ong}', 'G1', 'ES', 'verified')`,
      );
      await database.executeSql(`insert into lists (id, owner_id, name, category, image, visibility, discoverable)
        values ('${list}', '${ong}', 'Mantas', 'cumpleanos', '/images/listas/1.jpg', 'public', false)`);

      // The ONG goes back to pending in a transaction still open when the backfill reaches its list: the backfill
      // must not write the list from what it saw before that commit.
      const writer = new pg.Client({ connectionString: database.url });
      await writer.connect();
      try {
        await writer.query('begin');
        await writer.query(`update ongs set status = 'pending' where user_id = $1`, [ong]);
        const backfill = database.executeSql('select listed_lists_refresh($1)', [list]);
        await new Promise((r) => setTimeout(r, 300));
        await writer.query('commit');
        await backfill;
      } finally {
        await writer.end();
      }
      const rows = await database.executeSql('select count(*)::int as n from listed_lists');
      expect(rows.rows[0]?.n).toBe(0);
    },
  );

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
