import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phone } from './browser.js';
import { createPerson, type Person } from './people.js';
import { guarded, unguarded } from './seed-routes.js';

/**
 * Every seed route passes axe-core with no serious or critical violation, signed in and
 * out, light and dark, on a 390 px phone. axe-core (the npm package) is injected into the page as
 * a script; nothing is downloaded. Signed in, the person has a list with a gift and an event, so
 * the gift card (priority badge), the event and the calendar show real content.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const baseURL = inject('baseURL');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

let browser: Browser;
const contexts: BrowserContext[] = [];
let person: Person;
const ids = { list: '', event: '' };

async function call<T>(token: string, method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'Type-token': token },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  person = await createPerson(baseURL, 'Alma', 'Contraste');
  const token = person.user.token;
  const list = await call<{ id: string }>(token, 'POST', '/list/save', {
    name: 'Cumple de Alma',
    visibility: 'friends',
  });
  const { list: products } = await call<{ list: { id: string }[] }>(
    token,
    'GET',
    '/product/getPagination?lim=1&pos=0',
  );
  await call(token, 'POST', '/list/gift/save', {
    listId: list.id,
    productId: products[0]?.id,
    priority: 'media',
  });
  const startsAt = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const event = await call<{ id: string }>(token, 'POST', '/event/save', {
    name: 'Merienda de Alma',
    startsAt,
    visibility: 'friends',
  });
  ids.list = list.id;
  ids.event = event.id;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

/** The seed's sample ids replaced by the person's own list and event where the route takes one. */
function withData(path: string): string {
  return path
    .replace('/home/123/lista', `/home/${ids.list}/lista`)
    .replace('/evento/123', `/evento/${ids.event}`)
    .replace('/calendario/123', `/calendario/${ids.event}`);
}

async function pageFor(signedIn: boolean, dark: boolean): Promise<Page> {
  // bypassCSP: the app's CSP (script-src 'self') would refuse the injected axe script, as it should.
  const context = await browser.newContext({
    ...phone,
    baseURL,
    colorScheme: dark ? 'dark' : 'light',
    bypassCSP: true,
  });
  contexts.push(context);
  await context.addInitScript(
    ({ user, signedIn }) => {
      // The install guide and the notification prompt are checked in notifications.spec.ts.
      window.localStorage.setItem('showMessage', 'false');
      if (!signedIn) return;
      window.localStorage.setItem('token', user.token);
      window.localStorage.setItem('user', JSON.stringify(user));
    },
    { user: person.user, signedIn },
  );
  return context.newPage();
}

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  // Skeletons and spinners gone: what a person reads is on screen.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Skeleton-root'), null, {
      timeout: 15_000,
    })
    .catch(() => {});
  await page.waitForTimeout(300);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

const cases = [
  { name: 'signed out, light', signedIn: false, dark: false, routes: unguarded },
  { name: 'signed out, dark', signedIn: false, dark: true, routes: unguarded },
  { name: 'signed in, light', signedIn: true, dark: false, routes: [...guarded, ...unguarded] },
  { name: 'signed in, dark', signedIn: true, dark: true, routes: [...guarded, ...unguarded] },
];

describe('axe: no serious or critical violations on any seed route at 390 px', () => {
  it.each(cases)(
    '$name',
    async ({ signedIn, dark, routes }) => {
      const page = await pageFor(signedIn, dark);
      const found: string[] = [];
      for (const path of routes) found.push(...(await seriousViolations(page, withData(path))));
      expect(found).toEqual([]);
    },
    600_000,
  );
});
