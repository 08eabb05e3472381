/**
 * A guarded page's fragment while its visitor signs in. The fragment can be large (the bookmarklet's reading of a
 * shop's page, up to 64 KB) and private to the browser: written into login's `?next=` it would become part of a
 * URL that is sent to the server (a reload) and, as the Referer, with every request the login page makes. It waits
 * here instead, in this tab only, and goes back onto the page's address once the person is in.
 */
const KEY = 'next-hash';

type Stashed = { path: string; hash: string };

export function stashHash(path: string, hash: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ path, hash } satisfies Stashed));
  } catch {
    // Storage refused: the page opens without its fragment, as a shared link alone.
  }
}

/** The fragment kept for `path` (the path and query the person was going to), if any. */
export function stashedHashFor(path: string): string | null {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<Stashed> | null;
    return parsed?.path === path && typeof parsed.hash === 'string' && parsed.hash.startsWith('#')
      ? parsed.hash
      : null;
  } catch {
    return null;
  }
}

export function forgetStashedHash(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
