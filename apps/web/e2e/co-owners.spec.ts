import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createPerson, fitsThePhone, type Person } from './people.js';
import { phoneSpec } from './phone-spec.js';

// A couple's wedding list, at 390 px: Lucía makes it and invites Marcos with a link; Marcos, signed out, opens it,
// signs in and comes back to accept; a guest chips in to the honeymoon fund, told the money reaches Lucía;
// Lucía opens everything (for both, as she is told) and both see who gave; Marcos thanks the guest. Then, in
// dark, the owners' section, a second link (withdrawn) and the invitation page as another friend sees it.
// Screenshots (light and dark) land in /tmp/co-owners-shots.

const { baseURL, newPage, shoot } = phoneSpec('co-owners');
const api = <T>(person: Person, method: string, path: string, body?: unknown) =>
  apiAs<T>(baseURL, person, method, path, body);

const FUND = 'Luna de miel en Japón';
let lucia: Person;
let marcos: Person;
let irene: Person;
let listId = '';
let link = '';
let secondLink = '';
const guest = `gala.${Date.now()}@example.com`;

beforeAll(async () => {
  lucia = await createPerson(baseURL, 'Lucía', 'Martín');
  marcos = await createPerson(baseURL, 'Marcos', 'Ruiz');
  irene = await createPerson(baseURL, 'Irene', 'Sanz');
  // Irene is Lucía's friend: she can be picked in «Invitar a alguien».
  await api(lucia, 'POST', '/friend/request', { userId: irene.user.id });
  await api(irene, 'POST', '/friend/request', { userId: lucia.user.id });
  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  listId = (
    await api<{ id: string }>(lucia, 'POST', '/list/save', {
      name: 'Nuestra boda',
      visibility: 'public',
      date,
    })
  ).id;
  await api(lucia, 'POST', '/list/fund/save', {
    listId,
    name: FUND,
    currency: 'EUR',
    goal: 300_000,
    suggestedAmounts: [2000, 5000, 10_000],
  });
});

const ownersOf = (page: Page) => page.getByRole('region', { name: 'Quién la lleva' });

describe('a wedding list run by two', () => {
  it('Lucía invites Marcos with a link, shown once', async () => {
    const page = await newPage({ as: lucia });
    await page.goto(`/home/${listId}/lista`);
    const owners = ownersOf(page);
    await owners.getByText('Lucía Martín').waitFor({ timeout: 30_000 });
    await owners.getByText('Recibe el dinero').waitFor();
    expect(await owners.getByRole('button', { name: 'Salir de la lista' }).count()).toBe(0);
    await owners.getByText(/Eres la única persona que la lleva/).waitFor();

    await owners.getByRole('button', { name: 'Invitar a alguien' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitar a llevar la lista' });
    await dialog.getByRole('radio', { name: 'Irene Sanz' }).waitFor();
    await dialog.getByRole('button', { name: 'Crear enlace de invitación' }).click();
    const field = dialog.getByRole('textbox', { name: 'Enlace de invitación' });
    await field.waitFor();
    link = await field.inputValue();
    expect(link).toMatch(/\/llevar-juntos#t=[\w-]{20,}$/);
    await dialog.getByText('El enlace caduca en 7 días', { exact: false }).waitFor();
    await fitsThePhone(page);
    await page.screenshot({ path: '/tmp/co-owners-shots/invite-link-light.png' });
    await dialog.getByRole('button', { name: 'Hecho' }).click();
    await owners.getByText(/^Enlace de invitación · caduca el/).waitFor();
    await shoot(page, 'owners-invited-light');
  });

  it('Marcos, signed out, signs in and comes back to accept', async () => {
    const page = await newPage();
    const url = new URL(link);
    const sent: string[] = [];
    page.on('request', (request) => {
      const secret = url.hash.slice(3);
      if (`${request.url()} ${request.headers().referer ?? ''}`.includes(secret)) sent.push(request.url());
    });
    await page.goto(`${url.pathname}${url.hash}`);
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await page.getByLabel(/^Correo electrónico/).fill(marcos.email);
    await page.getByLabel(/^Contraseña/).fill(marcos.password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await page.getByText('Lucía te invita a llevar esta lista.').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { level: 2, name: 'Nuestra boda' }).waitFor();
    await page.getByText('La lleva Lucía').waitFor();
    await fitsThePhone(page);
    await shoot(page, 'invitation-light');
    // The secret travels in POST bodies only: never in an address nor a Referer.
    expect(sent).toEqual([]);

    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL(new RegExp(`/home/${listId}/lista$`));
    await page.getByText('La llevas con Lucía').waitFor();
    const owners = ownersOf(page);
    await owners.getByText('Marcos Ruiz').waitFor();
    // Lucía receives the money: Marcos may not remove her nor take it.
    await owners.getByText(/El dinero llega a Lucía: solo Lucía puede pasárselo/).waitFor();
    expect(await owners.getByRole('button', { name: 'Quitar a Lucía Martín' }).count()).toBe(0);
  });

  it('a guest reads whose it is and to whom the money goes, and chips in to the fund', async () => {
    const page = await newPage();
    await page.goto(`/regalar?lista=${listId}`);
    await page.getByText('La lista de Lucía y Marcos').waitFor({ timeout: 30_000 });
    await page.getByText('El dinero llega a Lucía.').first().waitFor();
    await page.getByRole('button', { name: `Aporto dinero para ${FUND}` }).click();
    const dialog = page.getByRole('dialog', { name: `Aportar para «${FUND}»` });
    await dialog.getByText('El dinero llega a Lucía.').waitFor();
    await dialog.getByRole('textbox', { name: '¿Cuánto aportas?' }).fill('50');
    await dialog.getByRole('textbox', { name: 'Tu nombre' }).fill('Gala');
    await dialog.getByRole('textbox', { name: /Tu correo/ }).fill(guest);
    await dialog.getByRole('textbox', { name: 'Mensaje (opcional)' }).fill('¡Que viva Kioto!');
    await dialog.getByRole('textbox', { name: 'Número de la tarjeta' }).fill('4242 4242 4242 4242');
    await dialog.getByRole('textbox', { name: 'Caducidad' }).fill('12/30');
    await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
    await fitsThePhone(page);
    await shoot(page, 'guest-fund-light');
    await dialog.getByRole('button', { name: /^Aportar 50,00/ }).click();
    await dialog.getByText(/¡Gracias! Has aportado 50,00/).waitFor({ timeout: 30_000 });
  });

  it('neither sees who gave until Lucía opens everything, for both; then both do', async () => {
    const page = await newPage({ as: lucia });
    await page.goto(`/home/${listId}/lista`);
    await page.getByText('La llevas con Marcos').waitFor({ timeout: 30_000 });
    // Before the reveal neither owner learns who gave: the fund shows the money, not Gala.
    const fund = page.getByRole('article', { name: FUND });
    await fund.getByText('Ha aportado 1 persona').waitFor();
    expect(await fund.getByText(/Gala/).count()).toBe(0);
    const hisBefore = await newPage({ as: marcos });
    await hisBefore.goto(`/home/${listId}/lista`);
    const hisFund = hisBefore.getByRole('article', { name: FUND });
    await hisFund.getByText('Ha aportado 1 persona').waitFor({ timeout: 30_000 });
    expect(await hisFund.getByText(/Gala/).count()).toBe(0);
    await page.getByRole('button', { name: 'Ya lo he abierto todo' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Ya lo has abierto todo?' });
    await dialog.getByText(/también lo verá Marcos/).waitFor();
    await shoot(page, 'reveal-confirm-light');
    await dialog.getByRole('button', { name: 'Sí, enséñamelo' }).click();
    await page.getByRole('article', { name: FUND }).getByText(/Gala/).waitFor();

    const his = await newPage({ as: marcos });
    await his.goto(`/home/${listId}/lista`);
    await his.getByRole('article', { name: FUND }).getByText(/Gala/).waitFor({ timeout: 30_000 });
  });

  it('Marcos thanks the guest', async () => {
    const page = await newPage({ as: marcos });
    await page.goto('/agradecimiento');
    await page.getByText('De Gala').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Dar las gracias' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Dar las gracias' });
    await dialog.getByRole('textbox', { name: 'Tu mensaje' }).fill('¡Gracias, Gala! Te mandaremos fotos.');
    await dialog.getByRole('radio', { name: 'Pegatina de tres globos' }).click();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Agradecido', { exact: true }).first().waitFor();
    await fitsThePhone(page);
    await shoot(page, 'thanked-light');
  });

  it('in dark: the owners and a second link', async () => {
    const page = await newPage({ as: lucia, dark: true });
    await page.goto(`/home/${listId}/lista`);
    const owners = ownersOf(page);
    await owners.getByText('Marcos Ruiz').waitFor({ timeout: 30_000 });
    await owners.scrollIntoViewIfNeeded();
    await owners.screenshot({ path: '/tmp/co-owners-shots/owners-dark.png' });

    await owners.getByRole('button', { name: 'Invitar a alguien' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitar a llevar la lista' });
    await dialog.getByRole('radio', { name: 'Irene Sanz' }).waitFor();
    // Marcos runs it already: only Irene to choose.
    expect(await dialog.getByRole('radio', { name: /Marcos/ }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/co-owners-shots/invite-modal-dark.png' });
    await dialog.getByRole('button', { name: 'Crear enlace de invitación' }).click();
    const field = dialog.getByRole('textbox', { name: 'Enlace de invitación' });
    await field.waitFor();
    secondLink = await field.inputValue();
    await page.screenshot({ path: '/tmp/co-owners-shots/invite-link-dark.png' });
  });

  it('Irene opens the second link; once Lucía withdraws it, it no longer opens', async () => {
    const url = new URL(secondLink);
    const hers = await newPage({ as: irene, dark: true });
    await hers.goto(`${url.pathname}${url.hash}`);
    await hers.getByText('La llevan Lucía y Marcos').waitFor({ timeout: 30_000 });
    await fitsThePhone(hers);
    await shoot(hers, 'invitation-dark');

    const page = await newPage({ as: lucia, dark: true });
    await page.goto(`/home/${listId}/lista`);
    const owners = ownersOf(page);
    await owners.getByRole('button', { name: /^Retirar el enlace de invitación/ }).click({ timeout: 30_000 });
    await page.getByText('Invitación retirada.').waitFor();
    await hers.reload();
    await hers
      .getByRole('heading', { level: 2, name: 'Esta invitación ya no vale' })
      .waitFor({ timeout: 30_000 });
    await shoot(hers, 'invitation-gone-dark');
  }, 120_000);
});
