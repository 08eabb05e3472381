import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// The API listens here in development; `vite preview` uses the same proxy so a
// production build can be checked against a local API.
const apiTarget = 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget },
  '/files': { target: apiTarget },
};

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Keep ES module evaluation order across chunks: `boot/zod-without-eval` must run before the
        // contract defines its schemas, and rolldown would otherwise run shared chunks first.
        strictExecutionOrder: true,
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll[^\\/]*)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
