import { type GivingMethod, offeredMethods } from '@detalle/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { jsonResponse, render, screen, userEvent, within } from '@/test/test-utils';
import { bizum, guestPayment, oxxo } from '../testing/delayed-fixtures';
import {
  awaitingDonation,
  DONATION_TOKEN,
  donation,
  donationTransfer,
  ONG,
} from '../testing/donation-fixtures';
import { payment, testConfig, visa } from '../testing/fixtures';
import { DonateModal } from './DonateModal';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** `payment/methods` for the ONG: the ways this server takes for it (the contract's own table). */
const ways = (methods: GivingMethod[]) => () =>
  jsonResponse({
    data: {
      methods: [...offeredMethods('EUR'), ...offeredMethods('MXN')].filter((m) => methods.includes(m.method)),
    },
  });

async function fillGuest(dialog: HTMLElement) {
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /Nombre y apellidos/ }),
    'Gala Pérez Ruiz',
  );
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Tu correo/ }), 'gala@ejemplo.com');
}

describe('Donar by a way whose money arrives later', () => {
  it('a guest by transfer: no card sent, the IBAN and reference, then the arrival and the certificate', async () => {
    const started = awaitingDonation('sepa_transfer', donationTransfer);
    const api = mockApi({
      'GET /api/wallet/config': { data: testConfig },
      'GET /api/payment/methods': ways(['card', 'bizum', 'sepa_transfer']),
      'POST /api/donation/guest': { data: started },
      'POST /api/payment/guest/simulate/d-1': { data: guestPayment({ id: 'd-1' }) },
      'GET /api/donation/get/d-1': { data: donation({ token: undefined }) },
    });
    render(<DonateModal ong={ONG} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Donar a Fundación Abrazo' });
    await fillGuest(dialog);
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Transferencia bancaria/ }));
    // No card to type for a transfer; the pay button says the way.
    expect(within(dialog).queryByRole('textbox', { name: 'Número de la tarjeta' })).not.toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Donar 25,00\s€ con Transferencia bancaria$/ }),
    );
    expect(await within(dialog).findByText('Haz una transferencia de 25,00 €')).toBeInTheDocument();
    expect(within(dialog).getByText('ES91 2100 0418 4502 0005 1332')).toBeInTheDocument();
    expect(within(dialog).getByText('DT0B9F6A3E5C')).toBeInTheDocument();
    expect(within(dialog).getByText(/Haz la transferencia antes del/)).toBeInTheDocument();
    const body = api.callsTo('POST /api/donation/guest')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      ongId: ONG.id,
      amount: 2500,
      method: 'sepa_transfer',
      email: 'gala@ejemplo.com',
    });
    expect(body).not.toHaveProperty('card');

    const test = within(dialog).getByRole('region', {
      name: 'Modo de prueba: Simular transferencia recibida',
    });
    await userEvent.click(within(test).getByRole('button', { name: 'Exacta' }));
    expect(await within(dialog).findByText(/Has donado 25,00\s€ a Fundación Abrazo/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Certificado n\.º 2026-000001/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Descargar el certificado' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/payment/guest/simulate/d-1')[0]?.body).toEqual({
      outcome: 'exact',
      token: DONATION_TOKEN,
    });
  }, 90_000);

  it('Bizum asks for the donor’s mobile, sends it, and a refusal lets them choose another way', async () => {
    const started = awaitingDonation('bizum', bizum);
    const api = mockApi({
      'GET /api/wallet/config': { data: testConfig },
      'GET /api/payment/methods': ways(['card', 'bizum', 'sepa_transfer']),
      'POST /api/donation/guest': { data: started },
      'POST /api/payment/guest/simulate/d-1': { data: guestPayment({ id: 'd-1' }) },
      'GET /api/donation/get/d-1': { data: { ...started, status: 'failed', instructions: null } },
    });
    render(<DonateModal ong={ONG} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Donar a Fundación Abrazo' });
    await fillGuest(dialog);
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Bizum/ }));
    const mobile = within(dialog).getByRole('textbox', { name: 'Tu móvil de Bizum' });
    await userEvent.type(mobile, '912 34 56 78');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Donar 25,00\s€ con Bizum$/ }));
    expect(await within(dialog).findByText(/Escribe un móvil español de 9 cifras/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/donation/guest')).toHaveLength(0);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '612 34 56 78');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Donar 25,00\s€ con Bizum$/ }));
    const phone = await within(dialog).findByRole('region', {
      name: 'Modo de prueba: Simulación de la app de tu banco',
    });
    expect(api.callsTo('POST /api/donation/guest')[0]?.body).toMatchObject({
      method: 'bizum',
      bizumPhone: '+34612345678',
    });
    await userEvent.click(within(phone).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('El pago no se ha hecho')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elegir otra forma de pago' }));
    expect(
      await within(dialog).findByRole('radiogroup', { name: '¿Cómo quieres pagar?' }),
    ).toBeInTheDocument();
  }, 90_000);

  it('a signed-in donor by OXXO: no saved card chosen or sent, the voucher, then paid at the shop', async () => {
    saveSession({ token: ana.token, user: ana });
    const started = awaitingDonation('oxxo', oxxo, { amount: 50_000, currency: 'MXN', token: undefined });
    const api = mockApi({
      'GET /api/wallet/config': { data: testConfig },
      'GET /api/card/getAll': { data: [visa] },
      'GET /api/payment/methods': ways(['card', 'spei', 'oxxo']),
      'POST /api/donation/save': { data: started },
      'POST /api/payment/simulate/d-1': { data: payment({ id: 'd-1' }) },
      'GET /api/donation/get/d-1': {
        data: donation({ amount: 50_000, currency: 'MXN', paidWith: 'oxxo', token: undefined }),
      },
    });
    render(<DonateModal ong={ONG} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Donar a Fundación Abrazo' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre y apellidos/ }), 'Ana García');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Moneda' }), 'MXN');
    const amount = within(dialog).getByRole('textbox', { name: '¿Cuánto quieres donar?' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Efectivo en OXXO/ }));
    expect(within(dialog).queryByText(/Visa/)).not.toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Donar .*500,00.* con Efectivo en OXXO$/ }),
    );
    expect(await within(dialog).findByText(/^Paga .*500,00.* en efectivo en OXXO$/)).toBeInTheDocument();
    expect(within(dialog).getByText('1234 5678 9012 34')).toBeInTheDocument();
    const body = api.callsTo('POST /api/donation/save')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ method: 'oxxo', currency: 'MXN', amount: 50_000 });
    expect(body).not.toHaveProperty('methodId');

    const test = within(dialog).getByRole('region', { name: 'Modo de prueba: Simular pago en tienda' });
    await userEvent.click(within(test).getByRole('button', { name: 'Pagar en tienda' }));
    expect(await within(dialog).findByText(/Has donado .*500,00.* a Fundación Abrazo/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/payment/simulate/d-1')[0]?.body).toEqual({ outcome: 'paid' });
  }, 90_000);

  it('leaves out the ways the ONG cannot take: card only when it offers nothing else', async () => {
    mockApi({
      'GET /api/wallet/config': { data: testConfig },
      'GET /api/payment/methods': ways(['card']),
    });
    render(<DonateModal ong={ONG} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Donar a Fundación Abrazo' });
    expect(await within(dialog).findByRole('textbox', { name: 'Número de la tarjeta' })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('radiogroup', { name: '¿Cómo quieres pagar?' }),
    ).not.toBeInTheDocument();
  }, 60_000);
});
