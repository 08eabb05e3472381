import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createPerson, fitsThePhone, type Person, phonePage } from './people.js';
import { scanStage } from './scan-stage';

// "Añadir a una lista" from anywhere, at 390 px: a link shared from another app (the share target's
// `/compartir?title=&text=`), a shop that blocks our reader reached through the bookmarklet's payload, and
// "Pegar enlace" in the add modal. The scanner reads fixture shops on 127.0.0.1, so this spec runs the app
// built from source with the test-only loopback allowance. Screenshots (light and dark) land in /tmp/share-shots.

const stage = scanStage('/tmp/share-shots');
const shoot = stage.shoot;

/** What the bookmarklet would put in the fragment, read on the blocked shop's page. */
const bookmarkletFragment = () =>
  Buffer.from(
    JSON.stringify({
      title: 'Zapatillas | Zapatería Veloz',
      jsonLd: [
        JSON.stringify({
          '@type': 'Product',
          name: 'Zapatillas de running ligeras',
          image: `${stage.shops.base}/img/zapatillas.png`,
          offers: { price: '89.95', priceCurrency: 'EUR' },
        }),
      ],
      meta: [['og:site_name', 'Zapatería Veloz']],
    }),
  ).toString('base64url');

describe('adding to Detalle from anywhere, at phone width', () => {
  let ana: Person;
  const birthday = `Cumpleaños de Ana ${Date.now() % 1000}`;
  const christmas = `Navidad ${Date.now() % 1000}`;
  let christmasId = '';

  beforeAll(async () => {
    ana = await createPerson(stage.server.baseURL, 'Ana', 'García');
    await apiAs(stage.server.baseURL, ana, 'POST', '/list/save', { name: birthday });
    christmasId = (
      await apiAs<{ id: string }>(stage.server.baseURL, ana, 'POST', '/list/save', { name: christmas })
    ).id;
  });

  it('a link shared from another app: choose the list, add, and the gift is on that list (light)', async () => {
    const page = await phonePage(stage.browser, stage.contexts, { baseURL: stage.server.baseURL, as: ana });
    const shared = new URLSearchParams({
      title: 'Audífonos',
      text: `Mira esto ${stage.shops.base}/mercadolibre/MLM-123`,
    });
    await page.goto(`/compartir?${shared}`);
    await page.getByRole('heading', { level: 1, name: 'Añadir a una lista' }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Nombre/ }).inputValue(), { timeout: 20_000 })
      .toBe('Audífonos inalámbricos con cancelación de ruido');
    await page.getByRole('radio', { name: new RegExp(christmas) }).check({ force: true });
    await fitsThePhone(page);
    await shoot(page, 'compartir-light');

    await page.getByRole('button', { name: 'Añadir a la lista' }).click();
    await page.getByText(`ya está en «${christmas}»`).waitFor();
    await shoot(page, 'compartir-anadido-light');
    await page.getByRole('link', { name: 'Ver la lista' }).click();
    await page.waitForURL(new RegExp(`/home/${christmasId}/lista$`));
    await page.getByRole('heading', { level: 1, name: christmas }).waitFor();
    await page.getByRole('article').filter({ hasText: 'Audífonos inalámbricos' }).waitFor();
  });

  it('a shop that blocks our reader, through the bookmarklet: the page it read fills in (dark)', async () => {
    const page = await phonePage(stage.browser, stage.contexts, {
      baseURL: stage.server.baseURL,
      as: ana,
      dark: true,
    });
    const url = `${stage.shops.base}/bloqueada/zapatillas`;
    await page.goto(`/compartir?${new URLSearchParams({ url })}#pagina=${bookmarkletFragment()}`);
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Nombre/ }).inputValue(), { timeout: 20_000 })
      .toBe('Zapatillas de running ligeras');
    // The list used last time is chosen again.
    expect(await page.getByRole('radio', { name: new RegExp(christmas) }).isChecked()).toBe(true);
    await fitsThePhone(page);
    await shoot(page, 'compartir-marcador-dark');
    await page.getByRole('button', { name: 'Añadir a la lista' }).click();
    await page.getByText(`ya está en «${christmas}»`).waitFor();
    await shoot(page, 'compartir-anadido-dark');
  });

  it('a new list made on the sheet is chosen at once (light)', async () => {
    const page = await phonePage(stage.browser, stage.contexts, { baseURL: stage.server.baseURL, as: ana });
    await page.goto(
      `/compartir?${new URLSearchParams({ url: `${stage.shops.base}/liverpool/pdp/licuadora` })}`,
    );
    await page.getByRole('button', { name: 'Crear una lista nueva' }).click();
    await page.getByRole('textbox', { name: 'Nombre de la lista nueva' }).fill('Boda de Marta');
    await shoot(page, 'compartir-lista-nueva-light');
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect
      .poll(() => page.getByRole('radio', { name: /Boda de Marta/ }).isChecked(), { timeout: 10_000 })
      .toBe(true);
    await fitsThePhone(page);
  });

  it('signed out: login first, then back to the sheet with the link', async () => {
    const page = await phonePage(stage.browser, stage.contexts, { baseURL: stage.server.baseURL });
    await page.goto(
      `/compartir?${new URLSearchParams({ text: `Mira ${stage.shops.base}/liverpool/pdp/licuadora` })}`,
    );
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await shoot(page, 'compartir-login-light');
    await page.getByLabel(/^Correo electrónico/).fill(ana.email);
    await page.getByLabel(/^Contraseña/).fill(ana.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Añadir a una lista' }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Nombre/ }).inputValue(), { timeout: 20_000 })
      .toBe('Licuadora de vaso de vidrio 10 velocidades');
  });

  it('signed out with the bookmarklet: its reading waits in the tab through login, never sent', async () => {
    const page = await phonePage(stage.browser, stage.contexts, { baseURL: stage.server.baseURL });
    const fragment = bookmarkletFragment();
    const carried: string[] = [];
    page.on('request', (request) => {
      const sent = `${request.url()} ${request.headers().referer ?? ''}`;
      if (sent.includes(fragment.slice(0, 40))) carried.push(request.url());
    });
    const url = `${stage.shops.base}/bloqueada/zapatillas`;
    await page.goto(`/compartir?${new URLSearchParams({ url })}#pagina=${fragment}`);
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    expect(page.url()).not.toContain('pagina');
    await page.getByLabel(/^Correo electrónico/).fill(ana.email);
    await page.getByLabel(/^Contraseña/).fill(ana.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Nombre/ }).inputValue(), { timeout: 20_000 })
      .toBe('Zapatillas de running ligeras');
    // Only the scan request carries the reading, in its body; no address or Referer ever did.
    expect(carried).toEqual([]);
  });

  it('"Pegar enlace" in the add modal reads the copied link (dark)', async () => {
    const page = await phonePage(stage.browser, stage.contexts, {
      baseURL: stage.server.baseURL,
      as: ana,
      dark: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.goto(`/home/${christmasId}/lista`);
    await page.getByRole('heading', { level: 1, name: christmas }).waitFor();
    await page.evaluate(
      (link) => navigator.clipboard.writeText(`Mira esta cafetera ${link}`),
      `${stage.shops.base}/elcorteingles/cafetera`,
    );
    await page.getByRole('button', { name: 'Añadir regalo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Añadir un regalo' });
    await dialog.getByRole('tab', { name: 'Desde un enlace' }).click();
    await shoot(page, 'pegar-enlace-dark');
    await dialog.getByRole('button', { name: 'Pegar enlace' }).click();
    await expect
      .poll(
        () =>
          dialog
            .getByRole('textbox', { name: /^Nombre/ })
            .first()
            .inputValue(),
        { timeout: 20_000 },
      )
      .toBe('Cafetera espresso 15 bar');
  });

  it('the bookmarklet, clicked on a shop that only lets people in, brings its product to Detalle', async () => {
    const page = await phonePage(stage.browser, stage.contexts, { baseURL: stage.server.baseURL, as: ana });
    await page.goto('/anadir-a-detalle');
    await page.getByRole('heading', { level: 1, name: 'Añadir a Detalle desde cualquier tienda' }).waitFor();
    const href = (await page.getByRole('link', { name: 'Añadir a Detalle' }).getAttribute('href')) ?? '';
    expect(href).toMatch(/^javascript:/);
    await fitsThePhone(page);
    await shoot(page, 'marcador-light');

    // On the shop's page, the bookmark runs as the browser runs it: the built app's own link.
    const shop = `${stage.shops.base}/solo-personas/bolso`;
    await page.goto(shop);
    const opened = page.context().waitForEvent('page');
    await page.evaluate((code) => new Function(code)(), decodeURIComponent(href.slice('javascript:'.length)));
    const detalle = await opened;
    await detalle.getByRole('heading', { level: 1, name: 'Añadir a una lista' }).waitFor();
    expect(new URL(detalle.url()).searchParams.get('url')).toBe(shop);
    await expect
      .poll(() => detalle.getByRole('textbox', { name: /^Nombre/ }).inputValue(), { timeout: 20_000 })
      .toBe('Bolso de piel hecho a mano');
    await detalle.getByText('En Marroquinería Sur').waitFor();
  });
});
