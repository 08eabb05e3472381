import type { ScanResult } from '@detalle/contract';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana, product } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, render, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { gift, LIST_ID } from '../testing/gift-fixtures';
import { AddGiftModal } from './AddGiftModal';

const cup = product({ id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b', name: 'Taza de cerámica' });
const book = product({ id: '2c3d4e5f-6071-4829-9bac-1d2e3f4a5b6c', name: 'Libro de cocina', price: null });
const OWN_ID = '3d4e5f60-7182-4930-8cbd-2e3f4a5b6c7d';

function renderModal() {
  saveSession({ token: ana.token, user: ana });
  const onClose = vi.fn();
  render(<AddGiftModal listId={LIST_ID} opened onClose={onClose} />);
  return { onClose, dialog: () => screen.getByRole('dialog', { name: 'Añadir un regalo' }) };
}

/** `list/gift/save` answers the new gift with the product it was given (or the one just saved). */
const giftSaved = (name: string, productId: string) => (call: { body: unknown }) => {
  const body = call.body as { productId: string };
  const saved = gift({ id: 'g-new', name });
  return jsonResponse({ data: { ...saved, ...body, product: { ...saved.product, id: productId } } });
};

describe('AddGiftModal, from the catalogue', () => {
  it('searches, picks a product, says how wanted, and adds it; "Añadir otro" keeps the search', async () => {
    const api = mockApi({
      'GET /api/product/getPagination': () => {
        const url = new URL(String(api.fetchMock.mock.lastCall?.[0]), 'http://localhost');
        const sea = url.searchParams.get('sea');
        const list = sea ? [cup] : [cup, book];
        return jsonResponse({ data: { list, total: list.length } });
      },
      'POST /api/list/gift/save': giftSaved('Taza de cerámica', cup.id),
    });
    const { dialog } = renderModal();
    const results = await within(dialog()).findByRole('list', { name: 'Productos del catálogo' });
    expect(within(results).getByText('Libro de cocina')).toBeInTheDocument();
    expect(within(results).getByText('Precio no disponible · Tienda Sol')).toBeInTheDocument();
    // A screen reader hears how many were found, not the whole list at every search.
    expect(within(dialog()).getByRole('status')).toHaveTextContent('2 productos');
    expect(results.closest('[aria-live]')).toBeNull();

    await userEvent.type(within(dialog()).getByRole('searchbox', { name: 'Busca en el catálogo' }), 'taza');
    await waitFor(() => expect(within(dialog()).queryByText('Libro de cocina')).not.toBeInTheDocument());
    expect(within(dialog()).getByRole('status')).toHaveTextContent(/^1 producto$/);
    const searched = api.fetchMock.mock.calls.map(([input]) => String(input));
    // With the browser's country: the catalogue of that country.
    expect(searched.at(-1)).toMatch(
      /^\/api\/product\/getPagination\?sea=taza&lim=20&pos=0&country=[A-Z]{2}$/,
    );

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Añadir Taza de cerámica' }));
    expect(within(dialog()).getByText('Vas a añadir')).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: 'Cantidad' })).toHaveValue('1');
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Alta' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Nota' }), 'Blanca, si puede ser');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Añadir a la lista' }));

    expect(await screen.findByText('Regalo añadido')).toBeInTheDocument();
    expect(api.callsTo('POST /api/list/gift/save')[0]?.body).toEqual({
      listId: LIST_ID,
      productId: cup.id,
      quantity: 1,
      priority: 'alta',
      note: 'Blanca, si puede ser',
      group: false,
    });
    expect(within(dialog()).getByText('«Taza de cerámica» ya está en tu lista')).toBeInTheDocument();

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Añadir otro' }));
    expect(within(dialog()).getByRole('searchbox', { name: 'Busca en el catálogo' })).toHaveValue('taza');
    expect(within(dialog()).getByRole('button', { name: 'Añadir Taza de cerámica' })).toBeInTheDocument();
  }, 20_000);

  it('nothing found: says so in the status, without reading out the list', async () => {
    mockApi({ 'GET /api/product/getPagination': { data: { list: [], total: 0 } } });
    const { dialog } = renderModal();
    expect(
      await within(dialog()).findByRole('heading', { name: 'No hay productos con ese nombre' }),
    ).toBeInTheDocument();
    expect(within(dialog()).getByRole('status')).toHaveTextContent('No hay productos con ese nombre');
  }, 20_000);
});

describe('AddGiftModal, from a shop link', () => {
  const found: ScanResult = {
    name: 'Taza azul',
    description: 'De cerámica, 350 ml.',
    price: { amount: 2499, currency: 'EUR' },
    image: '/files/products/0123456789abcdef0123456789abcdef.webp',
    shop: 'Tienda Sol',
    url: 'https://tienda.example.com/taza-azul',
  };

  it('reads the page, lets the name be changed, then saves the product and adds it', async () => {
    let answerScan: (response: Response) => void = () => {};
    const own = product({ id: OWN_ID, name: 'Taza azul grande' });
    const api = mockApi({
      'GET /api/product/getPagination': { data: { list: [], total: 0 } },
      'POST /api/scan': () => new Promise<Response>((resolve) => (answerScan = resolve)),
      'POST /api/product/save': { data: own },
      'POST /api/list/gift/save': giftSaved('Taza azul grande', OWN_ID),
    });
    const { dialog } = renderModal();
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Desde un enlace' }));
    await userEvent.type(
      within(dialog()).getByRole('textbox', { name: /Enlace del producto/ }),
      'https://tienda.example.com/taza-azul?ref=123',
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Leer enlace' }));

    expect(await within(dialog()).findByText('Leyendo la página de la tienda…')).toBeInTheDocument();
    expect(api.callsTo('POST /api/scan')[0]?.body).toEqual({
      url: 'https://tienda.example.com/taza-azul?ref=123',
    });
    answerScan(jsonResponse({ data: found }));

    const name = await within(dialog()).findByRole('textbox', { name: /^Nombre/ });
    expect(name).toHaveValue('Taza azul');
    expect(within(dialog()).getByRole('textbox', { name: 'Precio' })).toHaveValue('24,99');
    expect(within(dialog()).getByRole('combobox', { name: 'Moneda' })).toHaveValue('EUR');
    expect(within(dialog()).getByText('En Tienda Sol')).toBeInTheDocument();
    expect(within(dialog()).getByRole('img', { name: 'Foto de Taza azul' })).toHaveAttribute(
      'src',
      found.image,
    );

    await userEvent.clear(name);
    await userEvent.type(name, 'Taza azul grande');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Añadir a la lista' }));

    expect(await screen.findByText('Regalo añadido')).toBeInTheDocument();
    expect(api.callsTo('POST /api/product/save')[0]?.body).toEqual({
      name: 'Taza azul grande',
      description: 'De cerámica, 350 ml.',
      price: { amount: 2499, currency: 'EUR' },
      image: found.image,
      shop: 'Tienda Sol',
      url: 'https://tienda.example.com/taza-azul',
    });
    expect(api.callsTo('POST /api/list/gift/save')[0]?.body).toEqual({
      listId: LIST_ID,
      productId: OWN_ID,
      quantity: 1,
      priority: 'media',
      note: '',
      group: false,
    });
    const order = api.calls.map((c) => `${c.method} ${c.path}`).filter((c) => c.startsWith('POST'));
    expect(order).toEqual(['POST /api/scan', 'POST /api/product/save', 'POST /api/list/gift/save']);
  }, 20_000);

  it('shows the reason a page cannot be read under the link', async () => {
    mockApi({
      'GET /api/product/getPagination': { data: { list: [], total: 0 } },
      'POST /api/scan': () =>
        apiError('BAD_REQUEST', 'No encontramos ningún producto en esa página. Puedes añadirlo a mano.', 400),
    });
    const { dialog } = renderModal();
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Desde un enlace' }));
    const link = within(dialog()).getByRole('textbox', { name: /Enlace del producto/ });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Leer enlace' }));
    expect(within(dialog()).getByText('Pega el enlace del producto.')).toBeInTheDocument();

    await userEvent.type(link, 'https://tienda.example.com/');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Leer enlace' }));
    expect(
      await within(dialog()).findByText(
        'No encontramos ningún producto en esa página. Puedes añadirlo a mano.',
      ),
    ).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');

    // Some shops cannot be read: the gift goes on by hand, and the pasted link is not lost.
    expect(within(dialog()).getByText(/Algunas tiendas no nos dejan leer sus páginas/)).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Añadirlo a mano con este enlace' }));
    expect(within(dialog()).getByRole('tab', { name: 'A mano' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog()).getByRole('textbox', { name: 'Enlace' })).toHaveValue(
      'https://tienda.example.com/',
    );
    await waitFor(() => expect(within(dialog()).getByRole('textbox', { name: /^Nombre/ })).toHaveFocus());
  }, 20_000);
});

describe('AddGiftModal, by hand', () => {
  it('turns the typed price into minor units, saves the product and adds it', async () => {
    const api = mockApi({
      'GET /api/product/getPagination': { data: { list: [], total: 0 } },
      'POST /api/product/save': { data: product({ id: OWN_ID, name: 'Cafetera italiana' }) },
      'POST /api/list/gift/save': giftSaved('Cafetera italiana', OWN_ID),
    });
    const { dialog, onClose } = renderModal();
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'A mano' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Nombre/ }), 'Cafetera italiana');
    const price = within(dialog()).getByRole('textbox', { name: 'Precio' });
    await userEvent.type(price, '24,9x');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Añadir a la lista' }));
    expect(
      within(dialog()).getByText('Escribe el precio solo con números, por ejemplo 24,99.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/product/save')).toHaveLength(0);

    await userEvent.clear(price);
    await userEvent.type(price, '24,99');
    // A 24,99 € coffee maker is given whole unless its owner says otherwise.
    expect(within(dialog()).getByRole('switch', { name: /^Regalo en grupo/ })).not.toBeChecked();
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Tienda' }), 'Mercado central');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Añadir a la lista' }));

    expect(await screen.findByText('Regalo añadido')).toBeInTheDocument();
    expect(api.callsTo('POST /api/product/save')[0]?.body).toEqual({
      name: 'Cafetera italiana',
      description: '',
      price: { amount: 2499, currency: 'EUR' },
      image: null,
      shop: 'Mercado central',
      url: null,
    });
    expect(api.callsTo('POST /api/list/gift/save')[0]?.body).toEqual({
      listId: LIST_ID,
      productId: OWN_ID,
      quantity: 1,
      priority: 'media',
      note: '',
      group: false,
    });

    // Another one, in Chilean pesos (no decimals; "15.990" is fifteen thousand nine hundred and ninety).
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Añadir otro' }));
    expect(within(dialog()).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Nombre/ }), 'Mate de calabaza');
    await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: 'Moneda' }), 'CLP');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Precio' }), '15.990');
    const group = within(dialog()).getByRole('switch', { name: /^Regalo en grupo/ });
    expect(group).not.toBeChecked();
    // Two of them cost 31.980 CLP; ten, 159.900 CLP: from 100.000 CLP it is suggested as a group gift.
    const quantity = within(dialog()).getByRole('textbox', { name: 'Cantidad' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    expect(group).toBeChecked();
    expect(group).toHaveAccessibleDescription(
      /^Varias personas pueden aportar dinero hasta completarlo\. Te lo sugerimos porque cuesta 100\.000\sCLP o más\.$/,
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Añadir a la lista' }));
    await waitFor(() => expect(api.callsTo('POST /api/product/save')).toHaveLength(2));
    expect(api.callsTo('POST /api/product/save')[1]?.body).toMatchObject({
      name: 'Mate de calabaza',
      price: { amount: 15990, currency: 'CLP' },
    });
    await waitFor(() => expect(api.callsTo('POST /api/list/gift/save')).toHaveLength(2));
    expect(api.callsTo('POST /api/list/gift/save')[1]?.body).toMatchObject({ quantity: 10, group: true });

    await userEvent.click(await within(dialog()).findByRole('button', { name: 'Listo' }));
    expect(onClose).toHaveBeenCalled();
  }, 20_000);
});
