import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { apiAs, createPerson, fitsThePhone, type Person, phonePage, shoot as shootAt } from './people.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

// Ways to give besides card, at 390 px with the embedded test-mode provider, light and dark. Signed-out guests
// chip in to Ana's group gifts: on her euro list with Bizum (accepted on the simulated phone) and by bank transfer
// (sent short, then the rest; another sent long); on her peso list by SPEI and with cash at OXXO (the voucher's
// barcode, then "paid at the shop"). A transfer left waiting shows its instructions again on the guest's receipt,
// and Ana sees the money given and on its way in the gift's progress. Screenshots: /tmp/pay-web-shots.
// Twelve guest payments are more than one address may start in an hour (GUEST_PAYMENTS_PER_ADDRESS), so this
// spec runs its own server behind a trusted "proxy" (TRUST_PROXY=127.0.0.1) and each guest's phone comes from an
// address of its own (X-Forwarded-For), as real guests do.

const shots = '/tmp/pay-web-shots';
mkdirSync(shots, { recursive: true });
let baseURL = '';
let server: ServerProcess;
let browser: Browser;
const contexts: BrowserContext[] = [];
let guests = 0;

beforeAll(async () => {
  server = await startServerProcess(['--enable-source-maps', 'apps/api/dist/server.js'], {
    TRUST_PROXY: '127.0.0.1',
  });
  baseURL = server.baseURL;
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

/** A phone: a guest's from an address of its own, or signed in `as` someone. */
const newPage = (options: { as?: Person; dark?: boolean } = {}) =>
  phonePage(browser, contexts, {
    baseURL,
    ...options,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.77.${Math.floor(++guests / 250)}.${(guests % 250) + 1}` },
  });
const shoot = (page: Page, shot: string) => shootAt(page, `${shots}/${shot}.png`);

type Started = { id: string; token: string; status: string };

/** A guest's form for `gift`, filled up to "¿Cómo quieres pagar?". */
async function openChipIn(page: Page, listId: string, gift: string, amount: string, name: string) {
  await page.goto(`/regalar?lista=${listId}`);
  await page.getByRole('button', { name: `Aporto dinero para ${gift}` }).click({ timeout: 120_000 });
  const dialog = page.getByRole('dialog', { name: `Aportar para «${gift}»` });
  await dialog.waitFor();
  const field = dialog.getByRole('textbox', { name: '¿Cuánto aportas?' });
  await field.fill(amount);
  await dialog.getByRole('textbox', { name: 'Tu nombre' }).fill(name);
  await dialog
    .getByRole('textbox', { name: /Tu correo/ })
    .fill(`${name.toLowerCase()}.${Date.now()}@ejemplo.com`);
  return dialog;
}

/** Chooses a way, pays, and returns the started payment (its id and the guest's token, from the answer). */
async function payWith(page: Page, dialog: Locator, method: RegExp): Promise<Started> {
  await dialog.getByRole('radio', { name: method }).check({ force: true });
  await dialog
    .getByText('Si el regalo se completa antes de que llegue tu dinero, se lo daremos igualmente a Ana', {
      exact: false,
    })
    .waitFor();
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/payment/guest') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: /^Aportar .+ con / }).click();
  const res = await answer;
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: Started };
  expect(data.status).toBe('awaiting_funds');
  return data;
}

/**
 * The full-screen dialog as the phone shows it (a full-page shot cannot scroll a modal): from its top, or
 * scrolled to `part` (`<name>-2.png`).
 */
async function shootDialog(page: Page, dialog: Locator, name: string, part?: Locator) {
  await page.waitForTimeout(300);
  if (part) await part.scrollIntoViewIfNeeded();
  // The dialog (Mantine's content, role="dialog") is what scrolls on a phone.
  else await dialog.evaluate((el) => el.scrollTo(0, 0));
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${shots}/${name}${part ? '-2' : ''}.png` });
}

describe.each([
  ['light', false],
  ['dark', true],
])('ways to give besides card (%s)', (scheme, dark) => {
  let ana: Person;
  let euros = '';
  let pesos = '';
  let argentinos = '';
  const api = <T>(method: string, path: string, body?: unknown) => apiAs<T>(baseURL, ana, method, path, body);

  beforeAll(async () => {
    ana = await createPerson(baseURL, 'Ana', `Pagos ${scheme}`);
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    euros = (await api<{ id: string }>('POST', '/list/save', { name: 'Mudanza', visibility: 'public', date }))
      .id;
    await api('POST', '/list/gift/save', {
      listId: euros,
      product: { name: 'Sofá cama', price: { amount: 20_000, currency: 'EUR' } },
      group: true,
    });
    pesos = (
      await api<{ id: string }>('POST', '/list/save', { name: 'Baby shower', visibility: 'public', date })
    ).id;
    await api('POST', '/list/gift/save', {
      listId: pesos,
      product: { name: 'Cuna', price: { amount: 400_000, currency: 'MXN' } },
      group: true,
    });
    argentinos = (
      await api<{ id: string }>('POST', '/list/save', { name: 'Casamiento', visibility: 'public', date })
    ).id;
    await api('POST', '/list/gift/save', {
      listId: argentinos,
      product: { name: 'Parrilla', price: { amount: 30_000_000, currency: 'ARS' } },
      group: true,
    });
  });

  it('Bizum: the choice, then the simulated bank app accepts it', async () => {
    const page = await newPage({ dark });
    const dialog = await openChipIn(page, euros, 'Sofá cama', '20', 'Gala');
    const group = dialog.getByRole('radiogroup', { name: '¿Cómo quieres pagar?' });
    await group.waitFor();
    expect(await group.getByRole('radio').count()).toBe(3);
    expect(await group.getByRole('radio', { name: /^Tarjeta/ }).isChecked()).toBe(true);
    await fitsThePhone(page);
    await dialog.getByRole('radio', { name: /^Bizum/ }).check({ force: true });
    await group.getByText(/Comisión aprox\.: 0,20\s€, se descuenta de lo que recibe Ana/).waitFor();
    await dialog.getByRole('textbox', { name: 'Tu móvil de Bizum' }).fill('612 34 56 78');
    await shootDialog(
      page,
      dialog,
      `chooser-bizum-${scheme}`,
      dialog.getByRole('button', { name: /^Aportar .+ con / }),
    );
    await payWith(page, dialog, /^Bizum/);
    const phone = dialog.getByRole('region', { name: 'Modo de prueba: Simulación de la app de tu banco' });
    await phone.getByText('Abre la app de tu banco y acepta el pago').waitFor();
    await fitsThePhone(page);
    await shootDialog(page, dialog, `bizum-${scheme}`);
    await phone.getByRole('button', { name: 'Aceptar' }).click();
    await dialog.getByText('¡Ha llegado tu dinero!').waitFor();
    await shootDialog(page, dialog, `bizum-llegado-${scheme}`);
  });

  it('a bank transfer: its details, sent short, then the rest with the same reference', async () => {
    const page = await newPage({ dark });
    const dialog = await openChipIn(page, euros, 'Sofá cama', '45', 'Irene');
    await payWith(page, dialog, /^Transferencia bancaria/);
    await dialog.getByText(/^Haz una transferencia de 45,00\s€$/).waitFor();
    await dialog.getByText(/^ES\d\d( \d{4}){5}$/).waitFor();
    await dialog.getByText('Escribe esta referencia en el concepto: así sabremos que es tuya.').waitFor();
    for (const what of ['IBAN', 'BIC', 'Titular', 'Importe', 'Referencia'])
      await dialog.getByRole('button', { name: `Copiar ${what}` }).waitFor();
    await fitsThePhone(page);
    await shootDialog(page, dialog, `transferencia-${scheme}`);
    const test = dialog.getByRole('region', { name: 'Modo de prueba: Simular transferencia recibida' });
    await shootDialog(page, dialog, `transferencia-${scheme}`, test);
    await test.getByRole('button', { name: 'De menos' }).click();
    await dialog
      .getByText(/^Han llegado 40,50\s€ de 45,00\s€\. Envía lo que falta con la misma referencia/)
      .waitFor();
    await shootDialog(page, dialog, `transferencia-de-menos-${scheme}`);
    await test.getByRole('button', { name: 'Exacta' }).click();
    await dialog.getByText('¡Ha llegado tu dinero!').waitFor();
    await shootDialog(page, dialog, `transferencia-completa-${scheme}`);
  });

  it('a bank transfer sent long is given whole', async () => {
    const page = await newPage({ dark });
    const dialog = await openChipIn(page, euros, 'Sofá cama', '45', 'Pablo');
    await payWith(page, dialog, /^Transferencia bancaria/);
    await dialog
      .getByRole('region', { name: 'Modo de prueba: Simular transferencia recibida' })
      .getByRole('button', { name: 'De más' })
      .click();
    await dialog
      .getByText(/^Han llegado 49,50\s€ \(4,50\s€ más de lo indicado\) y se han dado enteros a Ana\./)
      .waitFor();
    await shootDialog(page, dialog, `transferencia-de-mas-${scheme}`);
  });

  it('a transfer left waiting shows its instructions again on the guest’s receipt', async () => {
    const page = await newPage({ dark });
    const dialog = await openChipIn(page, euros, 'Sofá cama', '10', 'Lola');
    const started = await payWith(page, dialog, /^Transferencia bancaria/);
    await page.goto(`/justificante/${started.id}?token=${started.token}`);
    await page.getByText(/^Haz una transferencia de 10,00\s€$/).waitFor();
    await page.getByText('Forma de pago').waitFor();
    await fitsThePhone(page);
    await shoot(page, `justificante-en-camino-${scheme}`);
  });

  it('SPEI on a peso list: the CLABE, then the money arrives', async () => {
    const page = await newPage({ dark });
    const dialog = await openChipIn(page, pesos, 'Cuna', '500', 'Lupita');
    const group = dialog.getByRole('radiogroup', { name: '¿Cómo quieres pagar?' });
    await group.getByRole('radio', { name: /^Transferencia SPEI/ }).waitFor();
    await group.getByRole('radio', { name: /^Efectivo en OXXO/ }).waitFor();
    expect(await group.getByRole('radio', { name: /^Bizum/ }).count()).toBe(0);
    await payWith(page, dialog, /^Transferencia SPEI/);
    await dialog.getByText(/^\d{3} \d{3} \d{11} \d$/).waitFor();
    await dialog.getByRole('button', { name: 'Copiar CLABE' }).waitFor();
    await fitsThePhone(page);
    await shootDialog(page, dialog, `spei-${scheme}`);
    await dialog.getByRole('button', { name: 'Exacta' }).click();
    await dialog.getByText('¡Ha llegado tu dinero!').waitFor();
  });

  it('OXXO: the voucher with its barcode, then paid at the shop', async () => {
    const page = await newPage({ dark });
    const dialog = await openChipIn(page, pesos, 'Cuna', '300', 'Chuy');
    await payWith(page, dialog, /^Efectivo en OXXO/);
    const barcode = dialog.getByRole('img', { name: /^Código de barras de la referencia \d{14}$/ });
    await barcode.waitFor();
    expect(await barcode.locator('rect').count()).toBeGreaterThan(20);
    await dialog.getByRole('button', { name: 'Imprimir' }).waitFor();
    await dialog.getByRole('button', { name: 'Compartir' }).waitFor();
    await fitsThePhone(page);
    await shootDialog(page, dialog, `oxxo-${scheme}`);
    await shootDialog(
      page,
      dialog,
      `oxxo-${scheme}`,
      dialog.getByRole('region', { name: /^Modo de prueba/ }),
    );
    // On paper: only the voucher (the print dialog itself is not opened here).
    await page.evaluate(() => {
      window.print = () => {};
    });
    await dialog.getByRole('button', { name: 'Imprimir' }).click();
    await page.emulateMedia({ media: 'print' });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/oxxo-impreso-${scheme}.png` });
    await page.emulateMedia({ media: 'screen' });
    await dialog
      .getByRole('region', { name: 'Modo de prueba: Simular pago en tienda' })
      .getByRole('button', { name: 'Pagar en tienda' })
      .click();
    await dialog.getByText('¡Ha llegado tu dinero!').waitFor();
  });

  it('MercadoPago on an Argentine list: the simulated checkout accepts it', async () => {
    const page = await newPage({ dark });
    const dialog = await openChipIn(page, argentinos, 'Parrilla', '15000', 'Facu');
    const group = dialog.getByRole('radiogroup', { name: '¿Cómo quieres pagar?' });
    await group.getByRole('radio', { name: /^MercadoPago/ }).waitFor();
    expect(await group.getByRole('radio', { name: /^Bizum|^Transferencia/ }).count()).toBe(0);
    await payWith(page, dialog, /^MercadoPago/);
    const checkout = dialog.getByRole('region', { name: 'Modo de prueba: Simulación de MercadoPago' });
    await checkout.waitFor();
    await fitsThePhone(page);
    await shootDialog(page, dialog, `mercadopago-${scheme}`);
    await checkout.getByRole('button', { name: 'Aceptar' }).click();
    await dialog.getByText('¡Ha llegado tu dinero!').waitFor();
  });

  it('a voucher left unpaid expires: nothing charged, nothing left on its way', async () => {
    const page = await newPage({ dark });
    const dialog = await openChipIn(page, pesos, 'Cuna', '200', 'Memo');
    await payWith(page, dialog, /^Efectivo en OXXO/);
    await dialog
      .getByRole('region', { name: 'Modo de prueba: Simular pago en tienda' })
      .getByRole('button', { name: 'Que caduque ya' })
      .click();
    await dialog.getByText('Las instrucciones han caducado').waitFor();
    await dialog.getByRole('button', { name: 'Elegir otra forma de pago' }).waitFor();
    await fitsThePhone(page);
    await shootDialog(page, dialog, `oxxo-caducado-${scheme}`);
  });

  it('Ana sees the money given and on its way in the gift’s progress', async () => {
    const page = await newPage({ as: ana, dark });
    await page.goto(`/home/${euros}/lista`);
    const sofa = page.getByRole('article', { name: 'Sofá cama' });
    // Bizum 20 + transfer 45 + the long one's 49,50 given; Lola's 10 on its way.
    await sofa.getByText(/114,50\s€ dados · 10,00\s€ en camino/).waitFor({ timeout: 30_000 });
    await fitsThePhone(page);
    await shoot(page, `progreso-dueña-${scheme}`);
    await page.goto(`/home/${pesos}/lista`);
    const cuna = page.getByRole('article', { name: 'Cuna' });
    await cuna.getByText(/Faltan 3200,00\sMXN de 4000,00\sMXN/).waitFor({ timeout: 30_000 });
    // Memo's voucher expired: nothing of it is on its way any more.
    expect(await cuna.getByText(/en camino/).count()).toBe(0);
    await shoot(page, `progreso-dueña-pesos-${scheme}`);
  });
});
