import { useEffect } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Asks for a dialog's code (`preload`) once the page has loaded and the browser has a quiet moment, for the page's
 * main action ("Donar", "Aporto dinero"): asked for on the touch itself, the code's evaluation and the stylesheets
 * it adds (the whole page's styles worked out again) ran between the finger's touch and its lift, and delayed the
 * tap's answer on a slow phone. Pointing at, touching or focusing the button still asks for it (`LazyPart.preload`),
 * for a tap quicker than that quiet moment.
 */
export function usePreloadWhenIdle(preload: (() => void) | undefined): void {
  useEffect(() => {
    if (!preload) return;
    const win = window as IdleWindow;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (win.requestIdleCallback) idle = win.requestIdleCallback(preload, { timeout: 5000 });
      else timer = setTimeout(preload, 1000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) win.cancelIdleCallback?.(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [preload]);
}
