import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import { UPLOAD_FOLDERS } from '../storage/types.js';
import { sendError } from './error-handler.js';

export type StaticOptions = {
  /** The built web app (apps/web/dist); skipped when it has not been built. */
  webDir: string;
  /** Files we keep on disk: DATA_DIR/files (demo and default pictures, and uploads unless S3_URL is set), served at /files/. */
  filesDir: string;
  /** A shared page's link preview (title, description, picture), when the page has one for this address. */
  preview?: (path: string, query: URLSearchParams) => Promise<PagePreview | null>;
};

export type PagePreview = { title: string; description: string; image: string; url: string };

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
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Detalle" />`,
    `<meta property="og:locale" content="es_ES" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${escapeAttribute(p.image)}" />`,
    `<meta property="og:url" content="${escapeAttribute(p.url)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
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

const YEAR = 31_536_000;

/** Stored files are never documents: even a hostile SVG cannot run anything. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const STORED_NAME = /^[a-f0-9]{32}\.[a-z]{3,4}$/;

/**
 * One port for everything: /api is the API, /files our stored files, anything
 * else the single-page app. Hashed assets are cached for a year; index.html and
 * the service worker are revalidated every time so a deploy shows up at once.
 */
export default fp<StaticOptions>(
  async function staticFiles(app: FastifyInstance, opts) {
    mkdirSync(opts.filesDir, { recursive: true });
    if (app.storage.kind !== 'disk') {
      // Uploads live in the external store but keep their /files/ URLs: same origin, same CSP, same cache rules.
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
    let indexHtml: string | undefined; // read once, on the first shared page
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
      if (isPage) {
        // Client-side routes (/lista, /evento/123...) all start from index.html; a shared page's with its preview.
        const preview = opts.preview
          ? await opts
              .preview(path, new URLSearchParams(request.url.slice(path.length + 1)))
              .catch((error: unknown) => {
                request.log.warn({ err: error }, 'link preview unavailable');
                return null;
              })
          : null;
        reply.header('Cache-Control', 'no-cache');
        if (!preview) return reply.sendFile('index.html', opts.webDir);
        indexHtml ??= readFileSync(join(opts.webDir, 'index.html'), 'utf8');
        return reply.type('text/html; charset=utf-8').send(withPreview(indexHtml, preview));
      }
      return sendError(reply, 'NOT_FOUND', 'Esa dirección no existe. Revisa el enlace o vuelve al inicio.');
    });
  },
  { name: 'static-files' },
);
