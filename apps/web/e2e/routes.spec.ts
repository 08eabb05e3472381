import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, launchBrowser, phone } from './browser.js';
import { createPerson } from './people.js';
import { guarded, unguarded } from './seed-routes.js';

const baseURL = inject('baseURL');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ ...desktop, baseURL });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (p: Page) => p.locator('main h1').first();
const pathOf = (p: Page) => new URL(p.url()).pathname;

/** The sections of the app's texts: a key of one shown as it is (`wallet.pay.title`) means its texts never came. */
const sections = ['es.json', 'es-help.json'].flatMap((file) =>
  Object.keys(JSON.parse(readFileSync(new URL(`../src/i18n/${file}`, import.meta.url), 'utf8'))),
);
const rawKey = new RegExp(`(?<![\\w@/.-])(?:${sections.join('|')})\\.[A-Za-z]\\w*`);

/** What a person reads on the page, labels included: never a key in place of its text. */
async function expectNoRawKeys(p: Page): Promise<void> {
  const shown = await p.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((el) =>
        ['aria-label', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? ''),
      ),
      document.title,
    ].join('\n'),
  );
  expect(shown.match(rawKey)?.[0] ?? null).toBeNull();
}

describe('routes without a session', () => {
  it.each(unguarded)('%s renders its own Spanish page', async (path) => {
    await page.goto(path);
    const title = await heading(page).textContent({ timeout: 15_000 });
    expect(title?.trim().length).toBeGreaterThan(2);
    expect(title).not.toMatch(/no encontrada/i);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(pathOf(page)).toBe(path);
    await expectNoRawKeys(page);
  });

  it.each(guarded)('%s sends the person to /login', async (path) => {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await heading(page).waitFor();
  });

  it('the empty path goes to home, which asks a guest to sign in', async () => {
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
  });

  it('an unknown path shows "Página no encontrada" with a way home', async () => {
    await page.goto('/esto/no/existe');
    await expect.poll(() => heading(page).textContent()).toMatch(/Página no encontrada/i);
    expect(pathOf(page)).toBe('/esto/no/existe');
    await page
      .getByRole('link', { name: /inicio/i })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/home');
  });
});

describe('with a stored token', () => {
  it('a guarded route opens instead of going to /login', async () => {
    // A real session: a made-up token is rejected by the API and (rightly) sends the person to /login.
    const lola = await createPerson(baseURL, 'Lola', 'Ruiz');
    const ctx = await browser.newContext({ ...phone, baseURL });
    await ctx.addInitScript((token) => window.localStorage.setItem('token', token), lola.user.token);
    const p = await ctx.newPage();
    await p.goto('/calendario');
    await heading(p).waitFor();
    expect(pathOf(p)).toBe('/calendario');
    await ctx.close();
  });

  it('a page opened from a link inside the app has its texts as it shows (each page brings its own)', async () => {
    const maria = await createPerson(baseURL, 'María', 'Gil');
    const ctx = await browser.newContext({ ...desktop, baseURL });
    await ctx.addInitScript((token) => window.localStorage.setItem('token', token), maria.user.token);
    const p = await ctx.newPage();
    await p.goto('/calendario');
    await heading(p).waitFor();
    const nav = p.getByRole('navigation', { name: 'Navegación principal' });
    for (const [name, path] of [
      ['Listas', '/lista'],
      ['Amigos', '/amigos'],
      ['Inicio', '/home'],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await p.waitForURL((url) => url.pathname === path);
      await heading(p).waitFor();
      await expectNoRawKeys(p);
    }
    await ctx.close();
  });
});

describe('the categories page shows the demo catalogue', () => {
  it('lists Spanish categories loaded from the API', async () => {
    await page.goto('/categoria');
    await expect.poll(() => page.getByText('Hogar y cocina').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });
});
