import { beforeAll, describe, expect, it } from 'vitest';
import { createPerson as createPersonAt, fitsThePhone, type Person } from './people.js';
import { phoneSpec } from './phone-spec.js';

// Amigo invisible from the browser, at 390 px: Ana (Spain) creates a draw from the calendar with her friend
// Beto, Carla (Mexico, so "amigo secreto") and Dani join by the link, Ana draws, and each sees only whom they
// give to, with that person's list; Beto asks his recipient an anonymous question, which arrives without his
// name. Screenshots (light and dark) land in /tmp/draws-shots.

const { baseURL, newPage, shoot } = phoneSpec('draws');

async function api<T = unknown>(person: Person, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'Type-token': person.user.token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A phone in the person's country (`flag` stores it as `country`), light or dark. */
async function pageOf(as: Person, country: string, dark = false) {
  const page = await newPage({ as, dark, timezoneId: 'Europe/Madrid' });
  await page.addInitScript((c) => window.localStorage.setItem('country', c), country);
  return page;
}

describe('amigo invisible at phone width', () => {
  let ana: Person;
  let beto: Person;
  let carla: Person;
  let dani: Person;
  let drawId = '';

  beforeAll(async () => {
    [ana, beto, carla, dani] = await Promise.all([
      createPersonAt(baseURL, 'Ana', 'Sorteo'),
      createPersonAt(baseURL, 'Beto', 'Sorteo'),
      createPersonAt(baseURL, 'Carla', 'Sorteo'),
      createPersonAt(baseURL, 'Dani', 'Sorteo'),
    ]);
    await api(ana, 'POST', '/friend/request', { userId: beto.user.id });
    await api(beto, 'POST', '/friend/request', { userId: ana.user.id });
  });

  it('Ana creates a draw from the calendar, with Beto', async () => {
    const page = await pageOf(ana, 'ES');
    await page.goto('/calendario');
    await page.getByRole('link', { name: 'Amigo invisible' }).click();
    await page.getByRole('heading', { level: 1, name: 'Amigo invisible' }).waitFor();
    await page.getByRole('link', { name: 'Crear un sorteo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Crear un sorteo' }).waitFor();
    await page.getByLabel('Nombre del sorteo').fill('Navidad con amigos');
    await page.getByLabel('Presupuesto por regalo (opcional)').fill('25');
    await page.getByLabel('Amigos que participan').first().click();
    await page.getByRole('option', { name: 'Beto Sorteo' }).click();
    await page.keyboard.press('Escape');
    await fitsThePhone(page);
    await shoot(page, 'create-light');
    await page.getByRole('button', { name: 'Crear sorteo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Navidad con amigos' }).waitFor();
    drawId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(await page.getByText('2 participantes').count()).toBeGreaterThan(0);
    await expect(page.getByText('Presupuesto: 25,00 €').isVisible()).resolves.toBe(true);
    await fitsThePhone(page);
    await shoot(page, 'organiser-open-light');
  });

  it('Carla, in Mexico, joins an "amigo secreto" by the link; Dani too', async () => {
    const { inviteToken } = await api<{ inviteToken: string }>(ana, 'GET', `/draw/get/${drawId}`);
    const page = await pageOf(carla, 'MX');
    await page.goto(`/amigo-invisible/unirse/${inviteToken}`);
    await page.getByText('Te han invitado a un amigo secreto').waitFor();
    await fitsThePhone(page);
    await shoot(page, 'join-light');
    await page.getByRole('button', { name: 'Entrar en el sorteo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Navidad con amigos' }).waitFor();
    await api(dani, 'POST', '/draw/join', { token: inviteToken });
    // Everyone brings a list with a gift for the exchange.
    for (const who of [ana, beto, carla, dani]) {
      const list = await api<{ id: string }>(who, 'POST', '/list/save', {
        name: `Deseos de ${who.user.name}`,
        visibility: 'private',
      });
      await api(who, 'POST', '/list/gift/save', {
        listId: list.id,
        product: { name: `Bufanda para ${who.user.name}`, price: { amount: 1990, currency: 'EUR' } },
      });
      await api(who, 'PUT', `/draw/wishList/${drawId}`, { listId: list.id });
    }
  });

  it('Ana draws; she learns no pair', async () => {
    const page = await pageOf(ana, 'ES');
    await page.goto(`/amigo-invisible/${drawId}`);
    await page.getByRole('button', { name: 'Hacer el sorteo' }).click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('Sorteado').first().waitFor();
    await expect(page.getByRole('button', { name: 'Repetir el sorteo' }).isVisible()).resolves.toBe(true);
    // Her page names nobody as anyone's recipient until she asks for her own.
    expect(await page.getByTestId('recipient').count()).toBe(0);
    await shoot(page, 'organiser-drawn-light');
  });

  it('Beto sees whom he gives to with their list, and asks an anonymous question', async () => {
    for (const dark of [false, true]) {
      const page = await pageOf(beto, 'ES', dark);
      await page.goto(`/amigo-invisible/${drawId}`);
      await page.getByRole('button', { name: 'Ver a quién le regalo' }).click();
      const recipient = (await page.getByTestId('recipient').textContent()) ?? '';
      expect(['Ana Sorteo', 'Carla Sorteo', 'Dani Sorteo']).toContain(recipient);
      const first = recipient.split(' ')[0];
      await page.getByText(`Bufanda para ${first}`).waitFor();
      if (!dark) {
        await page.getByLabel('Pregunta a quien le regalas').fill('¿Qué talla usas?');
        await page.getByRole('button', { name: 'Enviar pregunta' }).click();
        await page.getByText('Sin respuesta todavía').waitFor();
      }
      await fitsThePhone(page);
      await shoot(page, `result-${dark ? 'dark' : 'light'}`);
    }
  });

  it('the recipient reads the question without knowing who asked, and answers', async () => {
    const mine = await api<{ recipient: { id: string } }>(beto, 'GET', `/draw/myResult/${drawId}`);
    const recipient = [ana, carla, dani].find((p) => p.user.id === mine.recipient.id) as Person;
    for (const dark of [false, true]) {
      const page = await pageOf(recipient, recipient === carla ? 'MX' : 'ES', dark);
      await page.goto(`/amigo-invisible/${drawId}`);
      await page.getByText('¿Qué talla usas?').waitFor();
      if (!dark) {
        await page.getByLabel('Tu respuesta').fill('Una M');
        await page.getByRole('button', { name: 'Responder' }).click();
        await page.getByText('Respuesta: Una M').waitFor();
      }
      await fitsThePhone(page);
      await shoot(page, `questions-${dark ? 'dark' : 'light'}`);
    }
  });
});
