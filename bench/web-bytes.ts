// npm run bench:web-bytes: the JavaScript each of bench:web's four pages asks for before its main content
// shows, in gzip bytes of the built files (deterministic: the same build gives the same figures however busy
// the machine is, unlike Lighthouse's timings). Headless Chromium (Debian's, through playwright-core) opens
// each page in a fresh context at 390 px; a script in the page notes when the main content first appears
// (`main h1`, or the seeded event's or list's name) and the resource timeline gives the scripts whose request
// started before that moment. Also printed: all the JavaScript the page loads until it is usable (every script
// asked for by the time the page has loaded, no new script has been asked for in two seconds and the app's
// after-first-page code has had its time: `untilQuiet`), gzip and
// brotli, and the largest chunks of that total. Besides bench:web's pages, an ONG's page (the demo ONG).
// Figures are printed, never asserted.
//   BENCH_WEB_PORT   port of the app (default 4391)
//   BENCH_WEB_TOP    how many of the largest chunks to list per page (default 8)
//   BENCH_WEB_ONLY   only the pages whose name contains one of these words (comma-separated)
//   BENCH_WEB_TRACE  print each page's scripts with the moment their request started (ms)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SESSION_HINT_COOKIE } from '@detalle/contract';
import { chromium } from 'playwright-core';
import { wordsFromEnv } from './env.js';
import { type BenchPage, base, root, withBenchApp } from './web-app.js';

const top = Number(process.env.BENCH_WEB_TOP ?? 8);
const only = wordsFromEnv('BENCH_WEB_ONLY');
const dist = join(root, 'apps/web/dist');
/** The verified ONG of the demo data (`DEMO_DATA`), whose page a guest opens from a list or a link. */
const DEMO_ONG = 'Fundación Abrazo';

async function ongPage(): Promise<BenchPage> {
  const res = await fetch(`${base}/api/ong/list?q=${encodeURIComponent(DEMO_ONG)}`);
  const { data } = (await res.json()) as { data: { list: { id: string; name: string }[] } };
  const ong = data.list.find((o) => o.name === DEMO_ONG);
  if (!ong) throw new Error(`the demo data has no ${DEMO_ONG}`);
  return { name: 'ong (sin sesión)', path: `/ong/${ong.id}`, session: null };
}

/** What marks each page's main content (the text a person came for), by page name. */
function contentOf(p: BenchPage): string | null {
  if (p.name.startsWith('evento')) return 'Cumpleaños de Lucía';
  if (p.name.startsWith('lista')) return 'Ideas para Lucía';
  if (p.name.startsWith('ong')) return DEMO_ONG;
  return null; // the page's heading
}

type Sizes = { gzip: number; brotli: number };
const sizeCache = new Map<string, Sizes>();
function sizesOf(pathname: string): Sizes {
  let s = sizeCache.get(pathname);
  if (!s) {
    const body = readFileSync(join(dist, pathname));
    s = { gzip: gzipSync(body).length, brotli: brotliCompressSync(body).length };
    sizeCache.set(pathname, s);
  }
  return s;
}

type Script = { path: string; start: number };
type Measured = { paintedAt: number; before: Script[]; total: Script[] };

/**
 * Until the page has loaded and asked for no new script for 2 s, and at least 12 s after it showed its
 * content (at most 30 s): what the app loads after the first page (`app/first-page.ts`) waits for the page's
 * data (8 s at most) and an idle moment (3 s at most), and must be counted even on a busy machine.
 */
async function untilQuiet(page: import('playwright-core').Page): Promise<void> {
  const count = () => page.evaluate(`performance.getEntriesByType('resource').length`) as Promise<number>;
  const earliest = Date.now() + 12_000;
  const deadline = Date.now() + 30_000;
  let last = await count();
  let still = 0;
  while (Date.now() < deadline && (still < 4 || Date.now() < earliest)) {
    await page.waitForTimeout(500);
    const now = await count();
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

async function measure(browser: import('playwright-core').Browser, p: BenchPage): Promise<Measured> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
    serviceWorkers: 'block',
    bypassCSP: true, // the measuring code below runs as text in the page
  });
  try {
    // The in-page code is text: this folder is type-checked without the DOM's types.
    if (p.session) {
      const storage = {
        token: p.session.token,
        user: JSON.stringify(p.session.user),
        notification_enable: 'false',
        showMessage: 'false',
      };
      await context.addInitScript({
        content: `for (const [k, v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k, v);`,
      });
      // A returning person's browser has the session hint since its first signed-in visit.
      await context.addCookies([{ name: SESSION_HINT_COOKIE, value: '1', url: base }]);
    }
    // Notes the moment the main content is first in the page (it paints in that same frame).
    await context.addInitScript({
      content: `(() => {
        const text = ${JSON.stringify(contentOf(p))};
        const found = () => {
          const main = document.querySelector('main');
          if (!main) return false;
          return text === null ? main.querySelector('h1') !== null : (main.textContent || '').includes(text);
        };
        const observer = new MutationObserver(() => {
          if (window.__paintedAt === undefined && found()) {
            window.__paintedAt = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true });
      })();`,
    });
    const page = await context.newPage();
    await page.goto(`${base}${p.path}`, { waitUntil: 'load' });
    await page.waitForFunction('window.__paintedAt !== undefined', null, { timeout: 60_000 });
    await untilQuiet(page); // what the page asks for once it is idle counts too: it is needed to use the page
    const { paintedAt, loadAt, scripts } = (await page.evaluate(`({
      paintedAt: window.__paintedAt,
      loadAt: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0,
      scripts: performance
        .getEntriesByType('resource')
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime }))
        .filter((e) => e.path.endsWith('.js')),
    })`)) as { paintedAt: number; loadAt: number; scripts: Script[] };
    if (process.env.BENCH_WEB_TRACE) {
      console.log(`\n${p.name}: contenido a ${paintedAt.toFixed(0)} ms, load a ${loadAt.toFixed(0)} ms`);
      for (const s of scripts) console.log(`  ${s.start.toFixed(0).padStart(6)}  ${s.path}`);
    }
    return { paintedAt, before: scripts.filter((s) => s.start <= paintedAt), total: scripts };
  } finally {
    await context.close();
  }
}

const kb = (v: number) => `${(v / 1024).toFixed(1)} KB`;
const sum = (list: Script[], k: keyof Sizes) => list.reduce((t, s) => t + sizesOf(s.path)[k], 0);

await withBenchApp(async (pages) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    console.log(
      `JS pedido antes de que se vea el contenido principal, y en total hasta que la página se puede usar (cargada y sin pedir más JS en 2 s); build actual, gzip y brotli de zlib por defecto:\n`,
    );
    console.log(
      [
        'página'.padEnd(32),
        'archivos',
        '   gzip',
        ' brotli',
        '  | en total: archivos',
        '    gzip',
        '  brotli',
      ].join(' '),
    );
    const details: { name: string; m: Measured }[] = [];
    const all = [...pages, await ongPage()];
    for (const p of all.filter((p) => only.length === 0 || only.some((w) => p.name.includes(w)))) {
      const m = await measure(browser, p);
      details.push({ name: p.name, m });
      console.log(
        [
          p.name.padEnd(32),
          String(m.before.length).padStart(8),
          kb(sum(m.before, 'gzip')).padStart(9),
          kb(sum(m.before, 'brotli')).padStart(9),
          '  |',
          String(m.total.length).padStart(17),
          kb(sum(m.total, 'gzip')).padStart(9),
          kb(sum(m.total, 'brotli')).padStart(9),
        ].join(' '),
      );
    }
    for (const { name, m } of details) {
      console.log(`\n${name}: los ${top} mayores de todo lo que carga`);
      const sorted = [...m.total].sort((a, b) => sizesOf(b.path).gzip - sizesOf(a.path).gzip);
      for (const s of sorted.slice(0, top))
        console.log(`  ${kb(sizesOf(s.path).gzip).padStart(9)}  ${s.path}`);
    }
  } finally {
    await browser.close();
  }
});
