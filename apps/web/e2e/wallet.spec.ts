import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPerson as createPersonAt, fitsThePhone, type Person } from './people.js';
import { phoneSpec } from './phone-spec.js';

// The wallet from the browser, at 390 px, with the embedded test-mode provider: Ana adds the test card and
// sees it masked, sends money to her friend Beto from his menu on `amigos`, finds it in movimientos and on
// the card's page and opens the receipt; Beto saves an IBAN and withdraws, and sees the withdrawal in
// movimientos. Screenshots (light and dark) land in /tmp/wallet-shots.

const { baseURL, newPage, shoot } = phoneSpec('wallet');

const pathOf = (p: Page) => new URL(p.url()).pathname;

async function api(person: Person, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'Type-token': person.user.token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.status;
}

/** The same address in dark mode, for its screenshot. */
async function shootDark(
  person: Person,
  path: string,
  name: string,
  ready: (page: Page) => Promise<unknown>,
) {
  const dark = await newPage({ as: person, dark: true });
  await dark.goto(path);
  await ready(dark);
  await fitsThePhone(dark);
  await shoot(dark, `${name}-dark`);
}

describe('the wallet, from a test card to a withdrawal, at phone width', () => {
  let ana: Person;
  let beto: Person;
  let anaPage: Page;
  let betoPage: Page;
  let cardPath = '';
  let receiptPath = '';

  beforeAll(async () => {
    ana = await createPersonAt(baseURL, 'Ana', 'García');
    beto = await createPersonAt(baseURL, 'Beto', 'López');
    expect(await api(ana, 'POST', '/friend/request', { userId: beto.user.id })).toBe(200);
    expect(await api(beto, 'POST', '/friend/request', { userId: ana.user.id })).toBe(200);
    anaPage = await newPage({ as: ana });
    betoPage = await newPage({ as: beto });
  });

  it('Ana adds the test card on tarjetas and sees it masked', async () => {
    await anaPage.goto('/billetera/tarjetas');
    await anaPage.getByText('Modo de prueba: no se mueve dinero real.').waitFor();
    await anaPage.getByRole('button', { name: /^4242 4242 4242 4242/ }).click();
    await anaPage.getByLabel('Caducidad').fill('12/30');
    await anaPage.getByLabel('CVC').fill('123');
    await anaPage.getByLabel('Titular', { exact: true }).fill('Ana García');
    await fitsThePhone(anaPage);
    await shoot(anaPage, 'tarjetas-form-light');
    await anaPage.getByRole('button', { name: 'Guardar tarjeta' }).click();
    const saved = anaPage.getByTestId('method').filter({ hasText: '4242' });
    await saved.waitFor();
    expect(await saved.textContent()).toContain('•••• 4242');
    expect(await saved.textContent()).not.toContain('4242 4242');
    expect(await saved.textContent()).toContain('Predeterminada');
    cardPath = (await saved.getByRole('link').getAttribute('href')) ?? '';
    expect(cardPath).toMatch(/^\/billetera\/[^/]+\/tarjeta$/);
    await shoot(anaPage, 'tarjetas-light');
    await shootDark(ana, '/billetera/tarjetas', 'tarjetas', (p) =>
      p.getByText('Predeterminada', { exact: true }).waitFor(),
    );
  });

  it('Ana sends money to Beto from his menu on amigos', async () => {
    await anaPage.goto('/amigos');
    await anaPage.getByRole('button', { name: 'Más opciones para Beto López' }).click();
    await anaPage.getByRole('menuitem', { name: 'Enviar dinero' }).click();
    await anaPage.waitForURL(/\/billetera\/enviar\?para=/);
    await expect
      .poll(() => anaPage.getByRole('combobox', { name: '¿A quién se lo envías?' }).inputValue())
      .toBe('Beto López');
    await anaPage.getByRole('textbox', { name: 'Cantidad' }).fill('24,99');
    await anaPage.getByRole('textbox', { name: 'Mensaje (opcional)' }).fill('¡Para tu cumpleaños!');
    await expect.poll(() => anaPage.getByRole('radio', { name: /•••• 4242/ }).isChecked()).toBe(true);
    await fitsThePhone(anaPage);
    await shoot(anaPage, 'enviar-light');
    await shootDark(ana, `/billetera/enviar?para=${beto.user.id}`, 'enviar', (p) =>
      p.getByRole('radio', { name: /•••• 4242/ }).waitFor(),
    );
    await anaPage.getByRole('button', { name: /^Enviar 24,99\s€$/ }).click();
    await anaPage.getByText('¡Enviado a Beto!').waitFor();
  });

  it('Ana finds the payment in movimientos and on the card, and opens its receipt', async () => {
    await anaPage.goto('/billetera/movimientos');
    const row = anaPage.getByTestId('movement').filter({ hasText: 'Aportación' }).first();
    await row.waitFor();
    expect((await row.textContent())?.replace(/\s/g, ' ')).toContain('−24,99 €');

    await anaPage.goto(cardPath);
    const onCard = anaPage
      .getByRole('list', { name: 'Pagos con esta tarjeta' })
      .getByTestId('movement')
      .first();
    await onCard.waitFor();
    await onCard.click();
    await anaPage.getByRole('heading', { level: 1, name: 'Recibo' }).waitFor();
    receiptPath = pathOf(anaPage);
    expect(receiptPath.startsWith(`${cardPath}/`)).toBe(true);
    await anaPage.getByText('«¡Para tu cumpleaños!»').waitFor();
    expect((await anaPage.getByTestId('receipt-amount').textContent())?.replace(/\s/g, ' ')).toBe('24,99 €');
    await fitsThePhone(anaPage);
    await shoot(anaPage, 'recibo-light');
    await shootDark(ana, receiptPath, 'recibo', (p) => p.getByText('«¡Para tu cumpleaños!»').waitFor());

    await anaPage.goto('/billetera');
    await anaPage
      .getByRole('list', { name: 'Últimos movimientos' })
      .getByTestId('movement')
      .first()
      .waitFor();
    await anaPage.waitForTimeout(800);
    await fitsThePhone(anaPage);
    await shoot(anaPage, 'billetera-ana-light');
  });

  it('Beto saves an IBAN, withdraws and sees it in movimientos', async () => {
    await betoPage.goto('/billetera');
    await betoPage.getByText('Disponible para retirar').waitFor();
    await betoPage.waitForTimeout(800);
    await fitsThePhone(betoPage);
    await shoot(betoPage, 'billetera-light');
    await shootDark(beto, '/billetera', 'billetera', async (p) => {
      await p.getByText('Disponible para retirar').waitFor();
      await p.waitForTimeout(800);
    });

    await betoPage.getByRole('link', { name: 'Retirar dinero' }).click();
    await betoPage.getByLabel('IBAN o CLABE').fill('ES91 2100 0418 4502 0005 1332');
    await betoPage.getByLabel('Titular de la cuenta').fill('Beto López');
    await betoPage.getByRole('button', { name: 'Guardar cuenta' }).click();
    await betoPage.getByRole('textbox', { name: '¿Cuánto quieres retirar?' }).fill('20');
    await betoPage.getByText('Fecha estimada').waitFor();
    await fitsThePhone(betoPage);
    await shoot(betoPage, 'retirar-light');
    await shootDark(beto, '/billetera/retirar', 'retirar', async (p) => {
      await p.getByRole('textbox', { name: '¿Cuánto quieres retirar?' }).fill('20');
      await p.getByText('Fecha estimada').waitFor();
    });
    await betoPage.getByRole('button', { name: 'Retirar', exact: true }).click();
    await betoPage.waitForURL(/\/billetera\/[^/]+\/cuenta\/[^/]+$/);
    await betoPage.getByText('Has retirado').waitFor();

    await betoPage.goto('/billetera/movimientos');
    const withdrawal = betoPage.getByTestId('movement').filter({ hasText: 'Retirada' }).first();
    await withdrawal.waitFor();
    expect((await withdrawal.textContent())?.replace(/\s/g, ' ')).toContain('−20,00 €');
    await betoPage.getByTestId('movement').filter({ hasText: 'Regalo recibido' }).first().waitFor();
  });
});
