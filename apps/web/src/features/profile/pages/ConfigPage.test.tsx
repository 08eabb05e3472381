import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana, anaProfile } from '@/test/fixtures';
import { apiError, mockApi, noSocial } from '@/test/mock-api';
import { configure, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';

// Whole lazy pages with the real router: give them room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const goodbye = 'Tu cuenta y tus datos se han eliminado. ¡Gracias por haber estado en Detalle!';

beforeEach(() => {
  saveSession({ token: ana.token, user: ana });
});

describe('config: delete account', () => {
  it('asks for confirmation and does nothing on "Cancelar"', async () => {
    const api = mockApi({ 'GET /api/person/get': { data: anaProfile() } });
    renderRoute('/config');
    const section = await screen.findByRole('region', { name: 'Eliminar cuenta' });
    await userEvent.type(within(section).getByLabelText(/^Tu contraseña/), 'mi-clave-larga');
    await userEvent.click(within(section).getByRole('button', { name: 'Eliminar cuenta' }));

    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    expect(dialog).toHaveTextContent('Se borrarán tu cuenta y todos tus datos para siempre.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/user/delete')).toHaveLength(0);
    expect(localStorage.getItem('token')).toBe(ana.token);
  });

  it('deletes with the password after confirming, clears the session and goes to login', async () => {
    const api = mockApi({
      'GET /api/person/get': { data: anaProfile() },
      'DELETE /api/user/delete': { data: { message: goodbye } },
      'GET /api/user/socialConfig': noSocial,
    });
    const { router } = renderRoute('/config');
    const section = await screen.findByRole('region', { name: 'Eliminar cuenta' });
    await userEvent.type(within(section).getByLabelText(/^Tu contraseña/), 'mi-clave-larga');
    await userEvent.click(within(section).getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(api.callsTo('DELETE /api/user/delete')[0]?.body).toEqual({
      password: 'mi-clave-larga',
      confirm: true,
    });
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByText(goodbye)).toBeInTheDocument();
  });

  it('asks for the password first, and shows a wrong one on its input', async () => {
    const wrong = 'La contraseña actual no es correcta.';
    const api = mockApi({
      'GET /api/person/get': { data: anaProfile() },
      'DELETE /api/user/delete': () => apiError('WRONG_PASSWORD', wrong, 403),
    });
    renderRoute('/config');
    const section = await screen.findByRole('region', { name: 'Eliminar cuenta' });
    await userEvent.click(within(section).getByRole('button', { name: 'Eliminar cuenta' }));
    expect(
      await within(section).findByText('Escribe tu contraseña para confirmar que eres tú.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.type(within(section).getByLabelText(/^Tu contraseña/), 'equivocada');
    await userEvent.click(within(section).getByRole('button', { name: 'Eliminar cuenta' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar mi cuenta' }),
    );
    expect(await within(section).findByText(wrong)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/user/delete')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe(ana.token);
  });

  it('does not ask for a password when the account has none (Google or Facebook)', async () => {
    const api = mockApi({
      'GET /api/person/get': { data: anaProfile({ hasPassword: false, providers: ['google'] }) },
      'DELETE /api/user/delete': { data: { message: goodbye } },
      'GET /api/user/socialConfig': noSocial,
    });
    renderRoute('/config');
    const section = await screen.findByRole('region', { name: 'Eliminar cuenta' });
    expect(within(section).queryByLabelText(/^Tu contraseña/)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Crear una contraseña' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Contraseña actual/)).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Eliminar cuenta' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar mi cuenta' }),
    );
    await waitFor(() => expect(api.callsTo('DELETE /api/user/delete')[0]?.body).toEqual({ confirm: true }));
  });
});

describe('config: the rest', () => {
  it('signs out on the server, forgets token and user, and goes to login', async () => {
    const api = mockApi({
      'GET /api/person/get': { data: anaProfile() },
      'POST /api/user/logout': { data: { message: 'Has cerrado sesión.' } },
      'GET /api/user/socialConfig': noSocial,
    });
    const { router } = renderRoute('/config');
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(api.callsTo('POST /api/user/logout')[0]?.headers.get('Type-token')).toBe(ana.token);
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('user')).toBeNull();
    // It stays on the login form, not sent on home as someone still signed in.
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/login', search: '' });
  });

  it('changes the password with the current one, and shows a wrong current one on its input', async () => {
    const wrong = 'La contraseña actual no es correcta.';
    let attempt = 0;
    const api = mockApi({
      'GET /api/person/get': { data: anaProfile() },
      'PUT /api/user/password': () => {
        attempt += 1;
        return attempt === 1
          ? apiError('WRONG_PASSWORD', wrong, 403)
          : new Response(
              JSON.stringify({ data: { message: 'Contraseña cambiada. Hemos cerrado tus otras sesiones.' } }),
            );
      },
    });
    renderRoute('/config');
    await userEvent.type(await screen.findByLabelText(/^Contraseña actual/), 'vieja-clave');
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), 'Nueva-clave-2027');
    await userEvent.type(screen.getByLabelText(/^Repite la contraseña/), 'Nueva-clave-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Contraseña actual/)).toHaveAccessibleDescription(wrong),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findByText('Contraseña cambiada. Hemos cerrado tus otras sesiones.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/password')[1]?.body).toEqual({
      current: 'vieja-clave',
      password: 'Nueva-clave-2027',
      repassword: 'Nueva-clave-2027',
    });
    expect(screen.getByLabelText(/^Contraseña actual/)).toHaveValue('');
  });

  it('saves the notification preference', async () => {
    const api = mockApi({
      'GET /api/person/get': { data: anaProfile() },
      'PUT /api/person/update': { data: anaProfile({ notifications: false }) },
    });
    renderRoute('/config');
    const toggle = await screen.findByRole('switch', { name: /^Recibir notificaciones/ });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(api.callsTo('PUT /api/person/update')[0]?.body).toEqual({ notifications: false }),
    );
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
