import { SESSION_HINT_COOKIE, type SessionUser, storageKeys } from '@detalle/contract';
import { useSyncExternalStore } from 'react';

/**
 * The session lives in local storage (seed §3 and §4): the person is logged in
 * exactly when `token` holds a value. `user` keeps the session user as JSON.
 * Storage can be missing or throw (private modes, blocked cookies), so every
 * access is guarded and a failure reads as "no session".
 */

export type Session = {
  token: string | null;
  user: SessionUser | null;
  isLoggedIn: boolean;
};

type Listener = () => void;
const listeners = new Set<Listener>();

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused the write; the session simply does not persist.
  }
}

/**
 * Keeps the session hint cookie (`SESSION_HINT_COOKIE`, no secret in it) in step with the stored token,
 * so the server sends a signed-in person the app shell rather than its guest render of a page.
 */
function syncSessionHint(): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = getToken()
    ? `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

function notify(): void {
  syncSessionHint();
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  const token = readItem(storageKeys.token);
  return token ? token : null;
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

const nullableString = (value: unknown) => value === null || typeof value === 'string';

/**
 * The shape of the contract's `sessionUserSchema`, checked by hand: the stored user is read on every render of a
 * signed-in page, and a guest's page loads no Zod (`session.test.ts` holds the two together). What is stored
 * was checked by that schema when the sign-in answer arrived; this guards against storage left by other builds.
 */
function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.name === 'string' &&
    typeof user.lastname === 'string' &&
    nullableString(user.email) &&
    nullableString(user.image) &&
    typeof user.token === 'string' &&
    Number.isInteger(user.type) &&
    typeof user.confirmed === 'boolean'
  );
}

/** The stored session user, or null when absent or not in the expected shape. */
export function getUser(): SessionUser | null {
  const raw = readItem(storageKeys.user);
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return isSessionUser(user) ? user : null;
  } catch {
    return null;
  }
}

/**
 * The person asked to sign out and the app is on its way to /login (`useSignOut`, which clears the session once
 * the login page is on screen). A 401 seen meanwhile (the realtime channel, which the server closes on sign-out,
 * or a request in flight) is that same sign-out: cleared at once, the session's end would let the route guard of
 * the page being left send the person to `/login?next=<that page>`, and signing in again would land there
 * instead of home.
 */
let signingOut = false;

export function markSigningOut(): void {
  signingOut = true;
}

/** True from "Cerrar sesión" until the session is cleared: the login page then opens as for a guest. */
export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * The server answered 401 to a call made with `sentToken`: the session it belonged to is over. Cleared unless a
 * newer session has replaced it meanwhile, or a sign-out is on its way (above), which clears it itself.
 */
export function endDeadSession(sentToken: string | null): void {
  if (sentToken !== null && getToken() === sentToken && !signingOut) clearSession();
}

/** Logging in stores the token and the user together (seed §4). */
export function saveSession(session: { token: string; user: SessionUser }): void {
  signingOut = false;
  writeItem(storageKeys.token, session.token);
  writeItem(storageKeys.user, JSON.stringify(session.user));
  notify();
}

/** Keeps the stored user in step after a profile change, without touching the token. */
export function saveUser(user: SessionUser): void {
  writeItem(storageKeys.user, JSON.stringify(user));
  notify();
}

/** Logging out (or a dead token) removes both keys (seed §4). */
export function clearSession(): void {
  signingOut = false;
  writeItem(storageKeys.token, null);
  writeItem(storageKeys.user, null);
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Another tab logging in or out changes storage without calling our helpers;
// the `storage` event tells us (`key` is null when that tab cleared everything).
if (typeof window !== 'undefined') {
  // Sessions started before the hint existed get it on their next visit.
  syncSessionHint();
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.token || event.key === storageKeys.user) notify();
  });
}

// useSyncExternalStore needs the same object back while nothing changed, so the
// snapshot is cached against the raw stored strings.
let cachedRaw: { token: string | null; user: string | null } | null = null;
let cachedSession: Session = { token: null, user: null, isLoggedIn: false };

export function getSession(): Session {
  const token = getToken();
  const user = readItem(storageKeys.user);
  if (cachedRaw && cachedRaw.token === token && cachedRaw.user === user) return cachedSession;
  cachedRaw = { token, user };
  cachedSession = { token, user: token ? getUser() : null, isLoggedIn: token !== null };
  return cachedSession;
}

const guestSession: Session = { token: null, user: null, isLoggedIn: false };
/** Signed in, the person unknown: what the server knows of a browser that sent `SESSION_HINT_COOKIE`. */
const unknownMemberSession: Session = { token: null, user: null, isLoggedIn: true };
let renderedSession = guestSession;

/**
 * The session a page rendered on the server was rendered with (`app/server-render.tsx`): a guest's, or a
 * signed-in person's whom the server does not know (`/home` for a browser with a session). The server
 * sets it around its render, and the browser before it hydrates that page, so both first renders agree;
 * right after hydration React renders again with the real session (the person's name, their data).
 */
export function setRenderedSession(signedIn: boolean): void {
  renderedSession = signedIn ? unknownMemberSession : guestSession;
}

/** The current session; re-renders on login, logout and changes from other tabs. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, () => renderedSession);
}

/**
 * Whether someone is signed in. Unlike `useSession`, it re-renders only when that changes: right after
 * `/home` is hydrated (signed in, the person unknown → known), the layout and the route guard keep
 * their render instead of re-rendering the whole page synchronously.
 */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribeSession,
    () => getSession().isLoggedIn,
    () => renderedSession.isLoggedIn,
  );
}
