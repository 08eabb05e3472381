import { Container } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  Navigate,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { RouteError } from '@/components/feedback/RouteError';
import { AppLayout } from '@/components/layout/AppLayout';
import { loadCode } from '@/lib/load-code';
import { type PageKey, pageKeys, paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { pageData } from './routes/page-data';
import { type PageLoader as LoadPage, pageModules } from './routes/page-modules';
import { RequireSession } from './routes/RequireSession';

function lazyPage(load: LoadPage): RouteObject['lazy'] {
  return async () => ({ Component: (await loadCode(load)).default });
}

function pageRoute(key: PageKey, queryClient?: QueryClient): RouteObject {
  const data = pageData[key];
  return {
    // The page's key names its route: the server's render and the hydration find the page by it.
    id: key,
    path: paths[key].path,
    lazy: lazyPage(pageModules[key]),
    // The router runs a loader alongside `lazy`: the page's data is asked for while its code arrives.
    // It does not wait for the answer: the page shows its own loading state, errors and retries.
    loader:
      data && queryClient
        ? ({ params, request }) => {
            void data(queryClient, params, new URL(request.url));
            return null;
          }
        : undefined,
    // The error boundary sits on the page, so a page that fails to load keeps the app's frame around it.
    ErrorBoundary: RouteError,
  };
}

function RootError() {
  return (
    <Container py="xl">
      <RouteError />
    </Container>
  );
}

const LazyUnconfirmedReminder = lazy(() =>
  import('@/features/auth/components/UnconfirmedReminder').then((m) => ({ default: m.UnconfirmedReminder })),
);

/**
 * The reminder's code (with the account schemas it checks against) loads only for a person whose
 * stored user says unconfirmed: a guest or a confirmed person never downloads it.
 */
function UnconfirmedNotice() {
  const { user } = useSession();
  if (user?.confirmed !== false) return null;
  return (
    <Suspense fallback={null}>
      <LazyUnconfirmedReminder />
    </Suspense>
  );
}

// `loading` is a full-screen splash, outside the shell.
const shellPages = pageKeys.filter((key) => key !== 'loading');

/** The app's routes; with a query client, pages that have one start their data request with their code. */
export function appRoutes(queryClient?: QueryClient): RouteObject[] {
  const page = (key: PageKey) => pageRoute(key, queryClient);
  return [
    {
      id: 'root',
      HydrateFallback: PageLoader,
      ErrorBoundary: RootError,
      children: [
        { index: true, element: <Navigate to={paths.home.path} replace /> },
        page('loading'),
        {
          // The e-mail reminder sits on top of every page of the shell, pushing it down (never over its buttons).
          element: <AppLayout notice={<UnconfirmedNotice />} />,
          children: [
            {
              Component: RequireSession,
              children: shellPages.filter((key) => paths[key].guard === 'session').map(page),
            },
            ...shellPages.filter((key) => paths[key].guard === 'none').map(page),
            { path: '*', lazy: lazyPage(pageModules.notFound), ErrorBoundary: RouteError },
          ],
        },
      ],
    },
  ];
}

export const routes = appRoutes();

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

/**
 * The router for a page the server rendered: it starts from the server's state, with the code of the
 * matched pages already in place (React Router renders its fallback for a lazy route not yet loaded,
 * which would not match the server's HTML).
 */
export async function createHydratedRouter(queryClient: QueryClient, hydrationData: HydrationState) {
  const routes = appRoutes(queryClient);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData });
}
