import { IDEMPOTENCY_HEADER } from '@detalle/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { payment, payout, testConfig } from '../testing/fixtures';

const firstLoad = { timeout: 5000 };

function setup(path: string, handlers: Record<string, unknown> = {}) {
  saveSession({ token: ana.token, user: ana });
  const api = mockApi({ 'GET /api/wallet/config': { data: testConfig }, ...handlers });
  return { api, ...renderRoute(path) };
}

afterEach(() => vi.restoreAllMocks());

describe('billetera/{cardId}/{cardType}/{paymentId}', () => {
  it('shows a payment’s receipt and prints it', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    setup('/billetera/pm-visa/tarjeta/pay-1', { 'GET /api/payment/get/pay-1': { data: payment() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recibo' }, firstLoad)).toBeInTheDocument();
    expect(await screen.findByTestId('receipt-amount')).toHaveTextContent(/24,99\s€/);
    const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s/g, ' ');
    const lines = screen.getAllByRole('term').map((term) => [text(term), text(term.nextElementSibling)]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['Importe', '24,99 €'],
        ['Comisión', '0,38 €'],
        ['Neto para quien lo recibe', '24,61 €'],
        ['Estado', 'Entregado'],
        ['Para', 'Cumpleaños de Beto'],
        ['A', 'Beto'],
        ['Tarjeta', 'Visa •••• 4242'],
        ['Mensaje', '«¡Feliz cumpleaños!»'],
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Devolver' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalled();
  }, 20_000);

  it('refunds part of a payment after asking, with an idempotency key', async () => {
    const refunded = payment({
      canRefund: true,
      refunded: 1000,
      refunds: [{ id: 'r1', amount: 1000, status: 'succeeded', createdAt: '2026-03-02T10:00:00.000Z' }],
    });
    let done = false;
    const { api } = setup('/billetera/recibido/tarjeta/pay-1', {
      'GET /api/payment/get/pay-1': () =>
        jsonResponse({
          data: done ? refunded : payment({ canRefund: true, role: 'recipient', method: null }),
        }),
      'POST /api/payment/refund/pay-1': () => {
        done = true;
        return jsonResponse({ data: refunded });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Devolver' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: '¿Devolver el dinero?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Cantidad a devolver/ }), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }));

    expect(await screen.findByText('Devolución en marcha.')).toBeInTheDocument();
    const call = api.callsTo('POST /api/payment/refund/pay-1')[0];
    expect(call?.body).toEqual({ amount: 1000 });
    expect(call?.headers.get(IDEMPOTENCY_HEADER)).toBeTruthy();
    expect(await screen.findByText('Devuelto')).toBeInTheDocument();
  }, 20_000);

  it('"Dar las gracias" on money received from a known giver opens the thank-you for that money', async () => {
    const received = payment({
      role: 'recipient',
      method: null,
      giverName: 'Carmen',
      thank: { item: 'payment:pay-1', title: 'Cumpleaños de Beto' },
    });
    const { api } = setup('/billetera/recibido/tarjeta/pay-1', {
      'GET /api/payment/get/pay-1': { data: received },
      'POST /api/thanks/save': { data: { sent: 1 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Dar las gracias' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Dar las gracias' });
    expect(within(dialog).getByText('Por: Cumpleaños de Beto')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tu mensaje' }), '¡Gracias, Carmen!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(api.callsTo('POST /api/thanks/save')).toHaveLength(1));
    expect(api.callsTo('POST /api/thanks/save')[0]?.body).toMatchObject({
      items: ['payment:pay-1'],
      message: '¡Gracias, Carmen!',
    });
  }, 20_000);

  it('offers no "Dar las gracias" while the giver cannot be thanked (before the reveal, or thanked)', async () => {
    setup('/billetera/recibido/tarjeta/pay-1', {
      'GET /api/payment/get/pay-1': { data: payment({ role: 'recipient', method: null, giverName: null }) },
    });
    expect(await screen.findByTestId('receipt-amount', {}, firstLoad)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dar las gracias' })).toBeNull();
  }, 20_000);

  it('shows a withdrawal’s receipt under its bank account', async () => {
    setup('/billetera/pm-iban/cuenta/po-1', { 'GET /api/payout/get/po-1': { data: payout } });
    expect(await screen.findByText('Has retirado', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('Llega a tu cuenta')).toBeInTheDocument();
    expect(screen.getByText('3 Mar 2026')).toBeInTheDocument();
  }, 20_000);

  it('shows a receipt that is not mine as not available', async () => {
    setup('/billetera/pm-visa/tarjeta/pay-x', {
      'GET /api/payment/get/pay-x': () => apiError('NOT_FOUND', 'No encontrado.', 404),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos este recibo' }, firstLoad),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('No encontramos este recibo'));
  }, 20_000);
});
