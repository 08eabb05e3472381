// npm run bench:inp: how long the main action of each guest page takes to answer a tap, as a phone's person feels
// it: the interaction's next paint (INP's measure), on the built app served as `npm start` serves it
// (`web-app.ts`). Each page opens in a new tab at 390 px with touch and the CPU throttled 4× (CDP
// `Emulation.setCPUThrottlingRate`; no network throttling: the app is on loopback); once the page is usable
// (`html[data-hydrated]`, set when React has the page) the action's button is tapped (touch events over CDP) and
// the Event Timing API (`PerformanceObserver` 'event' entries, `durationThreshold` 16) gives every entry of that
// interaction: its duration is the longest of them, as web-vitals counts INP. Each action is tapped at two
// moments, right at hydration (a person quick to tap, while the page's start-up work may still run) and at rest
// (no long task for a second), in the phases of `cpu-load.ts`. Figures are printed, never asserted.
//   BENCH_INP_RUNS   taps per action, moment and phase (default 3); the median is printed, with min–max
//   BENCH_WEB_LOAD   quiet | loaded | both (default both): the phases to run (shared with bench:web)
//   BENCH_INP_WHEN   hydrated | idle | both (default both): when to tap
//   BENCH_INP_ONLY   only the actions whose name contains one of these words (comma-separated)
//   BENCH_INP_TRACE  folder for a Chrome trace of every run (from navigation to the tap's answer), to open in
//                    Chromium's DevTools (Performance → Load profile) or ui.perfetto.dev; tracing slows the runs
//   BENCH_WEB_PORT   port of the app (default 4391)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { withChromium, withTab } from './browser.js';
import { inPhase, load1, type Phase, phasesFromEnv } from './cpu-load.js';
import { wordsFromEnv } from './env.js';
import { summarize, tableLine, withSpread } from './stats.js';
import { base, type Seeded, withBenchApp } from './web-app.js';

const runs = Math.max(1, Number(process.env.BENCH_INP_RUNS ?? 3));
const phases = phasesFromEnv();
const only = wordsFromEnv('BENCH_INP_ONLY');
const traceDir = process.env.BENCH_INP_TRACE;
type When = 'al hidratar' | 'en reposo';
const moments: When[] = (() => {
  const v = (process.env.BENCH_INP_WHEN ?? 'both').trim().toLowerCase();
  if (v === 'hydrated') return ['al hidratar'];
  if (v === 'idle') return ['en reposo'];
  if (v === 'both' || v === '') return ['al hidratar', 'en reposo'];
  throw new Error(`BENCH_INP_WHEN=${v}: usa hydrated, idle o both`);
})();

/** What "done" looks like after the tap: an element that shows, or the page leaving an address. */
type Shown = { selector: string } | { leaves: string };

type Action = {
  name: string;
  path: (s: Seeded) => string;
  /** The button's visible text (the first such button on the page is tapped). */
  button: string;
  /** Typed before the tap (selector → text), as a person fills a form. */
  fill?: (s: Seeded) => Record<string, string>;
  shown: Shown;
};

const actions: Action[] = [
  {
    name: 'reservar (lista compartida)',
    path: (s) => `/regalar?lista=${s.listId}`,
    button: 'Lo compro yo',
    // The guest's claim form (name and e-mail) opens in the gift's card.
    shown: { selector: 'input[autocomplete="given-name"]' },
  },
  {
    name: 'aportar dinero (regalo en grupo)',
    path: (s) => `/regalar?lista=${s.listId}`,
    button: 'Aporto dinero',
    shown: { selector: '[role="dialog"]' },
  },
  {
    name: 'donar (ONG)',
    path: (s) => `/ong/${s.ongId}`,
    button: 'Donar',
    shown: { selector: '[role="dialog"]' },
  },
  {
    name: 'entrar (/login)',
    path: () => '/login',
    button: 'Entrar',
    fill: (s) => ({
      'input[autocomplete="username"]': s.login.email,
      'input[autocomplete="current-password"]': s.login.password,
    }),
    shown: { leaves: '/login' },
  },
];

/** What the page keeps for the bench (installed before the page's own code: `observeInPage`). */
type EventEntry = {
  name: string;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  interactionId: number;
};
type ScriptEntry = { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number };
type FrameEntry = { start: number; duration: number; blocking: number; scripts: ScriptEntry[] };
type InPage = {
  events: EventEntry[];
  frames: FrameEntry[];
  lastLongTaskEnd: number;
  tapAt: number;
  shownAt: number;
};

/** Runs in each new document first: records event timings, long animation frames and long tasks. */
function observeInPage() {
  // This folder is type-checked without the DOM's types: the page's globals are typed here by hand.
  type Entry = Record<string, unknown> & { startTime: number; duration: number };
  type Observer = new (
    cb: (list: { getEntries(): Entry[] }) => void,
  ) => { observe(o: Record<string, unknown>): void };
  const g = globalThis as unknown as { PerformanceObserver: Observer; __bench: InPage };
  const bench: InPage = { events: [], frames: [], lastLongTaskEnd: 0, tapAt: -1, shownAt: -1 };
  g.__bench = bench;
  const observe = (type: string, keep: (e: Entry) => void, extra: Record<string, unknown> = {}) => {
    try {
      new g.PerformanceObserver((list) => {
        for (const e of list.getEntries()) keep(e);
      }).observe({ type, buffered: true, ...extra });
    } catch {
      // An entry type this browser lacks: its figures stay empty.
    }
  };
  observe(
    'event',
    (e) =>
      bench.events.push({
        name: String(e.name),
        start: e.startTime,
        duration: e.duration,
        processingStart: Number(e.processingStart),
        processingEnd: Number(e.processingEnd),
        interactionId: Number(e.interactionId ?? 0),
      }),
    { durationThreshold: 16 },
  );
  observe('long-animation-frame', (e) =>
    bench.frames.push({
      start: e.startTime,
      duration: e.duration,
      blocking: Number(e.blockingDuration ?? 0),
      scripts: ((e.scripts ?? []) as Record<string, unknown>[]).map((s) => ({
        invoker: String(s.invoker ?? ''),
        sourceURL: String(s.sourceURL ?? ''),
        sourceFunctionName: String(s.sourceFunctionName ?? ''),
        duration: Number(s.duration ?? 0),
      })),
    }),
  );
  observe('longtask', (e) => {
    bench.lastLongTaskEnd = Math.max(bench.lastLongTaskEnd, e.startTime + e.duration);
  });
}

type Tap = {
  /** The interaction's next paint (ms): the longest of its event entries; 0 when none passed 16 ms. */
  inp: number;
  /** Waiting for the main thread, the handlers, then until the frame was painted. */
  inputDelay: number;
  processing: number;
  presentation: number;
  /** From the tap to what it opens being on screen (ms). */
  shown: number;
  /** Long animation frames overlapping the interaction: where its time went. */
  frames: FrameEntry[];
};

/** What the page kept (`observeInPage`). */
const keptIn = (page: Page) => page.evaluate(() => (globalThis as unknown as { __bench: InPage }).__bench);

/** Waits until no long task has ended for a second (at most 20 s): the page at rest. */
async function untilIdle(page: Page) {
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    const quietFor = await page.evaluate(
      () =>
        (globalThis as unknown as { performance: { now(): number } }).performance.now() -
        (globalThis as unknown as { __bench: InPage }).__bench.lastLongTaskEnd,
    );
    if (quietFor >= 1000) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first button whose visible text is `label` (waits for it). */
async function findButton(page: Page, label: string) {
  const handle = await page.waitForFunction(
    (text: string) => {
      const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<unknown> } })
        .document;
      const buttons = Array.from(doc.querySelectorAll('button')) as { innerText: string }[];
      return buttons.find((b) => b.innerText.trim() === text) ?? null;
    },
    { timeout: 30_000 },
    label,
  );
  const button = handle.asElement();
  if (!button) throw new Error(`no button «${label}»`);
  return button;
}

async function tapOnce(page: Page, url: string, action: Action, seeded: Seeded, when: When, trace?: string) {
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  // tsx names the functions it compiles with a helper of its own (`__name`), which the page lacks.
  await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
  await page.evaluateOnNewDocument(observeInPage);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (trace) await page.tracing.start({ path: trace, screenshots: true });
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.waitForSelector('html[data-hydrated]', { timeout: 120_000 });
    const button = await findButton(page, action.button);
    for (const [selector, text] of Object.entries(action.fill?.(seeded) ?? {}))
      await page.type(selector, text);
    if (when === 'en reposo') await untilIdle(page);
    // Scrolled into view first (its own frames), so the tap's interaction is the tap alone.
    await button.scrollIntoView();
    // What the tap opens, noted from the first frame it is on screen in.
    await page.evaluate((shown: Shown) => {
      type El = { checkVisibility(): boolean };
      const g = globalThis as unknown as {
        __bench: InPage;
        performance: { now(): number };
        location: { pathname: string };
        document: { querySelector(s: string): El | null };
        requestAnimationFrame(cb: (t: number) => void): void;
      };
      const bench = g.__bench;
      const done = () =>
        'leaves' in shown
          ? g.location.pathname !== shown.leaves
          : Boolean(g.document.querySelector(shown.selector)?.checkVisibility());
      const check = () => {
        if (done()) bench.shownAt = g.performance.now();
        else g.requestAnimationFrame(check);
      };
      bench.tapAt = g.performance.now();
      g.requestAnimationFrame(check);
    }, action.shown);
    await button.tap();
    await page.waitForFunction(() => (globalThis as unknown as { __bench: InPage }).__bench.shownAt >= 0, {
      timeout: 30_000,
      polling: 100,
    });
    // Event Timing entries are delivered after the frame that answered the tap: a little more for them.
    await new Promise((r) => setTimeout(r, 500));
    return await keptIn(page);
  } finally {
    if (trace) await page.tracing.stop();
    await cdp.detach().catch(() => {});
  }
}

/**
 * The tap's interaction: the first interaction id after the tap and all of its entries (pointerdown, pointerup,
 * click...). Its duration is the longest entry's; it is split as web-vitals' attribution splits it: until the first
 * handler started, until the last one ended, then until the frame was painted.
 */
function tapOf(bench: InPage): Tap {
  const after = bench.events.filter((e) => e.interactionId > 0 && e.start >= bench.tapAt - 1);
  const id = after.sort((a, b) => a.start - b.start)[0]?.interactionId;
  const entries = after.filter((e) => e.interactionId === id);
  const shown = bench.shownAt - bench.tapAt;
  if (entries.length === 0)
    return { inp: 0, inputDelay: 0, processing: 0, presentation: 0, shown, frames: [] };
  const start = Math.min(...entries.map((e) => e.start));
  const inp = Math.max(...entries.map((e) => e.duration));
  const processingStart = Math.min(...entries.map((e) => e.processingStart));
  const processingEnd = Math.max(...entries.map((e) => e.processingEnd));
  const end = start + inp;
  return {
    inp,
    inputDelay: processingStart - start,
    processing: processingEnd - processingStart,
    presentation: Math.max(0, end - processingEnd),
    shown,
    frames: bench.frames.filter((f) => f.start < end && f.start + f.duration > start),
  };
}

type Row = { action: string; phase: Phase; when: When; loadStart: number; loadEnd: number; taps: Tap[] };

async function measure(port: number, seeded: Seeded, action: Action, phase: Phase, when: When): Promise<Row> {
  const loadStart = load1();
  const taps: Tap[] = [];
  for (let i = 0; i < runs; i++) {
    const trace = traceDir
      ? join(
          traceDir,
          `${action.name.replace(/\W+/g, '_')}-${when.replace(/\W+/g, '_')}-${phase}-${i + 1}.json`,
        )
      : undefined;
    // A first visit each time (no service worker, storage or cache from the run before: signing in once
    // would send every later /login to /home).
    const run = () =>
      withTab(port, (page) => tapOnce(page, `${base}${action.path(seeded)}`, action, seeded, when, trace), {
        fresh: true,
      });
    const bench = await run().catch((error) => {
      // On a very busy machine a page can take longer than the waits: tried once more, then left out.
      console.error(`  (${action.name}, ${when}: ${String(error).split('\n')[0]}; se repite la pasada)`);
      return run().catch((again) => {
        console.error(`  (${action.name}, ${when}: ${String(again).split('\n')[0]}; pasada descartada)`);
        return null;
      });
    });
    if (bench) taps.push(tapOf(bench));
  }
  const row: Row = { action: action.name, phase, when, loadStart, loadEnd: load1(), taps };
  if (taps.length === 0) throw new Error(`${action.name}, ${when}: ninguna pasada salió`);
  console.log(`  ${action.name}, ${when}: INP ${withSpread(summarize(taps.map((t) => t.inp)), inpText)} ms`);
  return row;
}

const inpText = (v: number) => (v === 0 ? '≤16' : String(Math.round(v)));
const round = (v: number) => String(Math.round(v));

/** The run whose INP is the median one (for its breakdown and frames). */
const medianTap = (taps: Tap[]) =>
  [...taps].sort((a, b) => a.inp - b.inp)[Math.floor((taps.length - 1) / 2)] as Tap;

const columns: [string, number, (r: Row) => string][] = [
  ['acción', 32, (r) => r.action],
  ['fase', 9, (r) => r.phase],
  ['momento', 11, (r) => r.when],
  ['carga', 10, (r) => `${r.loadStart.toFixed(1)}→${r.loadEnd.toFixed(1)}`],
  ['INP ms', 16, (r) => withSpread(summarize(r.taps.map((t) => t.inp)), inpText)],
  [
    'espera/proceso/pintado',
    22,
    (r) => {
      const t = medianTap(r.taps);
      return `${round(t.inputDelay)}/${round(t.processing)}/${round(t.presentation)}`;
    },
  ],
  ['hasta verlo ms', 18, (r) => withSpread(summarize(r.taps.map((t) => t.shown)), round)],
];

/** Where a slow tap's time went: the scripts of the long animation frames it overlapped, longest first. */
function printWhereTimeWent(r: Row) {
  const t = medianTap(r.taps);
  const scripts = t.frames
    .flatMap((f) => f.scripts)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5);
  console.log(`  ${r.action}, ${r.phase}, ${r.when} (INP ${Math.round(t.inp)} ms):`);
  for (const f of t.frames)
    console.log(`    frame largo de ${Math.round(f.duration)} ms (bloqueo ${Math.round(f.blocking)} ms)`);
  for (const s of scripts) {
    const file = s.sourceURL.replace(base, '') || '(sin archivo)';
    console.log(`    ${Math.round(s.duration)} ms  ${s.invoker}  ${s.sourceFunctionName || '?'} en ${file}`);
  }
}

function printTable(rows: Row[]) {
  const line = (cells: string[]) => tableLine(columns, cells);
  console.log(`\n${line(columns.map(([name]) => name))}`);
  for (const action of [...new Set(rows.map((r) => r.action))]) {
    const ofAction = rows.filter((r) => r.action === action);
    for (const [i, r] of ofAction.entries())
      console.log(line(columns.map(([name, , cell]) => (i > 0 && name === 'acción' ? '' : cell(r)))));
  }
  console.log(
    [
      '',
      `Cada cifra: la mediana de ${runs} toque(s) y, entre paréntesis, el menor y el mayor.`,
      'INP: del toque al siguiente fotograma pintado, la mayor duración de las entradas de Event Timing de esa',
      'interacción (≤16: ninguna pasó de 16 ms); objetivo ≤ 200 ms.',
      'espera/proceso/pintado (ms, del toque mediano): la espera al hilo principal hasta el primer manejador, los',
      'manejadores, y desde el último hasta pintar.',
      'hasta verlo: del toque a que lo que abre (formulario, diálogo, otra página) está en pantalla.',
      'momento: tocar en cuanto la página está hidratada, o en reposo (un segundo sin tareas largas).',
      'carga: la media de carga de 1 minuto (os.loadavg) al empezar y al acabar.',
    ].join('\n'),
  );
  const slow = rows.filter((r) => medianTap(r.taps).inp > 200);
  if (slow.length > 0) {
    console.log('\nDónde se fue el tiempo (fotogramas largos del toque mediano, guiones más largos):');
    for (const r of slow) printWhereTimeWent(r);
  }
}

async function main() {
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  await withChromium(async (port) => {
    await withBenchApp(async (_pages, seeded) => {
      const chosen = actions.filter((a) => only.length === 0 || only.some((w) => a.name.includes(w)));
      console.log(
        `Tocar la acción principal a 390 px con la CPU ×4, ${runs} toque(s) por acción, momento y fase; fases: ${phases.join(', ')}.`,
      );
      if (traceDir) console.log(`Trazas en ${traceDir} (con traza, cada pasada va algo más lenta).`);
      const rows: Row[] = [];
      for (const phase of phases)
        await inPhase(phase, async () => {
          for (const action of chosen)
            for (const when of moments) rows.push(await measure(port, seeded, action, phase, when));
        });
      printTable(rows);
      console.log(`Carga de la máquina al acabar: ${load1().toFixed(2)}`);
    });
  });
}

await main();
