import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_ASSETS_FILE, type PageAssets, SESSION_HINT_COOKIE } from '@detalle/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import { UPLOAD_FOLDERS } from '../storage/types.js';
import { sendError } from './error-handler.js';
import type { PageRenderer, RenderedPage } from './page-render.js';

export type StaticOptions = {
  /** The built web app (apps/web/dist); skipped when it has not been built. */
  webDir: string;
  /** Files we keep on disk: DATA_DIR/files (demo and default pictures, and uploads unless S3_URL is set), served at /files/. */
  filesDir: string;
  /** A shared page's link preview (title, description, picture), when the page has one for this address. */
  preview?: (path: string, query: URLSearchParams) => Promise<PagePreview | null>;
  /** The web app's pages: which one an address is, and its render for a guest (`page-render.ts`). */
  pages?: () => Promise<PageRenderer | null>;
};

/** A link preview's picture: an absolute address with its type, size and a description for screen readers. */
export type PreviewImage = { url: string; type: string; width: number; height: number; alt: string };
export type PagePreview = { title: string; description: string; image: PreviewImage; url: string };

const escapeAttribute = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * index.html with the page's own title, description and Open Graph / Twitter tags: link previews (WhatsApp and
 * the like) read the HTML and run no JavaScript, so they must be in the page as served.
 */
export function withPreview(html: string, p: PagePreview) {
  const title = escapeAttribute(p.title);
  const description = escapeAttribute(p.description);
  const image = escapeAttribute(p.image.url);
  const alt = escapeAttribute(p.image.alt);
  // The picture's type and size let a chat app lay out the preview before it has downloaded the picture.
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Detalle" />`,
    `<meta property="og:locale" content="es_ES" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:type" content="${escapeAttribute(p.image.type)}" />`,
    `<meta property="og:image:width" content="${p.image.width}" />`,
    `<meta property="og:image:height" content="${p.image.height}" />`,
    `<meta property="og:image:alt" content="${alt}" />`,
    `<meta property="og:url" content="${escapeAttribute(p.url)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${alt}" />`,
  ].join('\n    ');
  return (
    html
      // Replacer functions, not strings: a `$'` or `$&` in a list's name must stay text, not a replacement pattern.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${description}" />`,
      )
      .replace('</head>', () => `    ${tags}\n  </head>`)
  );
}

/** index.html's own code tags: its entry module and the modules it preloads. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * index.html with the server's render of the page inside `#root` and what it knew (answers, router state)
 * as JSON for the browser's hydration. The JSON is data, never run (`type="application/json"`); `<` is
 * escaped so no text in it (a list's name with `</script>`) can end the element. The page's code tags
 * become one `<meta name="app-code">` (entry first, then what it and the page need), which the head script
 * (`HEAD_SCRIPT`) loads once the page's main picture is in: the page is on screen without its code.
 */
export function withRenderedPage(html: string, page: RenderedPage, pageJs: string[] = []) {
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  let out = html;
  if (entry) {
    const code = [entry, ...preloads, ...pageJs.map((file) => `/${file}`)].join(' ');
    out = out
      .replace(MODULE_PRELOAD, '')
      .replace(ENTRY_SCRIPT, () => `<meta name="app-code" content="${escapeAttribute(code)}" />\n    `);
  }
  return out
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace(
      '</body>',
      () => `  <script type="application/json" id="server-state">${state}</script>\n  </body>`,
    );
}

/**
 * The page's own code and styles (`page-assets.json`, written by the web build), linked in the head: the
 * phone fetches them together with the entry instead of discovering them one import after another, and a
 * page rendered on the server has its styles before it paints (no shift when its code arrives).
 */
export function withPageAssets(
  html: string,
  assets: { js: string[]; css: string[] } | undefined,
  withJs = true,
) {
  if (!assets) return html;
  const links = [
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(withJs ? assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`) : []),
  ].join('\n    ');
  return html.replace('</head>', () => `    ${links}\n  </head>`);
}

/**
 * A render costs the server CPU (and, for an event or a list, a database read); a static index.html did not.
 * Past ten rendered pages a second from one address, it gets the app shell, which its browser renders itself.
 */
const RENDERS_PER_ADDRESS = { max: 600, windowSeconds: 60 };

function withinRenderLimit(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  if (!app.hasDecorator('rateLimit')) return Promise.resolve(true);
  return app.rateLimit.hit(`page-render:ip:${request.address}`, RENDERS_PER_ADDRESS).then(
    () => true,
    () => false,
  );
}

/** The browser says it has a session: the guest's render would be the wrong page for it (`SESSION_HINT_COOKIE`). */
const hasSessionHint = (cookie: string | undefined) =>
  !!cookie && cookie.split(';').some((c) => c.trim() === `${SESSION_HINT_COOKIE}=1`);

/** The web build's page hints; none when it has not written them (an older or partial build). */
function readPageAssets(webDir: string): PageAssets {
  try {
    return JSON.parse(readFileSync(join(webDir, PAGE_ASSETS_FILE), 'utf8')) as PageAssets;
  } catch {
    return {};
  }
}

const YEAR = 31_536_000;

/** Stored files are never documents: even a hostile SVG cannot run anything. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const STORED_NAME = /^[a-f0-9]{32}\.[a-z]{3,4}$/;

/**
 * One port for everything: /api is the API, /files our stored files, anything
 * else the single-page app. Hashed assets are cached for a year; index.html and
 * the service worker are revalidated every time so a deploy shows up at once.
 */
/** Uploads that live in the external store keep their /files/ URLs: same origin, same CSP, same cache rules. */
function serveUploadsFromStore(app: FastifyInstance) {
  for (const folder of UPLOAD_FOLDERS) {
    app.get<{ Params: { name: string } }>(`/files/${folder}/:name`, async (request, reply) => {
      const { name } = request.params;
      const file = STORED_NAME.test(name)
        ? await app.storage.get(`${folder}/${name}`).catch((error: unknown) => {
            request.log.error({ err: error }, 'file store unavailable');
            throw new AppError(
              'SERVICE_UNAVAILABLE',
              'No podemos mostrar esta imagen ahora. Inténtalo en unos minutos.',
            );
          })
        : null;
      if (!file) return sendError(reply, 'NOT_FOUND', 'Esa imagen ya no existe.');
      return reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', FILE_CSP)
        .type(file.contentType)
        .send(file.body);
    });
  }
}

/** The built app's index.html and page hints, read once, on the first page asked for. */
type WebFiles = { indexHtml?: string; pageAssets?: PageAssets };

/**
 * A page of the app: index.html with the page's code hinted, a shared page's link preview and, for the pages
 * rendered on the server, their HTML.
 */
async function answerPage(
  app: FastifyInstance,
  opts: StaticOptions,
  web: WebFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
) {
  // Client-side routes (/lista, /evento/123...) all start from index.html; a shared page's with its preview.
  const preview = opts.preview
    ? await opts
        .preview(path, new URLSearchParams(request.url.slice(path.length + 1)))
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'link preview unavailable');
          return null;
        })
    : null;
  // Whatever goes wrong with the server's render, the browser renders the page itself, as before it.
  const pages = opts.pages
    ? await opts.pages().catch((error: unknown) => {
        request.log.error({ err: error }, 'page renderer unavailable');
        return null;
      })
    : null;
  const url = new URL(request.url, 'http://localhost');
  const page = pages?.pageAt(url) ?? null;
  // A browser with a session gets that person's frame of the few pages rendered for one, never a guest's page.
  const signedIn = hasSessionHint(request.headers.cookie);
  const rendered =
    pages && page && pages.renders(page, signedIn) && request.method === 'GET'
      ? await withinRenderLimit(app, request).then((allowed) =>
          allowed
            ? pages.render(url, request.ip, signedIn).catch((error: unknown) => {
                request.log.error({ err: error }, 'page render failed');
                return null;
              })
            : null,
        )
      : null;
  reply.header('Cache-Control', 'no-cache');
  // The HTML differs with the visitor's session hint: a cache must keep one copy per value.
  if (pages) reply.header('Vary', 'Cookie');
  if (!preview && !page) return reply.sendFile('index.html', opts.webDir);
  web.indexHtml ??= readFileSync(join(opts.webDir, 'index.html'), 'utf8');
  web.pageAssets ??= readPageAssets(opts.webDir);
  const assets = page ? web.pageAssets[page] : undefined;
  // A rendered page's code is listed for the head script instead (`withRenderedPage`).
  let html = withPageAssets(web.indexHtml, assets, !rendered);
  if (preview) html = withPreview(html, preview);
  if (rendered) html = withRenderedPage(html, rendered, assets?.js);
  return reply.type('text/html; charset=utf-8').send(html);
}

export default fp<StaticOptions>(
  async function staticFiles(app: FastifyInstance, opts) {
    mkdirSync(opts.filesDir, { recursive: true });
    if (app.storage.kind !== 'disk') serveUploadsFromStore(app);
    await app.register(fastifyStatic, {
      root: opts.filesDir,
      prefix: '/files/',
      decorateReply: false,
      setHeaders(reply) {
        reply.header('Cache-Control', 'public, max-age=86400');
        reply.header('Content-Security-Policy', FILE_CSP);
      },
    });

    const hasWeb = existsSync(join(opts.webDir, 'index.html'));
    const web: WebFiles = {};
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDir,
        prefix: '/',
        wildcard: false,
        index: false,
        setHeaders(reply, path) {
          const hashed = path.includes('/assets/');
          reply.header('Cache-Control', hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webDir: opts.webDir }, 'web app not built: only the API is served');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage =
        hasWeb &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api') &&
        !path.startsWith('/files/') &&
        !/\.[a-z0-9]{2,5}$/i.test(path);
      if (isPage) return answerPage(app, opts, web, request, reply, path);
      return sendError(reply, 'NOT_FOUND', 'Esa dirección no existe. Revisa el enlace o vuelve al inicio.');
    });
  },
  { name: 'static-files' },
);
