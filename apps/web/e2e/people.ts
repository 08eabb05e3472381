import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { phone } from './browser.js';
import { postJsonFrom } from './loopback-client.js';

export type SessionUser = { id: string; token: string; name: string; lastname: string } & Record<
  string,
  unknown
>;
export type Person = { user: SessionUser; email: string; password: string };

/** A fresh address for `name`, its accents left out of it (Lucía → lucia.…@example.com). */
const unique = (name: string) =>
  `${name.normalize('NFD').replace(/\p{M}/gu, '')}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

let signUps = 0;
/**
 * Signs a new person up through the API (`person/save`) of the server at `baseURL`. Every spec shares one server,
 * which limits sign-ups per address: the people a spec only needs on stage sign up from loopback addresses of
 * their own (127.0.1.x; this process's pid spreads specs run in parallel), leaving 127.0.0.1 to the browsers.
 */
export async function createPerson(baseURL: string, name: string, lastname: string): Promise<Person> {
  const email = unique(name.toLowerCase());
  const password = `Regalos-de-${name}-2027`;
  const from = `127.0.${1 + (process.pid % 200)}.${1 + (signUps++ % 250)}`;
  const { status, json } = await postJsonFrom<{ data: SessionUser }>(from, `${baseURL}/api/person/save`, {
    name,
    lastname,
    email,
    password,
  });
  expect(status).toBe(200);
  return { user: json.data, email, password };
}

/**
 * A phone-sized page, signed in as `as` when given (the session stored as the
 * app stores it). The notification prompt, the install guide and the "confirm
 * your e-mail" toast belong to other issues and would cover buttons, so they are off.
 */
export async function phonePage(
  browser: Browser,
  contexts: BrowserContext[],
  options: { baseURL: string; as?: Person; dark?: boolean; timezoneId?: string } & BrowserContextOptions,
): Promise<Page> {
  const { as, dark, ...rest } = options;
  const context = await browser.newContext({ ...phone, colorScheme: dark ? 'dark' : 'light', ...rest });
  contexts.push(context);
  if (as) {
    await context.addInitScript((user) => {
      window.localStorage.setItem('token', user.token);
      window.localStorage.setItem('user', JSON.stringify({ ...user, confirmed: true }));
      window.localStorage.setItem('notification_enable', 'false');
      window.localStorage.setItem('showMessage', 'false');
    }, as.user);
  }
  return context.newPage();
}

/** Nothing sticks out sideways on a phone. */
export async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** A full-page screenshot once toasts are gone and transitions settled, seen from the top (the header is sticky). */
export async function shoot(page: Page, path: string) {
  await page
    .locator('.mantine-Notification-root')
    .first()
    .waitFor({ state: 'detached', timeout: 6000 })
    .catch(() => {});
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path, fullPage: true });
}

/** A call to the API of the server at `baseURL` as `person`; it must answer 200. Its `data`. */
export async function apiAs<T>(
  baseURL: string,
  person: Person,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'Type-token': person.user.token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
