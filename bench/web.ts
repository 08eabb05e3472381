// npm run bench:web: Lighthouse's mobile preset (its default: a phone screen, simulated slow 4G and a
// 4× slower CPU) on four pages of the built app, served as `npm start` serves it (embedded database with
// the demo catalogue, its own port and a throwaway DATA_DIR). Figures are printed, never asserted.
//   BENCH_WEB_RUNS   Lighthouse runs per page; the median run (by performance) is printed (default 1)
//   BENCH_WEB_PORT   port of the app (default 4391)
//   BENCH_WEB_ONLY   only the pages whose name contains one of these words (comma-separated)
//   BENCH_WEB_JSON   folder to keep each run's full Lighthouse report in (JSON), to look at later
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_HINT_COOKIE } from '@detalle/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { base, type Session, withBenchApp } from './web-app.js';

const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const only = (process.env.BENCH_WEB_ONLY ?? '')
  .split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
const reportDir = process.env.BENCH_WEB_JSON;

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
      // A returning person's browser has the session hint since its first signed-in visit (Lighthouse's
      // storage reset leaves cookies).
      await page.setCookie({ name: SESSION_HINT_COOKIE, value: '1', url });
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

const ms = (v: number) => `${(v / 1000).toFixed(2)} s`;
const kb = (v: number) => `${(v / 1024).toFixed(0)} KB`;

async function main() {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    // A phone in Spain, where the seeded event happens (Europe/Madrid): a visitor in another zone also
    // gets their own time ("Para ti: …"), a line the page adds once React has it (the server cannot know
    // the phone's zone), so its layout shift is not what most guests see.
    envVars: { ...process.env, TZ: 'Europe/Madrid' } as Record<string, string>,
  });
  try {
    await withBenchApp(async (pages) => {
      const chosen = pages.filter((p) => only.length === 0 || only.some((w) => p.name.includes(w)));
      console.log(`Lighthouse, preset móvil (4G lento simulado, CPU ×4), ${runs} pasada(s) por página:`);
      console.log(`Carga de la máquina (loadavg): ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`);
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
        for (let i = 0; i < runs; i++)
          results.push(await auditAgainIfTraceLost(chrome.port, `${base}${p.path}`, p.session));
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
      console.log(`Carga de la máquina al acabar: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
    });
  } finally {
    await chrome.kill();
  }
}

await main();
