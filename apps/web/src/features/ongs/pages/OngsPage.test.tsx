import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { jsonResponse, render, screen, userEvent } from '@/test/test-utils';
import OngsPage from './OngsPage';

const abrazo = {
  id: '7d3c0a00-0000-4000-8000-0000000000aa',
  name: 'Fundación Abrazo',
  image: null,
  description: 'Juguetes para niños hospitalizados.',
  country: 'ES',
  legalId: 'G12345678',
  website: null,
  verified: true as const,
};

describe('OngsPage (ongs)', () => {
  it('lists verified ONGs, each leading to its page, and searches by name', async () => {
    let found = true;
    mockApi({
      'GET /api/ong/list': () =>
        jsonResponse({ data: found ? { list: [abrazo], total: 1 } : { list: [], total: 0 } }),
    });
    const router = createMemoryRouter([{ path: '/ongs', Component: OngsPage }], {
      initialEntries: ['/ongs'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ONG' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Fundación Abrazo/ })).toHaveAttribute(
      'href',
      `/ong/${abrazo.id}`,
    );
    found = false;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'zzz');
    expect(await screen.findByText('No hay ninguna ONG con ese nombre')).toBeInTheDocument();
  });
});
