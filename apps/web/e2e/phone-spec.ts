import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.js';
import { type Person, phonePage, shoot } from './people.js';

/**
 * What a phone-width spec starts with: the shared server's address, one browser for the file
 * (launched before the file's tests, closed after them with every page it opened) and a folder
 * for its screenshots, `/tmp/<name>-shots`. Call it at the top of the file, before the file's
 * own hooks: its `beforeAll` then runs first and its `afterAll` last.
 */
export function phoneSpec(name: string) {
  const baseURL = inject('baseURL');
  const shots = `/tmp/${name}-shots`;
  mkdirSync(shots, { recursive: true });

  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  const launched = () => {
    if (!browser) throw new Error('phoneSpec: the browser is launched in beforeAll');
    return browser;
  };

  return {
    baseURL,
    shots,
    /** A phone-sized page on the server, signed in `as` someone when given (see `phonePage`). */
    newPage(options: { as?: Person; dark?: boolean } & BrowserContextOptions = {}): Promise<Page> {
      return phonePage(launched(), contexts, { baseURL, ...options });
    },
    /** A context of the file's browser with exactly these options, closed after the file's tests. */
    async newContext(options: BrowserContextOptions): Promise<BrowserContext> {
      const context = await launched().newContext(options);
      contexts.push(context);
      return context;
    },
    /** A full-page screenshot at `/tmp/<name>-shots/<shot>.png`. */
    shoot: (page: Page, shot: string) => shoot(page, `${shots}/${shot}.png`),
  };
}
