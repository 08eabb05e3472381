import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { render, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { fullProduct, giftList, LIST_ID, OTHER_LIST_ID, PRODUCT_ID } from '../testing/fixtures';
import { ProductDetail } from './ProductDetail';

const get = `GET /api/product/get/${PRODUCT_ID}`;
const here = `/home/${PRODUCT_ID}/producto`;
const page = <T,>(list: T[]) => ({ data: { list, total: list.length } });

/** The product's route as the lead wires it, plus a login page to land on. */
function renderDetail() {
  const router = createMemoryRouter(
    [
      { path: '/home/:id/producto', element: <ProductDetail id={PRODUCT_ID} /> },
      { path: '/login', element: <h1>Iniciar sesión</h1> },
    ],
    { initialEntries: [here] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('product detail', () => {
  it('shows the photo, name, price, shop, category, description, the shop link and sharing', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({ [get]: { data: fullProduct() } });
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Taza de cerámica' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de Taza de cerámica' })).toHaveAttribute(
      'src',
      '/files/demo/products/taza.svg',
    );
    expect(screen.getByText('24,99 €')).toBeInTheDocument();
    expect(screen.getByText('En Tienda Sol')).toBeInTheDocument();
    const category = screen.getByRole('group', { name: 'Categoría' });
    expect(within(category).getByRole('link', { name: 'Hogar' })).toHaveAttribute(
      'href',
      '/categoria?category=hogar',
    );
    expect(within(category).getByRole('link', { name: 'Cocina' })).toHaveAttribute(
      'href',
      '/categoria?category=hogar&subCategory=cocina',
    );
    expect(screen.getByRole('region', { name: 'Descripción' })).toHaveTextContent('Apta para lavavajillas.');
    const shop = screen.getByRole('link', { name: /Ver en la tienda/ });
    expect(shop).toHaveAttribute('href', 'https://tiendasol.example/taza');
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.title).toContain('Taza de cerámica');

    await userEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `http://localhost:3000${here}`, title: 'Compartir QR' }),
    );
  });

  it('offers no shop link when the product has none, or one that is not a web address', async () => {
    mockApi({
      [get]: { data: fullProduct({ url: 'javascript:alert(1)', description: '', category: null }) },
    });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Taza de cerámica' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ver en la tienda/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Descripción' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Categoría' })).not.toBeInTheDocument();
  });

  it('"Añadir a una lista" saves the gift in the list I choose, with quantity, priority and note', async () => {
    saveSession({ token: ana.token, user: ana });
    const api = mockApi({
      [get]: { data: fullProduct() },
      'GET /api/list/getPagination': page([
        giftList({ id: OTHER_LIST_ID, name: 'Navidad', giftCount: 4 }),
        giftList({ id: LIST_ID, name: 'Cumpleaños de Ana', giftCount: 1 }),
      ]),
      'POST /api/list/gift/save': {
        data: {
          id: 'g1',
          listId: LIST_ID,
          kind: 'product',
          group: false,
          suggestedAmounts: [],
          product: fullProduct(),
          quantity: 2,
          priority: 'alta',
          note: 'Azul, si puede ser',
          status: 'available',
          reservedByMe: false,
          funding: null,
        },
      },
    });
    renderDetail();

    await userEvent.click(await screen.findByRole('button', { name: 'Añadir a una lista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir a una lista' });
    const choice = await within(dialog).findByRole('radio', { name: /Cumpleaños de Ana/ });
    expect(within(dialog).getByText('4 regalos')).toBeInTheDocument();

    // Nothing chosen yet: it says what to do and sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir a la lista' }));
    expect(within(dialog).getByText('Elige una de tus listas.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/list/gift/save')).toHaveLength(0);

    await userEvent.click(choice);
    const quantity = within(dialog).getByRole('textbox', { name: 'Cantidad' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Alta' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nota' }), 'Azul, si puede ser');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir a la lista' }));

    expect(await screen.findByText('Añadido a «Cumpleaños de Ana»')).toBeInTheDocument();
    expect(api.callsTo('POST /api/list/gift/save')[0]?.body).toEqual({
      listId: LIST_ID,
      productId: PRODUCT_ID,
      quantity: 2,
      priority: 'alta',
      note: 'Azul, si puede ser',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/Está en tu lista «Cumpleaños de Ana»/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la lista' })).toHaveAttribute(
      'href',
      `/home/${LIST_ID}/lista`,
    );
  });

  it('without lists of mine, the modal offers to create one', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({ [get]: { data: fullProduct() }, 'GET /api/list/getPagination': page([]) });
    renderDetail();

    await userEvent.click(await screen.findByRole('button', { name: 'Añadir a una lista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir a una lista' });
    expect(await within(dialog).findByRole('heading', { name: 'Aún no tienes listas' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Crear una lista' })).toHaveAttribute(
      'href',
      '/crear-lista',
    );
  });

  it('asks a guest to sign in and come back to this product', async () => {
    const api = mockApi({ [get]: { data: fullProduct() } });
    const { router } = renderDetail();

    expect(
      await screen.findByText('Inicia sesión para añadir este producto a una de tus listas.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Añadir a una lista' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(here);
    expect(api.callsTo('GET /api/list/getPagination')).toHaveLength(0);
  });

  it('says clearly when the product does not exist, with a way back', async () => {
    mockApi({
      [get]: () => apiError('NOT_FOUND', 'Ese producto no existe o ya no está en el catálogo.', 404),
    });
    renderDetail();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este producto no está disponible' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver categorías' })).toHaveAttribute('href', '/categoria');
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/home');
  });

  it('any other failure shows the reason and "Reintentar"', async () => {
    mockApi({
      [get]: () => apiError('SERVICE_UNAVAILABLE', 'El servicio no está disponible ahora mismo.', 503),
    });
    renderDetail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar el producto.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
