import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { renderRoute, screen, within } from '@/test/test-utils';
import { EVENT_ID, eventFavorite, LIST_ID, listFavorite } from '../testing/fixtures';

const firstLoad = { timeout: 5000 };
const get = (id: string) => `GET /api/favorite/get/${id}`;
const notFound = () => apiError('NOT_FOUND', 'Ese favorito no existe o ya no está disponible.', 404);

describe('shared favourite page', () => {
  it('opens without a session: name, picture, kind and a way to the item', async () => {
    const api = mockApi({ [get(listFavorite.id)]: { data: listFavorite } });
    renderRoute(`/favorite/${listFavorite.id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boda de Ana y Luis' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('Lista')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sin foto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la lista' })).toHaveAttribute(
      'href',
      `/home/${LIST_ID}/lista`,
    );
    expect(screen.getByText(/te pediremos que inicies sesión/)).toBeInTheDocument();
    // A guest's heart asks to sign in when pressed; nothing is asked of the API about it.
    expect(screen.getByRole('button', { name: 'Añadir a favoritos' })).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([get(listFavorite.id)]);
    expect(api.calls[0]?.headers.get('Type-token')).toBe('');
  }, 20_000);

  it('signed in, an event opens on its own page and the heart shows its state', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({
      [get(eventFavorite.id)]: { data: eventFavorite },
      'GET /api/favorite/isFavorite': { data: { isFavorite: true, id: eventFavorite.id } },
    });
    renderRoute(`/favorite/${eventFavorite.id}`);

    expect(screen.queryByText(/te pediremos/)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ver el evento' }, firstLoad)).toHaveAttribute(
      'href',
      `/evento/${EVENT_ID}`,
    );
    expect(
      await screen.findByRole('button', { name: 'Quitar de favoritos', pressed: true }),
    ).toBeInTheDocument();
  }, 20_000);

  it('not found (or not public): says so kindly and offers a way on to a guest', async () => {
    mockApi({ [get(listFavorite.id)]: notFound });
    renderRoute(`/favorite/${listFavorite.id}`);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Este favorito ya no está disponible' },
        firstLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/privado o solo para sus amigos/)).toBeInTheDocument();
    // The guest menu has its own "Iniciar sesión"; this one comes back here.
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/favorite/${listFavorite.id}`)}`,
    );
    expect(main.getByRole('link', { name: 'Explorar regalos' })).toHaveAttribute('href', '/categoria');
  }, 20_000);

  it('not found, signed in: a way home', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({ [get('no-existe')]: notFound });
    renderRoute('/favorite/no-existe');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Este favorito ya no está disponible' },
        firstLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/home');
  }, 20_000);
});
