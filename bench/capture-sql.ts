import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildBenchApp } from './in-process-app.js';

/** One statement the API ran, as node-postgres received it. */
export type Statement = { text: string; values: unknown[]; rowMode?: 'array' };
/** Statements the API ran at once (Promise.all), in the order it ran the groups. */
export type Capture = Statement[][];

type Recorded = Statement & { start: number; end: number };
/** The statements of the request being recorded, while one is. */
let recording: Recorded[] | undefined;

/**
 * Records every statement that node-postgres's pool runs while `recording` is set, with when it started and ended
 * (one request at a time; nothing else runs in this process meanwhile but the job queue's polling, left out).
 * The API reads through the pool (Drizzle's node-postgres driver calls `pool.query`); transactions check a client
 * out instead and are not recorded, which is fine for the reads measured here.
 */
function patchPool() {
  const original = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
  pg.Pool.prototype.query = function query(this: pg.Pool, ...args: unknown[]) {
    const log = recording;
    if (!log) return original.apply(this, args);
    const [first, second] = args as [
      string | { text: string; values?: unknown[]; rowMode?: 'array' },
      unknown,
    ];
    const config = typeof first === 'string' ? { text: first } : first;
    const entry: Recorded = {
      text: config.text,
      values: (config.values ?? (Array.isArray(second) ? second : [])) as unknown[],
      ...(config.rowMode ? { rowMode: config.rowMode } : {}),
      start: performance.now(),
      end: Number.POSITIVE_INFINITY,
    };
    log.push(entry);
    const result = original.apply(this, args) as Promise<unknown> | undefined;
    const done = () => {
      entry.end = performance.now();
    };
    result?.then?.(done, done);
    return result;
  } as typeof pg.Pool.prototype.query;
  return () => {
    pg.Pool.prototype.query = original as typeof pg.Pool.prototype.query;
  };
}

/** Statements that started before every statement of the group before them had ended ran alongside it. */
function grouped(log: Recorded[]): Capture {
  const groups: Recorded[][] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  for (const entry of [...log].sort((a, b) => a.start - b.start)) {
    const current = groups.at(-1);
    if (current && entry.start < groupEnd) {
      current.push(entry);
      groupEnd = Math.max(groupEnd, entry.end);
    } else {
      groups.push([entry]);
      groupEnd = entry.end;
    }
  }
  return groups.map((g) => g.map(({ start: _s, end: _e, ...statement }) => statement));
}

/**
 * The SQL the API runs for each request, recorded from the API itself built in this process against the very
 * database the measured server uses, so the bare baseline can run exactly that (bench/baseline-server.ts).
 * Each request is made once to warm up (prepared caches, first-use look-ups) and once recorded.
 */
export async function captureSql(
  databaseUrl: string,
  requests: Record<string, { url: string; headers?: Record<string, string> }>,
): Promise<Record<string, Capture>> {
  const previous = process.env.BENCH_DATABASE_URL;
  process.env.BENCH_DATABASE_URL = databaseUrl;
  const restore = patchPool();
  const bench = await buildBenchApp();
  try {
    await bench.app.ready();
    const captured: Record<string, Capture> = {};
    for (const [name, request] of Object.entries(requests)) {
      const url = new URL(request.url);
      const inject = () =>
        bench.app.inject({ method: 'GET', url: url.pathname + url.search, headers: request.headers });
      const warm = await inject();
      if (warm.statusCode !== 200) throw new Error(`${name}: ${warm.statusCode} ${warm.body.slice(0, 200)}`);
      const log: Recorded[] = [];
      recording = log;
      await inject().finally(() => {
        recording = undefined;
      });
      // The job queue's polling runs on its own timer, whatever the request does.
      captured[name] = grouped(log.filter((s) => !/\bpgboss\b/.test(s.text)));
    }
    return captured;
  } finally {
    await bench.close();
    restore();
    if (previous === undefined) delete process.env.BENCH_DATABASE_URL;
    else process.env.BENCH_DATABASE_URL = previous;
  }
}
