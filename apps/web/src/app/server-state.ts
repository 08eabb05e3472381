import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server's render knew, written into the page next to its HTML (`server-render.tsx`) and read
 * back before hydrating, so the browser's first render is the server's: the same answers in the
 * query cache, the same router state.
 */
export type ServerState = {
  queries: DehydratedState;
  router: HydrationState;
  /** Rendered for a browser with a session (the person unknown, none of their data), not for a guest. */
  session?: true;
};

/** The element the server writes the state into: JSON, never run (the page's CSP allows no inline script). */
export const SERVER_STATE_ID = 'server-state';

/** The server's state in this document, or null when the page was not rendered on the server. */
export function readServerState(doc: Document = document): ServerState | null {
  // The element the server wrote (the last of the body), never an element of the page that took its id.
  const text = doc.querySelector(`body > script#${SERVER_STATE_ID}[type="application/json"]`)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
