import { beforeEach, describe, expect, it, vi } from 'vitest';
import { categories, product } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { act, jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { products } from '../testing/fixtures';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('categoria page', () => {
  it('shows a loading state, then each category with its subcategories', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderRoute('/categoria');

    expect(await screen.findByRole('status', { name: 'Cargando categorías' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/^\/api\/category\/getAll\?country=[A-Z]{2}$/);

    answer(jsonResponse({ data: categories }));

    const hogar = await screen.findByRole('article', { name: 'Hogar' });
    expect(within(hogar).getByText('Para la casa y la cocina.')).toBeInTheDocument();
    expect(within(hogar).getByText('12 productos')).toBeInTheDocument();
    const subcategories = within(hogar).getByRole('list', { name: 'Subcategorías de Hogar' });
    expect(
      within(subcategories)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cocina', 'Decoración']);

    const libros = screen.getByRole('article', { name: 'Libros' });
    expect(within(libros).getByText('1 producto')).toBeInTheDocument();
    expect(within(libros).getByText('Sin subcategorías')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Cargando categorías' })).not.toBeInTheDocument();
  });

  it('shows the server reason in Spanish and loads again on "Reintentar"', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'El servicio no está disponible ahora mismo. Vuelve a intentarlo en unos segundos.',
          },
        },
        503,
      ),
    );
    renderRoute('/categoria');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar las categorías.');
    expect(alert).toHaveTextContent('El servicio no está disponible ahora mismo.');

    fetchMock.mockResolvedValueOnce(jsonResponse({ data: categories }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('article', { name: 'Hogar' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says when there is no connection', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoute('/categoria');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
  });

  it('explains an empty catalogue', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [] }));
    renderRoute('/categoria');
    expect(await screen.findByRole('heading', { name: 'Todavía no hay categorías' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

const page = <T,>(list: T[], total = list.length) => ({ data: { list, total } });
const firstLoad = { timeout: 5000 };

/** The query of every `product/getPagination` call made so far; each carries the browser's `country`, left out here. */
function productRequests(api: ReturnType<typeof mockApi>) {
  return api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/product/getPagination')
    .map((url) => {
      const { country, ...query } = Object.fromEntries(url.searchParams);
      expect(country).toMatch(/^[A-Z]{2}$/);
      return query;
    });
}

const catalogueApi = (products: unknown) =>
  mockApi({ 'GET /api/category/getAll': { data: categories }, 'GET /api/product/getPagination': products });

describe('categoria page: filters in the address', () => {
  it('asks for the products the address filters by and shows them with how many there are', async () => {
    const api = catalogueApi(
      page([product({ id: 'p1', name: 'Muñeca de trapo' }), product({ id: 'p2', name: 'Muñeca rusa' })], 2),
    );
    renderRoute('/categoria?sea=muneca&category=hogar&subCategory=cocina');

    expect(await screen.findByRole('article', { name: /Muñeca de trapo/ }, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('2 productos')).toBeInTheDocument();
    expect(productRequests(api)).toEqual([
      { lim: '24', pos: '0', sea: 'muneca', category: 'hogar', subCategory: 'cocina' },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Buscar en el catálogo' })).toHaveValue('muneca');
    const category = await screen.findByRole('group', { name: 'Categoría' });
    expect(within(category).getByRole('radio', { name: 'Hogar' })).toBeChecked();
    const sub = screen.getByRole('group', { name: 'Subcategoría de Hogar' });
    expect(within(sub).getByRole('radio', { name: 'Cocina' })).toBeChecked();
    // The overview of categories makes way for the results.
    expect(screen.queryByRole('article', { name: 'Hogar' })).not.toBeInTheDocument();
  });

  it('searches once typing pauses, not at every letter, and Back returns to the categories', async () => {
    const api = catalogueApi(page([product({ id: 'p1', name: 'Taza de cerámica' })]));
    const { router } = renderRoute('/categoria');
    expect(await screen.findByRole('article', { name: 'Hogar' }, firstLoad)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar en el catálogo' }), 'taza');
    expect(productRequests(api)).toEqual([]);

    expect(await screen.findByRole('article', { name: /Taza de cerámica/ })).toBeInTheDocument();
    expect(productRequests(api)).toEqual([{ lim: '24', pos: '0', sea: 'taza' }]);
    expect(router.state.location.search).toBe('?sea=taza');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('article', { name: 'Hogar' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar en el catálogo' })).toHaveValue('');
  });

  it('a category card leads to its products; choosing a subcategory, then another category, narrows and resets', async () => {
    const api = catalogueApi(page(products(3), 3));
    const { router } = renderRoute('/categoria');

    const hogar = await screen.findByRole('article', { name: 'Hogar' }, firstLoad);
    expect(within(hogar).getByRole('link', { name: 'Cocina' })).toHaveAttribute(
      'href',
      '/categoria?category=hogar&subCategory=cocina',
    );
    await userEvent.click(within(hogar).getByRole('link', { name: 'Hogar' }));
    expect(await screen.findByText('3 productos')).toBeInTheDocument();

    const sub = screen.getByRole('group', { name: 'Subcategoría de Hogar' });
    expect(within(sub).getByRole('radio', { name: 'Todo en Hogar' })).toBeChecked();
    await userEvent.click(within(sub).getByRole('radio', { name: 'Decoración' }));
    await waitFor(() =>
      expect(productRequests(api).at(-1)).toEqual({
        lim: '24',
        pos: '0',
        category: 'hogar',
        subCategory: 'decoracion',
      }),
    );

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Categoría' })).getByRole('radio', { name: 'Libros' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?category=libros'));
    expect(productRequests(api).at(-1)).toEqual({ lim: '24', pos: '0', category: 'libros' });
    // Libros has no subcategories.
    expect(screen.queryByRole('group', { name: /Subcategoría/ })).not.toBeInTheDocument();
  });

  it('is titled after what it shows: the categories, a search, or a category', async () => {
    catalogueApi(page([], 0));
    const { router } = renderRoute('/categoria?sea=taza');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resultados de «taza»' }, firstLoad),
    ).toBeInTheDocument();
    expect(document.title).toBe('Resultados de «taza» · Detalle');

    await act(() => router.navigate('/categoria?category=hogar&subCategory=cocina'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cocina' })).toBeInTheDocument();
    await act(() => router.navigate('/categoria'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Categorías' })).toBeInTheDocument();
  });

  it('with nothing found, suggests clearing the filters, and "Quitar filtros" shows the categories again', async () => {
    catalogueApi(page([], 0));
    const { router } = renderRoute('/categoria?sea=zzz&category=libros');

    expect(
      await screen.findByRole('heading', { name: 'No hay productos que coincidan' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByText(/quita los filtros/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));

    expect(await screen.findByRole('article', { name: 'Hogar' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Buscar en el catálogo' })).toHaveValue('');
  });

  it('"Ver más" asks for the next page with the same filters', async () => {
    let call = 0;
    const api = catalogueApi(() => {
      call += 1;
      return jsonResponse(call === 1 ? page(products(24), 26) : page(products(2, 24), 26));
    });
    renderRoute('/categoria?category=hogar');

    expect(await screen.findByText('26 productos', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));

    expect(await screen.findByRole('article', { name: /Producto 25/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(26);
    expect(productRequests(api)[1]).toEqual({ lim: '24', pos: '24', category: 'hogar' });
    expect(screen.getByRole('link', { name: 'Producto 24' })).toHaveFocus();
    expect(screen.getByText('No hay más productos.')).toBeInTheDocument();
  });
});
