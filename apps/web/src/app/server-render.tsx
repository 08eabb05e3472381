// The server's entry (built by `vite build --ssr`, loaded by the API's page handler): renders a public
// page that a guest opens from a link into HTML, with the data it showed, so the phone paints the page
// itself before any JavaScript arrives. The browser then hydrates it (`main.tsx`, `hydration.ts`).
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { type ApiTransport, setApiTransport } from '@/lib/api';
import type { PageKey } from '@/lib/paths';
import { setRenderedSession } from '@/lib/session';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { appRoutes } from './router';
import { pageData } from './routes/page-data';
import type { ServerState } from './server-state';

/**
 * The pages rendered on the server, for a visitor without a session: those a guest opens first from a
 * link (an event, a shared list, an ONG's page) and the doors in (login, registration, help). Pages behind a
 * session are not: the server cannot see the session (it lives in the browser's storage, seed §4).
 */
export const serverRenderedPages: readonly PageKey[] = [
  'login',
  'register',
  'evento',
  'regalar',
  'ong',
  'faq',
  'termandcondition',
  'privacypolicies',
];

/**
 * The pages rendered for a browser that has a session (`SESSION_HINT_COOKIE`): the server does not know
 * whose it is, so only the frame and what needs no one's data (the greeting without a name, the search, the
 * sections' placeholders). The browser hydrates it with the same unknown person (`setRenderedSession`), then
 * renders the person's name and data: on a slow phone, `/home` paints from the HTML instead of after its code.
 */
export const sessionRenderedPages: readonly PageKey[] = ['home'];

/** `usesData`: the page showed answers from the API, so its HTML is this moment's, not kept for others. */
export type RenderedPage = { html: string; state: ServerState; usesData: boolean };

/** The page at `url` (its key in `paths`), or null for an address no page has: the server adds its code's hints. */
export function pageAt(url: URL): PageKey | null {
  const leaf = matchRoutes(appRoutes(), url.pathname)?.at(-1);
  return (leaf?.route.id as PageKey | undefined) ?? null;
}

/** The server's way of answering `/api/...` for the page being rendered (set once, at start). */
export function setServerTransport(transport: ApiTransport): void {
  setApiTransport(transport);
}

/**
 * The page at `url` as HTML, for a guest or (`signedIn`) for a browser with a session; null when it is
 * not one the server renders for it, its data failed (the browser then shows the page's own error and
 * retry) or the router redirects.
 */
export async function renderPage(url: URL, signedIn = false): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  // One try: a page whose data does not come at once is left to the browser, which shows its progress.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const routes = appRoutes(queryClient);
  const leaf = matchRoutes(routes, url.pathname)?.at(-1);
  const key = leaf?.route.id as PageKey | undefined;
  if (!leaf || !key || !(signedIn ? sessionRenderedPages : serverRenderedPages).includes(key)) return null;

  // Never a person's data: the API is asked only as a guest (`setServerTransport`).
  if (!signedIn) await pageData[key]?.(queryClient, leaf.params, url);
  // Only answers that arrived: an error is shown by the browser, which also retries.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status !== 'success')
  )
    return null;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Answers the page's data asked for; queries its components create while rendering stay unasked (and out
  // of the state), so a page whose HTML depends on an answer must ask for it in its page data (`page-data.ts`).
  const usesData = queryClient.getQueryCache().getAll().length > 0;
  // Renders are synchronous: the assumed session cannot leak into another request's render.
  setRenderedSession(signedIn);
  let html: string;
  try {
    html = renderToString(
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
  } finally {
    setRenderedSession(false);
  }
  return {
    html,
    usesData,
    state: {
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      ...(signedIn ? { session: true as const } : {}),
    },
  };
}
