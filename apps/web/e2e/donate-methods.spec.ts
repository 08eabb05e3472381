import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitsThePhone } from './people.js';
import { phoneSpec } from './phone-spec.js';

// Donating to the demo ONG by the ways whose money arrives later, at 390 px with the embedded test-mode
// provider, signed out: by bank transfer (its IBAN and reference in the dialog, then the donation's page opened
// on another phone from the guest's link, where the simulated transfer arrives and the certificate appears),
// and by Bizum in dark mode (the mobile asked, the simulated bank app accepts, the thanks with the certificate).
// Screenshots land in /tmp/donate-methods-shots.

const { baseURL, shots, newPage, shoot } = phoneSpec('donate-methods');

let ongId: string;

beforeAll(async () => {
  const res = await fetch(`${baseURL}/api/ong/list?q=Abrazo`);
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { list: { id: string; name: string }[] } };
  ongId = data.list.find((o) => o.name === 'Fundación Abrazo')?.id ?? '';
  expect(ongId, 'the demo data has a verified ONG').not.toBe('');
});

type Started = { id: string; token: string; status: string };

/** The donation form on the ONG's page, filled up to "¿Cómo quieres pagar?". */
async function openDonate(page: Page) {
  await page.goto(`/ong/${ongId}`);
  await page.getByRole('button', { name: 'Donar', exact: true }).click({ timeout: 120_000 });
  const dialog = page.getByRole('dialog', { name: 'Donar a Fundación Abrazo' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: '¿Cuánto quieres donar?' }).fill('25');
  await dialog.getByRole('textbox', { name: /Nombre y apellidos/ }).fill('Gala Pérez Ruiz');
  await dialog.getByRole('textbox', { name: /Tu correo/ }).fill(`gala.${Date.now()}@ejemplo.com`);
  await dialog.getByRole('radiogroup', { name: '¿Cómo quieres pagar?' }).waitFor();
  return dialog;
}

/** Pays the chosen way and returns the started donation (its id and the guest's token, from the answer). */
async function donate(page: Page, dialog: Locator, button: RegExp): Promise<Started> {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/donation/guest') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: button }).click();
  const res = await answer;
  expect(res.status(), `${res.request().postData()} → ${await res.text()}`).toBe(200);
  const { data } = (await res.json()) as { data: Started };
  expect(data.status).toBe('awaiting_funds');
  return data;
}

describe('a guest donates by a way whose money arrives later', () => {
  it('by transfer: the IBAN and reference, then on another phone the arrival and the certificate', async () => {
    const page = await newPage();
    const dialog = await openDonate(page);
    await dialog.getByRole('radio', { name: /^Transferencia bancaria/ }).check({ force: true });
    expect(await dialog.getByRole('textbox', { name: 'Número de la tarjeta' }).count()).toBe(0);
    await fitsThePhone(page);
    await page.screenshot({ path: `${shots}/donate-transfer-form-light.png` });
    const started = await donate(page, dialog, /^Donar 25,00\s€ con Transferencia bancaria$/);
    await dialog.getByText(/^Haz una transferencia de 25,00\s€$/).waitFor();
    await dialog.getByText(/^ES\d\d( \d{4}){5}$/).waitFor();
    await fitsThePhone(page);
    await page.screenshot({ path: `${shots}/donate-transfer-instructions-light.png` });

    const other = await newPage();
    await other.goto(`/donacion/${started.id}?token=${started.token}`);
    await other.getByText(/^Haz una transferencia de 25,00\s€$/).waitFor({ timeout: 60_000 });
    await fitsThePhone(other);
    await shoot(other, 'donation-page-awaiting-light');
    const test = other.getByRole('region', { name: 'Modo de prueba: Simular transferencia recibida' });
    await test.getByRole('button', { name: 'Exacta' }).click();
    await other.getByRole('button', { name: 'Descargar el certificado' }).waitFor();
    await other.getByText(new RegExp(`^${new Date().getFullYear()}-\\d{6}$`)).waitFor();
    await shoot(other, 'donation-page-arrived-light');
  });

  it('by Bizum, in dark mode: the mobile asked, accepted in the simulated bank app, then the thanks', async () => {
    const page = await newPage({ dark: true });
    const dialog = await openDonate(page);
    await dialog.getByRole('radio', { name: /^Bizum/ }).check({ force: true });
    await dialog.getByRole('textbox', { name: 'Tu móvil de Bizum' }).fill('612 34 56 78');
    await donate(page, dialog, /^Donar 25,00\s€ con Bizum$/);
    const phone = dialog.getByRole('region', { name: 'Modo de prueba: Simulación de la app de tu banco' });
    await phone.getByText('Abre la app de tu banco y acepta el pago').waitFor();
    await fitsThePhone(page);
    await page.screenshot({ path: `${shots}/donate-bizum-dark.png` });
    await phone.getByRole('button', { name: 'Aceptar' }).click();
    await dialog.getByText(/¡Gracias! Has donado 25,00\s€ a Fundación Abrazo/).waitFor();
    await dialog.getByText(new RegExp(`Certificado n\\.º ${new Date().getFullYear()}-\\d{6}`)).waitFor();
    await page.screenshot({ path: `${shots}/donate-bizum-thanks-dark.png` });
  });
});
