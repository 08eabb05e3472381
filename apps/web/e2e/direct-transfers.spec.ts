import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPerson, fitsThePhone, type Person } from './people.js';
import { phoneSpec } from './phone-spec.js';

// "Transferencia directa" at 390 px: Ana adds her IBAN on her list's edit page; a signed-out phone opens the
// list's shared link, asks for the IBAN ("Quiero transferir") and says it sent 50 € ("Ya he hecho la
// transferencia"); Ana sees it pending, taps "Me ha llegado", and the gift's progress counts it. Light and dark
// screenshots land in /tmp/direct-shots.

const { baseURL, shots, newPage, shoot } = phoneSpec('direct');

let ana: Person;
let listId: string;

beforeAll(async () => {
  ana = await createPerson(baseURL, 'Ana', 'Directa');
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  listId = (await api(ana, 'POST', '/list/save', { name: 'Boda de Ana y Luis', visibility: 'public', date }))
    .id;
  await api(ana, 'POST', '/list/gift/save', {
    listId,
    product: { name: 'Cafetera', price: { amount: 20_000, currency: 'EUR' } },
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

const mode = (dark: boolean) => (dark ? 'dark' : 'light');

async function addIban(page: Page, dark: boolean) {
  await page.goto(`/crear-lista?id=${listId}`);
  const section = page.getByRole('region', { name: 'Transferencia directa' });
  await section.waitFor({ timeout: 120_000 });
  await section.getByRole('textbox', { name: /IBAN/ }).fill('ES91 2100 0418 4502 0005 1332');
  await section.getByRole('textbox', { name: /Titular/ }).fill('Ana Directa');
  await section.getByRole('textbox', { name: /Bizum/ }).fill('612 34 56 78');
  await section.getByRole('button', { name: 'Guardar' }).click();
  await section.getByText('Ahora se muestra como ES91 •••• •••• •••• 1332.').waitFor();
  await fitsThePhone(page);
  await section.screenshot({ path: `${shots}/owner-settings-${mode(dark)}.png` });
}

async function declareAsGuest(page: Page, dark: boolean, euros: string) {
  await page.goto(`/regalar?lista=${listId}`);
  const panel = page.getByRole('region', { name: 'Transferir directamente a Ana' }).last();
  await panel.waitFor({ timeout: 120_000 });
  await panel.getByText('Cuenta de Ana Directa: ES91 •••• •••• •••• 1332').waitFor();
  expect(await page.getByText(/0418/).count()).toBe(0);
  await panel.getByRole('textbox', { name: /¿Cuánto vas a transferir\?/ }).fill(euros);
  await shoot(page, `giver-masked-${mode(dark)}`);
  await panel.getByRole('button', { name: 'Quiero transferir' }).click();
  await panel.getByText('ES91 2100 0418 4502 0005 1332').waitFor();
  await panel.getByText(/^DT-[A-Z2-9]{6}$/).waitFor();
  await panel.getByRole('textbox', { name: 'Tu nombre' }).fill('Carmen');
  await panel.getByRole('textbox', { name: /Tu correo/ }).fill(`carmen.${Date.now()}@ejemplo.com`);
  await fitsThePhone(page);
  await shoot(page, `giver-iban-${mode(dark)}`);
  await panel.getByRole('button', { name: 'Ya he hecho la transferencia' }).click();
  await panel.getByText(/queda pendiente de confirmar/).waitFor();
  await shoot(page, `giver-declared-${mode(dark)}`);
}

async function confirmAsOwner(page: Page, dark: boolean, raised: RegExp) {
  await page.goto(`/home/${listId}/lista`);
  const pledges = page.getByRole('region', { name: 'Transferencias por confirmar' });
  await pledges.waitFor({ timeout: 120_000 });
  await pledges
    .getByText(/dice que te ha transferido/)
    .first()
    .waitFor();
  await fitsThePhone(page);
  await shoot(page, `owner-pending-${mode(dark)}`);
  await pledges.getByRole('button', { name: 'Me ha llegado' }).first().click();
  await page.getByText(raised).first().waitFor();
  await shoot(page, `owner-confirmed-${mode(dark)}`);
}

describe('a transfer straight to the owner', () => {
  it('Ana adds her IBAN, a guest says they sent 50 €, Ana confirms and the gift counts it', async () => {
    const owner = await newPage({ as: ana });
    await addIban(owner, false);
    const guest = await newPage();
    await declareAsGuest(guest, false, '50');
    await confirmAsOwner(owner, false, /Faltan 150,00\s€ de 200,00\s€/);
    // The guest's page shows the new progress too.
    await guest.reload();
    await guest
      .getByText(/Faltan 150,00\s€ de 200,00\s€/)
      .first()
      .waitFor({ timeout: 60_000 });
  });

  it('in dark mode too', async () => {
    const owner = await newPage({ as: ana, dark: true });
    await addIban(owner, true);
    const guest = await newPage({ dark: true });
    await declareAsGuest(guest, true, '20');
    await confirmAsOwner(owner, true, /Faltan 130,00\s€ de 200,00\s€/);
  });
});
