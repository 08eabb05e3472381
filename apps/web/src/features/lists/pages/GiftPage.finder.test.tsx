import type { SharedList } from '@detalle/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { render, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { giftList, page } from '../testing/fixtures';
import { LIST_ID } from '../testing/gift-fixtures';
import GiftPage from './GiftPage';

/** `regalar` without a list: paste a link or code, search someone's lists, the featured ones and the ONGs. */
const FEATURED_ID = '7c2a9e3f-4d5b-4c8a-9e0f-1a2b3c4d5e6f';

const shared: SharedList = {
  id: LIST_ID,
  name: 'Boda de Lucía',
  description: '',
  image: '/files/defaults/lists/regalos.svg',
  date: null,
  occasion: '',
  owner: { id: 'u-lucia', name: 'Lucía', image: null },
  reveal: { revealed: false, revealsOn: null, openedAt: null },
  gifts: [],
  viewer: { signedIn: false, isOwner: false, canOpen: false },
};

const common = {
  'GET /api/list/standOut/getPagination': page([
    giftList({ id: FEATURED_ID, name: 'Navidad en familia', isMine: false, visibility: 'public' }),
  ]),
  [`GET /api/list/shared/${LIST_ID}`]: { data: shared },
};

function renderPage(search = '') {
  const router = createMemoryRouter([{ path: '/regalar', Component: GiftPage }], {
    initialEntries: [`/regalar${search}`],
  });
  return { router, ...render(<RouterProvider router={router} />) };
}

const linkField = () => screen.getByRole('textbox', { name: 'Enlace o código de la lista' });

describe('regalar without a list', () => {
  it('opens the list of a pasted Detalle link', async () => {
    mockApi(common);
    renderPage();
    await userEvent.type(linkField(), `https://detalle.example/regalar?lista=${LIST_ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Boda de Lucía' })).toBeInTheDocument();
  });

  it('opens the list of a bare code, and of a link to the list’s own page', async () => {
    mockApi(common);
    const { router } = renderPage();
    await userEvent.type(linkField(), `  ${LIST_ID.toUpperCase()} `);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Boda de Lucía' })).toBeInTheDocument();
    await router.navigate(`/regalar?lista=${encodeURIComponent(`detalle.example/home/${LIST_ID}/lista`)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Boda de Lucía' })).toBeInTheDocument();
  });

  it('says in Spanish when what was pasted is not a list, and asks for nothing', async () => {
    const api = mockApi(common);
    renderPage();
    await userEvent.type(linkField(), 'https://otra-web.example/regalar?lista=1234');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(
      await screen.findByText(/Eso no es un enlace ni un código de una lista de Detalle/),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/api/list/shared/'))).toHaveLength(0);
  });

  it('finds lists by a person’s name, each opening its shared page', async () => {
    const api = mockApi({
      ...common,
      'GET /api/list/search': page([
        giftList({ id: LIST_ID, name: 'Boda de Lucía', isMine: false, visibility: 'public' }),
      ]),
    });
    renderPage();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Nombre de la persona o de la lista' }),
      'Lucía',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const found = await screen.findByRole('region', { name: 'Busca a una persona' });
    await waitFor(() =>
      expect(within(found).getByRole('link', { name: /Boda de Lucía/ })).toHaveAttribute(
        'href',
        `/regalar?lista=${LIST_ID}`,
      ),
    );
    const asked = api.fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((u) => u.includes('/list/search'));
    expect(new URL(asked ?? '', 'http://localhost').searchParams.get('sea')).toBe('Lucía');
  });

  it('says when nobody’s lists match, and shows the featured lists and the way to the ONGs', async () => {
    mockApi({ ...common, 'GET /api/list/search': page([]) });
    renderPage('?buscar=Nadie');
    expect(await screen.findByText(/No hay listas a la vista de todos para «Nadie»/)).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Listas destacadas' });
    expect(await within(featured).findByRole('link', { name: /Navidad en familia/ })).toHaveAttribute(
      'href',
      `/regalar?lista=${FEATURED_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Ver las ONG y lo que necesitan' })).toHaveAttribute(
      'href',
      '/ongs',
    );
  });
});
