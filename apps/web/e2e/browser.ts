import { type Browser, type BrowserContextOptions, chromium } from 'playwright-core';

/** Debian's Chromium, never a downloaded one. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'es-ES',
};

export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, locale: 'es-ES' };
