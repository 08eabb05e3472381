import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end: the built app (API + web on one port, fresh PGlite data dir, demo data)
// started once by global-setup.ts, driven in Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // What a person waits for after a tap (a note sent, a count updated) can take seconds on a busy machine;
    // vitest's 1 s default for `expect.poll` fails such a wait long before a person would give up.
    expect: { poll: { timeout: 10_000 } },
  },
});
