import { Container } from '@mantine/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { RouteError } from '@/components/feedback/RouteError';
import { AppLayout } from '@/components/layout/AppLayout';
import { UnconfirmedReminder } from '@/features/auth';
import { type PageKey, pageKeys, paths } from './paths';
import { type PageLoader as LoadPage, pageModules } from './routes/page-modules';
import { RequireSession } from './routes/RequireSession';

function lazyPage(load: LoadPage): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

function pageRoute(key: PageKey): RouteObject {
  // The error boundary sits on the page, so a page that fails to load keeps the app's frame around it.
  return { path: paths[key].path, lazy: lazyPage(pageModules[key]), ErrorBoundary: RouteError };
}

function RootError() {
  return (
    <Container py="xl">
      <RouteError />
    </Container>
  );
}

// `loading` is a full-screen splash, outside the shell.
const shellPages = pageKeys.filter((key) => key !== 'loading');

export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: PageLoader,
    ErrorBoundary: RootError,
    children: [
      { index: true, element: <Navigate to={paths.home.path} replace /> },
      pageRoute('loading'),
      {
        // The e-mail reminder sits on top of every page of the shell, pushing it down (never over its buttons).
        element: <AppLayout notice={<UnconfirmedReminder />} />,
        children: [
          {
            Component: RequireSession,
            children: shellPages.filter((key) => paths[key].guard === 'session').map(pageRoute),
          },
          ...shellPages.filter((key) => paths[key].guard === 'none').map(pageRoute),
          { path: '*', lazy: lazyPage(pageModules.notFound), ErrorBoundary: RouteError },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
