// The Chromium that bench:web (Lighthouse) and bench:inp drive: Debian's, headless, started by chrome-launcher
// and reached over CDP with puppeteer-core, one new tab per measurement.
import { SESSION_HINT_COOKIE } from '@detalle/contract';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { Session } from './web-app.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts Chromium, runs `use` with its debugging port and always stops it. */
export async function withChromium<T>(use: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    // A phone in Spain, where the seeded event happens (Europe/Madrid): a visitor in another zone also
    // gets their own time ("Para ti: …"), a line the page adds once React has it (the server cannot know
    // the phone's zone), so its layout shift is not what most guests see.
    envVars: { ...process.env, TZ: 'Europe/Madrid' } as Record<string, string>,
  });
  try {
    return await use(chrome.port);
  } finally {
    await chrome.kill();
  }
}

/**
 * A new tab in the Chromium on `port`, closed (and the connection dropped) after `use`. `fresh`: in a browser
 * context of its own (no storage, cookies or cache from earlier tabs, like a first visit), dropped after.
 */
export async function withTab<T>(
  port: number,
  use: (page: Page, browser: Browser) => Promise<T>,
  { fresh = false } = {},
): Promise<T> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const context = fresh ? await browser.createBrowserContext() : null;
  const page = await (context ?? browser).newPage();
  try {
    return await use(page, browser);
  } finally {
    await page.close().catch(() => {});
    await context?.close().catch(() => {});
    await browser.disconnect();
  }
}

/**
 * Makes the tab a returning signed-in person's: the session in local storage before the page's own code runs (also
 * after Lighthouse clears the origin's storage: this runs in each new document first) and the session hint cookie
 * a browser has since its first signed-in visit.
 */
export async function signIn(page: Page, session: Session, url: string) {
  await page.evaluateOnNewDocument((s: Session) => {
    // Runs in the page (this folder has no DOM types).
    const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
      .localStorage;
    storage.setItem('token', s.token);
    storage.setItem('user', JSON.stringify(s.user));
    storage.setItem('notification_enable', 'false');
    storage.setItem('showMessage', 'false');
  }, session);
  await page.setCookie({ name: SESSION_HINT_COOKIE, value: '1', url });
}
