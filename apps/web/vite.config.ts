import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { HEAD_SCRIPT } from '../../packages/contract/src/head-script.ts';
import { bootSteps } from './build/boot-steps.ts';
import { pageAssets } from './build/page-assets.ts';
import { stableMantineIds } from './build/stable-mantine-ids.ts';
import { textsByUse } from './build/texts-by-use.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

// The API listens here in development; `vite preview` uses the same proxy so a
// production build can be checked against a local API.
const apiTarget = 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget },
  '/files': { target: apiTarget },
};

/**
 * The installable app and its service worker (src/sw/sw.ts → /sw.js): our own
 * worker (push, notification clicks) with Workbox precaching for the offline
 * shell. The app registers it itself, when stable (src/lib/service-worker.ts).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Detalle',
    short_name: 'Detalle',
    description: 'Crea listas de regalos y eventos, comparte tus deseos y acierta con quienes quieres.',
    lang: 'es',
    dir: 'ltr',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    // "Compartir → Detalle" from a shop's app or the browser (Android, desktop Chrome): the link arrives in
    // `url`, or inside `text` ("Mira esto https://…"); /compartir finds it and offers to add it to a list.
    share_target: {
      action: '/compartir',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    },
    orientation: 'portrait',
    background_color: '#fffbf8',
    theme_color: '#c04a21',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    rollupFormat: 'iife',
    // The shell: code, styles, the page, icons and the install pictures (not source maps).
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/node_modules/**'],
  },
  devOptions: { enabled: false },
});

/** The head script (colour scheme, no native form submission; the API's CSP allows it by its hash). */
const headScript: Plugin = {
  name: 'detalle-head-script',
  transformIndexHtml: () => [{ tag: 'script', children: HEAD_SCRIPT, injectTo: 'head' }],
};

/**
 * React Router's package points every import at its development build (dev-only checks and warnings); its
 * production build ships next to it. The browser's build uses that one: less code, less work at start.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  // The worker is a build product; component tests and the server's render have no use for it.
  plugins: [
    react(),
    headScript,
    command === 'build' ? stableMantineIds() : null,
    pageAssets(fileURLToPath(new URL('./src', import.meta.url))),
    bootSteps(),
    // Each module brings the texts it names (in the browser, the server's render and the tests alike). Not
    // the service worker, and not the modules that hold the texts (`i18n/*.ts`, not their tests): a key
    // in their comments would make them import a part, which imports them back before they have run.
    textsByUse({
      sources: [src('i18n/es.json'), src('i18n/es-help.json')],
      addTexts: src('i18n/translate.ts'),
      skip: /[\\/]src[\\/]sw[\\/]|[\\/]src[\\/]i18n[\\/][\w-]+\.tsx?$/,
    }),
    process.env.VITEST || isSsrBuild ? null : pwa,
  ],
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild ? [reactRouterProduction] : []),
    ],
  },
  build: {
    // `vite build --ssr` builds the server's render of public pages (`src/app/server-render.tsx`) apart
    // from what the browser downloads: the API loads it from `dist-ssr`, never served as a file.
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist-ssr' : './dist', import.meta.url)),
    emptyOutDir: true,
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        // Keep ES module evaluation order across chunks: a module runs when it is first imported, not when
        // its chunk arrives. The app starts in steps (`main.tsx`): Zod's configuration must run before the
        // contract defines its schemas, and each step runs only its own modules.
        strictExecutionOrder: true,
        // React changes less often than our code: a separate chunk stays cached across releases. Mantine
        // is deliberately not grouped: one chunk with every component in use would arrive before any page
        // paints; split by importer, a page brings only the components it renders.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
