import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { getToken, getUser, subscribeSession } from './session';

/** Local-storage key of the last answers the app showed (see `persistQueryCache`). */
export const QUERY_CACHE_KEY = 'query-cache';
/** Older answers are not worth showing, even for a moment. */
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Writes are grouped: a burst of answers is stored once. */
const WRITE_DELAY_MS = 1000;

type StoredCache = { owner: string; savedAt: number; state: DehydratedState };

/** Whose answers these are: the signed-in person, or a guest (public events and lists only). */
function currentOwner(): string {
  const user = getUser();
  return getToken() && user ? `user:${user.id}` : 'guest';
}

function read(): StoredCache | null {
  try {
    return JSON.parse(window.localStorage.getItem(QUERY_CACHE_KEY) ?? 'null') as StoredCache | null;
  } catch {
    return null;
  }
}

export function clearPersistedQueries(): void {
  window.localStorage.removeItem(QUERY_CACHE_KEY);
}

/**
 * A page the person already opened shows its last data at once, also offline, while the fresh
 * answer loads: the successful answers in the cache are kept in local storage (TanStack Query's
 * own `dehydrate`/`hydrate`) and put back in the cache at start. They are stale from the first
 * moment, so every screen asks again as it always does.
 *
 * Private data never outlives its session: the stored cache names its owner and is only restored
 * for that same person; signing out (here or in another tab) deletes it, and the cache itself is
 * reset on every session change (`AppProviders`), so nothing of the previous person is written
 * again. Returns a function that stops keeping it. `restoreLater` is given the restoring instead, to run
 * when the caller is ready for it.
 */
export function persistQueryCache(
  queryClient: QueryClient,
  restoreLater?: (restore: () => void) => void,
): () => void {
  // Read now, before this start's own answers are written over it.
  const stored = read();
  const owner = currentOwner();
  const restore = () => {
    // Restored later: the session may have changed meanwhile (signed out or in, in another tab). Those
    // answers are then not this browser's person's; the session listener below has already deleted them.
    if (currentOwner() !== owner) return;
    const fresh = stored && Date.now() - stored.savedAt < QUERY_CACHE_MAX_AGE_MS;
    if (stored && fresh && stored.owner === owner) {
      hydrate(queryClient, stored.state);
      // Restored answers keep their original time, so within `staleTime` they would count as fresh and a reload
      // would show what changed meanwhile only much later: mark them stale (without fetching) so every screen asks.
      void queryClient.invalidateQueries({ refetchType: 'none' });
    } else if (stored) clearPersistedQueries();
  };
  // A page the server rendered is hydrated first (its first render must be the server's), then restored.
  if (restoreLater) restoreLater(restore);
  else restore();

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (q) => q.state.status === 'success' && q.meta?.persist !== false,
    });
    const value: StoredCache = { owner: currentOwner(), savedAt: Date.now(), state };
    try {
      window.localStorage.setItem(QUERY_CACHE_KEY, JSON.stringify(value));
    } catch {
      // Storage full or refused (private mode): the app works as before, without the last data.
    }
  };
  const unsubscribeCache = queryClient.getQueryCache().subscribe(() => {
    timer ??= setTimeout(save, WRITE_DELAY_MS);
  });

  let token = getToken();
  const unsubscribeSession = subscribeSession(() => {
    const next = getToken();
    if (next === token) return;
    token = next;
    // Whatever was waiting to be written belonged to the session that just ended.
    clearTimeout(timer);
    timer = undefined;
    clearPersistedQueries();
  });

  return () => {
    clearTimeout(timer);
    unsubscribeCache();
    unsubscribeSession();
  };
}
