import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPerson, fitsThePhone, type Person } from './people.js';
import { phoneSpec } from './phone-spec.js';

// Chipping in to a fund, at 390 px with the embedded test-mode provider: a signed-out phone opens the shared
// link of Olga's public list, chips in 45 € to a group gift as a guest with the test card (name, e-mail, no
// name shown), and Olga's wallet shows the pending movement without the giver's name. Screenshots (light and
// dark) land in /tmp/funds-shots.

const { baseURL, shots, newPage, shoot } = phoneSpec('funds');

let olga: Person;
let listId: string;

beforeAll(async () => {
  olga = await createPerson(baseURL, 'Olga', 'Fondos');
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  listId = (await api(olga, 'POST', '/list/save', { name: 'Boda de Olga', visibility: 'public', date })).id;
  await api(olga, 'POST', '/list/gift/save', {
    listId,
    product: { name: 'Cafetera', price: { amount: 12_000, currency: 'EUR' } },
  });
  await api(olga, 'POST', '/list/fund/save', {
    listId,
    name: 'Aportación para la luna de miel',
    currency: 'EUR',
    goal: 150_000,
    suggestedAmounts: [2000, 5000, 10_000],
  });
});

async function api(person: Person, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'Type-token': person.user.token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data;
}

async function chipInAsGuest(page: Page, dark: boolean) {
  await page.goto(`/regalar?lista=${listId}`);
  await page.getByRole('button', { name: 'Aporto dinero para Cafetera' }).click({ timeout: 120_000 });
  const dialog = page.getByRole('dialog', { name: 'Aportar para «Cafetera»' });
  await dialog.waitFor();
  await expect.poll(() => dialog.getByText(/aún falta dinero, lo aportado se queda/).count()).toBe(1);
  const amount = dialog.getByRole('textbox', { name: '¿Cuánto aportas?' });
  await amount.fill(dark ? '10' : '45');
  await dialog.getByRole('textbox', { name: 'Tu nombre' }).fill('Gala');
  await dialog.getByRole('textbox', { name: /Tu correo/ }).fill(`gala.${Date.now()}@ejemplo.com`);
  await dialog.getByRole('textbox', { name: 'Mensaje (opcional)' }).fill('¡Que la disfrutéis!');
  await dialog.getByRole('switch', { name: /Mostrar mi nombre/ }).uncheck({ force: true });
  await dialog.getByRole('textbox', { name: 'Número de la tarjeta' }).fill('4242 4242 4242 4242');
  await dialog.getByRole('textbox', { name: 'Caducidad' }).fill('12/30');
  await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
  await fitsThePhone(page);
  await page.screenshot({ path: `${shots}/guest-form-${dark ? 'dark' : 'light'}.png`, fullPage: true });
  await dialog.getByRole('button', { name: dark ? /^Aportar 10,00/ : /^Aportar 45,00/ }).click();
  await dialog.getByText(/¡Gracias! Has aportado/).waitFor();
  await page.screenshot({ path: `${shots}/guest-thanks-${dark ? 'dark' : 'light'}.png` });
  await dialog.getByRole('button', { name: 'Volver a la lista' }).click();
}

describe('a guest chips in from the shared link', () => {
  it('pays 45 € with the test card, signed out, and the progress moves', async () => {
    const page = await newPage();
    await chipInAsGuest(page, false);
    await page
      .getByText(/Faltan 75,00\s€ de 120,00\s€/)
      .first()
      .waitFor();
    await shoot(page, 'shared-list-light');
  });

  it('in dark mode too', async () => {
    const page = await newPage({ dark: true });
    await chipInAsGuest(page, true);
    await page
      .getByText(/Faltan 65,00\s€ de 120,00\s€/)
      .first()
      .waitFor();
    await shoot(page, 'shared-list-dark');
  });

  it("Olga's wallet shows the pending money, without the giver's name", async () => {
    const page = await newPage({ as: olga });
    await page.goto('/billetera/movimientos');
    await page
      .getByText(/Cafetera/)
      .first()
      .waitFor();
    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).not.toMatch(/Gala/);
    expect(body).toMatch(/45,00|44,32|10,00|9,85/);
    await shoot(page, 'olga-movements-light');
    const list = await newPage({ as: olga, dark: true });
    await list.goto(`/home/${listId}/lista`);
    await list.getByText('Aportación para la luna de miel').first().waitFor({ timeout: 120_000 });
    await shoot(list, 'olga-list-dark');
  });
});
