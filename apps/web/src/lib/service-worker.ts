/**
 * The service worker (`src/sw/sw.ts`, built to `/sw.js` by vite-plugin-pwa):
 * push messages, notification clicks and the offline shell.
 */
export const SERVICE_WORKER_URL = '/sw.js';

/** Seed §9: registration waits for the app to be stable, 30 s at the most. */
export const SERVICE_WORKER_FALLBACK_MS = 30_000;

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Registers now (or returns the registration already asked for). The enabling
 * flow calls it directly: a person who taps the button in the first seconds
 * should not wait for the idle moment. A failure is logged and gives null.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return Promise.resolve(null);
  registration ??= navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .catch((error: unknown) => {
      console.error('No se pudo registrar el service worker', error);
      registration = null;
      return null;
    });
  return registration;
}

/** For tests: forget the registration asked for. */
export function resetServiceWorkerRegistration(): void {
  registration = null;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * "Stable" means the page has finished loading and the browser has a quiet
 * moment (`requestIdleCallback`), so the worker's precaching never competes with
 * the first screen. A busy page still registers after `fallbackMs`.
 * Returns a function that cancels whatever has not happened yet.
 */
export function registerServiceWorkerWhenStable(
  register: () => unknown = registerServiceWorker,
  fallbackMs = SERVICE_WORKER_FALLBACK_MS,
): () => void {
  const win = window as IdleWindow;
  let done = false;
  let idleHandle: number | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const cleanup = () => {
    clearTimeout(fallback);
    clearTimeout(idleTimer);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    window.removeEventListener('load', whenLoaded);
  };
  const go = () => {
    if (done) return;
    done = true;
    cleanup();
    register();
  };
  function whenLoaded() {
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(go);
    else idleTimer = setTimeout(go, 1000);
  }

  const fallback = setTimeout(go, fallbackMs);
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });

  return () => {
    done = true;
    cleanup();
  };
}
