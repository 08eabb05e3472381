import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../apps/api/src/db/client.js';
import { OUTSIDE_TRANSACTION } from '../../apps/api/src/db/migrator.js';
import { migrationsDir } from '../../apps/api/src/paths.js';

export type LockFigures = { migrationMs: number; longestWriteMs: number; writes: number };

/**
 * Applies, through the app's own migrator, one more migration that adds an index on `table` (the committed
 * migrations, copied with it to a folder of its own), while a writer inserts rows into that table one by one:
 * how long the migration took, and the longest any single insert waited. Bounded: the writer stops when the
 * migration ends, or after `maxWrites`.
 */
export async function migrateWhileWriting(
  url: string,
  index: { name: string; table: string; columns: string; concurrently: boolean },
  insert: string,
  maxWrites = 200_000,
): Promise<LockFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'detalle-migrations-'));
  cpSync(migrationsDir, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[];
  };
  const lastEntry = journal.entries.at(-1) as (typeof journal.entries)[number];
  const tag = `${String(lastEntry.idx + 1).padStart(4, '0')}_bench_${index.name}`;
  journal.entries.push({ ...lastEntry, idx: lastEntry.idx + 1, when: lastEntry.when + 1, tag });
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  writeFileSync(
    join(folder, `${tag}.sql`),
    index.concurrently
      ? `${OUTSIDE_TRANSACTION}\nDROP INDEX CONCURRENTLY IF EXISTS "${index.name}";--> statement-breakpoint\n` +
          `CREATE INDEX CONCURRENTLY "${index.name}" ON "${index.table}" (${index.columns});`
      : `CREATE INDEX "${index.name}" ON "${index.table}" (${index.columns});`,
  );

  const writer = new pg.Client({ connectionString: url });
  await writer.connect();
  const database = await openDatabase({ url, pgliteDir: 'memory://' });
  let done = false;
  let longest = 0;
  let writes = 0;
  const writing = (async () => {
    while (!done && writes < maxWrites) {
      const started = performance.now();
      await writer.query(insert, [writes]);
      longest = Math.max(longest, performance.now() - started);
      writes++;
    }
  })();
  try {
    // The writer's first rows go in before the migration starts, so it is already writing when the lock comes.
    await new Promise((r) => setTimeout(r, 500));
    const started = performance.now();
    await migrateDatabase(database, folder);
    const migrationMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, 500));
    done = true;
    await writing;
    return { migrationMs, longestWriteMs: longest, writes };
  } finally {
    done = true;
    await writing.catch(() => {});
    // The bench's index goes, and so does its record, so the next phase starts from the committed migrations.
    await database.executeSql(`drop index if exists "${index.name}"`);
    await database.executeSql(
      `delete from drizzle.__drizzle_migrations where created_at = ${lastEntry.when + 1}`,
    );
    await database.close();
    await writer.end();
    rmSync(folder, { recursive: true, force: true });
  }
}
