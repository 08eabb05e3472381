import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { logMark, waitForMailLink } from './mail-log.js';
import { fitsThePhone } from './people.js';
import { phoneSpec } from './phone-spec.js';

// Giving to ONGs, at 390 px with the embedded test-mode provider: a signed-out phone opens the demo ONG's
// page (verified, with its need-list), donates 25 € as a guest with the test card and a NIF for the
// certificate, then opens the certificate from the e-mailed link and downloads the PDF. Light and dark
// screenshots land in /tmp/ong-shots.

const serverLog = inject('serverLog');
const { baseURL, shots, newPage, shoot } = phoneSpec('ong');

let ongId: string;

beforeAll(async () => {
  const res = await fetch(`${baseURL}/api/ong/list?q=Abrazo`);
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { list: { id: string; name: string }[] } };
  const demo = data.list.find((o) => o.name === 'Fundación Abrazo');
  expect(demo, 'the demo data has a verified ONG').toBeDefined();
  ongId = demo?.id ?? '';
});

async function donateAsGuest(page: Page, dark: boolean) {
  const mode = dark ? 'dark' : 'light';
  await page.goto(`/ong/${ongId}`);
  await page.getByRole('heading', { level: 1, name: 'Fundación Abrazo' }).waitFor({ timeout: 120_000 });
  await page.getByText('ONG verificada').waitFor();
  await page.getByRole('link', { name: 'Lo que necesitamos este invierno' }).waitFor();
  await fitsThePhone(page);
  await shoot(page, `ong-page-${mode}`);

  await page.getByRole('button', { name: 'Donar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Donar a Fundación Abrazo' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: '¿Cuánto quieres donar?' }).fill('25');
  await dialog.getByRole('textbox', { name: /Nombre y apellidos/ }).fill('Gala Pérez Ruiz');
  await dialog.getByRole('textbox', { name: /NIF o NIE/ }).fill('12345678Z');
  await dialog.getByRole('combobox', { name: /Provincia/ }).selectOption({ label: 'Madrid' });
  await dialog.getByRole('textbox', { name: /Tu correo/ }).fill(`gala.${Date.now()}@ejemplo.com`);
  await dialog.getByRole('textbox', { name: 'Número de la tarjeta' }).fill('4242 4242 4242 4242');
  await dialog.getByRole('textbox', { name: 'Caducidad' }).fill('12/30');
  await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
  await fitsThePhone(page);
  await page.screenshot({ path: `${shots}/donate-form-${mode}.png`, fullPage: true });
  const mark = logMark(serverLog);
  await dialog.getByRole('button', { name: /^Donar 25,00/ }).click();
  await dialog.getByText(/¡Gracias! Has donado 25,00\s€ a Fundación Abrazo/).waitFor();
  const year = new Date().getFullYear();
  await dialog.getByText(new RegExp(`Certificado n\\.º ${year}-\\d{6}`)).waitFor();
  await page.screenshot({ path: `${shots}/donate-thanks-${mode}.png` });
  return waitForMailLink(serverLog, { since: mark, kind: 'donation_receipt', path: /^\/donacion\// });
}

async function openCertificate(page: Page, link: string, dark: boolean) {
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole('heading', { level: 1, name: 'Tu donación' }).waitFor({ timeout: 60_000 });
  await page.getByText('Gala Pérez Ruiz · 12345678Z').waitFor();
  await fitsThePhone(page);
  await shoot(page, `donation-page-${dark ? 'dark' : 'light'}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar el certificado' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^certificado-donacion-\d{4}-\d{6}\.pdf$/);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
}

describe('a guest gives to a verified ONG from its page', () => {
  it('donates with the test card, signed out, and downloads the certificate from the e-mailed link', async () => {
    const page = await newPage({ acceptDownloads: true });
    const link = await donateAsGuest(page, false);
    const other = await newPage({ acceptDownloads: true });
    await openCertificate(other, link, false);
  });

  it('in dark mode too', async () => {
    const page = await newPage({ dark: true, acceptDownloads: true });
    const link = await donateAsGuest(page, true);
    await openCertificate(page, link, true);
  });

  it('an unknown ONG is a Spanish "not found" page', async () => {
    const page = await newPage();
    await page.goto('/ong/00000000-0000-4000-8000-000000000000');
    await page
      .getByRole('heading', { level: 1, name: 'No encontramos esa ONG' })
      .waitFor({ timeout: 60_000 });
    await shoot(page, 'ong-not-found-light');
  });
});
