import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { logMark, waitForMailLink } from './mail-log.js';
import { createPerson, fitsThePhone, type Person } from './people.js';
import { phoneSpec } from './phone-spec.js';

// Giving from a shared list, on a phone: Ana shares a public list; Irene, with no account, opens the link as
// WhatsApp would (the HTML carries the list's preview), reserves a gift with her name and e-mail, opens the
// e-mailed link, and the gift shows reserved — to her and to anyone else who opens the link. Screenshots
// (light and dark) land in /tmp/giving-shots.

const serverLog = inject('serverLog');
const { baseURL, newPage, shoot } = phoneSpec('giving');

async function api(person: Person, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'Type-token': person.user.token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: Record<string, unknown> & { id: string } };
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.data;
}

describe('a shared list, opened signed out on a phone: a guest reserves a gift and confirms by e-mail', () => {
  let ana: Person;
  let listId = '';
  const listName = `Boda de Ana ${Date.now() % 1000}`;
  let guest: Page;
  let other: Page;
  let confirmPath = '';

  beforeAll(async () => {
    ana = await createPerson(baseURL, 'Ana', 'Regalos');
    const list = await api(ana, 'POST', '/list/save', {
      name: listName,
      visibility: 'public',
      occasion: 'Boda',
      date: '2031-06-14',
      description: 'Gracias por acompañarnos. Si queréis regalarnos algo, aquí tenéis ideas.',
    });
    listId = list.id;
    for (const [name, amount] of [
      ['Tetera de hierro', 4590],
      ['Juego de toallas', 3200],
    ] as const) {
      await api(ana, 'POST', '/list/gift/save', {
        listId,
        product: { name, price: { amount, currency: 'EUR' }, shop: 'Casa Nube' },
      });
    }
  });

  it('the link carries the list preview in its HTML (what WhatsApp shows)', async () => {
    const html = await (await fetch(`${baseURL}/regalar?lista=${listId}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${listName} · Detalle" />`);
    expect(html).toContain('La lista de regalos de Ana (Boda · 14 Jun 2031).');
    const image = /<meta property="og:image" content="(http[^"]+)"/.exec(html)?.[1] ?? '';
    expect(image).toContain(`/api/preview/lista/${listId}.png`);
    // The picture itself, as a chat app fetches it: a PNG (WhatsApp shows no SVG).
    const { pathname, search } = new URL(image.replaceAll('&amp;', '&'));
    const picture = await fetch(`${baseURL}${pathname}${search}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('a guest opens the link: the list, whose it is, each gift free, and "Lo compro yo"', async () => {
    guest = await newPage();
    await guest.goto(`/regalar?lista=${listId}`);
    await guest.getByRole('heading', { level: 1, name: listName }).waitFor();
    await guest.getByText('La lista de Ana').waitFor();
    const tetera = guest.getByRole('article', { name: 'Tetera de hierro' });
    await tetera.getByText('Libre').waitFor();
    await fitsThePhone(guest);
    await shoot(guest, 'regalar-invitado-light');
  });

  it('reserves with name and e-mail: a link is e-mailed', async () => {
    const tetera = guest.getByRole('article', { name: 'Tetera de hierro' });
    await tetera.getByRole('button', { name: 'Lo compro yo: Tetera de hierro' }).click();
    await tetera.getByLabel('Tu nombre').fill('Irene');
    await tetera.getByLabel('Tu correo').fill(`irene.${Date.now()}@example.com`);
    await fitsThePhone(guest);
    await shoot(guest, 'regalar-formulario-light');
    const mark = logMark(serverLog);
    await tetera.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await tetera.getByText('Revisa tu correo').waitFor();
    await shoot(guest, 'regalar-enviado-light');

    // The e-mail's last link lets the gift go; the same without `accion` confirms it.
    const release = new URL(
      await waitForMailLink(serverLog, { since: mark, kind: 'guest_reserve', path: /^\/regalar$/ }),
    );
    expect(release.searchParams.get('lista')).toBe(listId);
    expect(release.searchParams.get('accion')).toBe('liberar');
    expect(release.searchParams.get('reserva')).toMatch(/^[\w-]{43}$/);
    const url = new URL(release);
    url.searchParams.delete('accion');
    confirmPath = `${url.pathname}${url.search}`;
  });

  it('the gift stays free for everyone until the link is opened; opening it reserves it', async () => {
    other = await newPage({ dark: true });
    await other.goto(`/regalar?lista=${listId}`);
    await other.getByRole('article', { name: 'Tetera de hierro' }).getByText('Libre').waitFor();

    // The guest opens the e-mail's link on her phone.
    await guest.goto(confirmPath);
    await guest.getByText('¡Reserva confirmada! «Tetera de hierro» es cosa tuya', { exact: false }).waitFor();
    const reserved = guest.getByRole('article', { name: 'Tetera de hierro' });
    await reserved.getByText('Reservado').waitFor();
    expect(await reserved.getByRole('button', { name: /Lo compro yo/ }).count()).toBe(0);
    await fitsThePhone(guest);
    await shoot(guest, 'regalar-confirmado-light');
  });

  it('anyone else who opens the link sees it reserved, and Ana too, never by whom', async () => {
    // Anyone else who opens the link sees it taken, never by whom.
    await other.reload();
    const seen = other.getByRole('article', { name: 'Tetera de hierro' });
    await seen.getByText('Reservado').waitFor();
    expect(await other.getByText('Irene').count()).toBe(0);
    await fitsThePhone(other);
    await shoot(other, 'regalar-reservado-dark');

    // Ana sees it reserved in her list, without the guest's name.
    const full = await api(ana, 'GET', `/list/get/${listId}`);
    expect(JSON.stringify(full)).not.toContain('Irene');
    const gifts = full.gifts as { product: { name: string }; status: string }[];
    expect(gifts.find((g) => g.product.name === 'Tetera de hierro')?.status).toBe('reserved');
  });

  it('a friends-only list says so to a guest and offers signing in', async () => {
    const hidden = await api(ana, 'POST', '/list/save', { name: 'Solo amigos', visibility: 'friends' });
    const page = await newPage({ dark: true });
    await page.goto(`/regalar?lista=${hidden.id}`);
    await page.getByRole('heading', { level: 1, name: 'Esta lista es solo para amigos' }).waitFor();
    await page
      .getByRole('link', { name: /Iniciar sesión/ })
      .first()
      .waitFor();
    await fitsThePhone(page);
    await shoot(page, 'regalar-solo-amigos-dark');
  });
});
