import { afterNextPaint } from '@/lib/next-task';
import classes from './busy-button.module.css';

/** For a button that opens something heavy to draw: its left icon shows a spinner while it is `aria-busy`. */
export const busyButtonClass = classes.opens as string;
/** With `busyButtonClass`, for a compact button (a smaller spinner). */
export const smallBusyButtonClass = classes.small as string;

/**
 * The answer to a tap on a button that opens a form or a dialog: the button turns busy at once (`aria-busy`, a
 * spinner drawn by CSS: nothing drawn with React in the tap's own frame), and `open` runs once that frame is on
 * screen. Drawn in the tap, a dialog or a form took a slow phone's tap hundreds of milliseconds before any paint.
 */
export function openAfterBusy(button: HTMLElement, open: () => void): void {
  button.setAttribute('aria-busy', 'true');
  void afterNextPaint().then(open);
}

/** The button is no longer busy (what it opened is on screen). */
export function stopBusy(button: HTMLElement | null | undefined): void {
  button?.removeAttribute('aria-busy');
}
