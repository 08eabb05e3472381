import { beforeEach, describe, expect, it } from 'vitest';
import { giftList, products } from '@/features/catalogue/testing/fixtures';
import { saveSession } from '@/lib/session';
import { ana, categories, product } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';

const page = <T,>(list: T[], total = list.length) => ({ data: { list, total } });
const firstLoad = { timeout: 5000 };

/** Every call home makes, answered with "nothing" unless a test says otherwise. */
function homeApi(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/event/upcoming': page([]),
    'GET /api/special/dates/getMySpecialDate': page([]),
    'GET /api/special/dates/getSpecialDateFriends': { data: [] },
    'GET /api/list/getPagination': page([]),
    'GET /api/list/standOut/getPagination': page([]),
    'GET /api/category/getAll': { data: categories },
    'GET /api/product/getPagination': page([]),
    ...overrides,
  });
}

const region = (name: string) => screen.findByRole('region', { name }, firstLoad);

beforeEach(() => {
  saveSession({ token: ana.token, user: ana });
});

describe('home page', () => {
  it('greets the person and shows featured products with price, shop and photo, each leading to its page', async () => {
    // The country chosen on `flag` goes with the call: the catalogue of that country.
    localStorage.setItem('country', 'MX');
    const api = homeApi({
      'GET /api/product/getPagination': page([
        product({ id: 'p1', name: 'Taza de cerámica', image: '/files/demo/products/taza.svg' }),
        product({ id: 'p2', name: 'Vale regalo', price: null, shop: null }),
      ]),
    });
    renderRoute('/home');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' }, firstLoad),
    ).toBeInTheDocument();
    const taza = await screen.findByRole('article', { name: /Taza de cerámica/ });
    expect(within(taza).getByText('24,99 €')).toBeInTheDocument();
    expect(within(taza).getByText('En Tienda Sol')).toBeInTheDocument();
    expect(within(taza).getByRole('img', { name: 'Foto de Taza de cerámica' })).toHaveAttribute(
      'src',
      '/files/demo/products/taza.svg',
    );
    expect(within(taza).getByRole('link', { name: 'Taza de cerámica' })).toHaveAttribute(
      'href',
      '/home/p1/producto',
    );
    const vale = screen.getByRole('article', { name: /Vale regalo/ });
    expect(within(vale).getByText('Precio no disponible')).toBeInTheDocument();

    const [url] = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === '/api/product/getPagination');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      lim: '12',
      pos: '0',
      standOut: 'true',
      country: 'MX',
    });
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it('"Ver más" loads the next page of featured products from where the first one ended', async () => {
    let call = 0;
    const api = homeApi({
      'GET /api/product/getPagination': () => {
        call += 1;
        return jsonResponse(call === 1 ? page(products(12), 14) : page(products(2, 12), 14));
      },
    });
    renderRoute('/home');

    expect(await screen.findByRole('article', { name: /Producto 11/ }, firstLoad)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));

    expect(await screen.findByRole('article', { name: /Producto 13/ })).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Destacados del catálogo' });
    expect(within(featured).getAllByRole('article')).toHaveLength(14);
    const second = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === '/api/product/getPagination')[1];
    expect(second?.searchParams.get('pos')).toBe('12');
    // The button is gone; keyboard focus continues at the first new product.
    expect(screen.getByRole('link', { name: 'Producto 12' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(screen.getByText('No hay más destacados.')).toBeInTheDocument();
  });

  it('shows the first four of my lists, each leading to it, and "Ver todas"', async () => {
    const mine = Array.from({ length: 5 }, (_, i) =>
      giftList({ id: `l${i}`, name: `Lista ${i}`, giftCount: i === 0 ? 1 : 3 }),
    );
    homeApi({ 'GET /api/list/getPagination': page(mine) });
    renderRoute('/home');

    const section = await region('Mis listas');
    const first = await within(section).findByRole('article', { name: 'Lista 0' });
    expect(within(first).getByText('1 regalo')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Lista 0' })).toHaveAttribute('href', '/home/l0/lista');
    expect(within(section).getByRole('article', { name: 'Lista 1' })).toHaveTextContent('3 regalos');
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(within(section).getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/lista');
  });

  it('invites to create the first list when I have none', async () => {
    homeApi();
    renderRoute('/home');
    const section = await region('Mis listas');
    expect(await within(section).findByRole('heading', { name: 'Aún no tienes listas' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Crea tu primera lista' })).toHaveAttribute(
      'href',
      '/crear-lista',
    );
    expect(within(section).queryByRole('link', { name: 'Ver todas' })).not.toBeInTheDocument();
  });

  it('shows featured lists with whose they are, and category chips that open the catalogue filtered', async () => {
    homeApi({
      'GET /api/list/standOut/getPagination': page([
        giftList({
          id: 'f1',
          name: 'Boda de Beto y Carla',
          isMine: false,
          owner: { id: 'u-beto', name: 'Beto', lastname: 'López', image: null },
        }),
        giftList({ id: 'f2', name: 'Mi cumpleaños', isMine: true }),
      ]),
    });
    renderRoute('/home');

    const featured = await region('Listas destacadas');
    const boda = await within(featured).findByRole('article', { name: 'Boda de Beto y Carla' });
    expect(boda).toHaveTextContent('De Beto López');
    expect(within(boda).getByRole('link')).toHaveAttribute('href', '/home/f1/lista');
    expect(within(featured).getByRole('article', { name: 'Mi cumpleaños' })).toHaveTextContent('Tuya');

    const chips = await region('Explora por categorías');
    expect(await within(chips).findByRole('link', { name: 'Hogar' })).toHaveAttribute(
      'href',
      '/categoria?category=hogar',
    );
    expect(within(chips).getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/categoria');
  });

  it('leaves out "Listas destacadas" while there are none', async () => {
    homeApi();
    renderRoute('/home');
    expect(await region('Explora por categorías')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: /listas destacadas/ })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Listas destacadas' })).not.toBeInTheDocument();
  });

  it('a failed section says so and retries on its own, while the others show', async () => {
    let fail = true;
    homeApi({
      'GET /api/list/getPagination': () =>
        fail
          ? apiError('SERVICE_UNAVAILABLE', 'El servicio no está disponible ahora mismo.', 503)
          : jsonResponse(page([giftList({ id: 'l1', name: 'Navidad' })])),
    });
    renderRoute('/home');

    const section = await region('Mis listas');
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar tus listas.');
    expect(alert).toHaveTextContent('El servicio no está disponible ahora mismo.');
    expect(await screen.findByRole('link', { name: 'Hogar' })).toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByRole('article', { name: 'Navidad' })).toBeInTheDocument();
  });

  it('"Busca un regalo" takes the search to the catalogue', async () => {
    homeApi();
    const { router } = renderRoute('/home');
    const box = await screen.findByRole('searchbox', { name: 'Busca un regalo' }, firstLoad);
    await userEvent.type(box, 'muñeca{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/categoria'));
    expect(new URLSearchParams(router.state.location.search).get('sea')).toBe('muñeca');
  });
});
