// A step of the app's start (`main.tsx`): React, its DOM renderer and the router, evaluated on their own.
export { StrictMode } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router';
