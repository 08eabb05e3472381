import { notificationsStore } from '@mantine/notifications';
import { type ComponentType, lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { loadCode } from '@/lib/load-code';
import { afterNextPaint } from '@/lib/next-task';

/**
 * The containers of toasts and modals (Mantine's `Notifications` and `ModalsProvider`, with their
 * transitions, portals, focus trap and scroll lock: ~17 KB compressed) are not needed to paint a page nor
 * to read it: once the first page has been shown they load after the person's first tap or key
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
  // Mounting them is no one's answer: as a transition, React leaves it for a tap that comes meanwhile.
  startTransition(() => {
    turnOn(toastsSwitch);
    turnOn(modalsSwitch);
  });
}

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };

/** The browser's next quiet moment (at most a second away). */
function whenIdle(run: () => void): void {
  const win = window as IdleWindow;
  if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 200);
}

/**
 * After the first page: both containers load after the first tap or key, once that tap's answer is on screen and
 * the browser has a quiet moment, so the toast or modal a later tap leads to seldom waits for them. Not on the
 * finger's touch (`pointerdown`): their code, their mount and the style recalculation they cause then ran between
 * the touch and the lift and delayed the tap's own answer on a slow phone; a touch that only scrolls loads nothing.
 */
export function loadDeferredHostsOnFirstInput(): void {
  const events = ['click', 'keydown'] as const;
  const load = () => {
    for (const type of events) document.removeEventListener(type, load, true);
    // After the frame that answers this tap, and after what the tap itself left for that moment (a form
    // drawn once its spinner is on screen).
    void afterNextPaint().then(() => whenIdle(loadDeferredHosts));
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
