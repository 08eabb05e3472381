import { useEffect, useState } from 'react';

/** Seed §4 and §9: the loading indicator gives up waiting after 7000 ms by default. */
export const LOADING_TIMEOUT_MS = 7000;

/**
 * True once something has been loading for `timeoutMs` without finishing. A
 * negative time-out never expires (seed §4). Changing `attempt` (a retry)
 * starts the wait again; so does loading stopping and starting.
 */
export function useLoadingTimeout(loading: boolean, timeoutMs = LOADING_TIMEOUT_MS, attempt = 0): boolean {
  const [timedOut, setTimedOut] = useState(false);
  // `attempt` is a dependency on purpose: a retry restarts the wait, though the effect does not read it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see the line above.
  useEffect(() => {
    setTimedOut(false);
    if (!loading || timeoutMs < 0) return;
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [loading, timeoutMs, attempt]);
  return timedOut;
}
