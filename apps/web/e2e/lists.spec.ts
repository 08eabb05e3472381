import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPerson, fitsThePhone, type Person, phonePage } from './people.js';
import { scanStage } from './scan-stage';

// Lists from the browser, at 390 px: Ana signs in, creates a list, adds a gift by pasting a
// shop's link and shares the list; Beto, her friend, reserves the gift; Ana sees it taken but
// never by whom. The scanner must read a shop page, so this spec runs its own server: the app
// built from source with the test-only loopback allowance, and fixture shops on 127.0.0.1.
// Screenshots (light and dark) land in /tmp/lists-shots.

const stage = scanStage('/tmp/lists-shots');
const shoot = stage.shoot;

async function api(person: Person, method: string, path: string, body?: unknown) {
  const res = await fetch(`${stage.server.baseURL}/api${path}`, {
    method,
    headers: { 'Type-token': person.user.token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as { data: unknown } };
}

describe('a gift list, from a pasted link to a secret reservation, at phone width', () => {
  let ana: Person;
  let beto: Person;
  let anaPage: Page;
  let listPath = '';
  const listName = `Cumpleaños de Ana ${Date.now() % 1000}`;

  beforeAll(async () => {
    ana = await createPerson(stage.server.baseURL, 'Ana', 'García');
    beto = await createPerson(stage.server.baseURL, 'Beto', 'López');
    // Friends already (the invitation flow is tested in events.spec): each asks the other.
    expect((await api(ana, 'POST', '/friend/request', { userId: beto.user.id })).status).toBe(200);
    expect((await api(beto, 'POST', '/friend/request', { userId: ana.user.id })).status).toBe(200);
    anaPage = await phonePage(stage.browser, stage.contexts, {
      baseURL: stage.server.baseURL,
      as: ana,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    // Headless Chromium on Linux has no share sheet; make sure of it, so the link is copied.
    await anaPage.context().addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
  });

  it('Ana creates a list for her friends on crear-lista', async () => {
    await anaPage.goto('/crear-lista');
    await anaPage.getByLabel('Nombre de la lista').fill(listName);
    await anaPage.getByRole('combobox', { name: 'Ocasión (opcional)' }).click();
    await anaPage.getByRole('option', { name: 'Cumpleaños' }).click();
    // A new list opens by link; this one is for her friends only.
    await expect
      .poll(() => anaPage.getByRole('radio', { name: /Cualquiera con el enlace/ }).isChecked())
      .toBe(true);
    await anaPage.getByRole('radio', { name: /Tus amigos/ }).check({ force: true });
    await fitsThePhone(anaPage);
    await shoot(anaPage, 'crear-lista-light');
    await anaPage.getByRole('button', { name: 'Crear lista' }).click();
    await anaPage.waitForURL(/\/home\/[0-9a-f-]{36}\/lista$/);
    listPath = new URL(anaPage.url()).pathname;
    await anaPage.getByRole('heading', { level: 1, name: listName }).waitFor();
    await anaPage.getByText('Tu lista aún no tiene regalos').waitFor();
  });

  it('Ana adds a gift by pasting a shop link: the scanner fills name, price and picture', async () => {
    await anaPage.getByRole('button', { name: 'Añadir regalo' }).first().click();
    const dialog = anaPage.getByRole('dialog', { name: 'Añadir un regalo' });
    await dialog.getByRole('tab', { name: 'Desde un enlace' }).click();
    await dialog.getByLabel('Enlace del producto').fill(`${stage.shops.base}/mercadolibre/MLM-123`);
    await dialog.getByRole('button', { name: 'Leer enlace' }).click();
    await dialog.getByText('Esto es lo que hemos encontrado').waitFor();
    await expect
      .poll(() =>
        dialog
          .getByRole('textbox', { name: /Nombre/ })
          .first()
          .inputValue(),
      )
      .toBe('Audífonos inalámbricos con cancelación de ruido');
    await shoot(anaPage, 'enlace-leido-light');
    await dialog.getByRole('button', { name: 'Añadir a la lista' }).click();
    await dialog.getByText('ya está en tu lista').waitFor();
    await dialog.getByRole('button', { name: 'Listo' }).click();

    const card = anaPage.getByRole('article').filter({ hasText: 'Audífonos inalámbricos' });
    await card.getByText('Disponible').waitFor();
    // The picture was copied into our storage, not hot-linked from the shop.
    const src = await card.locator('img').first().getAttribute('src');
    expect(src).toMatch(/^\/files\/products\/[0-9a-f]{32}\.webp$/);
    await fitsThePhone(anaPage);
    await shoot(anaPage, 'lista-con-regalo-light');
  });

  it('Ana shares the list: its shared link (regalar, open without an account) is copied', async () => {
    await anaPage.getByRole('button', { name: 'Compartir' }).first().click();
    // A friends-only list: told first who can open the link; she keeps it for her friends.
    const ask = anaPage.getByRole('dialog', { name: 'Solo tus amigos pueden abrir este enlace' });
    await ask.getByRole('button', { name: 'Compartir igualmente, solo para mis amigos' }).click();
    await anaPage.getByText('Enlace copiado').waitFor();
    const copied = new URL(await anaPage.evaluate(() => navigator.clipboard.readText()));
    expect(copied.pathname).toBe('/regalar');
    expect(`/home/${copied.searchParams.get('lista')}/lista`).toBe(listPath);
  });

  it('Beto, her friend, opens the link and reserves the gift', async () => {
    // Beto was told about the new gift (the `list` notification).
    const unread = await api(beto, 'GET', '/notify/unRead');
    expect((unread.json.data as { count: number }).count).toBeGreaterThan(0);

    const betoPage = await phonePage(stage.browser, stage.contexts, {
      baseURL: stage.server.baseURL,
      as: beto,
      dark: true,
    });
    await betoPage.goto(listPath);
    await betoPage.getByRole('heading', { level: 1, name: listName }).waitFor();
    await betoPage
      .getByText('Ana no sabrá que se lo regalas tú hasta que abra todos sus regalos', { exact: false })
      .waitFor();
    await shoot(betoPage, 'lista-de-ana-dark');
    await betoPage.getByRole('button', { name: 'Lo regalo yo' }).click();
    await betoPage.getByText('Lo regalas tú').waitFor();
    await fitsThePhone(betoPage);
    await shoot(betoPage, 'reservado-por-beto-dark');
  });

  it('Ana sees the gift taken, but nothing says who took it', async () => {
    await anaPage.reload();
    const card = anaPage.getByRole('article').filter({ hasText: 'Audífonos inalámbricos' });
    await card.getByText('Reservado', { exact: true }).waitFor();
    const page = (await anaPage.locator('main').innerText()).toLowerCase();
    expect(page).not.toContain('beto');
    expect(page).not.toContain('lópez');
    // Not through the API either.
    const list = await api(ana, 'GET', listPath.replace('/home/', '/list/get/').replace('/lista', ''));
    expect(JSON.stringify(list.json)).not.toContain(beto.user.id);
    await shoot(anaPage, 'reservado-visto-por-ana-light');
  });
});

describe('a guest starts a list on crear-lista and loses nothing by signing in', () => {
  it('keeps what was typed through the login page and saves it after', async () => {
    const lola = await createPerson(stage.server.baseURL, 'Lola', 'Pérez');
    const page = await phonePage(stage.browser, stage.contexts, { baseURL: stage.server.baseURL });
    await page.goto('/crear-lista');
    await page.getByLabel('Nombre de la lista').fill('Mi cumple 30');
    await page.getByLabel('Descripción (opcional)').fill('Cosas de cocina y libros');
    await page.getByRole('button', { name: 'Crear lista' }).click();

    // The card asking to sign in is seen whole, above the phone's bottom bar.
    const prompt = page.getByRole('region', { name: 'Inicia sesión para guardar tu lista' });
    await prompt.waitFor();
    await expect
      .poll(async () => {
        const box = await prompt.boundingBox();
        const bar = await page.getByRole('navigation').last().boundingBox();
        return box && bar ? box.y >= 0 && box.y + box.height <= bar.y : false;
      })
      .toBe(true);
    await shoot(page, 'invitado-crear-lista-light');

    await prompt.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === '/crear-lista',
    );
    await page.getByRole('textbox', { name: /correo/i }).fill(lola.email);
    await page.locator('input[type=password]').first().fill(lola.password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await page.waitForURL((url) => url.pathname === '/crear-lista');
    await page.getByText('Hemos recuperado lo que habías escrito.').waitFor();
    expect(await page.getByLabel('Nombre de la lista').inputValue()).toBe('Mi cumple 30');
    expect(await page.getByLabel('Descripción (opcional)').inputValue()).toBe('Cosas de cocina y libros');
    await page.getByRole('button', { name: 'Crear lista' }).click();
    await page.waitForURL(/\/home\/[0-9a-f-]{36}\/lista$/);
    await page.getByRole('heading', { level: 1, name: 'Mi cumple 30' }).waitFor();
  });
});
