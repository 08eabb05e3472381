import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { mapRowsOnce } from './row-mapper.js';

/** What Drizzle's select, insert, update and delete builders can become: a query whose SQL is already written. */
type Preparable<Q> = { prepare(name: string): Q };

/**
 * A hot query whose SQL text Drizzle writes once per database rather than on every call: building a select with
 * joins is a large share of a hot read's CPU (docs/performance.md). Values go in through `sql.placeholder(…)` at `execute({ … })`.
 *
 * Deliberately unnamed (no PostgreSQL prepared statement): the server still parses and plans every run with its
 * values, exactly as before, so plans do not turn generic and a transaction-mode pooler in front keeps working.
 */
export function builtOnce<Q>(build: (db: Db) => Preparable<Q>): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      // Drizzle's own `execute()` prepares without a name too; only the name makes a server-side statement.
      // Its rows are mapped by a mapper worked out once too (row-mapper.ts), not column by column on every row.
      query = mapRowsOnce(build(db).prepare(undefined as unknown as string));
      built.set(db, query);
    }
    return query;
  };
}

/** Writes raw `sql` templates as the databases' Drizzle does (client.ts: `casing: 'snake_case'`). */
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * `builtOnce` for a raw `sql` template (what `db.execute` runs), with `sql.placeholder(…)` for its values:
 * `execute({ … })` answers as `db.execute` does (`rows`, Drizzle's raw types).
 */
export function builtOnceSql(
  build: () => SQL,
): (db: Db) => { execute(values: Record<string, unknown>): Promise<unknown> } {
  const query = dialect.sqlToQuery(build());
  const built = new WeakMap<Db, { execute(values: Record<string, unknown>): Promise<unknown> }>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(query, undefined, undefined, false);
      built.set(db, prepared);
    }
    return prepared;
  };
}
