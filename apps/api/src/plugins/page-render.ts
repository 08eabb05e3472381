import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TOKEN_HEADER } from '@detalle/contract';
import type { FastifyInstance } from 'fastify';

/** What the web app's server entry (`apps/web/src/app/server-render.tsx`, built into `dist-ssr`) gives back. */
export type RenderedPage = { html: string; state: unknown; usesData: boolean };

/** An address as the app writes its links: lower case, no trailing slash, no escapes, no query. */
const isPlainAddress = (url: URL) => !url.search && /^(\/[a-z0-9-]+)+$/.test(url.pathname);

/** Renders of pages without data kept at once (plain addresses only); the oldest goes first. */
const KEPT_PAGES = 200;
export type PageRenderer = {
  /** The web app's key of the page at this address (`evento`, `home`…), or null. */
  pageAt(url: URL): string | null;
  /** Whether the web app renders this page on the server, for a guest or for a browser with a session. */
  renders(page: string, signedIn: boolean): boolean;
  /**
   * The page rendered for a guest, or (`signedIn`) its frame for a browser with a session, whose person the
   * server does not know; null when the web app does not render it on the server.
   */
  render(url: URL, callerIp: string, signedIn: boolean): Promise<RenderedPage | null>;
};

type ServerEntry = {
  setServerTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  pageAt(url: URL): string | null;
  serverRenderedPages: readonly string[];
  sessionRenderedPages: readonly string[];
  renderPage(url: URL, signedIn: boolean): Promise<RenderedPage | null>;
};

/**
 * The server's render of public pages, so a guest's phone paints the event or list from the HTML
 * before any JavaScript. The web app renders with its own code and API client; its requests are answered
 * here, in-process (`inject`), through every hook a browser's request goes through (validation, rate
 * limits by the visitor's address, reaching rules), always as a guest: no token is ever forwarded.
 * Null when the web app's server build is missing (API tests, an API-only deploy).
 */
export async function loadPageRenderer(app: FastifyInstance, ssrDir: string): Promise<PageRenderer | null> {
  const entryFile = join(ssrDir, 'server-render.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const callers = new AsyncLocalStorage<string>();
  entry.setServerTransport(async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers));
    headers[TOKEN_HEADER.toLowerCase()] = '';
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: callers.getStore(),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });
  // A page that shows no data (login, help, a signed-in person's frame) renders the same for every
  // visitor: kept, per address and kind of visitor.
  const sameForEveryone = new Map<string, RenderedPage>();
  return {
    pageAt: (url) => entry.pageAt(url),
    renders: (page, signedIn) =>
      (signedIn ? entry.sessionRenderedPages : entry.serverRenderedPages).includes(page),
    async render(url, callerIp, signedIn) {
      const key = `${signedIn ? 'session' : 'guest'} ${url.pathname}${url.search}`;
      const kept = sameForEveryone.get(key);
      if (kept) return kept;
      const page = await callers.run(callerIp, () => entry.renderPage(url, signedIn));
      // Only plain addresses are kept: made-up query strings, or spellings the router also matches (`/LOGIN`,
      // `/login/`, `/%6Cogin`), must not push the real pages out.
      if (page && !page.usesData && isPlainAddress(url)) {
        if (sameForEveryone.size >= KEPT_PAGES)
          sameForEveryone.delete(sameForEveryone.keys().next().value as string);
        sameForEveryone.set(key, page);
      }
      return page;
    },
  };
}
