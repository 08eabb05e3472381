import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana, product } from '@/test/fixtures';
import { jsonResponse, renderRoute, screen, userEvent, within } from '@/test/test-utils';

const fetchMock = vi.fn<typeof fetch>();

function requestedPos(call: number): string | null {
  const url = new URL(String(fetchMock.mock.calls[call]?.[0]), 'http://localhost');
  return url.searchParams.get('pos');
}

/** Home also lists upcoming dates; those calls answer "nothing", so `fetchMock` sees only the products. */
function fetchRouted(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input), 'http://localhost').pathname;
  if (path === '/api/event/upcoming' || path === '/api/special/dates/getMySpecialDate') {
    return Promise.resolve(jsonResponse({ data: { list: [], total: 0 } }));
  }
  if (path === '/api/special/dates/getSpecialDateFriends') return Promise.resolve(jsonResponse({ data: [] }));
  return fetchMock(input, init);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchRouted);
  saveSession({ token: 'tok', user: ana });
});

describe('home page', () => {
  it('greets the person and shows featured products with price, shop and photo', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        data: {
          list: [
            product({ id: 'p1', name: 'Taza de cerámica', image: '/files/demo/products/taza.svg' }),
            product({ id: 'p2', name: 'Vale regalo', price: null, shop: null }),
          ],
          total: 2,
        },
      }),
    );
    renderRoute('/home');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
    const taza = await screen.findByRole('article', { name: /Taza de cerámica/ });
    expect(within(taza).getByText('24,99 €')).toBeInTheDocument();
    expect(within(taza).getByText('En Tienda Sol')).toBeInTheDocument();
    expect(within(taza).getByRole('img', { name: 'Foto de Taza de cerámica' })).toHaveAttribute(
      'src',
      '/files/demo/products/taza.svg',
    );
    const vale = screen.getByRole('article', { name: /Vale regalo/ });
    expect(within(vale).getByText('Precio no disponible')).toBeInTheDocument();

    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/product/getPagination');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lim: '12', pos: '0', standOut: 'true' });
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it('"Ver más" loads the next page from where the first one ended', async () => {
    const first = Array.from({ length: 12 }, (_, i) => product({ id: `p${i}`, name: `Producto ${i}` }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: { list: first, total: 14 } })).mockResolvedValueOnce(
      jsonResponse({
        data: {
          list: [product({ id: 'p12', name: 'Producto 12' }), product({ id: 'p13', name: 'Producto 13' })],
          total: 14,
        },
      }),
    );
    renderRoute('/home');

    expect(await screen.findByRole('article', { name: /Producto 11/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));

    expect(await screen.findByRole('article', { name: /Producto 13/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(requestedPos(1)).toBe('12');
    // The button is gone; keyboard focus continues at the first new product.
    expect(screen.getByRole('link', { name: 'Producto 12' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(screen.getByText('No hay más destacados.')).toBeInTheDocument();
  });
});
