import { defineConfig } from 'vitest/config';

// The API suite: every test builds the real app and talks to it through inject().
// Each test file gets its own database (in-memory PGlite, or a fresh PostgreSQL
// database when DATABASE_URL is set), so files run in parallel safely.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Generous: the suite also runs on a busy 2-core machine next to a browser.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
