import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { movement, pageOf, testConfig, visa } from '../testing/fixtures';

const firstLoad = { timeout: 5000 };

function setup(path: string, handlers: Record<string, unknown> = {}) {
  saveSession({ token: ana.token, user: ana });
  const api = mockApi({
    'GET /api/wallet/config': { data: testConfig },
    'GET /api/card/getAll': { data: [visa] },
    ...handlers,
  });
  return { api, ...renderRoute(path) };
}

describe('billetera/{cardId}/{cardType}', () => {
  it('shows one card and the payments made with it', async () => {
    setup('/billetera/pm-visa/tarjeta', {
      'GET /api/card/get/pm-visa': { data: visa },
      'GET /api/card/payments/pm-visa': pageOf([
        movement({ id: 'm1', concerns: { kind: 'list', id: 'l1', title: 'Boda de Ana y Luis' } }),
      ]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Visa •••• 4242' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('Visa · Caduca 12/2030')).toBeInTheDocument();
    expect(screen.getByText('Predeterminada')).toBeInTheDocument();
    const payments = await screen.findByRole('list', { name: 'Pagos con esta tarjeta' });
    expect(within(payments).getByText('Boda de Ana y Luis').closest('a')).toHaveAttribute(
      'href',
      '/billetera/pm-visa/tarjeta/pay-m1',
    );
  }, 20_000);

  it("shows someone else's card as not available", async () => {
    setup('/billetera/pm-ajena/tarjeta', {
      'GET /api/card/get/pm-ajena': () => apiError('NOT_FOUND', 'No encontrado.', 404),
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Esta tarjeta no está en tu billetera' },
        firstLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mi billetera' })).toHaveAttribute('href', '/billetera');
  }, 20_000);

  it('removes the card after asking and goes back to the cards', async () => {
    const { api, router } = setup('/billetera/pm-visa/tarjeta', {
      'GET /api/card/get/pm-visa': { data: visa },
      'GET /api/card/payments/pm-visa': pageOf([]),
      'DELETE /api/card/delete/pm-visa': { data: { id: 'pm-visa' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }, firstLoad));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billetera/tarjetas'));
    expect(api.callsTo('DELETE /api/card/delete/pm-visa')).toHaveLength(1);
  }, 20_000);
});
