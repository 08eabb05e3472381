// npm run bench:web: Lighthouse's mobile preset (its default: a phone screen, simulated slow 4G and a
// 4× slower CPU) on four pages of the built app, served as `npm start` serves it (embedded database with
// the demo catalogue, its own port and a throwaway DATA_DIR). Figures are printed, never asserted.
//   BENCH_WEB_RUNS   Lighthouse runs per page; the median run (by performance) is printed (default 1)
//   BENCH_WEB_PORT   port of the app (default 4391)
//   BENCH_WEB_ONLY   only the pages whose name contains one of these words (comma-separated)
//   BENCH_WEB_JSON   folder to keep each run's full Lighthouse report in (JSON), to look at later
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_WEB_PORT ?? 4391);
const base = `http://127.0.0.1:${port}`;
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const only = (process.env.BENCH_WEB_ONLY ?? '')
  .split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
const reportDir = process.env.BENCH_WEB_JSON;

/** What a person who signed in has in storage (as the app stores it), without the prompts that cover the page. */
type Session = { token: string; user: Record<string, unknown> };

async function call(path: string, body: unknown, token = ''): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Type-token': token },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

async function firstDefaultImage(kind: 'event' | 'list'): Promise<string | undefined> {
  const res = await fetch(`${base}/api/configuracion/${kind}DefaultImage`);
  const { data } = (await res.json()) as { data: { url: string }[] };
  return data[0]?.url;
}

/** A person with a public event and a public list with a few gifts from the demo catalogue, made through the API. */
async function seed() {
  const user = await call('/person/save', {
    name: 'Lucía',
    lastname: 'Medina',
    email: `lucia.${process.pid}@example.com`,
    password: 'medir-sin-prisa-2027',
  });
  const token = String(user.token);
  const event = await call(
    '/event/save',
    {
      name: 'Cumpleaños de Lucía',
      description: 'Merienda en el parque y regalos para todos los gustos.',
      startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      place: 'Parque del Retiro, Madrid',
      image: await firstDefaultImage('event'),
      visibility: 'public',
    },
    token,
  );
  const list = await call(
    '/list/save',
    { name: 'Ideas para Lucía', visibility: 'public', image: await firstDefaultImage('list') },
    token,
  );
  const products = await fetch(`${base}/api/product/getPagination?lim=8&pos=0`).then(
    async (r) => ((await r.json()) as { data: { list: { id: string }[] } }).data.list,
  );
  for (const product of products)
    await call('/list/gift/save', { listId: list.id, productId: product.id }, token);
  const session: Session = { token, user: { ...user, confirmed: true } };
  return { session, eventId: String(event.id), listId: String(list.id) };
}

function startApp(dataDir: string): ChildProcess {
  // `npm start` without its build step (done above): the same server, on our port and folder.
  return spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Up to 5 minutes: the first start migrates and loads the demo catalogue, slow on a busy machine. */
async function waitFor(url: string, app: ChildProcess) {
  for (let i = 0; i < 1200; i++) {
    // Another server on the port would answer instead of ours: measure only the one started here.
    if (app.exitCode !== null) throw new Error(`the app stopped (exit code ${app.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

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
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page: Page = await browser.newPage();
  try {
    if (session) {
      // Lighthouse clears the origin's storage before it loads the page; this runs in the new document first.
      await page.evaluateOnNewDocument((s: Session) => {
        // Runs in the page (this file has no DOM types).
        const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
          .localStorage;
        storage.setItem('token', s.token);
        storage.setItem('user', JSON.stringify(s.user));
        storage.setItem('notification_enable', 'false');
        storage.setItem('showMessage', 'false');
      }, session);
    }
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
  } finally {
    await page.close().catch(() => {});
    await browser.disconnect();
  }
}

const ms = (v: number) => `${(v / 1000).toFixed(2)} s`;
const kb = (v: number) => `${(v / 1024).toFixed(0)} KB`;

async function main() {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'detalle-bench-web-'));
  const app = startApp(dataDir);
  try {
    await waitFor(`${base}/api/health`, app);
    const { session, eventId, listId } = await seed();
    const pages: { name: string; path: string; session: Session | null }[] = [
      { name: 'login', path: '/login', session: null },
      { name: 'evento (sin sesión)', path: `/evento/${eventId}`, session: null },
      // The link a list's owner shares.
      { name: 'lista compartida (sin sesión)', path: `/regalar?lista=${listId}`, session: null },
      { name: 'home (con sesión)', path: '/home', session },
    ];
    const chosen = pages.filter((p) => only.length === 0 || only.some((w) => p.name.includes(w)));
    console.log(`Lighthouse, preset móvil (4G lento simulado, CPU ×4), ${runs} pasada(s) por página:\n`);
    console.log(
      [
        'página'.padEnd(32),
        'perf',
        '   FCP',
        '    LCP',
        '   TBT',
        '   CLS',
        ' JS (archivos)',
        ' JS antes de pintar',
      ].join(' '),
    );
    for (const p of chosen) {
      const results: Figures[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(chrome.port, `${base}${p.path}`, p.session));
      results.sort((a, b) => a.performance - b.performance);
      const f = results[Math.floor(results.length / 2)] as Figures;
      console.log(
        [
          p.name.padEnd(32),
          String(f.performance).padStart(4),
          ms(f.fcp).padStart(6),
          ms(f.lcp).padStart(7),
          `${Math.round(f.tbt)} ms`.padStart(6),
          f.cls.toFixed(3).padStart(6),
          `${kb(f.jsBytes)} (${f.jsFiles})`.padStart(14),
          kb(f.jsBeforePaint).padStart(19),
        ].join(' '),
      );
    }
    console.log(
      '\nJS: bytes transferidos (comprimidos) de los scripts; "antes de pintar": los que llegaron antes del LCP observado.',
    );
  } finally {
    await chrome.kill();
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
