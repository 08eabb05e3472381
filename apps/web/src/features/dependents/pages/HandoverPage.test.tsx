import { afterEach, describe, expect, it, vi } from 'vitest';
import { luciaUser } from '@/features/owners/testing/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { renderRoute, screen, userEvent, waitFor } from '@/test/test-utils';
import { HANDOVER_TOKEN, handoverPreview } from '../testing/fixtures';

const firstLoad = { timeout: 5000 };
/** Leo's new account, as the API answers the hand-over. */
const leoUser = {
  ...luciaUser,
  id: 'u-leo',
  name: 'Leo',
  lastname: 'Martín',
  email: 'leo@example.com',
  token: 'token-de-leo',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recibir-perfil', () => {
  it('reads the secret from the fragment, shows whose it is, and the account it becomes signs in', async () => {
    const api = mockApi({
      'POST /api/dependent/handover-look': { data: handoverPreview() },
      'POST /api/dependent/handover-accept': { data: leoUser },
      'GET /api/list/getPagination': { data: { list: [], total: 0 } },
    });
    const { router } = renderRoute(`/recibir-perfil#t=${HANDOVER_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Leo' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('Lucía Martín te entrega tu perfil en Detalle.')).toBeInTheDocument();
    expect(
      screen.getByText('Viene con 2 listas, tus fechas y el dinero de tus regalos.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/dependent/handover-look')[0]?.body).toEqual({ token: HANDOVER_TOKEN });
    // The secret never reaches an address a server would see.
    expect(api.calls.every((c) => !c.path.includes(HANDOVER_TOKEN))).toBe(true);

    await userEvent.type(screen.getByLabelText(/^Apellidos/), 'Martín');
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), 'Sol-de-invierno-42');
    await userEvent.type(screen.getByLabelText(/^Repite la contraseña/), 'Sol-de-invierno-42');
    await userEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.callsTo('POST /api/dependent/handover-accept')[0]?.body).toEqual({
      token: HANDOVER_TOKEN,
      lastname: 'Martín',
      password: 'Sol-de-invierno-42',
      repassword: 'Sol-de-invierno-42',
    });
    expect(localStorage.getItem('token')).toBe('token-de-leo');
  }, 20_000);

  it('the passwords must match before anything is sent', async () => {
    const api = mockApi({ 'POST /api/dependent/handover-look': { data: handoverPreview() } });
    renderRoute(`/recibir-perfil#t=${HANDOVER_TOKEN}`);
    await screen.findByRole('heading', { level: 2, name: 'Leo' }, firstLoad);
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), 'Sol-de-invierno-42');
    await userEvent.type(screen.getByLabelText(/^Repite la contraseña/), 'Otra-cosa-42');
    await userEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/dependent/handover-accept')).toHaveLength(0);
  }, 20_000);

  it('used, expired or withdrawn (410): says so, with a way home', async () => {
    mockApi({
      'POST /api/dependent/handover-look': () =>
        apiError(
          'HANDOVER_GONE',
          'Esta invitación ya no vale: ha caducado, se ha usado o la han retirado.',
          410,
        ),
    });
    renderRoute(`/recibir-perfil#t=${HANDOVER_TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Esta invitación ya no vale' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/home');
  });

  it('without the secret: says the link is incomplete', async () => {
    mockApi({});
    renderRoute('/recibir-perfil');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Falta la invitación' }, firstLoad),
    ).toBeInTheDocument();
  });
});
