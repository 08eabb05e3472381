// npm run bench:web: Lighthouse's mobile preset (its default: a phone screen, simulated slow 4G and a
// 4× slower CPU) on the pages of the built app, served as `npm start` serves it (embedded database with
// the demo catalogue, its own port and a throwaway DATA_DIR). Each page runs several times in two phases,
// "tranquila" (the machine as it is) and "cargada" (the bench's own busy child on one core, `cpu-load.ts`), and
// each metric is printed as its median with the spread (min–max), with the 1-minute load average beside it.
// Figures are printed, never asserted.
//   BENCH_WEB_RUNS   Lighthouse runs per page and phase (default 3); each metric's median is printed
//   BENCH_WEB_LOAD   quiet | loaded | both (default both): the phases to run
//   BENCH_WEB_PORT   port of the app (default 4391)
//   BENCH_WEB_ONLY   only the pages whose name contains one of these words (comma-separated)
//   BENCH_WEB_JSON   folder to keep each run's full Lighthouse report in (JSON), to look at later
//   BENCH_WEB_LIMIT_MINUTES  how long one page may take in one phase (default 4): no run starts that would end
//                    past it (the first always runs), so the whole bench takes at most pages × phases × this
// A page's phases run one after the other (quiet, then loaded), so a bench stopped half-way still has both
// phases of every page it reached.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { signIn, withChromium, withTab } from './browser.js';
import { inPhase, load1, type Phase, phasesFromEnv } from './cpu-load.js';
import { wordsFromEnv } from './env.js';
import { type Summary, summarize, tableLine, withSpread } from './stats.js';
import { type BenchPage, base, ongPage, type Session, withBenchApp } from './web-app.js';

const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const phases = phasesFromEnv();
const only = wordsFromEnv('BENCH_WEB_ONLY');
const reportDir = process.env.BENCH_WEB_JSON;
const limitMinutes = Number(process.env.BENCH_WEB_LIMIT_MINUTES ?? 4);
if (!(limitMinutes > 0)) throw new Error('BENCH_WEB_LIMIT_MINUTES: un número de minutos mayor que 0');
const limitMs = limitMinutes * 60_000;

type NetworkRequest = {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
};

type Figures = {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsFiles: number;
  jsBytes: number;
  jsBeforePaint: number;
};

function figuresOf(lhr: {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
  const metrics = (lhr.audits.metrics?.details?.items?.[0] ?? {}) as Record<string, number>;
  // The page's first meaningful paint as this (unthrottled) browser saw it: the scripts that had arrived
  // by then are the ones that paint needed (or at least competed with).
  const paintedAt = metrics.observedLargestContentfulPaint ?? metrics.observedFirstContentfulPaint ?? 0;
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const bytes = (list: NetworkRequest[]) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsFiles: scripts.length,
    jsBytes: bytes(scripts),
    jsBeforePaint: bytes(scripts.filter((r) => (r.networkEndTime ?? Number.POSITIVE_INFINITY) <= paintedAt)),
  };
}

async function audit(port: number, url: string, session: Session | null): Promise<Figures> {
  return withTab(port, async (page) => {
    if (session) await signIn(page, session, url);
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(join(reportDir, name), JSON.stringify(result.lhr));
    }
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return figuresOf(result.lhr as never);
  });
}

/**
 * Lighthouse sometimes loses the trace's start of navigation (`NO_NAVSTART`: "Please run Lighthouse again"),
 * more often on a busy machine: that run is done again, up to twice; any other error stops the bench.
 */
async function auditAgainIfTraceLost(port: number, url: string, session: Session | null): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, url, session);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
      console.error(`  (${url}: Lighthouse perdió el inicio de la traza; se repite la pasada)`);
    }
  }
}

type Row = {
  page: string;
  phase: Phase;
  /** The runs done: fewer than `runs` when the page reached its time limit. */
  done: number;
  loadStart: number;
  loadEnd: number;
  f: Record<keyof Figures, Summary>;
};

const metricNames: (keyof Figures)[] = [
  'performance',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'jsFiles',
  'jsBytes',
  'jsBeforePaint',
];

async function measurePage(port: number, p: BenchPage, phase: Phase): Promise<Row> {
  const loadStart = load1();
  const started = Date.now();
  const results: Figures[] = [];
  for (let i = 0; i < runs; i++) {
    // Another run as long as the ones before would end past the page's limit: the page stops here.
    const spent = Date.now() - started;
    if (i > 0 && spent + spent / i > limitMs) break;
    results.push(await auditAgainIfTraceLost(port, `${base}${p.path}`, p.session));
  }
  const f = Object.fromEntries(metricNames.map((m) => [m, summarize(results.map((r) => r[m]))])) as Row['f'];
  const row: Row = { page: p.name, phase, done: results.length, loadStart, loadEnd: load1(), f };
  const cut =
    results.length < runs ? ` (${results.length} de ${runs} pasadas: límite de ${limitMinutes} min)` : '';
  console.log(
    `  ${p.name}, ${phase}: perf ${withSpread(f.performance, String)}, TBT ${withSpread(f.tbt, msText)}${cut}`,
  );
  return row;
}

const msText = (v: number) => `${Math.round(v)}`;
const seconds = (v: number) => (v / 1000).toFixed(2);
const kb = (v: number) => (v / 1024).toFixed(0);

const columns: [string, number, (r: Row) => string][] = [
  ['página', 30, (r) => r.page],
  ['fase', 9, (r) => r.phase],
  ['pasadas', 7, (r) => String(r.done)],
  ['carga', 10, (r) => `${r.loadStart.toFixed(1)}→${r.loadEnd.toFixed(1)}`],
  ['perf', 12, (r) => withSpread(r.f.performance, String)],
  ['TBT ms', 18, (r) => withSpread(r.f.tbt, msText)],
  ['LCP s', 18, (r) => withSpread(r.f.lcp, seconds)],
  ['FCP s', 18, (r) => withSpread(r.f.fcp, seconds)],
  ['CLS', 6, (r) => r.f.cls.max.toFixed(3)],
  ['JS KB', 6, (r) => kb(r.f.jsBytes.median)],
  ['JS antes KB', 11, (r) => kb(r.f.jsBeforePaint.median)],
];

function printTable(rows: Row[]) {
  const line = (cells: string[]) => tableLine(columns, cells);
  console.log(`\n${line(columns.map(([name]) => name))}`);
  // A page's phases one under the other, so quiet and loaded read side by side.
  const pages = [...new Set(rows.map((r) => r.page))];
  for (const page of pages) {
    const ofPage = rows.filter((r) => r.page === page);
    for (const [i, r] of ofPage.entries())
      console.log(line(columns.map(([name, , cell]) => (i > 0 && name === 'página' ? '' : cell(r)))));
  }
  console.log(
    [
      '',
      `Cada cifra: la mediana de las pasadas (${runs}, o menos si la página llegó a su límite de ${limitMinutes} min) y,`,
      'entre paréntesis, la menor y la mayor. perf: la nota de rendimiento de Lighthouse (0–100); TBT, LCP, FCP,',
      'CLS: sus métricas (CLS: la mayor de las pasadas).',
      'carga: la media de carga de 1 minuto (os.loadavg) al empezar y al acabar la página en esa fase; la fase',
      '"cargada" suma un proceso ocupado del propio bench en un núcleo. JS KB: bytes transferidos (comprimidos)',
      'de los scripts; "JS antes": los que llegaron antes del LCP observado (medianas).',
    ].join('\n'),
  );
}

async function main() {
  await withChromium(async (port) => {
    await withBenchApp(async (goalPages, seeded) => {
      const pages = [...goalPages, ongPage(seeded)].filter(
        (p) => only.length === 0 || only.some((w) => p.name.toLowerCase().includes(w)),
      );
      console.log(
        `Lighthouse, preset móvil (4G lento simulado, CPU ×4), ${runs} pasada(s) por página y fase; fases: ${phases.join(', ')}.`,
      );
      console.log(
        `Límite: ${limitMinutes} min por página y fase (BENCH_WEB_LIMIT_MINUTES); ${pages.length} página(s), a lo sumo unos ${Math.ceil(pages.length * phases.length * limitMinutes)} min.`,
      );
      const rows: Row[] = [];
      for (const p of pages)
        for (const phase of phases)
          rows.push(await inPhase(phase, () => measurePage(port, p, phase), limitMs + 5 * 60_000));
      printTable(rows);
      console.log(`Carga de la máquina al acabar: ${load1().toFixed(2)}`);
    });
  });
}

await main();
