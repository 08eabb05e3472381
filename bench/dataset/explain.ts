import type pg from 'pg';
import type { Capture } from '../capture-sql.js';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Function Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};

/** Tables this big or bigger must never be read whole by a hot read. */
const BIG_TABLE_ROWS = 50_000;

/**
 * A short account of the plan of each statement a read ran (EXPLAIN ANALYZE, BUFFERS, with the values it ran
 * with): its top node, time, rows and buffers, and how each table was reached. A sequential scan of a big table
 * is flagged. Writes (a session's last seen time) are only named, never run again. `buffers`: the pages all its
 * statements touched (hit or read), a measure of their work that does not move with the machine's load. A branch
 * the statement never ran is marked so; the statements run inside a function it calls are shown too (through
 * auto_explain, when the server has it), as "en una función".
 */
export async function explainSummary(
  db: pg.Client,
  capture: Capture,
): Promise<{ lines: string[]; buffers: number; seqScans: number }> {
  const lines: string[] = [];
  let buffers = 0;
  let seqScans = 0;
  const sizes = await tableSizes(db);
  let n = 0;
  for (const statement of capture.flat()) {
    n++;
    if (!/^\s*(select|with)\b/i.test(statement.text)) {
      lines.push(`    ${n}. (escritura, sin EXPLAIN) ${statement.text.slice(0, 60).replace(/\s+/g, ' ')}…`);
      continue;
    }
    const nested: { Plan: PlanNode }[] = [];
    const onNotice = (msg: { message?: string }) => {
      // auto_explain's JSON plans of the statements run inside functions (the statement's own comes last).
      const json = msg.message?.slice(msg.message.indexOf('{'));
      try {
        if (json?.includes('"Plan"')) nested.push(JSON.parse(json) as { Plan: PlanNode });
      } catch {
        // Not a plan after all.
      }
    };
    const explaining = await withNestedPlans(db);
    db.on('notice', onNotice);
    let rows: { 'QUERY PLAN': unknown }[];
    try {
      ({ rows } = await db.query(
        `explain (analyze, buffers, format json) ${statement.text}`,
        statement.values,
      ));
    } finally {
      db.off('notice', onNotice);
      if (explaining) await db.query('reset client_min_messages; reset auto_explain.log_min_duration');
    }
    const root = (rows[0]?.['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[] | undefined)?.[0];
    if (!root) continue;
    const scans: string[] = [];
    const flags: string[] = [];
    const walk = (node: PlanNode, where = '', ran = true) => {
      const runs = ran && node['Actual Loops'] !== 0;
      const rel = node['Relation Name'];
      const note = `${where}${runs ? '' : ', no se ejecutó'}`;
      if (rel) {
        const how = node['Index Name'] ? `${node['Node Type']} ${node['Index Name']}` : node['Node Type'];
        scans.push(`${how} (${rel}${note})`);
        if (runs && node['Node Type'] === 'Seq Scan' && (sizes.get(rel) ?? 0) >= BIG_TABLE_ROWS)
          flags.push(`⚠ Seq Scan en ${rel} (${(sizes.get(rel) ?? 0).toLocaleString('es-ES')} filas)`);
      } else if (node['Function Name'])
        scans.push(`${node['Node Type']} ${node['Function Name']}${note ? ` (${note.slice(2)})` : ''}`);
      for (const child of node.Plans ?? []) walk(child, where, runs);
    };
    walk(root.Plan);
    for (const inner of nested.slice(0, -1)) walk(inner.Plan, ', en una función');
    const top = root.Plan;
    buffers += (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0);
    seqScans += flags.length;
    lines.push(
      `    ${n}. ${top['Node Type']}: ${root['Execution Time'].toFixed(2)} ms, ${top['Actual Rows']} filas, ` +
        `buffers ${top['Shared Hit Blocks'] ?? 0} hit / ${top['Shared Read Blocks'] ?? 0} read`,
      `       ${[...new Set(scans)].join('; ') || 'sin tablas'}`,
      ...flags.map((f) => `       ${f}`),
    );
  }
  return { lines, buffers, seqScans };
}

/** Sends the plans of the statements run inside functions as notices, for the next statement; false without auto_explain. */
async function withNestedPlans(db: pg.Client) {
  try {
    await db.query(`load 'auto_explain'; set auto_explain.log_nested_statements = on; set auto_explain.log_analyze = on;
      set auto_explain.log_buffers = on; set auto_explain.log_format = json; set auto_explain.log_min_duration = 0;
      set client_min_messages = log`);
    return true;
  } catch {
    return false;
  }
}

async function tableSizes(db: pg.Client) {
  const { rows } = await db.query(
    `select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  return new Map(rows.map((r: { relname: string; n: string }) => [r.relname, Number(r.n)]));
}
