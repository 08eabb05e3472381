import { flushSync } from 'react-dom';
import { afterNextPaint } from '@/lib/next-task';
import classes from './busy-button.module.css';

/** For a button that opens something heavy to draw: its left icon shows a spinner while it is `aria-busy`. */
export const busyButtonClass = classes.opens as string;
/** With `busyButtonClass`, for a compact button (a smaller spinner). */
export const smallBusyButtonClass = classes.small as string;

/**
 * The answer to a tap on a button that opens a form or a dialog: the button turns busy at once (`aria-busy`, a
 * spinner drawn by CSS: nothing drawn with React in the tap's own frame), and `open` runs once that frame is on
 * screen and what it draws has its code (`code`, a `LazyPart`'s `preload`): until then the spinner turns. Drawn in
 * the tap, a dialog or a form took a slow phone's tap hundreds of milliseconds before any paint.
 */
export function openAfterBusy(button: HTMLElement, open: () => void, code?: () => Promise<void>): void {
  button.setAttribute('aria-busy', 'true');
  void Promise.all([afterNextPaint(), code?.()]).then(open);
}

/**
 * `onPointerEnter` for such a button: a mouse pointing at it asks for the code of what it opens, ahead of the
 * click. A finger's touch does not: the code's evaluation and the stylesheets it adds (the page's styles worked
 * out again) would run between the touch and the lift and delay the tap's answer on a slow phone; a tap asks for
 * it once its busy button is on screen (`openAfterBusy`). Nor does a phone ask for it ahead of any tap: most
 * visitors of a guest's page never open the dialog, and would download it for nothing.
 */
export function preloadOnPointing(preload: (() => Promise<void>) | undefined) {
  return (event: { pointerType: string }) => {
    if (event.pointerType === 'mouse') void preload?.();
  };
}

/** The button is no longer busy (what it opened is on screen). */
export function stopBusy(button: HTMLElement | null | undefined): void {
  button?.removeAttribute('aria-busy');
}

/**
 * The props of a button that opens a dialog: `draw` draws it (sets the state that shows it), `code` asks for its
 * code. The tap turns the button busy, the dialog is drawn once that is on screen and its code is in, and the
 * button is no longer busy; a mouse pointing at it or the focus asks for the code ahead.
 */
export function opensDialog(draw: () => void, code?: () => Promise<void>) {
  return {
    className: busyButtonClass,
    onClick: (event: { currentTarget: HTMLElement }) => {
      const button = event.currentTarget;
      openAfterBusy(
        button,
        () => {
          flushSync(draw);
          stopBusy(button);
        },
        code,
      );
    },
    onPointerEnter: preloadOnPointing(code),
    onFocus: () => void code?.(),
  };
}
