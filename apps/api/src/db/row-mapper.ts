import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** A selected field as Drizzle lists it for a query (`orderSelectedFields`): where it goes and what it is. */
export type SelectedField = { path: string[]; field: unknown };
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** The field's decoder, chosen as Drizzle's `mapResultRow` chooses it. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
}

/**
 * Drizzle's `mapResultRow` with what depends only on the query worked out once: which decoder each column has, the
 * table of each column of a nested object (for a left join's nulls). Drizzle works both out again for every column
 * of every row (`is()` walks the field's class chain, through the alias proxies of joined tables), a visible share of
 * a catalogue page's CPU (docs/performance.md). Same result, value for value: `row-mapper.test.ts` compares the two.
 */
export function rowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const columns = fields.map(({ path, field }) => {
    const decoder = decoderOf(field);
    return {
      parents: path.slice(0, -1),
      key: path[path.length - 1] as string,
      decoder,
      decode: decoder.mapFromDriverValue,
      // A column of a nested object (`{ cat: { id: cat.id } }`): the object becomes null when its left-joined
      // table matched no row (all its columns null), as Drizzle does.
      table:
        joinsNotNullableMap && is(field, Column) && path.length === 2
          ? getTableName((field as unknown as Column).table)
          : undefined,
      objectName: path[0] as string,
    };
  });
  return (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    let nullify: Record<string, string | false> | undefined;
    for (let i = 0; i < columns.length; i++) {
      const c = columns[i] as (typeof columns)[number];
      let node = result;
      for (const chunk of c.parents) {
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = raw === null ? null : c.decode.call(c.decoder, raw);
      node[c.key] = value;
      if (c.table !== undefined) {
        nullify ??= {};
        const seen = nullify[c.objectName];
        if (seen === undefined) nullify[c.objectName] = value === null ? c.table : false;
        else if (typeof seen === 'string' && seen !== c.table) nullify[c.objectName] = false;
      }
    }
    if (nullify && joinsNotNullableMap)
      for (const objectName in nullify) {
        const table = nullify[objectName];
        if (typeof table === 'string' && !joinsNotNullableMap[table]) result[objectName] = null;
      }
    return result;
  };
}

/** A prepared Drizzle query's own description of its result (fields, the left joins' nullability, its mapper). */
type PreparedShape = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/**
 * Gives a prepared query (`builtOnce`) the mapper above, the one Drizzle's node-postgres and PGlite sessions call
 * instead of `mapResultRow` when a query has one (`customResultMapper`). Queries that already have their own
 * (relational queries) and those without fields (raw SQL) keep what they had.
 */
export function mapRowsOnce<Q>(query: Q): Q {
  const shape = query as PreparedShape;
  if (shape.fields && !shape.customResultMapper) {
    const map = rowMapper(shape.fields, shape.joinsNotNullableMap);
    shape.customResultMapper = (rows) => rows.map(map);
  }
  return query;
}
