import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../../api/test/mail-catcher.js';
import { launchBrowser } from './browser.js';
import { waitForSmtpLink } from './mail-log.js';
import { apiAs, createPerson, fitsThePhone, type Person, phonePage, shoot as shootAt } from './people.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

// Giving from a link from start to end, at 390 px, light and dark: Ana (signed in) makes a public list with a date on
// crear-lista; Irene, with no account, opens `/regalar?lista=`, reserves a gift with her name and e-mail and
// confirms it from the e-mailed link, then says she bought it; Gala chips in to a
// group gift with the test card 4242 4242 4242 4242. Ana is told without names; she taps "Ya lo he abierto
// todo", sees who gave, opens "Regalos recibidos" and thanks both; Irene's thank-you link shows the note.
// Screenshots: /tmp/giving-<step>-<light|dark>.png.
// This spec runs its own server with SMTP_URL pointing at a real SMTP server in the test, so the guests'
// e-mails (the reservation link, the thank-you note) are sent over SMTP as in production and read from there.

let baseURL = '';
let server: ServerProcess;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServerProcess(['--enable-source-maps', 'apps/api/dist/server.js'], {
    SMTP_URL: mail.url,
  });
  baseURL = server.baseURL;
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

const api = <T>(person: Person, method: string, path: string, body?: unknown) =>
  apiAs<T>(baseURL, person, method, path, body);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const typedDate = (iso: string) => iso.split('-').reverse().join('/');

describe.each([
  ['light', false],
  ['dark', true],
])('giving from a shared link, end to end (%s)', (scheme, dark) => {
  const shoot = (page: Page, step: string) => shootAt(page, `/tmp/giving-${step}-${scheme}.png`);
  const listName = `Boda de Ana y Luis ${scheme}`;
  const irene = `irene.${scheme}.${Date.now()}@example.com`;
  const gala = `gala.${scheme}.${Date.now()}@example.com`;
  let ana: Person;
  let owner: Page;
  let listId = '';

  beforeAll(async () => {
    ana = await createPerson(baseURL, 'Ana', 'Flores');
    owner = await phonePage(browser, contexts, { baseURL, as: ana, dark });
  });

  it('Ana makes a public list with a date on crear-lista', async () => {
    await owner.goto('/crear-lista');
    await owner.getByLabel('Nombre de la lista').fill(listName);
    await owner.getByRole('combobox', { name: 'Ocasión (opcional)' }).click();
    await owner.getByRole('option', { name: 'Boda' }).click();
    await owner.getByRole('textbox', { name: /^Fecha/ }).fill(typedDate(inDays(40)));
    await owner.getByRole('radio', { name: /Cualquiera con el enlace/ }).check({ force: true });
    await fitsThePhone(owner);
    await shoot(owner, 'crear-lista');
    await owner.getByRole('button', { name: 'Crear lista' }).click();
    await owner.waitForURL(/\/home\/[0-9a-f-]{36}\/lista$/);
    listId = /\/home\/([0-9a-f-]{36})\/lista$/.exec(owner.url())?.[1] ?? '';
    const list = await api<{ visibility: string; date: string }>(ana, 'GET', `/list/get/${listId}`);
    expect(list).toMatchObject({ visibility: 'public', date: inDays(40) });
    for (const [name, amount] of [
      ['Tetera de hierro', 4590],
      ['Cafetera espresso', 12_000],
    ] as const)
      await api(ana, 'POST', '/list/gift/save', {
        listId,
        product: { name, price: { amount, currency: 'EUR' }, shop: 'Casa Nube' },
        // The coffee maker is the one friends chip in toward.
        group: name === 'Cafetera espresso',
      });
  });

  it('Irene, with no account, reserves with her name and e-mail and confirms from the e-mailed link', async () => {
    const page = await phonePage(browser, contexts, { baseURL, dark });
    await page.goto(`/regalar?lista=${listId}`);
    await page.getByRole('heading', { level: 1, name: listName }).waitFor();
    const tetera = page.getByRole('article', { name: 'Tetera de hierro' });
    await tetera.getByRole('button', { name: 'Lo compro yo: Tetera de hierro' }).click();
    await tetera.getByLabel('Tu nombre').fill('Irene');
    await tetera.getByLabel('Tu correo').fill(irene);
    await fitsThePhone(page);
    await shoot(page, 'reserva-formulario');
    await tetera.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await tetera.getByText('Revisa tu correo').waitFor();

    const link = await waitForSmtpLink(mail, { to: irene, path: /^\/regalar$/, without: /accion=/ });
    expect(link.searchParams.get('lista')).toBe(listId);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText('¡Reserva confirmada! «Tetera de hierro» es cosa tuya', { exact: false }).waitFor();
    await fitsThePhone(page);
    await shoot(page, 'reserva-confirmada');
    // She buys it and says so from the same page.
    await page.getByRole('button', { name: 'Ya lo he comprado' }).click();
    await page.getByText('«Tetera de hierro» ya está marcado como regalado', { exact: false }).waitFor();
    await page.getByRole('article', { name: 'Tetera de hierro' }).getByText('Ya regalado').waitFor();
  });

  it('Gala chips in to the coffee machine with the test card', async () => {
    const page = await phonePage(browser, contexts, { baseURL, dark });
    await page.goto(`/regalar?lista=${listId}`);
    await page.getByRole('button', { name: 'Aporto dinero para Cafetera espresso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aportar para «Cafetera espresso»' });
    await dialog.getByRole('textbox', { name: '¿Cuánto aportas?' }).fill('45');
    await dialog.getByRole('textbox', { name: 'Tu nombre' }).fill('Gala');
    await dialog.getByRole('textbox', { name: /Tu correo/ }).fill(gala);
    await dialog
      .getByRole('textbox', { name: 'Mensaje (opcional)' })
      .fill('¡Para los cafés de los domingos!');
    await dialog.getByRole('textbox', { name: 'Número de la tarjeta' }).fill('4242 4242 4242 4242');
    await dialog.getByRole('textbox', { name: 'Caducidad' }).fill('12/30');
    await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
    await fitsThePhone(page);
    await shoot(page, 'aportar-formulario');
    // The full-screen form's end (card and button), as the phone shows it: a full-page shot cannot scroll a modal.
    const payButton = dialog.getByRole('button', { name: /^Aportar 45,00/ });
    await payButton.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/giving-aportar-tarjeta-${scheme}.png` });
    await payButton.click();
    await dialog.getByText('¡Gracias! Has aportado 45,00 €').waitFor();
    await shoot(page, 'aportar-gracias');
    await dialog.getByRole('button', { name: 'Volver a la lista' }).click();
    await page
      .getByText(/Faltan 75,00\s€ de 120,00\s€/)
      .first()
      .waitFor();
  });

  it('Ana is told what arrived, never by whom', async () => {
    await owner.goto('/notification');
    await owner.getByText('¡Te han regalado «Tetera de hierro»!').first().waitFor();
    await owner
      .getByText(/Han aportado 45,00\s€ para «Cafetera espresso»/)
      .first()
      .waitFor();
    const text = (await owner.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/Irene|Gala/);
    await fitsThePhone(owner);
    await shoot(owner, 'avisos-sin-nombres');

    await owner.goto(`/home/${listId}/lista`);
    const tetera = owner.getByRole('article', { name: 'Tetera de hierro' });
    await tetera.getByText('Entregado', { exact: true }).waitFor();
    expect(await owner.getByText(/Irene|Gala/).count()).toBe(0);
  });

  it('"Ya lo he abierto todo" asks first, then Ana sees who gave', async () => {
    await owner.getByRole('button', { name: 'Ya lo he abierto todo' }).click();
    await owner.getByRole('dialog', { name: '¿Ya lo has abierto todo?' }).waitFor();
    await shoot(owner, 'abrir-todo');
    await owner.getByRole('button', { name: 'Sí, enséñamelo' }).click();
    await owner.getByText('Ya puedes ver quién te ha regalado cada cosa.').waitFor();
    await owner.getByRole('article', { name: 'Tetera de hierro' }).getByText('Entregado por Irene').waitFor();
    await owner.getByRole('article', { name: 'Cafetera espresso' }).getByText('Aportado por Gala').waitFor();
    await fitsThePhone(owner);
    await shoot(owner, 'lista-revelada');
  });

  it('in "Regalos recibidos" Ana thanks both guests at once', async () => {
    await owner.getByRole('link', { name: 'Dar las gracias' }).click();
    await owner.waitForURL(/\/agradecimiento$/);
    await owner.getByText('De Irene').waitFor();
    await owner.getByText('De Gala').waitFor();
    await fitsThePhone(owner);
    await shoot(owner, 'recibidos');
    await owner.getByRole('button', { name: /^Agradecer a todos/ }).click();
    const dialog = owner.getByRole('dialog', { name: 'Agradecer a todos' });
    await dialog.getByRole('textbox', { name: 'Tu mensaje' }).fill('¡Gracias por estar con nosotros!');
    await dialog.getByRole('radio', { name: 'Pegatina de tres globos' }).click();
    await shoot(owner, 'agradecer-todos');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => owner.getByText('Agradecido', { exact: true }).count()).toBe(2);
    await shoot(owner, 'recibidos-agradecidos');
  });

  it("Irene's thank-you link shows the note", async () => {
    const link = await waitForSmtpLink(mail, { to: irene, path: /^\/agradecimiento$/ });
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    const page = await phonePage(browser, contexts, { baseURL, dark });
    await page.goto(`${link.pathname}${link.search}`);
    // The note on its page, once, and its sender by first name only, as the shared list names her.
    await page.getByText('Ana te ha enviado un mensaje de agradecimiento').waitFor();
    await page.getByText(/¡Hola, Irene!/).waitFor();
    await page.getByText(/¡Gracias por estar con nosotros!/).waitFor();
    await page.getByRole('img', { name: 'Pegatina de tres globos' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await fitsThePhone(page);
    await shoot(page, 'agradecimiento-invitada');
  });
});
