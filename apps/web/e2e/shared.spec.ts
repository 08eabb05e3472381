import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phone } from './browser.js';

// The shared pieces at 390 px in both colour schemes: the message modal with numbered steps
// (the help page's install guide), the QR modal with its picture actions, and a problem report
// that reaches the real API. Screenshots land in /tmp/shots for a person to look at.

const baseURL = inject('baseURL');
const shots = '/tmp/shared-shots';
mkdirSync(shots, { recursive: true });

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fitsThePhone(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  // Nothing sticks out sideways: no horizontal scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Mantine fades the modal in; a screenshot taken earlier shows it half transparent. */
async function settled(dialog: Locator) {
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
}

/** Opens a help answer and waits until it is fully open: a tap while it slides can miss, as a person's would. */
async function openAnswer(page: Page, question: string) {
  await page.goto('/faq');
  const button = page.getByRole('button', { name: question });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
}

/** What the page said in its console and which of its requests failed: told when a dialog does not open. */
const pageLog: string[] = [];
function recordPageLog(page: Page) {
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') pageLog.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => pageLog.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => pageLog.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`));
}

/** The dialog a tap opened; if it does not appear, the failure says what the person saw instead. */
async function dialogOpened(page: Page, name: string, what: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  try {
    await dialog.waitFor({ timeout: 15_000 });
  } catch (err) {
    await page.screenshot({ path: `${shots}/${what}-missing.png` });
    const seen = await page.locator('[role=dialog], .mantine-Notification-root').allInnerTexts();
    const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
    throw new Error(
      `No se abrió «${name}». En pantalla: ${JSON.stringify(seen)}; service worker: ${controlled}; ` +
        `consola: ${JSON.stringify(pageLog.slice(-10))}`,
      { cause: err },
    );
  }
  return dialog;
}

describe.each(['light', 'dark'] as const)('shared pieces at 390 px, %s mode', (colorScheme) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({
      ...phone,
      baseURL,
      colorScheme,
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    // Headless Chromium on Linux has no share sheet; make sure of it, so "Enlace copiado" is what we test.
    await context.addInitScript(() => {
      // Chromium defines it on the prototype; removing it there is what makes it unavailable.
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    page = await context.newPage();
    recordPageLog(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('follows the system colour scheme', async () => {
    await page.goto('/faq');
    await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(colorScheme);
  });

  it('opens the install guide as a modal with numbered steps and pictures, and closes it with Escape', async () => {
    await openAnswer(page, '¿Cómo instalo Detalle en mi móvil?');
    await page.getByRole('button', { name: 'Pasos para iPhone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Instala Detalle en tu iPhone' });
    await settled(dialog);
    await page.screenshot({ path: `${shots}/steps-${colorScheme}.png` });

    const steps = dialog.getByRole('list', { name: '4 pasos' }).getByRole('listitem');
    await expect.poll(() => steps.count()).toBe(4);
    expect(await steps.nth(0).getByRole('heading').textContent()).toBe(
      'Paso 1: Añádela a la pantalla de inicio',
    );
    expect(await steps.nth(3).getByRole('heading').textContent()).toBe('Paso 4: Activa las notificaciones');
    // Every picture arrived and was drawn (a broken image has no natural width).
    for (let i = 0; i < 4; i += 1) {
      const img = steps.nth(i).getByRole('img');
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    }
    await fitsThePhone(page, dialog);
    await steps.nth(3).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/steps-end-${colorScheme}.png` });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the QR modal: the code downloads as PNG and sharing copies the link', async () => {
    await openAnswer(page, '¿Cómo invito a alguien a usar Detalle?');
    await page.getByRole('button', { name: 'Compartir Detalle' }).click();
    const dialog = await dialogOpened(page, 'Comparte Detalle', `qr-${colorScheme}`);
    await settled(dialog);

    const qr = dialog.getByRole('img', { name: 'Código QR para abrir Comparte Detalle' });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect.poll(() => qr.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(512);
    await fitsThePhone(page, dialog);
    await page.screenshot({ path: `${shots}/qr-${colorScheme}.png` });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Descargar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qr-comparte-detalle.png');
    const saved = `${shots}/qr-download-${colorScheme}.png`;
    await download.saveAs(saved);

    await dialog.getByRole('button', { name: 'Compartir' }).click();
    await page.getByText('Enlace copiado').waitFor();
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Enlace copiado' });
    await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/`);
    await page.screenshot({ path: `${shots}/qr-copied-${colorScheme}.png` });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('sends a problem report from the modal to the server and shows its thank-you', async () => {
    await openAnswer(page, '¿Cómo instalo Detalle en mi móvil?');
    await page.getByRole('button', { name: 'Pasos para Android' }).click();
    const dialog = await dialogOpened(page, 'Instala Detalle en tu Android', `report-${colorScheme}`);
    await dialog.getByRole('button', { name: 'Reportar un problema' }).click();
    await dialog
      .getByRole('textbox', { name: '¿Qué ha pasado?' })
      .fill(`Prueba de extremo a extremo en modo ${colorScheme}: el paso 2 no coincide con mi menú.`);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('Gracias por avisarnos. Revisaremos el problema lo antes posible.').waitFor();
    await fitsThePhone(page, dialog);
    await page.screenshot({ path: `${shots}/report-${colorScheme}.png` });
  });
});
