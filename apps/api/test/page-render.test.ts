import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HEAD_SCRIPT, SESSION_HINT_COOKIE } from '@detalle/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPageRenderer, type PageRenderer, type RenderedPage } from '../src/plugins/page-render.js';
import staticFiles from '../src/plugins/static-files.js';
import { buildTestApp } from './helpers.js';

// A stand-in for the web build: index.html as Vite writes it, and the page hints file.
const webDir = mkdtempSync(join(tmpdir(), 'detalle-web-'));
const filesDir = mkdtempSync(join(tmpdir(), 'detalle-files-'));
writeFileSync(
  join(webDir, 'index.html'),
  `<!doctype html><html lang="es"><head><title>Detalle</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/web-abc.css">
  </head><body><div id="root"></div></body></html>`,
);
writeFileSync(
  join(webDir, 'page-assets.json'),
  JSON.stringify({
    evento: { js: ['assets/EventoPage-abc.js'], css: ['assets/EventoPage-abc.css'] },
    home: { js: ['assets/HomePage-abc.js'], css: [] },
  }),
);

/** What the web app's render would give: an event whose name tries to break out of the state's element. */
const hostileName = 'Fiesta </script><script>alert(1)</script>';
const renderedEvent: RenderedPage = {
  html: '<main><h1>Fiesta &lt;/script&gt;</h1></main>',
  state: { queries: { queries: [{ state: { data: { name: hostileName } } }] } },
  usesData: true,
};

/** `/home` as the web app renders it for a browser with a session: the frame, no one's data. */
const renderedHomeFrame: RenderedPage = {
  html: '<main><h1>Hola</h1></main>',
  state: { queries: { queries: [] }, session: true },
  usesData: false,
};

let renders = 0;
let failRender = false;
const renderer: PageRenderer = {
  pageAt: (url) =>
    url.pathname.startsWith('/evento/') ? 'evento' : url.pathname === '/home' ? 'home' : null,
  renders: (page, signedIn) => page === (signedIn ? 'home' : 'evento'),
  async render(url, _ip, signedIn) {
    renders++;
    if (failRender) throw new Error('render broke');
    if (signedIn) return url.pathname === '/home' ? renderedHomeFrame : null;
    return url.pathname.startsWith('/evento/') ? renderedEvent : null;
  },
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.decorate('storage', { kind: 'disk' } as never);
  await app.register(staticFiles, { webDir, filesDir, pages: async () => renderer });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
  rmSync(filesDir, { recursive: true, force: true });
});

describe('pages rendered on the server for guests', () => {
  it('puts the page inside #root, with its styles, and its code for the head script to load after it paints', async () => {
    const res = await app.inject('/evento/42');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main><h1>Fiesta &lt;/script&gt;</h1></main></div>');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/EventoPage-abc.css">');
    expect(res.body).toContain(
      '<meta name="app-code" content="/assets/index-abc.js /assets/react-abc.js /assets/EventoPage-abc.js" />',
    );
    // No code tag of its own: the head script asks for it once the page's picture is in.
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.headers.vary).toBe('Cookie');
  });

  it('writes what the render knew as inert JSON that no text in it can close', async () => {
    const body = (await app.inject('/evento/42')).body;
    const element = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(body);
    expect(element).not.toBeNull();
    expect(body).not.toContain('<script>alert(1)');
    expect(JSON.parse(element?.[1] ?? '')).toEqual(renderedEvent.state);
  });

  it('sends a browser with a session the app shell, with the page’s code hinted, not the guest’s render', async () => {
    const before = renders;
    const res = await app.inject({ url: '/evento/42', headers: { cookie: `a=b; ${SESSION_HINT_COOKIE}=1` } });
    expect(renders).toBe(before);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('server-state');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/EventoPage-abc.js">');
  });

  it('renders /home for a browser with a session as the signed-in frame, and for a guest not at all', async () => {
    const res = await app.inject({ url: '/home', headers: { cookie: `${SESSION_HINT_COOKIE}=1` } });
    expect(res.body).toContain('<div id="root"><main><h1>Hola</h1></main></div>');
    expect(res.body).toContain('"session":true');
    expect(res.body).toContain(
      '<meta name="app-code" content="/assets/index-abc.js /assets/react-abc.js /assets/HomePage-abc.js" />',
    );
    expect(res.headers.vary).toBe('Cookie');
    const guest = await app.inject('/home');
    expect(guest.body).toContain('<div id="root"></div>');
    expect(guest.body).not.toContain('server-state');
  });

  it('hints the code of a page it does not render (behind a session), so it arrives with the entry', async () => {
    const res = await app.inject('/home');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-abc.js">');
  });

  it('falls back to the app shell when the render fails: the browser draws the page itself', async () => {
    failRender = true;
    try {
      const res = await app.inject('/evento/42');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    } finally {
      failRender = false;
    }
  });
});

describe('a server render that cannot load', () => {
  it('still serves every page, as the app shell the browser renders', async () => {
    const broken = Fastify();
    broken.decorate('storage', { kind: 'disk' } as never);
    await broken.register(staticFiles, {
      webDir,
      filesDir,
      pages: () => Promise.reject(new Error('dist-ssr is half copied')),
    });
    try {
      const res = await broken.inject('/evento/42');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    } finally {
      await broken.close();
    }
  });
});

describe('renders kept for every visitor', () => {
  it('keeps a page without data per address and kind of visitor, and only its plain spelling', async () => {
    // A stand-in for the web app's server build: it counts its renders.
    const ssrDir = mkdtempSync(join(tmpdir(), 'detalle-ssr-'));
    writeFileSync(
      join(ssrDir, 'server-render.js'),
      `export let renders = 0;
       export const serverRenderedPages = ['login'];
       export const sessionRenderedPages = ['home'];
       export function setServerTransport() {}
       export function pageAt(url) { return url.pathname.toLowerCase().replace(/\\/$/, '').slice(1) || null; }
       export async function renderPage(url, signedIn) {
         renders++;
         return { html: (signedIn ? 'frame ' : 'guest ') + url.pathname, state: {}, usesData: false };
       }`,
    );
    const host = Fastify();
    try {
      const pages = await loadPageRenderer(host, ssrDir);
      const entry = (await import(pathToFileURL(join(ssrDir, 'server-render.js')).href)) as {
        renders: number;
      };
      const at = (path: string) => new URL(path, 'http://localhost');
      await pages?.render(at('/login'), '203.0.113.1', false);
      await pages?.render(at('/login'), '203.0.113.2', false);
      expect(entry.renders).toBe(1);
      // The signed-in frame is never the guest's page, nor the other way round.
      expect((await pages?.render(at('/login'), '203.0.113.1', true))?.html).toBe('frame /login');
      expect(entry.renders).toBe(2);
      // Spellings the router also matches, and query strings, are rendered each time, never kept.
      for (const path of ['/LOGIN', '/login/', '/%6Cogin', '/login?x=1']) {
        await pages?.render(at(path), '203.0.113.1', false);
        await pages?.render(at(path), '203.0.113.1', false);
      }
      expect(entry.renders).toBe(10);
    } finally {
      await host.close();
      rmSync(ssrDir, { recursive: true, force: true });
    }
  });
});

describe('the page’s inline script', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({ webDir });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is allowed by its hash and no other inline script is', async () => {
    const csp = String((await t.app.inject('/login')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    const hash = createHash('sha256').update(HEAD_SCRIPT).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
