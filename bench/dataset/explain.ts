import type pg from 'pg';
import type { Capture } from '../capture-sql.js';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
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
 * statements touched (hit or read), a measure of their work that does not move with the machine's load.
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
    const { rows } = await db.query(
      `explain (analyze, buffers, format json) ${statement.text}`,
      statement.values,
    );
    const root = (rows[0]['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[])[0];
    if (!root) continue;
    const scans: string[] = [];
    const flags: string[] = [];
    const walk = (node: PlanNode) => {
      const rel = node['Relation Name'];
      if (rel) {
        const how = node['Index Name'] ? `${node['Node Type']} ${node['Index Name']}` : node['Node Type'];
        scans.push(`${how} (${rel})`);
        if (node['Node Type'] === 'Seq Scan' && (sizes.get(rel) ?? 0) >= BIG_TABLE_ROWS)
          flags.push(`⚠ Seq Scan en ${rel} (${(sizes.get(rel) ?? 0).toLocaleString('es-ES')} filas)`);
      }
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(root.Plan);
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

async function tableSizes(db: pg.Client) {
  const { rows } = await db.query(
    `select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  return new Map(rows.map((r: { relname: string; n: string }) => [r.relname, Number(r.n)]));
}
