// First: it must run before any schema exists (see the module).
import './boot/zod-without-eval';

import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppQueryClient } from './App';
import { createHydratedRouter } from './app/router';
import { preloadPagesOnIntent } from './app/routes/preload';
import { readServerState } from './app/server-state';
import { clearDraftsOnSignOut } from './lib/form-draft';
import { isLoggedIn } from './lib/session';

// Half-written forms belong to whoever is signed in: they go when the session ends.
clearDraftsOnSignOut();

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html.');

/**
 * A public page the server rendered (`app/server-render.tsx`) is already on screen: React takes it
 * over as it is. The server rendered it for a guest, so a person with a session gets their own
 * render instead (the server cannot see the session: it is in local storage).
 */
async function start(root: HTMLElement) {
  const serverState = readServerState();
  if (serverState && root.firstElementChild && !isLoggedIn()) {
    const queryClient = createAppQueryClient();
    hydrate(queryClient, serverState.queries);
    const router = await createHydratedRouter(queryClient, serverState.router);
    // As a transition, React hydrates in slices and lets the browser answer taps in between, instead of
    // one long task that freezes a slow phone (the page is already on screen).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App hydrated={{ queryClient, router }} />
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

void start(container);

preloadPagesOnIntent();
