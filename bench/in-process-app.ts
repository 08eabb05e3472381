import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppOptions, buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/env.js';

/**
 * The API in this process for benchmarks that measure with `inject`: in-memory PGlite (or the
 * PostgreSQL server in BENCH_DATABASE_URL), no logs, a throwaway data folder. `close()` removes it.
 */
export async function buildBenchApp(
  extra: Partial<Pick<AppOptions, 'sms' | 'allowLoopbackFetch' | 'schedules'>> = {},
  env: Record<string, string> = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'detalle-bench-'));
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      LOG_LEVEL: 'silent',
      ...env,
    }),
    inMemoryDb: true,
    logger: false,
    webDir: join(dataDir, 'no-web'),
    ...extra,
  });
  return {
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
