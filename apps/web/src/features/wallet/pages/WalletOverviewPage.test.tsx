import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute, screen, within } from '@/test/test-utils';
import { movement, pageOf, testConfig, visa } from '../testing/fixtures';

const firstLoad = { timeout: 5000 };

function setup(extra: Record<string, unknown> = {}) {
  saveSession({ token: ana.token, user: ana });
  const api = mockApi({
    'GET /api/wallet/config': { data: testConfig },
    'GET /api/dashboard/balanceUser': {
      data: { balances: [{ currency: 'EUR', available: 12000, pending: 2461 }] },
    },
    'GET /api/dashboard/transactionsUser': pageOf(
      [
        movement({
          id: 'm1',
          type: 'gift_received',
          amount: 2461,
          person: null,
          availableOn: '2099-04-01',
          methodId: null,
          methodType: null,
        }),
        movement({ id: 'm2', concerns: { kind: 'list', id: 'l1', title: 'Cumpleaños de Beto' } }),
      ],
      2,
    ),
    'GET /api/dashboard/monthlyUser': { data: [] },
    'GET /api/card/getAll': { data: [visa] },
    ...extra,
  });
  return { api, ...renderRoute('/billetera') };
}

describe('billetera', () => {
  it('shows the balance per currency, the latest movements and the saved cards, in test mode', async () => {
    const { api } = setup();
    expect(await screen.findByText('120,00 €', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('Retenido hasta el día de la lista: 24,61 €')).toBeInTheDocument();
    expect(screen.getByText(/podrás retirarlo desde ese día/)).toBeInTheDocument();
    expect(await screen.findByText('Modo de prueba: no se mueve dinero real.')).toBeInTheDocument();

    const latest = await screen.findByRole('list', { name: 'Últimos movimientos' });
    expect(within(latest).getByText('Regalo recibido')).toBeInTheDocument();
    expect(within(latest).getByText('Alguien')).toBeInTheDocument();
    expect(within(latest).getByText('+24,61 €')).toBeInTheDocument();
    // Held until the list's date: the receipt's and the notification's words.
    expect(within(latest).getByText('Disponible el 1 Abr 2099')).toBeInTheDocument();
    expect(within(latest).getByText('Aportación')).toBeInTheDocument();
    expect(within(latest).getByText('−24,99 €')).toBeInTheDocument();
    expect(within(latest).getByText('Aportación').closest('a')).toHaveAttribute(
      'href',
      '/billetera/pm-visa/tarjeta/pay-m2',
    );
    expect(screen.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/billetera/movimientos');

    const methods = await screen.findByRole('list', { name: 'Tus tarjetas y cuentas' });
    expect(within(methods).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(methods).getByText('Predeterminada')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Enviar dinero' })).toHaveAttribute('href', '/billetera/enviar');
    expect(screen.getByRole('link', { name: 'Retirar dinero' })).toHaveAttribute(
      'href',
      '/billetera/retirar',
    );
    const asked = api.callsTo('GET /api/dashboard/transactionsUser')[0];
    expect(asked?.headers.get('Type-token')).toBe(ana.token);
  }, 20_000);

  it('says when there is no money yet', async () => {
    setup({
      'GET /api/dashboard/balanceUser': { data: { balances: [] } },
      'GET /api/dashboard/transactionsUser': pageOf([]),
      'GET /api/card/getAll': { data: [] },
    });
    expect(await screen.findByText('Aún no has recibido dinero', {}, firstLoad)).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes movimientos.')).toBeInTheDocument();
    expect(await screen.findByText('Aún no has guardado ninguna tarjeta.')).toBeInTheDocument();
  }, 20_000);
});
