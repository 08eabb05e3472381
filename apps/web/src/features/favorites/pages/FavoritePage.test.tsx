import type { Favorite } from '@detalle/contract';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import {
  EVENT_ID,
  eventFavorite,
  favorite,
  LIST_ID,
  listFavorite,
  PRODUCT_ID,
  productFavorite,
} from '../testing/fixtures';

const list = 'GET /api/favorite/getPagination';
const firstLoad = { timeout: 5000 };
const all = [productFavorite, listFavorite, eventFavorite];

/** Answers like the API: `sea` filters by name, `pos`/`lim` page. */
function favoritesApi(items: Favorite[]) {
  return (url: URL) => {
    const sea = url.searchParams.get('sea')?.toLowerCase() ?? '';
    const pos = Number(url.searchParams.get('pos'));
    const lim = Number(url.searchParams.get('lim'));
    const found = items.filter((f) => f.name.toLowerCase().includes(sea));
    return jsonResponse({ data: { list: found.slice(pos, pos + lim), total: found.length } });
  };
}

function setup(items: Favorite[] = all, extra: Record<string, unknown> = {}) {
  saveSession({ token: ana.token, user: ana });
  const answer = favoritesApi(items);
  // The handler answers the request just made: the last one `fetch` was called with.
  const api = mockApi({ [list]: () => answer(lastUrl()), ...extra });
  const lastUrl = () => new URL(String(api.fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
  const listUrls = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/favorite/getPagination');
  return { api, listUrls, ...renderRoute('/favorite') };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('favorite page', () => {
  it('shows each favourite with its picture, kind and a link to it', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tus favoritos' }, firstLoad),
    ).toBeInTheDocument();
    expect(await screen.findByText('3 favoritos')).toBeInTheDocument();
    // The cards are drawn right after the count (QueryView draws a first answer in a deferred render).
    await screen.findByRole('article', { name: 'Taza de cerámica' });

    expect(within(card('Taza de cerámica')).getByRole('link', { name: 'Taza de cerámica' })).toHaveAttribute(
      'href',
      `/home/${PRODUCT_ID}/producto`,
    );
    expect(within(card('Taza de cerámica')).getByText('Producto')).toBeInTheDocument();
    expect(
      within(card('Taza de cerámica')).getByRole('img', { name: 'Foto de Taza de cerámica' }),
    ).toHaveAttribute('src', productFavorite.image);
    expect(
      within(card('Boda de Ana y Luis')).getByRole('link', { name: 'Boda de Ana y Luis' }),
    ).toHaveAttribute('href', `/home/${LIST_ID}/lista`);
    expect(within(card('Boda de Ana y Luis')).getByText('Lista')).toBeInTheDocument();
    expect(
      within(card('Cumpleaños de Beto')).getByRole('link', { name: 'Cumpleaños de Beto' }),
    ).toHaveAttribute('href', `/evento/${EVENT_ID}`);
    expect(within(card('Cumpleaños de Beto')).getByText('Evento')).toBeInTheDocument();
  }, 20_000);

  it('searches on the server with `sea`, once the person stops typing', async () => {
    const { listUrls, router } = setup();
    await screen.findByRole('article', { name: 'Taza de cerámica' }, firstLoad);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar en tus favoritos' }), 'boda');

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Taza de cerámica' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Boda de Ana y Luis' })).toBeInTheDocument();
    const searches = listUrls().filter((url) => url.searchParams.has('sea'));
    // Debounced: one request for the whole word, not one per letter.
    expect(searches.map((url) => url.searchParams.get('sea'))).toEqual(['boda']);
    expect(router.state.location.search).toBe('?q=boda');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar en tus favoritos' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar en tus favoritos' }), 'zzz');
    expect(await screen.findByText('Ningún favorito coincide con «zzz»')).toBeInTheDocument();
  }, 20_000);

  it('filters by kind', async () => {
    const { router } = setup();
    await screen.findByRole('article', { name: 'Taza de cerámica' }, firstLoad);

    await userEvent.click(screen.getByRole('radio', { name: 'Eventos' }));
    expect(screen.getByRole('article', { name: 'Cumpleaños de Beto' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Taza de cerámica' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Boda de Ana y Luis' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tipo=evento');

    await userEvent.click(screen.getByRole('radio', { name: 'Listas' }));
    expect(screen.getByRole('article', { name: 'Boda de Ana y Luis' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Cumpleaños de Beto' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Todos' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  }, 20_000);

  it('removes one by its favourite id and says so', async () => {
    const remove = `DELETE /api/favorite/delete/${productFavorite.id}`;
    const { api } = setup(all, { [remove]: { data: { message: 'Quitado de tus favoritos.' } } });
    await screen.findByRole('article', { name: 'Taza de cerámica' }, firstLoad);

    await userEvent.click(screen.getByRole('button', { name: 'Quitar Taza de cerámica de favoritos' }));

    expect(await screen.findByText('Quitado de favoritos')).toBeInTheDocument();
    expect(api.callsTo(remove)).toHaveLength(1);
    expect(screen.queryByRole('article', { name: 'Taza de cerámica' })).not.toBeInTheDocument();
    expect(screen.getByText('2 favoritos')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('favorites') ?? '{}').items[PRODUCT_ID]).toBeUndefined();
  }, 20_000);

  it('loads 20 at a time with "Ver más"', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      favorite({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        reference_id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        name: `Regalo ${i + 1}`,
      }),
    );
    const { listUrls } = setup(many);
    await screen.findByRole('article', { name: 'Regalo 1' }, firstLoad);
    expect(screen.getAllByRole('article')).toHaveLength(20);

    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));

    expect(await screen.findByRole('article', { name: 'Regalo 23' })).toBeInTheDocument();
    expect(listUrls().at(-1)?.searchParams.get('pos')).toBe('20');
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(screen.getByText('Ya ves todos tus favoritos.')).toBeInTheDocument();
  }, 20_000);

  it('with none yet, says how to add them', async () => {
    setup([]);
    expect(
      await screen.findByRole('heading', { name: 'Aún no tienes favoritos' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar regalos' })).toHaveAttribute('href', '/categoria');
  }, 20_000);
});
