import { useSyncExternalStore } from 'react';

/**
 * Where the red "Activar notificaciones" button goes: a place the header keeps for it (AppLayout), so
 * the button sits in the page's frame like the bell beside it and never floats over what a page shows
 * at its right edge. The notification centre, which loads after the first page, puts it there.
 */
let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

export function setNotificationButtonSlot(element: HTMLElement | null): void {
  if (slot === element) return;
  slot = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The header's place for the button, or null while no page frame is on screen. */
export function useNotificationButtonSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => slot,
    () => null,
  );
}
