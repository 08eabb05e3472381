import type { ProductWatch } from '@detalle/contract';
import { describe, expect, it } from 'vitest';
import { product } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { render, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { gift } from '../testing/gift-fixtures';
import { EditGiftModal } from './EditGiftModal';
import { GiftCard } from './GiftCard';
import { GiftStatusBadge } from './GiftStatusBadge';

const watch = (over: Partial<ProductWatch> = {}): ProductWatch => ({
  stock: 'in_stock',
  checkedAt: '2026-11-20T09:00:00.000Z',
  stopped: false,
  previousPrice: null,
  restocked: false,
  ...over,
});

function watched(w: ProductWatch | null, price = { amount: 4990, currency: 'EUR' }) {
  return gift({
    id: 'g1',
    name: 'Cafetera',
    product: {
      ...product({ id: 'p-g1', name: 'Cafetera' }),
      price,
      url: 'https://tienda.example/cafetera',
      watch: w,
    },
  });
}

function renderCard(g: ReturnType<typeof watched>, isOwner = false) {
  render(<GiftCard gift={g} status={<GiftStatusBadge gift={g} isOwner={isOwner} />} />);
  return screen.getByRole('article', { name: 'Cafetera' });
}

describe('a gift from a shop on its card', () => {
  it('shows "Ha bajado de precio" with the old price struck through, for owner and givers', () => {
    for (const isOwner of [true, false]) {
      const card = renderCard(watched(watch({ previousPrice: { amount: 5990, currency: 'EUR' } })), isOwner);
      expect(within(card).getByText('Ha bajado de precio')).toBeInTheDocument();
      const old = within(card).getByText('59,90 €');
      expect(old.tagName).toBe('S');
      expect(within(card).getByText(/Antes:/)).toBeInTheDocument();
      expect(card).toHaveTextContent(/59,90\s€.*49,90\s€/);
      card.parentElement?.remove();
    }
  });

  it('shows "Agotado" when the shop has none', () => {
    const card = renderCard(watched(watch({ stock: 'out_of_stock' })));
    expect(within(card).getByText('Agotado')).toBeInTheDocument();
    expect(within(card).queryByText('Ha bajado de precio')).not.toBeInTheDocument();
  });

  it('shows "Vuelve a estar disponible" for a few days after it came back', () => {
    const card = renderCard(watched(watch({ restocked: true })));
    expect(within(card).getByText('Vuelve a estar disponible')).toBeInTheDocument();
    expect(within(card).queryByText('Agotado')).not.toBeInTheDocument();
  });

  it('says "No hemos podido comprobarlo" once the checks stopped, and nothing else of the shop', () => {
    const card = renderCard(watched(watch({ stopped: true, stock: 'out_of_stock' })));
    expect(within(card).getByText('No hemos podido comprobarlo')).toBeInTheDocument();
    expect(within(card).queryByText('Agotado')).not.toBeInTheDocument();
  });

  it('shows no badge for a product nobody watches', () => {
    const card = renderCard(watched(null));
    expect(within(card).queryByText(/precio|Agotado|disponible|comprobarlo/)).not.toBeInTheDocument();
    expect(card).toHaveTextContent('49,90 €');
  });

  it('keeps each price in its own currency (pesos)', () => {
    const card = renderCard(
      watched(watch({ previousPrice: { amount: 189900, currency: 'MXN' } }), {
        amount: 159900,
        currency: 'MXN',
      }),
    );
    expect(card).not.toHaveTextContent('€');
    expect(card).toHaveTextContent(/1[.,\s]?899/);
    expect(card).toHaveTextContent(/1[.,\s]?599/);
  });
});

describe('the gift edit view', () => {
  it('shows when the shop was last checked and the price history', async () => {
    mockApi({
      'GET /api/product/prices/p-g1': {
        data: {
          checkedAt: '2026-11-26T08:30:00.000Z',
          stopped: false,
          entries: [
            {
              price: { amount: 4990, currency: 'EUR' },
              stock: 'in_stock',
              seenAt: '2026-11-25T08:00:00.000Z',
            },
            {
              price: { amount: 5990, currency: 'EUR' },
              stock: 'out_of_stock',
              seenAt: '2026-11-10T08:00:00.000Z',
            },
          ],
        },
      },
    });
    render(<EditGiftModal gift={watched(watch())} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Historial de precio')).toBeInTheDocument();
    expect(await within(dialog).findByText(/Comprobado en la tienda el 26 Nov 2026/)).toBeInTheDocument();
    const lines = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/^25 Nov 2026: 49,90\s€$/),
      expect.stringMatching(/^10 Nov 2026: 59,90\s€ \(agotado\)$/),
    ]);
  });
});

describe('a product whose checks stopped', () => {
  it('can be checked again from the edit view ("Volver a comprobar")', async () => {
    const stopped = { checkedAt: '2026-11-01T08:30:00.000Z', stopped: true, entries: [] };
    const api = mockApi({
      'GET /api/product/prices/p-g1': { data: stopped },
      'POST /api/product/recheck/p-g1': { data: { ...stopped, stopped: false } },
    });
    render(<EditGiftModal gift={watched(watch({ stopped: true }))} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/No hemos podido comprobarlo/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver a comprobar' }));
    await waitFor(() => expect(api.callsTo('POST /api/product/recheck/p-g1')).toHaveLength(1));
    expect(
      await within(dialog).findByText('Lo comprobaremos en la tienda en unos minutos.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Volver a comprobar' })).not.toBeInTheDocument();
  });
});
