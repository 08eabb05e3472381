import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktop, phone } from './browser.js';
import { phoneSpec } from './phone-spec.js';

// Notifications from the browser, at 390 px: Ana has Detalle open with the notification permission
// granted. The red button's flow cannot get a push token here (no public push service is
// reachable), which must show her nothing. Beto, through the API only, sends her a friend
// request: her open app shows the 3-second top toast and the unread badge within a second or
// two (realtime channel). A push handed to the service worker through the DevTools protocol
// reaches the page, and with no window open becomes a system notification. Then Ana opens the
// notification page, opens the notification (marked read, lands on /amigos) and marks all read.
// Screenshots (light and dark) land in /tmp/notifications-shots.

const { baseURL, shots, newContext: newBrowserContext } = phoneSpec('notifications');

type SessionUser = { id: string; token: string; name: string; lastname: string } & Record<string, unknown>;

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
const pathOf = (p: Page) => new URL(p.url()).pathname;

async function createPerson(name: string, lastname: string): Promise<SessionUser> {
  const res = await fetch(`${baseURL}/api/person/save`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      lastname,
      email: unique(name.toLowerCase()),
      password: `Detalles-${name}-2027`,
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: SessionUser }).data;
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'Type-token': token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const unreadCount = async (token: string) =>
  (await api<{ count: number }>(token, 'GET', '/notify/unRead')).count;

async function newContext(options: { as?: SessionUser; dark?: boolean; userAgent?: string } = {}) {
  const context = await newBrowserContext({
    ...phone,
    baseURL,
    colorScheme: options.dark ? 'dark' : 'light',
    userAgent: options.userAgent,
  });
  if (options.as) {
    await context.addInitScript((user) => {
      window.localStorage.setItem('token', user.token);
      window.localStorage.setItem('user', JSON.stringify(user));
    }, options.as);
  }
  return context;
}

async function shoot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
}

const toasts = (page: Page) => page.locator('.mantine-Notification-root');
const topToast = (page: Page, text: string) =>
  page.locator('.mantine-Notifications-root[data-position="top-center"]').getByText(text);
const bell = (page: Page) => page.getByRole('link', { name: /^Notificaciones/ });

/** The service worker's registration id, as the DevTools protocol names it. */
async function serviceWorkerRegistration(cdp: CDPSession, scopeURL: string): Promise<string> {
  return new Promise((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === scopeURL && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
}

describe('notifications in the browser', () => {
  let ana: SessionUser;
  let beto: SessionUser;
  let context: BrowserContext;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    [ana, beto] = await Promise.all([createPerson('Ana', 'García'), createPerson('Beto', 'Ruiz')]);
    context = await newContext({ as: ana });
    await context.grantPermissions(['notifications'], { origin: baseURL });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });

  it('shows the red button (30 × 30 px) in the header beside the bell, and registers the service worker', async () => {
    await page.goto('/home');
    const button = page.getByRole('button', { name: 'Activar notificaciones' });
    await button.waitFor({ timeout: 15_000 });
    // The e-mail reminder is a banner over the page's content, closed with its own button.
    const reminder = page.getByRole('status').filter({ hasText: 'Confirma tu correo' });
    await reminder.waitFor({ timeout: 10_000 });
    await reminder.getByRole('button', { name: 'Cerrar el aviso' }).click();
    await reminder.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('notification_enable'))).toBe('true');
    // In the header, not floating over the page: nothing a page lays at its right edge is under it.
    expect(
      await page.getByRole('banner').getByRole('button', { name: 'Activar notificaciones' }).count(),
    ).toBe(1);
    const box = await button.boundingBox();
    const bellBox = await bell(page).boundingBox();
    if (!box || !bellBox) throw new Error('The button or the bell has no box');
    expect(box).toMatchObject({ width: 30, height: 30 });
    expect(box.x + box.width).toBeLessThanOrEqual(bellBox.x);
    expect(Math.abs(box.y + box.height / 2 - (bellBox.y + bellBox.height / 2))).toBeLessThan(1);
    const look = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { radius: style.borderRadius, background: style.backgroundColor, position: style.position };
    });
    expect(look.radius).toBe('50%');
    expect(look.position).not.toBe('fixed');
    expect(look.background).toMatch(/^rgb\((2[0-9]{2}|1[5-9][0-9]), \d{1,2}, \d{1,2}\)$/);

    // Registered once the app is stable (well before the 30 s fallback).
    await expect
      .poll(
        () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state),
        {
          timeout: 30_000,
        },
      )
      .toBe('activated');
    await shoot(page, 'boton-claro', false);
  });

  it('the enabling flow with no reachable push service logs the failure and shows nothing', async () => {
    await page.getByRole('button', { name: 'Activar notificaciones' }).click();
    await expect
      .poll(() => consoleErrors.join('\n'), { timeout: 30_000 })
      .toMatch(/No se pudo obtener el token de notificaciones del dispositivo/);
    await page.waitForTimeout(500);
    expect(await toasts(page).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('deviceToken'))).toBeNull();
    // Allowed, but no subscription yet: the button stays, to try again.
    expect(await page.evaluate(() => localStorage.getItem('notification_enable'))).toBe('true');
  });

  it('a friend request from Beto reaches Ana’s open app as a top toast and an unread badge', async () => {
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notificaciones');
    const sent = Date.now();
    await api(beto.token, 'POST', '/friend/request', { userId: ana.id });
    const title = 'Beto Ruiz te ha enviado una solicitud de amistad';

    await topToast(page, title).waitFor({ timeout: 2500 });
    await expect
      .poll(() => bell(page).getAttribute('aria-label'), { timeout: 2500 })
      .toBe('Notificaciones: 1 sin leer');
    expect(Date.now() - sent).toBeLessThan(2500);
    expect(await page.getByTestId('unread-badge').textContent()).toBe('1');
    await shoot(page, 'aviso-en-directo-claro', false);
    // The push-message toast lasts 3 s.
    await topToast(page, title).waitFor({ state: 'detached', timeout: 5000 });
  });

  it('a push delivered to the service worker reaches the page, and becomes a system notification with no window open', async () => {
    // The DevTools session lives on a page of its own, so the app's page can be closed below.
    const helper = await context.newPage();
    const cdp = await context.newCDPSession(helper);
    const registrationId = await serviceWorkerRegistration(cdp, `${baseURL}/`);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const push = {
      id: 'push-1',
      type: 'list',
      title: 'Marta ha añadido regalos a «Boda»',
      body: 'Echa un vistazo a su lista.',
      data: { listId: 'l1' },
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL,
      registrationId,
      data: JSON.stringify(push),
    });
    await topToast(page, push.title).waitFor({ timeout: 5000 });

    // No window of the app open: the worker shows a system notification.
    await page.close();
    // The browser forgets a closed window's client a moment later; until then the worker
    // would still count it as someone looking at the app.
    page = helper;
    await expect
      .poll(
        () =>
          worker.evaluate(async () => {
            const sw = self as unknown as ServiceWorkerGlobalScope;
            return (await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })).length;
          }),
        { timeout: 10_000 },
      )
      .toBe(0);
    const second = { ...push, id: 'push-2', title: 'Luis te ha regalado la bufanda', type: 'recibe_gitf' };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL,
      registrationId,
      data: JSON.stringify(second),
    });
    const shown = () =>
      worker.evaluate(async () => {
        const sw = self as unknown as ServiceWorkerGlobalScope;
        return (await sw.registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          icon: n.icon,
          data: n.data,
        }));
      });
    await expect.poll(shown, { timeout: 10_000 }).toContainEqual({
      title: 'Luis te ha regalado la bufanda',
      body: 'Echa un vistazo a su lista.',
      icon: `${baseURL}/pwa-192x192.png`,
      // A gift for one of my lists opens that list.
      data: { id: 'push-2', type: 'recibe_gitf', url: '/home/l1/lista' },
    });
    await cdp.detach();
  });

  it('the notification page: open one (marked read, lands on /amigos), then mark all read', async () => {
    await page.goto('/notification');
    const item = page.getByRole('button', {
      name: /^Sin leer: Beto Ruiz te ha enviado una solicitud de amistad/,
    });
    await item.waitFor({ timeout: 15_000 });
    await page.getByText('Tienes 1 notificación sin leer.').waitFor();
    await shoot(page, 'notificaciones-claro');

    await item.click();
    await page.waitForURL((url) => url.pathname === '/amigos', { timeout: 10_000 });
    await expect.poll(() => unreadCount(ana.token)).toBe(0);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notificaciones');

    // Two more arrive while Ana is away from the page.
    const carla = await createPerson('Carla', 'Soto');
    const dani = await createPerson('Dani', 'Vega');
    await api(carla.token, 'POST', '/friend/request', { userId: ana.id });
    await api(dani.token, 'POST', '/friend/request', { userId: ana.id });
    await expect
      .poll(() => bell(page).getAttribute('aria-label'), { timeout: 5000 })
      .toBe('Notificaciones: 2 sin leer');

    await bell(page).click();
    await page.waitForURL((url) => url.pathname === '/notification');
    await page.getByText('Tienes 2 notificaciones sin leer.').waitFor();
    expect(pathOf(page)).toBe('/notification');
    await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await page.getByText('Estás al día: no tienes nada sin leer.').waitFor();
    expect(await unreadCount(ana.token)).toBe(0);
    expect(await page.locator('li[data-unread]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('looks, light and dark', () => {
  const iPhone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  /** A signed-in person who has been here before: the install guide waits for that. */
  async function returningPerson(options: { dark?: boolean; userAgent: string }) {
    const context = await newContext({ ...options, as: await createPerson('Vera', 'Vuelve') });
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('visits')) window.localStorage.setItem('visits', '1');
    });
    return context;
  }

  it('a guest opening a shared page on a phone never gets the install guide over it', async () => {
    const context = await newContext({ userAgent: iPhone });
    const page = await context.newPage();
    await page.goto('/categoria');
    // The service worker registers at the moment the guide would open (the app is stable).
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('the install guide opens by itself on an iPhone browser tab, and "No volver a mostrar" sticks', async () => {
    for (const dark of [false, true]) {
      const context = await returningPerson({ dark, userAgent: iPhone });
      const page = await context.newPage();
      await page.goto('/home');
      const dialog = page.getByRole('dialog', { name: 'Instala Detalle en tu iPhone' });
      await dialog.waitFor({ timeout: 30_000 });
      expect(await dialog.getByRole('listitem').count()).toBe(4);
      await shoot(page, `instalar-iphone-${dark ? 'oscuro' : 'claro'}`, false);
      const never = dialog.getByRole('button', { name: 'No volver a mostrar este mensaje' });
      await never.scrollIntoViewIfNeeded();
      await shoot(page, `instalar-iphone-botones-${dark ? 'oscuro' : 'claro'}`, false);
      await never.click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('showMessage'))).toBe('false');
      await page.reload();
      await page.waitForTimeout(2000);
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
  });

  it('the Android guide offers the permission', async () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    const context = await returningPerson({ userAgent: android });
    const page = await context.newPage();
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: 'Instala Detalle en tu Android' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.getByRole('listitem').count()).toBe(2);
    const enable = dialog.getByRole('button', { name: 'Activar notificaciones' });
    await enable.scrollIntoViewIfNeeded();
    await shoot(page, 'instalar-android-claro', false);
  });

  it('the notification page and the button in dark mode', async () => {
    const eva = await createPerson('Eva', 'Luna');
    const fede = await createPerson('Fede', 'Mar');
    await api(fede.token, 'POST', '/friend/request', { userId: eva.id });
    const context = await newContext({ as: eva, dark: true });
    const page = await context.newPage();
    await page.goto('/notification');
    try {
      await page.getByRole('button', { name: /^Sin leer: Fede Mar/ }).waitFor({ timeout: 15_000 });
    } catch (error) {
      await shoot(page, 'fallo-oscuro');
      throw error;
    }
    await page.getByRole('button', { name: 'Activar notificaciones' }).waitFor();
    // The e-mail reminder is a banner over the page's content, closed with its own button.
    const reminder = page.getByRole('status').filter({ hasText: 'Confirma tu correo' });
    await reminder.waitFor({ timeout: 10_000 });
    await reminder.getByRole('button', { name: 'Cerrar el aviso' }).click();
    await reminder.waitFor({ state: 'detached' });
    await shoot(page, 'notificaciones-oscuro', false);

    // On a computer the bell follows the navigation in the header.
    const wide = await newBrowserContext({ ...desktop, baseURL });
    await wide.addInitScript((user) => {
      window.localStorage.setItem('token', user.token);
      window.localStorage.setItem('user', JSON.stringify(user));
    }, eva);
    const computer = await wide.newPage();
    await computer.goto('/home');
    await bell(computer).waitFor({ timeout: 15_000 });
    // The count comes with the notification centre, which loads once the page has settled.
    await expect
      .poll(() => bell(computer).getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('Notificaciones: 1 sin leer');
    await shoot(computer, 'escritorio-claro', false);
  });
});
