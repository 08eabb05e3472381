import { sessionUserSchema, storageKeys } from '@detalle/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ana } from '@/test/fixtures';
import {
  clearSession,
  getSession,
  getToken,
  getUser,
  isLoggedIn,
  saveSession,
  subscribeSession,
  useIsLoggedIn,
  useSession,
} from './session';

describe('session storage', () => {
  it('is logged in exactly when a token is stored', () => {
    expect(isLoggedIn()).toBe(false);
    localStorage.setItem(storageKeys.token, 'abc');
    expect(isLoggedIn()).toBe(true);
    localStorage.setItem(storageKeys.token, '');
    expect(isLoggedIn()).toBe(false);
  });

  it('stores token and user under the seed keys and removes both on logout', () => {
    saveSession({ token: 'tok-1', user: ana });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(ana);
    expect(getToken()).toBe('tok-1');
    expect(getUser()).toEqual(ana);

    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('reads a malformed stored user as no user instead of crashing', () => {
    localStorage.setItem(storageKeys.user, '{not json');
    expect(getUser()).toBeNull();
    localStorage.setItem(storageKeys.user, JSON.stringify({ name: 'sin id' }));
    expect(getUser()).toBeNull();
  });

  it('reads a stored user exactly when the contract’s session user schema accepts it', () => {
    const stored = [
      ana,
      { ...ana, email: null, image: null },
      { ...ana, email: undefined },
      { ...ana, type: 1.5 },
      { ...ana, type: '1' },
      { ...ana, confirmed: 'true' },
      { ...ana, token: null },
      { ...ana, lastname: undefined },
      [ana],
      null,
    ];
    for (const user of stored) {
      localStorage.setItem(storageKeys.user, JSON.stringify(user));
      expect(getUser() !== null, JSON.stringify(user)).toBe(sessionUserSchema.safeParse(user).success);
    }
  });

  it('tells subscribers about login and logout, and stops after unsubscribing', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession({ token: 'tok-2', user: ana });
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    saveSession({ token: 'tok-3', user: ana });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same snapshot object while nothing changes', () => {
    saveSession({ token: 'tok-4', user: ana });
    expect(getSession()).toBe(getSession());
  });
});

describe('useSession', () => {
  it('re-renders on login and logout in this tab', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.isLoggedIn).toBe(false);

    act(() => saveSession({ token: 'tok-5', user: ana }));
    expect(result.current).toMatchObject({ isLoggedIn: true, token: 'tok-5', user: { name: 'Ana' } });

    act(() => clearSession());
    expect(result.current).toEqual({ isLoggedIn: false, token: null, user: null });
  });

  it('follows a logout made in another tab (storage event)', () => {
    saveSession({ token: 'tok-6', user: ana });
    const { result } = renderHook(() => useSession());
    expect(result.current.isLoggedIn).toBe(true);

    act(() => {
      // The other tab changed storage directly; this tab only hears the event.
      localStorage.removeItem(storageKeys.token);
      localStorage.removeItem(storageKeys.user);
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token }));
    });
    expect(result.current.isLoggedIn).toBe(false);
  });
});

describe('useIsLoggedIn', () => {
  it('follows login and logout, and does not re-render when only the person changes', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useIsLoggedIn();
    });
    expect(result.current).toBe(false);

    act(() => saveSession({ token: 'tok-7', user: ana }));
    expect(result.current).toBe(true);
    const afterLogin = renders;

    // Her name changes (profile saved): the session object is new, "signed in" is not.
    act(() => saveSession({ token: 'tok-7', user: { ...ana, name: 'Ana María' } }));
    expect(renders).toBe(afterLogin);

    act(() => clearSession());
    expect(result.current).toBe(false);
  });
});
