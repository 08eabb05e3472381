// First: it must run before any schema exists (see the module).
import './boot/zod-without-eval';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadPagesOnIntent } from './app/routes/preload';
import { clearDraftsOnSignOut } from './lib/form-draft';

// Half-written forms belong to whoever is signed in: they go when the session ends.
clearDraftsOnSignOut();

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

preloadPagesOnIntent();
