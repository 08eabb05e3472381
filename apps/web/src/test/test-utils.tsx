import { QueryClient } from '@tanstack/react-query';
import { type RenderOptions, render as testingLibraryRender } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createMutationCache } from '@/app/query-client';
import { routes } from '@/app/router';

export * from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';

/**
 * Same defaults as the app (failed mutations toasted in one place), minus retries
 * and caching, so each test sees the first answer at once.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/** Render inside every app provider (Mantine in test mode: no transitions, no portals). */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} env="test">
      {children}
    </AppProviders>
  );
  return { queryClient, ...testingLibraryRender(ui, { wrapper, ...options }) };
}

/** Render the real route table at `path`, as a person opening that address would see it. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(<RouterProvider router={router} />);
  return { router, ...result };
}

/** A `fetch` Response carrying JSON, for stubbing the API. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
