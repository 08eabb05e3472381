import { notificationsStore } from '@mantine/notifications';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { loadCode } from '@/lib/load-code';
import { afterNextPaint } from '@/lib/next-task';

/**
 * The containers of toasts and modals (Mantine's `Notifications` and `ModalsProvider`, with their
 * transitions, portals, focus trap and scroll lock: ~17 KB compressed) are not needed to paint a page nor
 * to read it: once the first page has been shown they load on the person's first tap or key
 * (`loadDeferredHostsOnFirstInput`), which is what leads to a toast or a modal, or at once when something
 * shows a toast or opens a modal before that. Toasts wait in Mantine's store meanwhile; modals wait for
 * `whenModalsReady`, which every modal opener in the app awaits. A guest who only reads the page never
 * loads them.
 */

type Switch = { on: boolean; listeners: Set<() => void> };

function createSwitch(): Switch {
  return { on: false, listeners: new Set() };
}

function turnOn(s: Switch): void {
  if (s.on) return;
  s.on = true;
  for (const listener of s.listeners) listener();
}

function useSwitch(s: Switch): boolean {
  const [on, setOn] = useState(s.on);
  useEffect(() => {
    const listener = () => setOn(true);
    s.listeners.add(listener);
    if (s.on) setOn(true);
    return () => {
      s.listeners.delete(listener);
    };
  }, [s]);
  return on;
}

const modalsSwitch = createSwitch();
const toastsSwitch = createSwitch();

let markModalsReady: () => void = () => {};
const modalsReady = new Promise<void>((resolve) => {
  markModalsReady = resolve;
});

/** Loads the modals' code if it has not been asked for, and resolves once a modal can open. */
export function whenModalsReady(): Promise<void> {
  turnOn(modalsSwitch);
  return modalsReady;
}

function loadDeferredHosts(): void {
  turnOn(toastsSwitch);
  turnOn(modalsSwitch);
}

/**
 * After the first page: both containers load on the first tap, click or key (once its frame is painted), so the
 * toast or modal that tap may lead to seldom waits for them (the tap's own work, a request or a dialog's code, takes longer).
 */
export function loadDeferredHostsOnFirstInput(): void {
  const events = ['pointerdown', 'keydown'] as const;
  const load = () => {
    for (const type of events) document.removeEventListener(type, load, true);
    // After the frame that answers this tap: asking for them and mounting them is no part of that answer,
    // and inside it delayed a slow phone's first paint after the tap.
    void afterNextPaint().then(loadDeferredHosts);
  };
  for (const type of events) document.addEventListener(type, load, { capture: true, passive: true });
}

// A toast shown before the container loaded: load it now; the toast waits in the store.
notificationsStore.subscribe(() => turnOn(toastsSwitch));

type ModalsHostProps = { onReady: () => void };
const LazyModals: ComponentType<ModalsHostProps> = lazy(() =>
  loadCode(() => import('./modals-host')).then((m) => ({ default: m.ModalsHost })),
);
const LazyToasts = lazy(() =>
  loadCode(() => import('./toasts-host')).then((m) => ({ default: m.ToastsHost })),
);

/** Where the app's toasts and modals render (inside the providers, outside the router). */
export function DeferredHosts() {
  const toasts = useSwitch(toastsSwitch);
  const modals = useSwitch(modalsSwitch);
  return (
    <>
      {toasts ? (
        <Suspense fallback={null}>
          <LazyToasts />
        </Suspense>
      ) : null}
      {modals ? (
        <Suspense fallback={null}>
          <LazyModals onReady={markModalsReady} />
        </Suspense>
      ) : null}
    </>
  );
}
