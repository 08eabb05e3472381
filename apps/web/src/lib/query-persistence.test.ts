import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ana } from '@/test/fixtures';
import { persistQueryCache, QUERY_CACHE_KEY } from './query-persistence';
import { clearSession, saveSession } from './session';

/** Past the grouping of writes (1 s), well before an unused answer leaves the cache (5 min). */
const WRITE_DELAY = 2000;

const bea = { ...ana, id: 'u-bea', name: 'Bea', email: 'bea@example.com' };

const stops: Array<() => void> = [];
function keep(client: QueryClient) {
  stops.push(persistQueryCache(client));
  return client;
}

/** A page seen earlier in this browser: its answer cached, then the app closed after the write. */
function openedEarlier(key: string[], data: unknown) {
  vi.useFakeTimers();
  const client = keep(new QueryClient());
  client.setQueryData(key, data);
  vi.advanceTimersByTime(WRITE_DELAY);
  vi.useRealTimers();
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('the last data of pages already opened', () => {
  it('comes back at the next start for the same person', () => {
    saveSession({ token: 'tok-ana', user: ana });
    openedEarlier(['lists', 'mine'], { list: ['Cumple de Ana'] });

    const next = keep(new QueryClient());
    expect(next.getQueryData(['lists', 'mine'])).toEqual({ list: ['Cumple de Ana'] });
  });

  it('on a page the server rendered, comes back only when the app asks, even after this start wrote its own', () => {
    saveSession({ token: 'tok-ana', user: ana });
    openedEarlier(['lists', 'mine'], { list: ['Cumple de Ana'] });

    vi.useFakeTimers();
    const next = new QueryClient();
    let restore = () => {};
    stops.push(
      persistQueryCache(next, (r) => {
        restore = r;
      }),
    );
    // Hydrating: the cache holds only what the server rendered, and is written meanwhile.
    next.setQueryData(['categories'], ['Libros']);
    vi.advanceTimersByTime(WRITE_DELAY);
    expect(next.getQueryData(['lists', 'mine'])).toBeUndefined();
    restore();
    expect(next.getQueryData(['lists', 'mine'])).toEqual({ list: ['Cumple de Ana'] });
  });

  it('on a page the server rendered, is not put back if the session changed before the app asked', () => {
    saveSession({ token: 'tok-ana', user: ana });
    openedEarlier(['lists', 'mine'], { list: ['Cumple de Ana'] });

    const next = new QueryClient();
    let restore = () => {};
    stops.push(
      persistQueryCache(next, (r) => {
        restore = r;
      }),
    );
    // Ana signs out in another tab while this one is still being hydrated.
    clearSession();
    restore();
    expect(next.getQueryData(['lists', 'mine'])).toBeUndefined();
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
  });

  it('never keeps an answer marked not to be (a secret in its key)', async () => {
    saveSession({ token: 'tok-ana', user: ana });
    vi.useFakeTimers();
    const client = keep(new QueryClient());
    await client.prefetchQuery({
      queryKey: ['owners', 'invite', { token: 'secreto' }],
      queryFn: () => ({ name: 'Nuestra boda' }),
      meta: { persist: false },
    });
    client.setQueryData(['lists', 'mine'], { list: [] });
    vi.advanceTimersByTime(WRITE_DELAY);
    vi.useRealTimers();
    expect(localStorage.getItem(QUERY_CACHE_KEY)).not.toContain('secreto');
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toContain('lists');
  });

  it('is never shown to someone else who signs in on the same device', () => {
    saveSession({ token: 'tok-ana', user: ana });
    openedEarlier(['lists', 'mine'], { list: ['Cumple de Ana'] });

    saveSession({ token: 'tok-bea', user: bea });
    const next = keep(new QueryClient());
    expect(next.getQueryData(['lists', 'mine'])).toBeUndefined();
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
  });

  it('is deleted when the person signs out', () => {
    saveSession({ token: 'tok-ana', user: ana });
    vi.useFakeTimers();
    const client = keep(new QueryClient());
    client.setQueryData(['wallet', 'balance'], { amount: 1200 });
    vi.advanceTimersByTime(WRITE_DELAY);
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toContain('1200');

    client.setQueryData(['wallet', 'balance'], { amount: 900 });
    clearSession();
    vi.advanceTimersByTime(WRITE_DELAY);
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
  });
});
