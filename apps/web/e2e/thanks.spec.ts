import { beforeAll, describe, expect, it } from 'vitest';
import { createPerson, fitsThePhone, type Person } from './people.js';
import { phoneSpec } from './phone-spec.js';

// The reveal and thanks, at 390 px: Beto reserves a gift of Ana's list and marks it given. Ana sees "Regalos
// recibidos" without his name; she taps "Ya lo he abierto todo" on her list (asked first), sees Beto, and
// thanks him with a sticker. Beto opens the notification and reads the thank-you on its page, once.
// Screenshots (light and dark) land in /tmp/thanks-shots.

const { baseURL, newPage, shoot } = phoneSpec('thanks');

async function api<T>(person: Person, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'Type-token': person.user.token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

describe.each([
  ['light', false],
  ['dark', true],
])('the reveal and a thank-you with a sticker (%s)', (scheme, dark) => {
  let ana: Person;
  let beto: Person;
  let listId = '';

  beforeAll(async () => {
    ana = await createPerson(baseURL, 'Ana', 'García');
    beto = await createPerson(baseURL, 'Beto', 'López');
    await api(ana, 'POST', '/friend/request', { userId: beto.user.id });
    await api(beto, 'POST', '/friend/request', { userId: ana.user.id });
    const future = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const list = await api<{ id: string }>(ana, 'POST', '/list/save', {
      name: 'Cumpleaños de Ana',
      visibility: 'friends',
      date: future,
    });
    listId = list.id;
    const gift = await api<{ id: string }>(ana, 'POST', '/list/gift/save', {
      listId,
      product: { name: 'Tostadora retro' },
    });
    await api(beto, 'PUT', `/gift/reserve/${gift.id}`);
    await api(beto, 'PUT', `/gift/given/${gift.id}`);
  });

  it('before the reveal Ana sees what arrived, not who', async () => {
    const page = await newPage({ as: ana, dark });
    await page.goto('/agradecimiento');
    await page.getByText('Tostadora retro').waitFor();
    await page.getByText(/Sorpresa: sabrás quién fue el/).waitFor();
    expect(await page.getByText('Beto').count()).toBe(0);
    await fitsThePhone(page);
    await shoot(page, `received-secret-${scheme}`);
  });

  it('"Ya lo he abierto todo" asks first, then Ana thanks Beto with a sticker', async () => {
    const page = await newPage({ as: ana, dark });
    await page.goto(`/home/${listId}/lista`);
    await page.getByRole('button', { name: 'Ya lo he abierto todo' }).click();
    await page.getByRole('dialog', { name: '¿Ya lo has abierto todo?' }).waitFor();
    await shoot(page, `reveal-confirm-${scheme}`);
    await page.getByRole('button', { name: 'Sí, enséñamelo' }).click();
    await page.getByRole('link', { name: 'Dar las gracias' }).click();
    await page.waitForURL(/\/agradecimiento$/);
    // By first name, as her list names him.
    await page.getByText('De Beto', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Dar las gracias' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dar las gracias' });
    await dialog.getByRole('textbox', { name: 'Tu mensaje' }).fill('¡Me encanta la tostadora, Beto!');
    await dialog.getByRole('radio', { name: 'Pegatina de tres globos' }).click();
    await fitsThePhone(page);
    await shoot(page, `thanks-form-${scheme}`);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Agradecido').waitFor();
    await shoot(page, `received-thanked-${scheme}`);
  });

  it('Beto opens the notification and reads the thank-you once, on its page', async () => {
    const page = await newPage({ as: beto, dark });
    await page.goto('/notification');
    // Named as the shared list names its owner: by first name.
    await page
      .getByRole('button', { name: /^Sin leer: Ana te ha enviado un mensaje de agradecimiento/ })
      .click();
    await page.waitForURL(/\/agradecimiento\?id=/);
    await page.getByText('Ana te ha enviado un mensaje de agradecimiento').waitFor();
    await page.getByRole('img', { name: 'Pegatina de tres globos' }).waitFor();
    await page.getByText(/¡Me encanta la tostadora, Beto!/).waitFor();
    expect(await page.getByText(/¡Hola, Beto!/).count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await fitsThePhone(page);
    await shoot(page, `thanks-note-${scheme}`);
  });
});
