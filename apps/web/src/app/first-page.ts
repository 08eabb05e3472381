import type { QueryClient } from '@tanstack/react-query';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, o?: { timeout: number }) => number;
};

/** What the first page waits for: its route's code (router initialised, no navigation) and its data. */
type FirstPageRouter = {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe(listener: (state: FirstPageRouter['state']) => void): () => void;
};

/** The longest the extras wait for the first page's data before they load anyway. */
const DATA_WAIT_MS = 8000;

let markShown: () => void = () => {};
let watching = false;

/**
 * Resolves once the first page is on screen with its data, the document has loaded and the browser
 * has a quiet moment. What the first page does not need (the notification centre, preloading the
 * pages its links lead to) waits for it, so that code never competes with the page's own code, data
 * and pictures on a slow phone. `load` alone is too early: the page's code arrives after it (lazy routes).
 */
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

function untilLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function untilRouted(router: FirstPageRouter): Promise<void> {
  const done = (s: FirstPageRouter['state']) => s.initialized && s.navigation.state === 'idle';
  if (done(router.state)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((s) => {
      if (!done(s)) return;
      stop();
      resolve();
    });
  });
}

function untilDataArrived(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const timer = setTimeout(finish, DATA_WAIT_MS);
    // Quiet for a rendered frame: a page whose second request starts only when the first answer has
    // rendered (a list, then its gifts) is not done in between.
    const afterFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
    const check = () => {
      if (done || queryClient.isFetching() > 0) return;
      afterFrame(() => {
        if (queryClient.isFetching() === 0) finish();
      });
    };
    const stop = queryClient.getQueryCache().subscribe(check);
    function finish() {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stop();
      resolve();
    }
    // The page asks for its data when it renders: look after that render, then whenever a query changes.
    check();
  });
}

function untilIdle(): Promise<void> {
  const win = window as IdleWindow;
  return new Promise((resolve) => {
    if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 500);
  });
}

/** Starts watching the first page (once per document); `firstPageShown` resolves when it is done. */
export function watchFirstPage(router: FirstPageRouter, queryClient: QueryClient): void {
  if (watching) return;
  watching = true;
  void Promise.all([untilLoaded(), untilRouted(router)])
    .then(() => untilDataArrived(queryClient))
    .then(untilIdle)
    .then(() => markShown());
}
