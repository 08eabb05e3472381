import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImportShop } from '../../api/test/fixtures/import-shop';
import { createPerson, fitsThePhone, type Person } from './people.js';
import { phoneSpec } from './phone-spec';
import { type ServerProcess, startServerProcess } from './server-process';

// "Importar regalos" from the browser, at 390 px: Ana pastes several shop links (with words around them and one
// twice) into her list, follows the progress and sees the outcome grouped. The scanner reads the stand-in shop on
// 127.0.0.1, so this spec runs its own server with the test-only loopback allowance (scan-server.ts).
// Screenshots land in /tmp/import-shots.

const spec = phoneSpec('import');
let server: ServerProcess;
let shop: Awaited<ReturnType<typeof startImportShop>>;

beforeAll(async () => {
  shop = await startImportShop();
  server = await startServerProcess(['--import', 'tsx', 'apps/web/e2e/scan-server.ts']);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await shop?.close();
});

describe('importing gifts by pasting links, at phone width', () => {
  let ana: Person;
  let page: Page;
  let listId = '';

  beforeAll(async () => {
    ana = await createPerson(server.baseURL, 'Ana', 'Importa');
    const res = await fetch(`${server.baseURL}/api/list/save`, {
      method: 'POST',
      headers: { 'Type-token': ana.user.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ideas para Reyes', visibility: 'private' }),
    });
    listId = ((await res.json()) as { data: { id: string } }).data.id;
    page = await spec.newPage({ baseURL: server.baseURL, as: ana });
  });

  it('Ana opens "Importar regalos" from her list, pastes links and sees them added, to review and repeated', async () => {
    await page.goto(`/home/${listId}/lista`);
    await page.getByRole('link', { name: 'Importar regalos' }).click();
    await page.waitForURL(`**/importar-regalos/${listId}`);
    await page.getByRole('heading', { level: 1, name: 'Importar regalos' }).waitFor();
    await page
      .getByRole('textbox', { name: /Enlaces de productos/ })
      .fill(
        `Para Reyes: ${shop.base}/p/1 y también ${shop.base}/p/2\n${shop.base}/sin-precio/3\n${shop.base}/p/1?utm_source=whatsapp`,
      );
    await fitsThePhone(page);
    await spec.shoot(page, 'importar-pegar');
    await page.getByRole('button', { name: 'Importar' }).click();

    const added = page.getByRole('region', { name: 'Añadidos (2)' });
    await added.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => added.getByRole('link').allTextContents())
      .toEqual(['Producto número 1', 'Producto número 2']);
    const review = page.getByRole('region', { name: 'Para revisar (1)' });
    await review.getByText('La tienda no muestra el precio: añádelo tú.').waitFor();
    await page
      .getByRole('region', { name: 'Repetidos (omitidos) (1)' })
      .getByText('Estaba repetido')
      .waitFor();
    await fitsThePhone(page);
    await spec.shoot(page, 'importar-resultado');

    // "Revisar": she types the price the shop did not show.
    await review.getByRole('button', { name: 'Revisar Sin precio 3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revisar el regalo' });
    await dialog.getByRole('textbox', { name: /Precio/ }).fill('24,90');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Ver la lista' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ideas para Reyes' }).waitFor();
    for (const name of ['Producto número 1', 'Producto número 2', 'Sin precio 3'])
      await page.getByRole('article').filter({ hasText: name }).first().waitFor();
    expect(await page.getByRole('article').filter({ hasText: 'Producto número 1' }).count()).toBe(1);
  });
});
