import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startFixtureShops } from '../../api/test/fixtures/shops';
import { launchBrowser } from './browser.js';
import { shoot } from './people.js';
import { type ServerProcess, startServerProcess } from './server-process';

type Stage = {
  /** The app built from source with the test-only loopback allowance (`scan-server.ts`). */
  server: ServerProcess;
  /** Fixture shops on 127.0.0.1 for the scanner to read. */
  shops: Awaited<ReturnType<typeof startFixtureShops>>;
  browser: Browser;
  /** Every browser context the spec opens, closed after it. */
  contexts: BrowserContext[];
  /** A full-page screenshot into the spec's folder, as `<name>.png`. */
  shoot: (page: Page, name: string) => Promise<void>;
};

/**
 * For a spec whose scanner must read a shop page: its own server, the fixture shops and a browser, started
 * before the spec's tests and stopped after them. The fields are there once its `beforeAll` has run.
 */
export function scanStage(shotsDir: string): Stage {
  mkdirSync(shotsDir, { recursive: true });
  const stage = {
    contexts: [] as BrowserContext[],
    shoot: (page: Page, name: string) => shoot(page, `${shotsDir}/${name}.png`),
  } as Stage;
  beforeAll(async () => {
    stage.shops = await startFixtureShops();
    stage.server = await startServerProcess(['--import', 'tsx', 'apps/web/e2e/scan-server.ts']);
    stage.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    for (const context of stage.contexts) await context.close().catch(() => {});
    await stage.browser?.close();
    await stage.server?.stop();
    await stage.shops?.close();
  });
  return stage;
}
