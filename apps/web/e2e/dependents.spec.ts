import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createPerson, fitsThePhone, type Person } from './people.js';
import { phoneSpec } from './phone-spec.js';

// A child's birthday list kept by two guardians, at 390 px: Lucía makes a profile for her son Leo on «Mi familia»
// and invites Marcos to look after it with her; she makes Leo's birthday list from his profile; a guest opens its
// link, reads that it is Leo's and that the money goes to his hucha, and chips in; Marcos sees the money in Leo's
// hucha and the list among his. Then, in dark, the family page and the profile. Screenshots land in
// /tmp/dependents-shots.

const { baseURL, newPage, shoot } = phoneSpec('dependents');
const api = <T>(person: Person, method: string, path: string, body?: unknown) =>
  apiAs<T>(baseURL, person, method, path, body);

const FUND = 'Bici sin pedales';
let lucia: Person;
let marcos: Person;
let leoId = '';
let listId = '';

beforeAll(async () => {
  lucia = await createPerson(baseURL, 'Lucía', 'Martín');
  marcos = await createPerson(baseURL, 'Marcos', 'Ruiz');
  await api(lucia, 'POST', '/friend/request', { userId: marcos.user.id });
  await api(marcos, 'POST', '/friend/request', { userId: lucia.user.id });
});

const caredBy = (page: Page) => page.getByRole('region', { name: 'Quién lo cuida' });

describe('a child’s birthday list kept by two guardians', () => {
  it('Lucía makes a profile for Leo on «Mi familia»', async () => {
    const page = await newPage({ as: lucia });
    await page.goto('/familia');
    await page.getByText('Aún no cuidas ningún perfil').waitFor({ timeout: 30_000 });
    await fitsThePhone(page);
    await shoot(page, 'family-empty-light');

    await page.getByRole('button', { name: 'Añadir a alguien' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Añadir a alguien' });
    await dialog.getByRole('textbox', { name: /Nombre/ }).fill('Leo');
    // Mantine's segmented control keeps its radios visually hidden.
    await dialog.getByRole('radio', { name: 'Peque' }).check({ force: true });
    await shoot(page, 'family-create-light');
    await dialog.getByRole('button', { name: 'Crear perfil' }).click();
    await page.waitForURL(/\/familia\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    leoId = new URL(page.url()).pathname.split('/').at(-1) as string;
    await page.getByRole('heading', { level: 1, name: 'Leo' }).waitFor();
    await caredBy(page).getByText('Lucía Martín').waitFor();
  });

  it('she invites Marcos, who accepts from his invitation', async () => {
    const page = await newPage({ as: lucia });
    await page.goto(`/familia/${leoId}`);
    const section = caredBy(page);
    await section.getByRole('button', { name: 'Invitar a alguien' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Invitar a cuidarlo' });
    await dialog.getByRole('radio', { name: 'Marcos Ruiz' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await section.getByText('Invitación enviada a Marcos Ruiz').waitFor();

    const notes = await api<{ list: { type: string; data: { inviteId?: string } }[] }>(
      marcos,
      'GET',
      '/notify/getPagination?lim=10&pos=0',
    );
    const inviteId = notes.list.find((n) => n.type === 'co_owner')?.data.inviteId;
    expect(inviteId).toBeTruthy();
    const his = await newPage({ as: marcos });
    await his.goto(`/llevar-juntos?invitacion=${inviteId}`);
    await his.getByText('Lucía te invita a cuidar juntos el perfil de Leo.').waitFor({ timeout: 30_000 });
    await fitsThePhone(his);
    await shoot(his, 'guardian-invitation-light');
    await his.getByRole('button', { name: 'Aceptar' }).click();
    await his.waitForURL(new RegExp(`/familia/${leoId}$`), { timeout: 30_000 });
    await caredBy(his).getByText('Lucía Martín').waitFor();
  });

  it('Lucía makes Leo’s birthday list from his profile', async () => {
    const page = await newPage({ as: lucia });
    await page.goto(`/familia/${leoId}`);
    await page.getByRole('link', { name: 'Crear una lista para Leo' }).click({ timeout: 30_000 });
    await page.getByLabel('Nombre de la lista').fill('Cumple de Leo');
    await page.getByRole('radio', { name: /Cualquiera con el enlace/ }).check({ force: true });
    await fitsThePhone(page);
    await shoot(page, 'list-for-leo-light');
    await page.getByRole('button', { name: 'Crear lista' }).click();
    await page.waitForURL(/\/home\/[0-9a-f-]{36}\/lista$/, { timeout: 30_000 });
    listId = new URL(page.url()).pathname.split('/')[2] as string;
    await page.getByRole('heading', { level: 1, name: 'Cumple de Leo' }).waitFor();
    await api(lucia, 'POST', '/list/fund/save', {
      listId,
      name: FUND,
      currency: 'EUR',
      goal: 8000,
      suggestedAmounts: [1000, 2000],
    });
  });

  it('a guest reads it is Leo’s, that the money goes to his hucha, and chips in', async () => {
    const page = await newPage();
    await page.goto(`/regalar?lista=${listId}`);
    await page.getByText('La lista de Leo').first().waitFor({ timeout: 30_000 });
    expect(await page.getByText(/Leo, Lucía|Leo y Lucía/).count()).toBe(0);
    await page.getByRole('button', { name: `Aporto dinero para ${FUND}` }).click();
    const dialog = page.getByRole('dialog', { name: `Aportar para «${FUND}»` });
    await dialog.getByText('El dinero llega a la hucha de Leo.').waitFor();
    await dialog.getByRole('textbox', { name: '¿Cuánto aportas?' }).fill('20');
    await dialog.getByRole('textbox', { name: 'Tu nombre' }).fill('Tía Carmen');
    await dialog.getByRole('textbox', { name: /Tu correo/ }).fill(`carmen.${Date.now()}@example.com`);
    await dialog.getByRole('textbox', { name: 'Número de la tarjeta' }).fill('4242 4242 4242 4242');
    await dialog.getByRole('textbox', { name: 'Caducidad' }).fill('12/30');
    await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
    await fitsThePhone(page);
    await shoot(page, 'guest-chips-in-light');
    await dialog.getByRole('button', { name: /^Aportar 20,00/ }).click();
    await dialog.getByText(/¡Gracias! Has aportado 20,00/).waitFor({ timeout: 30_000 });
  });

  it('Marcos finds the money in Leo’s hucha and the list among his', async () => {
    const page = await newPage({ as: marcos });
    await page.goto(`/familia/${leoId}`);
    // What reached his wallet (the 20 € less the card's fee), as the API counts it.
    const leo = await api<{ balances: { currency: string; availableMinor: number }[] }>(
      marcos,
      'GET',
      `/dependent/get/${leoId}`,
    );
    const minor = leo.balances.find((b) => b.currency === 'EUR')?.availableMinor ?? 0;
    expect(minor).toBeGreaterThan(1500);
    const money = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(minor / 100);
    await page
      .getByText(`Leo tiene ${money} de regalos en Detalle`, { exact: false })
      .waitFor({ timeout: 30_000 });
    await page
      .getByRole('link', { name: /Cumple de Leo/ })
      .first()
      .waitFor();
    await fitsThePhone(page);
    await shoot(page, 'profile-light');
  });

  it('Marcos moves 5 € of Leo’s hucha to his wallet; Lucía reads who moved it', async () => {
    const page = await newPage({ as: marcos });
    await page.goto(`/familia/${leoId}`);
    const hucha = page.getByRole('region', { name: 'Su hucha' });
    await hucha.getByRole('button', { name: 'Pasar a mi billetera' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Pasar dinero de la hucha de Leo' });
    await dialog.getByRole('textbox', { name: '¿Cuánto quieres pasar?' }).fill('5');
    await fitsThePhone(page);
    await shoot(page, 'hucha-move-light');
    await dialog.getByRole('button', { name: /^Pasar 5,00\s€ a mi billetera$/ }).click();
    await page.getByText(/ya están en tu billetera/).waitFor({ timeout: 30_000 });
    await page.goto('/billetera/movimientos');
    await page.getByText('Pasado a tu billetera desde la hucha de Leo').waitFor({ timeout: 30_000 });
    await fitsThePhone(page);
    const other = await newPage({ as: lucia });
    await other.goto(`/familia/${leoId}`);
    await other
      .getByRole('list', { name: 'Últimos movimientos de su hucha' })
      .getByText('Marcos lo pasó a su billetera')
      .waitFor({ timeout: 30_000 });
  });

  it('in dark: the family page and Leo’s profile', async () => {
    const page = await newPage({ as: marcos, dark: true });
    await page.goto('/familia');
    await page.getByRole('link', { name: 'Abrir el perfil de Leo' }).waitFor({ timeout: 30_000 });
    await page.getByText('Lo cuidas con Lucía').waitFor();
    await fitsThePhone(page);
    await shoot(page, 'family-dark');
    await page.goto(`/familia/${leoId}`);
    await caredBy(page).getByText('Lucía Martín').waitFor({ timeout: 30_000 });
    await shoot(page, 'profile-dark');
  });
});
