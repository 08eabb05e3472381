import { IDEMPOTENCY_HEADER, type Payment } from '@detalle/contract';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { beto, iban, movement, pageOf, payment, payout, testConfig, visa } from '../testing/fixtures';

const firstLoad = { timeout: 5000 };

function setup(path: string, handlers: Record<string, unknown> = {}) {
  saveSession({ token: ana.token, user: ana });
  const api = mockApi({
    'GET /api/wallet/config': { data: testConfig },
    'GET /api/card/getAll': { data: [visa] },
    'GET /api/friend/getPagination': pageOf([beto]),
    ...handlers,
  });
  return { api, ...renderRoute(path) };
}

describe('billetera/movimientos', () => {
  it('lists movements page by page and filters them by type', async () => {
    const all = Array.from({ length: 25 }, (_, i) => movement({ id: `m${i}` }));
    const { api, router } = setup('/billetera/movimientos', {
      'GET /api/dashboard/transactionsUser': () => {
        const url = new URL(String(api.fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
        const pos = Number(url.searchParams.get('pos'));
        const type = url.searchParams.get('type');
        const list = type ? [movement({ id: 'r1', type: 'refund', amount: 1000 })] : all.slice(pos, pos + 20);
        return jsonResponse(pageOf(list, type ? 1 : all.length));
      },
    });
    const list = await screen.findByRole('list', { name: 'Movimientos' }, firstLoad);
    expect(within(list).getAllByTestId('movement')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    await waitFor(() => expect(within(list).getAllByTestId('movement')).toHaveLength(25));

    await userEvent.click(screen.getByRole('radio', { name: 'Reembolsos' }));
    await waitFor(() => expect(screen.getAllByTestId('movement')).toHaveLength(1));
    expect(screen.getByText('Reembolso')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tipo=reembolsos');
  }, 20_000);

  it('shows an unknown view as not found', async () => {
    setup('/billetera/cosas');
    expect(await screen.findByRole('heading', { level: 1 }, firstLoad)).toHaveTextContent(
      /no existe|no encontr/i,
    );
  }, 20_000);
});

describe('billetera/tarjetas', () => {
  it('adds a test card and shows it masked', async () => {
    let saved = false;
    const { api } = setup('/billetera/tarjetas', {
      'GET /api/card/getAll': () => jsonResponse({ data: saved ? [visa] : [] }),
      'POST /api/card/save': () => {
        saved = true;
        return jsonResponse({ data: visa });
      },
    });
    expect(await screen.findByText('Aún no tienes tarjetas', {}, firstLoad)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^4242 4242 4242 4242/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Caducidad' }), '12/30');
    await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.type(screen.getByRole('textbox', { name: 'Titular' }), 'Ana García');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar tarjeta' }));

    expect(await screen.findByText('Visa •••• 4242')).toBeInTheDocument();
    expect(api.callsTo('POST /api/card/save')[0]?.body).toEqual({
      kind: 'test',
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      holder: 'Ana García',
      makeDefault: true,
    });
  }, 20_000);

  it('says in Spanish why a card was refused', async () => {
    setup('/billetera/tarjetas', {
      'GET /api/card/getAll': { data: [] },
      'POST /api/card/save': () =>
        apiError('CARD_NOT_TEST', 'En modo de prueba solo se aceptan las tarjetas de prueba.', 400),
    });
    await screen.findByText('Aún no tienes tarjetas', {}, firstLoad);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Número de la tarjeta' }),
      '5555 5555 5555 4444',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Caducidad' }), '01/31');
    await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '321');
    await userEvent.type(screen.getByRole('textbox', { name: 'Titular' }), 'Ana García');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar tarjeta' }));
    expect(
      await screen.findByText('En modo de prueba solo se aceptan las tarjetas de prueba.'),
    ).toBeInTheDocument();
  }, 20_000);

  it('makes a card the default and removes one after asking', async () => {
    const other = { ...visa, id: 'pm-mc', brand: 'mastercard', masked: '•••• 4444', isDefault: false };
    const { api } = setup('/billetera/tarjetas', {
      'GET /api/card/getAll': { data: [visa, other] },
      'PUT /api/card/default/pm-mc': { data: { ...other, isDefault: true } },
      'DELETE /api/card/delete/pm-mc': { data: { id: 'pm-mc' } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Opciones de Mastercard •••• 4444' }, firstLoad),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Usar como predeterminada' }));
    await waitFor(() => expect(api.callsTo('PUT /api/card/default/pm-mc')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Opciones de Mastercard •••• 4444' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    expect(await screen.findByText('¿Eliminar esta tarjeta?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/card/delete/pm-mc')).toHaveLength(1));
  }, 20_000);
});

describe('billetera/enviar', () => {
  const fill = async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Cantidad' }, firstLoad), '24,99');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensaje (opcional)' }), '¡Felicidades!');
  };

  it('pays a friend chosen by ?para=, through the confirmation step, and shows the receipt', async () => {
    const pending = payment({ status: 'requires_action', nextAction: { type: 'test_confirm' } });
    const { api } = setup(`/billetera/enviar?para=${beto.id}`, {
      'POST /api/payment/save': { data: pending },
      'POST /api/payment/confirm/pay-1': { data: payment() },
    });
    const to = await screen.findByRole('combobox', { name: '¿A quién se lo envías?' }, firstLoad);
    await waitFor(() => expect(to).toHaveValue('Beto Ruiz'));
    await fill();
    await userEvent.click(screen.getByRole('button', { name: /^Enviar 24,99\s€$/ }));

    expect(await screen.findByText('Confirma el pago')).toBeInTheDocument();
    expect(screen.getByText(/simulamos esa comprobación/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Autorizar pago' }));

    expect(await screen.findByText('¡Enviado a Beto!')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('24,99 €');
    expect(screen.getByText('«¡Feliz cumpleaños!»')).toBeInTheDocument();
    const sent = api.callsTo('POST /api/payment/save')[0];
    expect(sent?.body).toEqual({
      to: beto.id,
      amount: 2499,
      currency: 'EUR',
      message: '¡Felicidades!',
      showName: true,
      method: 'card',
      coverFee: false,
      methodId: visa.id,
    });
    expect(sent?.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(api.callsTo('POST /api/payment/confirm/pay-1')[0]?.body).toEqual({ approve: true });
  }, 20_000);

  it('keeps the idempotency key when a failed payment is retried', async () => {
    let tries = 0;
    const { api } = setup(`/billetera/enviar?para=${beto.id}`, {
      'POST /api/payment/save': () => {
        tries += 1;
        return tries === 1
          ? apiError('SERVICE_UNAVAILABLE', 'El servicio no está disponible ahora mismo.', 503)
          : jsonResponse({ data: payment() });
      },
    });
    await screen.findByRole('combobox', { name: '¿A quién se lo envías?' }, firstLoad);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: /^Enviar 24,99\s€$/ }));
    expect(await screen.findByText('El servicio no está disponible ahora mismo.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Enviar 24,99\s€$/ }));
    expect(await screen.findByText('¡Enviado a Beto!')).toBeInTheDocument();

    const keys = api.callsTo('POST /api/payment/save').map((c) => c.headers.get(IDEMPOTENCY_HEADER));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  }, 20_000);

  it('says under the recipient when they cannot receive money yet (an ONG not verified)', async () => {
    const message =
      'Esta ONG aún no está verificada, así que todavía no puede recibir dinero. Prueba más adelante.';
    setup(`/billetera/enviar?para=${beto.id}`, {
      'POST /api/payment/save': () => apiError('ONG_NOT_VERIFIED', message, 409, [{ path: 'to', message }]),
    });
    const to = await screen.findByRole('combobox', { name: '¿A quién se lo envías?' }, firstLoad);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: /^Enviar 24,99\s€$/ }));
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    expect(to).toHaveAccessibleDescription(message);
    expect(screen.queryByText('¡Enviado a Beto!')).not.toBeInTheDocument();
  }, 20_000);

  it('says why a card was declined', async () => {
    const declined: Payment = payment({ status: 'failed', failure: 'La tarjeta ha sido rechazada.' });
    setup(`/billetera/enviar?para=${beto.id}`, { 'POST /api/payment/save': { data: declined } });
    await screen.findByRole('combobox', { name: '¿A quién se lo envías?' }, firstLoad);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: /^Enviar 24,99\s€$/ }));
    expect(await screen.findByText('La tarjeta ha sido rechazada.')).toBeInTheDocument();
  }, 20_000);
});

describe('billetera/retirar', () => {
  it('withdraws to the saved account after showing the cost and the arrival date', async () => {
    const { api, router } = setup('/billetera/retirar', {
      'GET /api/payout/status': { data: { ready: true, needsOnboarding: false, banks: [iban] } },
      'GET /api/dashboard/balanceUser': {
        data: { balances: [{ currency: 'EUR', available: 12000, pending: 0 }] },
      },
      'GET /api/payout/quote': {
        data: { amount: 5000, fee: 0, net: 5000, currency: 'EUR', arrivalDate: '2026-03-03' },
      },
      'POST /api/payout/save': { data: payout },
      'GET /api/payout/get/po-1': { data: payout },
    });
    expect(await screen.findByText('Disponible: 120,00 €', {}, firstLoad)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '¿Cuánto quieres retirar?' }), '50');
    expect(await screen.findByText('Gratis', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('3 Mar 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retirar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/billetera/pm-iban/cuenta/po-1'));
    const call = api.callsTo('POST /api/payout/save')[0];
    expect(call?.body).toEqual({ amount: 5000, currency: 'EUR', bankId: iban.id });
    expect(call?.headers.get(IDEMPOTENCY_HEADER)).toBeTruthy();
    expect(await screen.findByText('Has retirado')).toBeInTheDocument();
  }, 20_000);

  it('tells an ONG not yet verified why it cannot withdraw', async () => {
    const message = 'Tu ONG aún no está verificada: podrás retirar dinero cuando la verifiquemos.';
    setup('/billetera/retirar', {
      'GET /api/payout/status': { data: { ready: true, needsOnboarding: false, banks: [iban] } },
      'GET /api/dashboard/balanceUser': {
        data: { balances: [{ currency: 'EUR', available: 12000, pending: 0 }] },
      },
      'GET /api/payout/quote': {
        data: { amount: 5000, fee: 0, net: 5000, currency: 'EUR', arrivalDate: '2026-03-03' },
      },
      'POST /api/payout/save': () => apiError('ONG_NOT_VERIFIED', message, 409),
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: '¿Cuánto quieres retirar?' }, firstLoad),
      '50',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retirar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  }, 20_000);

  it('asks for a bank account first', async () => {
    const { api } = setup('/billetera/retirar', {
      'GET /api/payout/status': { data: { ready: false, needsOnboarding: false, banks: [] } },
      'POST /api/bank/save': { data: iban },
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'IBAN o CLABE' }, firstLoad),
      'ES91 2100 0418 4502 0005 1332',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Titular de la cuenta' }), 'Ana García');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cuenta' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/bank/save')[0]?.body).toEqual({
        account: 'ES9121000418450200051332',
        holder: 'Ana García',
        makeDefault: true,
      }),
    );
  }, 20_000);

  it('offers to connect MercadoPago where the server offers it, and sends me to its page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api } = setup('/billetera/retirar', {
      'GET /api/payout/status': {
        data: { ready: false, needsOnboarding: false, banks: [], mercadoPago: { connected: false } },
      },
      'POST /api/payout/mercadopago/connect': {
        data: { url: 'https://auth.mercadopago.com/authorization?x=1' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Conectar MercadoPago' }, firstLoad));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://auth.mercadopago.com/authorization?x=1'),
    );
    expect(api.callsTo('POST /api/payout/mercadopago/connect')).toHaveLength(1);
    vi.unstubAllGlobals();
  }, 20_000);
});
