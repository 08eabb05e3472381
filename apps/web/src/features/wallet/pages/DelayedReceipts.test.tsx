import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute, screen, userEvent } from '@/test/test-utils';
import { awaiting, oxxo, sepa } from '../testing/delayed-fixtures';
import { payment, testConfig } from '../testing/fixtures';

const firstLoad = { timeout: 5000 };
const token = 't'.repeat(43);

afterEach(() => vi.restoreAllMocks());

describe('a delayed payment’s receipts', () => {
  it('the guest’s e-mailed receipt shows a waiting transfer’s instructions again, and simulates in test mode', async () => {
    const waiting = awaiting(sepa);
    const api = mockApi({
      'GET /api/wallet/config': { data: testConfig },
      'GET /api/payment/guest/get/pay-1': { data: waiting },
      'POST /api/payment/guest/simulate/pay-1': {
        data: { ...waiting, status: 'succeeded', received: 4500, paidAt: '2027-01-02T10:00:00.000Z' },
      },
    });
    renderRoute(`/justificante/pay-1?token=${token}`);
    expect(await screen.findByText('Haz una transferencia de 45,00 €', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('ES91 2100 0418 4502 0005 1332')).toBeInTheDocument();
    expect(screen.getByText('Forma de pago')).toBeInTheDocument();
    expect(screen.getByText('Transferencia bancaria')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Exacta' }));
    expect(await screen.findByText('Entregado')).toBeInTheDocument();
    expect(api.callsTo('POST /api/payment/guest/simulate/pay-1')[0]?.body).toEqual({
      outcome: 'exact',
      token,
    });
  }, 30_000);

  it('an OXXO voucher on the guest’s receipt', async () => {
    mockApi({
      'GET /api/wallet/config': { data: testConfig },
      'GET /api/payment/guest/get/pay-1': { data: awaiting(oxxo) },
    });
    renderRoute(`/justificante/pay-1?token=${token}`);
    expect(
      await screen.findByRole('img', { name: 'Código de barras de la referencia 12345678901234' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('Efectivo en OXXO')).toBeInTheDocument();
  }, 30_000);

  it('the signed-in payer’s receipt shows the instructions while the money is on its way', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({
      'GET /api/wallet/config': { data: testConfig },
      'GET /api/payment/get/pay-1': {
        data: payment({
          status: 'awaiting_funds',
          paidWith: 'sepa_transfer',
          method: null,
          amount: 4500,
          instructions: sepa,
          expiresAt: '2027-01-08T10:00:00.000Z',
          paidAt: null,
        }),
      },
    });
    renderRoute('/billetera/recibido/tarjeta/pay-1');
    expect(await screen.findByText('Haz una transferencia de 45,00 €', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getAllByText('En camino').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Copiar IBAN' })).toBeInTheDocument();
  }, 30_000);

  it('a long transfer’s receipt says what was asked', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({
      'GET /api/wallet/config': { data: testConfig },
      'GET /api/payment/get/pay-1': {
        data: payment({ paidWith: 'sepa_transfer', method: null, amount: 4950, requestedAmount: 4500 }),
      },
    });
    renderRoute('/billetera/recibido/tarjeta/pay-1');
    expect(await screen.findByText('Importe indicado', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('45,00 €')).toBeInTheDocument();
  }, 30_000);
});
