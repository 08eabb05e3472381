import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktop, launchBrowser, phone } from './browser.js';
import { postJsonFrom } from './loopback-client.js';
import { logMark, waitForMailLink } from './mail-log.js';

// Accounts from the browser: sign-up, interests, photo, e-mail confirmation,
// sign-out and sign-in; then recovery by e-mail. The e-mailed links come from
// the server log (no SMTP in tests, see global-setup.ts).
const baseURL = inject('baseURL');
const serverLog = inject('serverLog');
const SCREENSHOTS = '/tmp';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
const pathOf = (p: Page) => new URL(p.url()).pathname;
const heading = (p: Page) => p.locator('main h1').first();

async function waitForPath(p: Page, path: string) {
  await p.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/** A 64×64 PNG drawn in the page with a canvas: a real image the API can re-encode. */
async function drawPng(p: Page): Promise<Buffer> {
  const dataUrl = await p.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#c04a21';
    ctx.fillRect(0, 0, 64, 64);
    ctx.fillStyle = '#fff1eb';
    ctx.beginPath();
    ctx.arc(32, 32, 18, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Scene-setting accounts come from their own loopback address (see loopback-client.ts). */
async function signUpByApi(email: string, password: string, from: string) {
  const { status, json } = await postJsonFrom<{ data: { token: string } & Record<string, unknown> }>(
    from,
    `${baseURL}/api/person/save`,
    { name: 'Marta', lastname: 'Ruiz Soto', email, password },
  );
  expect(status).toBe(200);
  return json.data;
}

async function signIn(p: Page, email: string, password: string) {
  await p.getByLabel(/^Correo electrónico/).fill(email);
  await p.getByLabel(/^Contraseña/).fill(password);
  await p.getByRole('button', { name: 'Entrar' }).click();
}

describe('journey 1: a new person at phone width', () => {
  let context: BrowserContext;
  let page: Page;
  const email = unique('ana');
  const password = 'Regalos-de-Ana-2027';

  beforeAll(async () => {
    context = await browser.newContext({ ...phone, baseURL });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('registers, picks interests, adds a photo, confirms the e-mail, signs out and in again', async () => {
    const hobbies = (await (await fetch(`${baseURL}/api/hobby/getAll`)).json()) as {
      data: { slug: string; hobbie: string }[];
    };
    const [first, second] = hobbies.data;
    if (!first || !second) throw new Error('the demo data has fewer than two interests');

    // Register.
    await page.goto('/register');
    await page.getByLabel(/^Nombre/).fill('Ana');
    await page.getByLabel(/^Apellidos/).fill('García Prueba');
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await page.getByLabel(/^Contraseña/).fill(password);
    await expect.poll(() => page.getByText('Fuerte.').count()).toBe(1);
    const beforeSignUp = logMark(serverLog);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    // Interests, right after sign-up.
    await waitForPath(page, '/intereses');
    await page.getByRole('button', { name: 'Saltar' }).waitFor();
    await page.getByText(first.hobbie, { exact: true }).click();
    await page.getByText(second.hobbie, { exact: true }).click();
    await expect.poll(() => page.getByText('2 intereses elegidos').count()).toBe(1);
    await page.getByRole('button', { name: 'Guardar intereses' }).click();
    await waitForPath(page, '/home');

    // Profile: the interests are there; upload a photo and see it.
    await page.goto('/profile');
    const interests = page.getByRole('region', { name: 'Tus intereses' });
    await interests.getByText(first.hobbie).waitFor();
    await interests.getByText(second.hobbie).waitFor();
    await page.getByText('Correo sin confirmar').waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'yo.png',
      mimeType: 'image/png',
      buffer: await drawPng(page),
    });
    const photo = page.getByRole('img', { name: 'Foto de Ana García Prueba' });
    await expect.poll(() => photo.getAttribute('src'), { timeout: 15_000 }).toMatch(/^\/files\/.+\.webp$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(stored.image).toMatch(/^\/files\/.+\.webp$/);

    // The confirmation link from the e-mail.
    const link = await waitForMailLink(serverLog, {
      since: beforeSignUp,
      kind: 'confirm_email',
      path: /^\/confirmar\/[^/]+$/,
    });
    await page.goto(link);
    await page.getByText('¡Listo! Tu correo está confirmado.').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').confirmed)).toBe(true);
    await page.goto('/profile');
    await page.getByText('Correo confirmado').waitFor();
    expect(await page.getByRole('button', { name: 'Reenviar correo de verificación' }).count()).toBe(0);

    // Sign out from config.
    await page.goto('/config');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await waitForPath(page, '/login');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    // And back in by e-mail.
    await signIn(page, email, password);
    await waitForPath(page, '/home');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/.{20,}/);
  });
});

describe('journey 2: recovery by e-mail', () => {
  it('asks for a link, sets a new password with it and signs in with that password', async () => {
    const email = unique('marta');
    await signUpByApi(email, 'Primera-clave-2027', '127.0.0.21');
    const context = await browser.newContext({ ...desktop, baseURL });
    const page = await context.newPage();
    try {
      await page.goto('/forget-password');
      await page.getByLabel(/^Correo electrónico/).fill(email);
      const beforeRequest = logMark(serverLog);
      await page.getByRole('button', { name: 'Enviar código' }).click();
      await page
        .getByText(/Si hay una cuenta con ese correo, te hemos enviado un código y un enlace/)
        .waitFor();
      await page.getByLabel(/^Código de 6 cifras/).waitFor();

      const link = await waitForMailLink(serverLog, {
        since: beforeRequest,
        kind: 'reset_password',
        path: /^\/forget-password\/[^/]+$/,
      });
      await page.goto(link);
      await page.getByLabel(/^Nueva contraseña/).fill('Segunda-clave-2027');
      await page.getByLabel(/^Repite la contraseña/).fill('Segunda-clave-2027');
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await page
        .getByText(/^Tu contraseña ha cambiado. Hemos cerrado tu sesión en todos los dispositivos/)
        .waitFor();

      await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
      await waitForPath(page, '/login');
      await signIn(page, email, 'Primera-clave-2027');
      await page
        .getByRole('alert')
        .getByText(/no son correctos/)
        .waitFor();
      await page.getByLabel(/^Contraseña/).fill('Segunda-clave-2027');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await waitForPath(page, '/home');
    } finally {
      await context.close();
    }
  });
});

describe('screenshots at 390 px, light and dark', () => {
  it('login, register, profile and config', async () => {
    const email = unique('luis');
    const user = await signUpByApi(email, 'Clave-de-Luis-2027', '127.0.0.22');
    for (const colorScheme of ['light', 'dark'] as const) {
      const guest = await browser.newContext({ ...phone, baseURL, colorScheme });
      const p = await guest.newPage();
      for (const path of ['/login', '/register', '/register-ong', '/forget-password', '/flag']) {
        await p.goto(path);
        await heading(p).waitFor();
        await p.screenshot({
          path: `${SCREENSHOTS}/detalle${path.replace('/', '-')}-${colorScheme}.png`,
          // The country list is long: its first screen says enough.
          fullPage: path !== '/flag',
        });
      }
      await guest.close();

      const member = await browser.newContext({ ...phone, baseURL, colorScheme });
      await member.addInitScript(
        ([token, stored]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', stored);
        },
        [user.token, JSON.stringify(user)] as const,
      );
      const m = await member.newPage();
      for (const path of ['/profile', '/config']) {
        await m.goto(path);
        await m.locator('main section h2').first().waitFor({ timeout: 15_000 });
        expect(pathOf(m)).toBe(path);
        const name = `${SCREENSHOTS}/detalle${path.replace('/', '-')}-${colorScheme}`;
        // With the unconfirmed-account reminder of seed §4 (a banner above the page), as a new person sees it...
        await m.getByText('Abre el mensaje que te enviamos', { exact: false }).waitFor();
        await m.screenshot({ path: `${name}.png`, fullPage: true });
        // ...and the end of the page once it is closed.
        await m.getByRole('button', { name: 'Cerrar el aviso' }).click();
        await m.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await m.waitForTimeout(300);
        await m.screenshot({ path: `${name}-end.png` });
      }
      await member.close();
    }

    // Desktop: the sign-in card and the wider profile column.
    const wide = await browser.newContext({ ...desktop, baseURL });
    const w = await wide.newPage();
    await w.goto('/login');
    await heading(w).waitFor();
    await w.screenshot({ path: `${SCREENSHOTS}/detalle-login-desktop.png` });
    await wide.close();
  });
});
