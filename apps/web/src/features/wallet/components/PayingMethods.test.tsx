import type { Gift, GuestPayment, Payment, Reveal } from '@detalle/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gift } from '@/features/lists/testing/gift-fixtures';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { jsonResponse, render, screen, userEvent, within } from '@/test/test-utils';
import { awaiting, bizum, guestPayment, oxxo, sepa, spei } from '../testing/delayed-fixtures';
import { payment, testConfig, visa } from '../testing/fixtures';
import { ChipInModal } from './ChipInModal';
import { GuestChipInModal } from './GuestChipInModal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sofa: Gift = gift({
  id: '0b9f6a3e-5c1d-4e2f-8a7b-3c4d5e6f7a8b',
  name: 'Sofá cama',
  funding: { goal: 12_000, raised: 7500, onTheWay: 0, held: 0, currency: 'EUR', givers: 3, closed: false },
});
const cuna: Gift = gift({
  id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  name: 'Cuna',
  funding: { goal: 200_000, raised: 0, onTheWay: 0, held: 0, currency: 'MXN', givers: 0, closed: false },
});
const secret: Reveal = { revealed: false, revealsOn: '2027-05-01', openedAt: null };

function openGuest(item: Gift, handlers: Record<string, unknown>) {
  const api = mockApi({ 'GET /api/wallet/config': { data: testConfig }, ...handlers });
  render(
    <GuestChipInModal gift={item} ownerName="Ana" listDate="2027-05-01" reveal={secret} onClose={() => {}} />,
  );
  return api;
}

async function fillGuest(dialog: HTMLElement, amount: string) {
  const field = within(dialog).getByRole('textbox', { name: '¿Cuánto aportas?' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tu nombre' }), 'Gala');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Tu correo/ }), 'gala@ejemplo.com');
}

/** The simulate endpoint answering in turn with each of `answers`. */
function simulateAnswers(answers: GuestPayment[]) {
  let n = 0;
  return () => jsonResponse({ data: answers[Math.min(n++, answers.length - 1)] });
}

describe('¿Cómo quieres pagar?', () => {
  it('offers the list currency’s ways this server takes, with fee, arrival and limits; card first and default', async () => {
    openGuest(sofa, {
      'GET /api/wallet/config': {
        data: { ...testConfig, methods: ['card', 'bizum', 'sepa_transfer', 'oxxo'] },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Sofá cama»' });
    const group = await within(dialog).findByRole('radiogroup', { name: '¿Cómo quieres pagar?' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((o) => o.textContent?.split('Llega')[0])).toEqual([
      'Tarjeta',
      'Bizum',
      'Transferencia bancaria',
    ]);
    expect(within(group).getByRole('radio', { name: /^Tarjeta/ })).toBeChecked();
    const transfer = within(group).getByRole('radio', { name: /^Transferencia bancaria/ });
    expect(transfer).toHaveTextContent('Llega: De unos minutos a 1 día hábil, según tu banco');
    // 0,5 % of the 10,00 € it starts at (a share of the 45,00 € missing), rounded up.
    expect(transfer).toHaveTextContent('Comisión aprox.: 0,05 €, se descuenta de lo que recibe Ana');
    expect(transfer).toHaveTextContent('De 1,00 € a 10.000,00 €');
    expect(within(group).getByRole('radio', { name: /^Bizum/ })).toHaveTextContent('De 1,00 € a 1000,00 €');
    // Card's form as before.
    expect(within(dialog).getByRole('textbox', { name: 'Número de la tarjeta' })).toBeInTheDocument();
  }, 60_000);

  it('only card on this server: no choice, the card form as always', async () => {
    openGuest(sofa, { 'GET /api/wallet/config': { data: { ...testConfig, methods: ['card'] } } });
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Sofá cama»' });
    expect(await within(dialog).findByRole('textbox', { name: 'Número de la tarjeta' })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('radiogroup', { name: '¿Cómo quieres pagar?' }),
    ).not.toBeInTheDocument();
  }, 60_000);

  it('a transfer: told before paying, no card sent, the details to copy, then short and the rest', async () => {
    const started = awaiting(sepa);
    const api = openGuest(sofa, {
      'POST /api/payment/guest': { data: started },
      'POST /api/payment/guest/simulate/pay-1': simulateAnswers([
        { ...started, received: 4050 },
        { ...started, status: 'succeeded', received: 4500, paidAt: '2027-01-02T10:00:00.000Z' },
      ]),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Sofá cama»' });
    await fillGuest(dialog, '45');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Transferencia bancaria/ }));
    expect(within(dialog).queryByRole('textbox', { name: 'Número de la tarjeta' })).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Si el regalo se completa antes de que llegue tu dinero, se lo daremos igualmente a Ana como regalo en dinero.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Aportar 45,00\s€ con Transferencia bancaria$/ }),
    );

    expect(await within(dialog).findByText('Haz una transferencia de 45,00 €')).toBeInTheDocument();
    const body = api.callsTo('POST /api/payment/guest')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ method: 'sepa_transfer', amount: 4500, currency: 'EUR', name: 'Gala' });
    expect(body).not.toHaveProperty('card');
    expect(within(dialog).getByText('ES91 2100 0418 4502 0005 1332')).toBeInTheDocument();
    expect(within(dialog).getByText('CAIXESBBXXX')).toBeInTheDocument();
    expect(within(dialog).getByText('DT0B9F6A3E5C')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Escribe esta referencia en el concepto: así sabremos que es tuya.'),
    ).toBeInTheDocument();
    for (const what of ['IBAN', 'BIC', 'Titular', 'Importe', 'Referencia'])
      expect(within(dialog).getByRole('button', { name: `Copiar ${what}` })).toBeInTheDocument();
    expect(within(dialog).getByText(/Haz la transferencia antes del/)).toBeInTheDocument();

    const test = within(dialog).getByRole('region', {
      name: 'Modo de prueba: Simular transferencia recibida',
    });
    await userEvent.click(within(test).getByRole('button', { name: 'De menos' }));
    expect(
      await within(dialog).findByText(
        /^Han llegado 40,50 € de 45,00 €\. Envía lo que falta con la misma referencia antes del .+; si no, se dará lo que ha llegado\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Falta por enviar: 4,50 €')).toBeInTheDocument();
    expect(within(dialog).getByText('Haz una transferencia de 4,50 €')).toBeInTheDocument();
    expect(api.callsTo('POST /api/payment/guest/simulate/pay-1')[0]?.body).toEqual({
      outcome: 'short',
      token: 't'.repeat(43),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exacta' }));
    expect(await within(dialog).findByText('¡Ha llegado tu dinero!')).toBeInTheDocument();
    expect(within(dialog).getByText('45,00 € ya cuentan para el regalo de Ana.')).toBeInTheDocument();
  }, 90_000);

  it('"Pago yo la comisión": says what it adds and sends coverFee', async () => {
    const api = openGuest(sofa, { 'POST /api/payment/guest': { data: awaiting(sepa) } });
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Sofá cama»' });
    await fillGuest(dialog, '45');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Transferencia bancaria/ }));
    // 0,5 % on top, so that 45,00 € arrive whole: 45,23 € less its fee (0,23 €) is 45,00 €.
    const cover = within(dialog).getByRole('checkbox', { name: /^Pago yo la comisión \(0,23\s€ más\)$/ });
    expect(within(dialog).getByText(/^Así Ana recibe 45,00\s€ enteros\.$/)).toBeInTheDocument();
    await userEvent.click(cover);
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Aportar 45,00\s€ con Transferencia bancaria$/ }),
    );
    await within(dialog).findByText('Haz una transferencia de 45,00 €');
    expect(api.callsTo('POST /api/payment/guest')[0]?.body).toMatchObject({
      method: 'sepa_transfer',
      amount: 4500,
      coverFee: true,
    });
  }, 60_000);

  it('an amount a way cannot take is refused before paying (methodRefusal)', async () => {
    const api = openGuest(cuna, {});
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Cuna»' });
    await fillGuest(dialog, '5');
    const group = await within(dialog).findByRole('radiogroup', { name: '¿Cómo quieres pagar?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((o) => o.textContent?.split('Llega')[0]),
    ).toEqual(['Tarjeta', 'Transferencia SPEI', 'Efectivo en OXXO']);
    await userEvent.click(within(group).getByRole('radio', { name: /^Efectivo en OXXO/ }));
    expect(within(group).getAllByText('Con Efectivo en OXXO se puede pagar desde 10 MXN.')).not.toHaveLength(
      0,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /con Efectivo en OXXO$/ }));
    expect(api.callsTo('POST /api/payment/guest')).toHaveLength(0);
  }, 60_000);

  it('OXXO: a real barcode of the reference, print, share (or copy), and the shop payment in test mode', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    // jsdom decodes no pictures; the browser waits for the barcode's before printing.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => Promise.resolve(),
    });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const started = awaiting(oxxo);
    openGuest(cuna, {
      'POST /api/payment/guest': { data: started },
      'POST /api/payment/guest/simulate/pay-1': {
        data: { ...started, status: 'succeeded', received: 50_000 },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Cuna»' });
    await fillGuest(dialog, '500');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Efectivo en OXXO/ }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Aportar .*500,00.* con Efectivo en OXXO$/ }),
    );
    expect(await within(dialog).findByText(/^Paga .*500,00.* en efectivo en OXXO$/)).toBeInTheDocument();
    const barcode = await within(dialog).findByRole('img', {
      name: 'Código de barras de la referencia 12345678901234',
    });
    // JsBarcode drew the bars.
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(within(dialog).getByText('1234 5678 9012 34')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    await vi.waitFor(() => expect(print).toHaveBeenCalled());
    // On paper only the voucher: its barcode as a picture, the amount, the reference and until when.
    const sheet = document.querySelector('[data-print-sheet]');
    expect(sheet?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(sheet).toHaveTextContent(/Referencia: 1234 5678 9012 34 · Paga antes del/);
    window.dispatchEvent(new Event('afterprint'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compartir' }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Paga .*500,00.* en efectivo en OXXO con la referencia 1234 5678 9012 34 antes del /,
      ),
    );
    expect(await within(dialog).findByText('Copiado: pégalo donde quieras.')).toBeInTheDocument();
    const test = within(dialog).getByRole('region', { name: 'Modo de prueba: Simular pago en tienda' });
    await userEvent.click(within(test).getByRole('button', { name: 'Pagar en tienda' }));
    expect(await within(dialog).findByText('¡Ha llegado tu dinero!')).toBeInTheDocument();
  }, 90_000);

  it('Bizum in test mode: a simulated phone to accept or reject in', async () => {
    const started = awaiting(bizum);
    const api = openGuest(sofa, {
      'POST /api/payment/guest': { data: started },
      'POST /api/payment/guest/simulate/pay-1': {
        data: { ...started, status: 'failed', failure: null },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Sofá cama»' });
    await fillGuest(dialog, '45');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Bizum/ }));
    // Bizum needs the mobile the giver approves with: asked once Bizum is chosen, and checked.
    const mobile = within(dialog).getByRole('textbox', { name: 'Tu móvil de Bizum' });
    await userEvent.type(mobile, '912 34 56 78');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Aportar 45,00\s€ con Bizum$/ }));
    expect(await within(dialog).findByText(/Escribe un móvil español de 9 cifras/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/payment/guest')).toHaveLength(0);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '612 34 56 78');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Aportar 45,00\s€ con Bizum$/ }));
    const phone = await within(dialog).findByRole('region', {
      name: 'Modo de prueba: Simulación de la app de tu banco',
    });
    expect(within(phone).getByText('Abre la app de tu banco y acepta el pago')).toBeInTheDocument();
    await userEvent.click(within(phone).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('El pago no se ha hecho')).toBeInTheDocument();
    expect(api.callsTo('POST /api/payment/guest/simulate/pay-1')[0]?.body).toMatchObject({
      outcome: 'rejected',
    });
    expect(api.callsTo('POST /api/payment/guest')[0]?.body).toMatchObject({
      method: 'bizum',
      bizumPhone: '+34612345678',
    });
    // Back to the form, to choose another way.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elegir otra forma de pago' }));
    expect(
      await within(dialog).findByRole('radiogroup', { name: '¿Cómo quieres pagar?' }),
    ).toBeInTheDocument();
  }, 90_000);

  it('a signed-in giver: a transfer with no card sent, then the long arrival', async () => {
    saveSession({ token: ana.token, user: ana });
    const started: Payment = payment({
      status: 'awaiting_funds',
      amount: 4500,
      paidWith: 'sepa_transfer',
      method: null,
      instructions: sepa,
      expiresAt: '2027-01-08T10:00:00.000Z',
      paidAt: null,
      recipient: { id: 'u-irene', name: 'Irene', lastname: 'Sanz', image: null },
    });
    const api = mockApi({
      'GET /api/wallet/config': { data: testConfig },
      'GET /api/card/getAll': { data: [visa] },
      'POST /api/payment/save': { data: started },
      'POST /api/payment/simulate/pay-1': {
        data: { ...started, status: 'succeeded', amount: 4950, requestedAmount: 4500, received: 4950 },
      },
    });
    render(
      <ChipInModal
        gift={sofa}
        owner={{ id: 'u-irene', name: 'Irene', lastname: 'Sanz', image: null }}
        listDate="2027-05-01"
        reveal={secret}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Sofá cama»' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Transferencia bancaria/ }));
    const amount = within(dialog).getByRole('textbox', { name: '¿Cuánto aportas?' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '45');
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^Aportar 45,00\s€ con Transferencia bancaria$/ }),
    );
    expect(await within(dialog).findByText('Haz una transferencia de 45,00 €')).toBeInTheDocument();
    const body = api.callsTo('POST /api/payment/save')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ method: 'sepa_transfer', amount: 4500, to: 'u-irene' });
    expect(body).not.toHaveProperty('methodId');
    await userEvent.click(within(dialog).getByRole('button', { name: 'De más' }));
    expect(
      await within(dialog).findByText(
        /^Han llegado 49,50\s€ \(4,50\s€ más de lo indicado\) y se han dado enteros a \p{L}+\./u,
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/payment/simulate/pay-1')[0]?.body).toEqual({ outcome: 'long' });
  }, 90_000);
});

describe('without test mode', () => {
  it('Bizum links to the provider, and no simulate button shows', async () => {
    const started = awaiting(bizum, { testMode: false });
    openGuest(sofa, {
      'GET /api/wallet/config': {
        data: { ...testConfig, provider: 'stripe', testMode: false, stripePublishableKey: 'pk_test_x' },
      },
      'POST /api/payment/guest': { data: started },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Sofá cama»' });
    await fillGuest(dialog, '45');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Bizum/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tu móvil de Bizum' }), '612345678');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Aportar 45,00\s€ con Bizum$/ }));
    expect(await within(dialog).findByRole('link', { name: 'Ir a Bizum' })).toHaveAttribute(
      'href',
      bizum.type === 'redirect' ? bizum.url : '',
    );
    expect(within(dialog).queryByText('Modo de prueba')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
  }, 60_000);

  it('a SPEI transfer shows the CLABE grouped and no simulate buttons', async () => {
    const started = awaiting(spei, { testMode: false });
    openGuest(cuna, {
      'GET /api/wallet/config': {
        data: { ...testConfig, provider: 'stripe', testMode: false, stripePublishableKey: 'pk_test_x' },
      },
      'POST /api/payment/guest': { data: started },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Cuna»' });
    await fillGuest(dialog, '500');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Transferencia SPEI/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /con Transferencia SPEI$/ }));
    expect(await within(dialog).findByText('032 180 00011835971 9')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copiar CLABE' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Copiar BIC' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Exacta' })).not.toBeInTheDocument();
  }, 60_000);
});

describe('how it ended', () => {
  it.each([
    [{ status: 'expired' as const }, 'Las instrucciones han caducado'],
    [
      { status: 'succeeded' as const, amount: 4050, requestedAmount: 4500, received: 4050 },
      'Han llegado 40,50 € de 45,00 € y se han dado a Ana.',
    ],
  ])(
    '%o',
    async (over, text) => {
      const started = awaiting(sepa);
      openGuest(sofa, {
        'POST /api/payment/guest': { data: started },
        'POST /api/payment/guest/simulate/pay-1': { data: guestPayment({ ...started, ...over }) },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Aportar para «Sofá cama»' });
      await fillGuest(dialog, '45');
      await userEvent.click(await within(dialog).findByRole('radio', { name: /^Transferencia bancaria/ }));
      await userEvent.click(within(dialog).getByRole('button', { name: /con Transferencia bancaria$/ }));
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Exacta' }));
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    },
    60_000,
  );
});
