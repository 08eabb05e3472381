/**
 * Loads a piece of the app's code (an `import()`), asking once more if the first request fails.
 * A phone on a weak connection, or a busy server, can drop a chunk's request; browsers fetch a
 * failed dynamic import again on the next `import()` (checked in Chromium), so one retry turns
 * most of those drops into a short delay instead of a button that does nothing.
 *
 *     const { showMessageModal } = await loadCode(() => import('./message-modal'));
 */
export function loadCode<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => load());
}
