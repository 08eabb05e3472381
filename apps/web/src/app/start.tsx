import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppQueryClient } from '@/App';
import { clearDraftsOnSignOut } from '@/lib/form-draft';
import { isLoggedIn, setRenderedSession } from '@/lib/session';
import { createHydratedRouter } from './router';
import { preloadPagesOnIntent } from './routes/preload';
import { readServerState } from './server-state';

/**
 * A page the server rendered (`app/server-render.tsx`) is already on screen: React takes it over as it
 * is. It was rendered for a guest, or (`/home`) for a signed-in person it does not know; a browser whose
 * session is not what the server assumed (the hint cookie and the stored session disagree) gets its own
 * render instead (the server cannot see the session: it is in local storage).
 */
async function startReact(root: HTMLElement) {
  const serverState = readServerState();
  const renderedSignedIn = serverState?.session === true;
  if (serverState && root.firstElementChild && renderedSignedIn === isLoggedIn()) {
    setRenderedSession(renderedSignedIn);
    // The last answers this browser kept go in once React has the page: its first render must be the server's.
    let restoreKept = () => {};
    const queryClient = createAppQueryClient((restore) => {
      restoreKept = restore;
    });
    hydrate(queryClient, serverState.queries);
    const router = await createHydratedRouter(queryClient, serverState.router);
    // As a transition, React hydrates in slices and lets the browser answer taps in between, instead of
    // one long task that freezes a slow phone (the page is already on screen).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App hydrated={{ queryClient, router, onHydrated: () => restoreKept() }} />
        </StrictMode>,
      );
    });
    return;
  }
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** The app's last step (`main.tsx`): React takes the page, or renders it. */
export function start(): Promise<void> {
  // Half-written forms belong to whoever is signed in: they go when the session ends.
  clearDraftsOnSignOut();
  preloadPagesOnIntent();
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root en index.html.');
  return startReact(container);
}
