import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana, anaProfile } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { configure, renderRoute, screen, userEvent, waitFor } from '@/test/test-utils';

// Whole lazy pages with the real router: give them room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const hobbies = [
  { id: 'h1', slug: 'cocina', hobbie: 'Cocina' },
  { id: 'h2', slug: 'lectura', hobbie: 'Lectura' },
  { id: 'h3', slug: 'viajes', hobbie: 'Viajes' },
];

describe('intereses', () => {
  it('starts from the person’s interests and saves the new choice as slugs', async () => {
    saveSession({ token: ana.token, user: ana });
    const api = mockApi({
      'GET /api/hobby/getAll': { data: hobbies },
      'GET /api/person/get': { data: anaProfile({ hobbies: [hobbies[1] as (typeof hobbies)[number]] }) },
      'PUT /api/person/update': { data: anaProfile({ hobbies: hobbies.slice(0, 2) }) },
    });
    const { router } = renderRoute('/intereses');
    expect(await screen.findByRole('checkbox', { name: 'Lectura' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cocina' })).not.toBeChecked();
    expect(screen.getByText('1 interés elegido')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Cocina' }));
    expect(screen.getByText('2 intereses elegidos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar intereses' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(api.callsTo('PUT /api/person/update')[0]?.body).toEqual({ hobbies: ['lectura', 'cocina'] });
  });

  it('without a session shows the choices and asks to sign in to save', async () => {
    mockApi({ 'GET /api/hobby/getAll': { data: hobbies } });
    renderRoute('/intereses');
    expect(await screen.findByRole('checkbox', { name: 'Viajes' })).toBeInTheDocument();
    expect(screen.getByText('Inicia sesión para guardar tus intereses en tu perfil.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar intereses' })).not.toBeInTheDocument();
  });
});
