import { beforeEach, describe, expect, it } from 'vitest';
import { categories } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, renderRoute, screen, userEvent, waitFor } from '@/test/test-utils';
import { listImages, MY_EVENT_ID } from '../testing/fixtures';

const firstLoad = { timeout: 5000 };

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('imagen-predeterminada', () => {
  it('opens without a session, shows our pictures and takes the chosen one to a new list', async () => {
    mockApi({
      'GET /api/configuracion/listDefaultImage': listImages,
      'GET /api/category/getAll': { data: categories },
    });
    const { router } = renderRoute('/imagen-predeterminada');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Imagen predeterminada' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute('href', '/crear-lista');
    for (const name of ['Regalos', 'Hogar', 'Mascotas']) {
      expect(await screen.findByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Hogar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crear-lista'));
    expect(
      await screen.findByRole('img', { name: 'Imagen elegida para la lista' }, firstLoad),
    ).toHaveAttribute('src', '/files/defaults/lists/hogar.svg');
  }, 30_000);

  it('opened directly for a new list of an event, goes to that form with the choice', async () => {
    mockApi({
      'GET /api/configuracion/listDefaultImage': listImages,
      'GET /api/category/getAll': { data: categories },
    });
    const { router } = renderRoute(`/imagen-predeterminada?evento=${MY_EVENT_ID}`);
    expect(await screen.findByRole('link', { name: 'Volver a la lista' }, firstLoad)).toHaveAttribute(
      'href',
      `/crear-lista?evento=${MY_EVENT_ID}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mascotas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crear-lista'));
    expect(router.state.location.search).toBe(`?evento=${MY_EVENT_ID}`);
    expect(
      await screen.findByRole('img', { name: 'Imagen elegida para la lista' }, firstLoad),
    ).toHaveAttribute('src', '/files/defaults/lists/mascotas.svg');
  }, 30_000);

  it('says when the pictures cannot be loaded, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/configuracion/listDefaultImage': () =>
        fail ? apiError('INTERNAL', 'Algo ha fallado en el servidor.', 500) : jsonResponse(listImages),
    });
    renderRoute('/imagen-predeterminada');
    expect(
      await screen.findByText('No hemos podido cargar las imágenes.', {}, firstLoad),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Mascotas' })).toBeInTheDocument();
  }, 30_000);
});
