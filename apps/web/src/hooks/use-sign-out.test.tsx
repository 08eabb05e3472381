import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useBlocker } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api';
import { getToken, saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { SIGN_OUT_FALLBACK_MS, useSignOut } from './use-sign-out';

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={signOut}>
      Cerrar sesión
    </button>
  );
}

/** /config with the sign-out button, and a login page whose code arrives only when `arrive` is called. */
function settingsWithSlowLogin() {
  let arrive: () => void = () => {};
  const loginCode = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const router = createMemoryRouter(
    [
      { path: '/config', element: <SignOutButton /> },
      {
        path: '/login',
        lazy: async () => {
          await loginCode;
          return { Component: () => <p>Iniciar sesión</p> };
        },
      },
    ],
    { initialEntries: ['/config'] },
  );
  render(<RouterProvider router={router} />);
  return { router, arrive: () => arrive() };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useSignOut', () => {
  it('keeps the session while the login page is still loading, and ends it once the page has left', async () => {
    vi.useFakeTimers();
    saveSession({ token: 'tok-out', user: ana });
    const { router, arrive } = settingsWithSlowLogin();

    act(() => screen.getByRole('button', { name: 'Cerrar sesión' }).click());
    // The login page's code takes longer than the fallback: the session must still be there.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIGN_OUT_FALLBACK_MS * 3);
    });
    expect(router.state.navigation.state).toBe('loading');
    expect(getToken()).toBe('tok-out');

    await act(async () => {
      arrive();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(getToken()).toBeNull();
  });

  it('a 401 while leaving (the server has ended the session) does not end it early, so no ?next= to the settings', async () => {
    vi.useFakeTimers();
    saveSession({ token: 'tok-leaving', user: ana });
    const { router, arrive } = settingsWithSlowLogin();
    act(() => screen.getByRole('button', { name: 'Cerrar sesión' }).click());

    // A request still in flight (or the realtime channel) comes back 401 before the login page's code arrives.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'UNAUTHORIZED', message: 'Tu sesión no es válida o ha caducado.' } },
          { status: 401 },
        ),
      ),
    );
    await expect(apiRequest('/notify/unRead')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBe('tok-leaving');

    await act(async () => {
      arrive();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(getToken()).toBeNull();
  });

  it('still ends the session when the navigation is blocked and the page stays', async () => {
    vi.useFakeTimers();
    saveSession({ token: 'tok-stay', user: ana });
    function BlockingPage() {
      useBlocker(true);
      return <SignOutButton />;
    }
    const router = createMemoryRouter(
      [
        { path: '/config', element: <BlockingPage /> },
        { path: '/login', element: <p>Iniciar sesión</p> },
      ],
      { initialEntries: ['/config'] },
    );
    render(<RouterProvider router={router} />);
    act(() => screen.getByRole('button', { name: 'Cerrar sesión' }).click());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIGN_OUT_FALLBACK_MS + 10);
    });
    expect(router.state.location.pathname).toBe('/config');
    expect(getToken()).toBeNull();
  });
});
