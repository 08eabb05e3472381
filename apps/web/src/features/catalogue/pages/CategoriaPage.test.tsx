import { beforeEach, describe, expect, it, vi } from 'vitest';
import { categories } from '@/test/fixtures';
import { jsonResponse, renderRoute, screen, userEvent, within } from '@/test/test-utils';

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
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/category/getAll');

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
