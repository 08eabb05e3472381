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
 * a script; nothing is downloaded. Signed in, the person has a list with a gift, an event and a
 * notification, so the gift card (priority badge), the event, the calendar and the notification
 * page are checked once their data is on screen, not while they load. A guest sees a public list
 * with the ways to give. Toasts (a realtime notice at the top, a success and an error at the
 * bottom) are checked while on screen. Besides axe's default rules, `label-content-name-mismatch`
 * (WCAG 2.5.3, experimental in axe, so turned on here): a button or link named with aria-label
 * must have its visible text in that name, so "Aporto dinero" is not announced as "Aportar…".
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const baseURL = inject('baseURL');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

let browser: Browser;
const contexts: BrowserContext[] = [];
let person: Person;
let friend: Person;
const ids = { list: '', event: '', publicList: '' };
let giftName = '';

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
  const { list: products } = await call<{ list: { id: string; name: string }[] }>(
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
  // A public list with a priced gift and a cash fund: a guest gets every way to give.
  const publicList = await call<{ id: string }>(token, 'POST', '/list/save', {
    name: 'Boda de Alma',
    visibility: 'public',
  });
  await call(token, 'POST', '/list/gift/save', {
    listId: publicList.id,
    product: { name: 'Cafetera', price: { amount: 12_000, currency: 'EUR' } },
  });
  await call(token, 'POST', '/list/fund/save', {
    listId: publicList.id,
    name: 'Luna de miel',
    currency: 'EUR',
    goal: 150_000,
    suggestedAmounts: [2000, 5000],
  });
  ids.publicList = publicList.id;
  giftName = products[0]?.name ?? '';
  // A friend: the notification page has a request on it, and the friend sees Alma's list as a giver.
  friend = await createPerson(baseURL, 'Bruno', 'Contraste');
  await call(friend.user.token, 'POST', '/friend/request', { userId: person.user.id });
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

/** The seed's sample ids replaced by the person's own list and event where the route takes one. */
function withData(path: string): string {
  return path
    .replace('/home/123/lista', `/home/${ids.list}/lista`)
    .replace('/importar-regalos/123', `/importar-regalos/${ids.list}`)
    .replace('/evento/123', `/evento/${ids.event}`)
    .replace('/calendario/123', `/calendario/${ids.event}`)
    .replace(/^\/regalar$/, `/regalar?lista=${ids.publicList}`);
}

/** What shows once a page's data has arrived, for the pages whose loaded state axe must see. */
function loadedText(path: string, signedIn: boolean): string | RegExp | undefined {
  if (path.startsWith('/home/') && path.endsWith('/lista')) return giftName;
  // Alma's event is for her friends: signed out it is, rightly, unavailable.
  if (path.startsWith('/evento/') && !path.includes('join-event') && signedIn) return 'Merienda de Alma';
  if (path === '/notification' && signedIn) return /Bruno Contraste te ha enviado una solicitud/;
  if (path.startsWith('/regalar?')) return 'Luna de miel';
  return undefined;
}

const axeOptions = {
  resultTypes: ['violations'],
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

/** axe on the page as it is now: its serious and critical findings, worded for the failure message. */
async function runAxe(page: Page, what: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (options) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, options)).violations;
  }, axeOptions);
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${what}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

async function pageFor(signedIn: boolean, dark: boolean, as: Person = person): Promise<Page> {
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
    { user: as.user, signedIn },
  );
  return context.newPage();
}

async function seriousViolations(page: Page, path: string, signedIn: boolean): Promise<string[]> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  // The page's data on screen (no catch: a page stuck loading is a failure here, not a pass).
  const loaded = loadedText(path, signedIn);
  if (loaded) await page.locator('main').getByText(loaded).first().waitFor({ timeout: 15_000 });
  // Skeletons and spinners gone: what a person reads is on screen.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Skeleton-root'), null, {
      timeout: 15_000,
    })
    .catch(() => {});
  await page.waitForTimeout(300);
  return runAxe(page, path);
}

/** Waits for a toast with `text`, holds it (a pointer over a toast pauses its closing) and runs axe. */
async function violationsWithToast(page: Page, text: string | RegExp, what: string): Promise<string[]> {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await toast.waitFor({ timeout: 10_000 });
  await toast.hover();
  const found = await runAxe(page, what);
  await toast.getByRole('button', { name: 'Cerrar el mensaje' }).click();
  await toast.waitFor({ state: 'detached' });
  return found;
}

// Pages of ours beyond the seed's: adding from anywhere, answering an invitation to run a list together,
// "Mi familia" and taking one's profile over from one's guardians.
const ourOpen = ['/anadir-a-detalle', '/recibir-perfil'];
const ourGuarded = ['/compartir', '/importar-regalos/123', '/llevar-juntos', '/familia'];
const open = [...unguarded, ...ourOpen];
const all = [...guarded, ...ourGuarded, ...open];

const cases = [
  { name: 'signed out, light', signedIn: false, dark: false, routes: open },
  { name: 'signed out, dark', signedIn: false, dark: true, routes: open },
  { name: 'signed in, light', signedIn: true, dark: false, routes: all },
  { name: 'signed in, dark', signedIn: true, dark: true, routes: all },
];

describe('axe: no serious or critical violations on any route at 390 px (the seed’s and ours)', () => {
  it.each(cases)(
    '$name',
    async ({ signedIn, dark, routes }) => {
      const page = await pageFor(signedIn, dark);
      const found: string[] = [];
      for (const path of routes) found.push(...(await seriousViolations(page, withData(path), signedIn)));
      expect(found).toEqual([]);
    },
    600_000,
  );
});

describe('axe: a friend giving, and toasts on screen', () => {
  it.each([
    { name: 'light', dark: false },
    { name: 'dark', dark: true },
  ])(
    '$name',
    async ({ dark }) => {
      const found: string[] = [];
      // Bruno, Alma's friend, sees her list with the ways to give.
      // Asking back accepts: they are friends from the first run on (asking again is a no-op or refused).
      await fetch(`${baseURL}/api/friend/request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Type-token': person.user.token },
        body: JSON.stringify({ userId: friend.user.id }),
      });
      const giver = await pageFor(true, dark, friend);
      found.push(...(await seriousViolations(giver, `/home/${ids.list}/lista`, true)));

      const page = await pageFor(true, dark);
      await seriousViolations(page, '/notification', true);
      // A realtime notice: someone new asks to be Alma's friend while the page is open (top toast).
      const sender = await createPerson(baseURL, dark ? 'Dora' : 'Ciro', 'Aviso');
      await call(sender.user.token, 'POST', '/friend/request', { userId: person.user.id });
      found.push(...(await violationsWithToast(page, /te ha enviado una solicitud de amistad/, 'top toast')));
      // A success toast.
      await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
      found.push(...(await violationsWithToast(page, /leídas/, 'success toast')));
      // An error toast: the server refuses to delete a notification.
      await page.route('**/api/notify/**', (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({
              status: 409,
              contentType: 'application/json',
              body: JSON.stringify({ error: { code: 'CONFLICT', message: 'No se pudo borrar el aviso.' } }),
            })
          : route.fallback(),
      );
      await page
        .getByRole('button', { name: /^Borrar la notificación/ })
        .first()
        .click();
      found.push(...(await violationsWithToast(page, 'No se pudo borrar el aviso.', 'error toast')));
      expect(found).toEqual([]);
    },
    180_000,
  );
});
