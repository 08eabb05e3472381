import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, render, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { setStoredFavorite } from '../lib/favorites-storage';
import { EVENT_ID, eventFavorite } from '../testing/fixtures';
import { FavoriteButton } from './FavoriteButton';

const eventPath = `/evento/${EVENT_ID}`;
const status = 'GET /api/favorite/isFavorite';
const stored = () => JSON.parse(localStorage.getItem('favorites') ?? '{"items":{}}').items;

function renderButton() {
  const router = createMemoryRouter(
    [
      {
        path: '/evento/:id',
        element: <FavoriteButton referenceId={EVENT_ID} type="event" name="Cumpleaños de Beto" />,
      },
      { path: '/login', element: <h1>Iniciar sesión</h1> },
    ],
    { initialEntries: [`${eventPath}?desde=inicio`] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/** A response that arrives only when the test says so. */
function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('FavoriteButton', () => {
  it('a guest is asked to sign in, and comes back to this page', async () => {
    const api = mockApi({});
    const { router } = renderButton();
    const heart = screen.getByRole('button', { name: 'Añadir a favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);
    const dialog = await screen.findByRole('dialog', { name: 'Inicia sesión para guardar favoritos' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(`${eventPath}?desde=inicio`);
    expect(api.calls).toHaveLength(0);
  });

  it('turns on at once, before the server answers, then says "Añadido a favoritos"', async () => {
    saveSession({ token: ana.token, user: ana });
    const save = deferred();
    const api = mockApi({
      [status]: { data: { isFavorite: false, id: null } },
      'POST /api/favorite/save': () => save.promise,
    });
    renderButton();
    await waitFor(() => expect(api.callsTo(status)).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Añadir a favoritos' }));

    const heart = screen.getByRole('button', { name: 'Quitar de favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(stored()[EVENT_ID]).toEqual({ type: 'event', favoriteId: null, name: 'Cumpleaños de Beto' });
    expect(api.callsTo('POST /api/favorite/save')[0]?.body).toEqual({
      reference_id: EVENT_ID,
      type: 'event',
    });

    save.resolve(jsonResponse({ data: eventFavorite }));
    expect(await screen.findByText('Añadido a favoritos')).toBeInTheDocument();
    expect(stored()[EVENT_ID].favoriteId).toBe(eventFavorite.id);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back and explains when the server refuses', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({
      [status]: { data: { isFavorite: false, id: null } },
      'POST /api/favorite/save': () =>
        apiError('NOT_FOUND', 'Ese favorito no existe o ya no está disponible.', 404),
    });
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'Añadir a favoritos' }));

    expect(await screen.findByText('No hemos podido añadirlo a tus favoritos')).toBeInTheDocument();
    expect(screen.getByText('Ese favorito no existe o ya no está disponible.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir a favoritos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(stored()[EVENT_ID]).toBeUndefined();
  });

  it('still goes back and explains when the person left the page before the refusal', async () => {
    saveSession({ token: ana.token, user: ana });
    const save = deferred();
    mockApi({
      [status]: { data: { isFavorite: false, id: null } },
      'POST /api/favorite/save': () => save.promise,
    });
    const { router } = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Añadir a favoritos' }));
    expect(stored()[EVENT_ID]).toBeDefined();

    // Back at once: the heart is gone before the server answers.
    await router.navigate('/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favoritos/ })).not.toBeInTheDocument();
    save.resolve(apiError('INTERNAL', 'No hemos podido guardar el favorito. Inténtalo de nuevo.', 500));

    expect(await screen.findByText('No hemos podido añadirlo a tus favoritos')).toBeInTheDocument();
    expect(screen.getByText('No hemos podido guardar el favorito. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(stored()[EVENT_ID]).toBeUndefined();
  });

  it('a removal refused after leaving the page puts the heart back on', async () => {
    saveSession({ token: ana.token, user: ana });
    const entry = { type: 'event' as const, favoriteId: eventFavorite.id, name: 'Cumpleaños de Beto' };
    setStoredFavorite(EVENT_ID, entry);
    const remove = deferred();
    mockApi({
      [status]: { data: { isFavorite: true, id: eventFavorite.id } },
      [`DELETE /api/favorite/delete/${EVENT_ID}`]: () => remove.promise,
    });
    const { router } = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar de favoritos' }));
    expect(stored()[EVENT_ID]).toBeUndefined();

    await router.navigate('/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    remove.resolve(apiError('INTERNAL', 'No hemos podido quitar el favorito. Inténtalo de nuevo.', 500));

    expect(await screen.findByText('No hemos podido quitarlo de tus favoritos')).toBeInTheDocument();
    expect(stored()[EVENT_ID]).toEqual(entry);
  });

  it('shows the stored state at once, lets the server correct it, and removes by the item id', async () => {
    saveSession({ token: ana.token, user: ana });
    setStoredFavorite(EVENT_ID, { type: 'event', favoriteId: eventFavorite.id });
    const check = deferred();
    const api = mockApi({
      [status]: () => check.promise,
      [`DELETE /api/favorite/delete/${EVENT_ID}`]: { data: { message: 'Quitado de tus favoritos.' } },
    });
    renderButton();
    // Filled straight from local storage, while the server has not answered yet.
    expect(screen.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Quitar de favoritos' }));
    expect(await screen.findByText('Quitado de favoritos')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/favorite/delete/${EVENT_ID}`)).toHaveLength(1);
    // The check that started before the press is dropped: it must not turn the heart back on.
    const late = jsonResponse({ data: { isFavorite: true, id: eventFavorite.id } });
    check.resolve(late);
    // Wait for the real event: the stale answer has been read (and then ignored).
    await waitFor(() => expect(late.bodyUsed).toBe(true));
    expect(screen.getByRole('button', { name: 'Añadir a favoritos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(stored()[EVENT_ID]).toBeUndefined();
  });

  it('the server wins over a stale local copy', async () => {
    saveSession({ token: ana.token, user: ana });
    setStoredFavorite(EVENT_ID, { type: 'event', favoriteId: eventFavorite.id });
    mockApi({ [status]: { data: { isFavorite: false, id: null } } });
    renderButton();
    expect(
      await screen.findByRole('button', { name: 'Añadir a favoritos', pressed: false }),
    ).toBeInTheDocument();
    expect(stored()[EVENT_ID]).toBeUndefined();
  });
});
