import { afterEach, describe, expect, it, vi } from 'vitest';
import { luciaUser } from '@/features/owners/testing/fixtures';
import { saveSession } from '@/lib/session';
import { apiError, mockApi } from '@/test/mock-api';
import { renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { birthdayIn, household, LEO_ID, leo } from '../testing/fixtures';

const firstLoad = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('familia', () => {
  it('with nobody yet: explains what it is for, with «Añadir a alguien»', async () => {
    saveSession({ token: luciaUser.token, user: luciaUser });
    mockApi({
      'GET /api/dependent/mine': { data: [] },
      'GET /api/household/mine': { data: null },
    });
    renderRoute('/familia');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi familia' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Crea un perfil para quien no tiene cuenta: tu bebé, tu perro o tu abuela. Podréis llevar sus listas entre varios y aparecerá en los calendarios de vuestros amigos.',
        {},
        firstLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir a alguien' })).toBeInTheDocument();
    // «Mi casa» says what a household is for, and offers to make one.
    const house = screen.getByRole('region', { name: 'Mi casa' });
    expect(
      within(house).getByText(
        'En el amigo invisible, quien organiza puede evitar que os toque alguien de vuestra casa.',
      ),
    ).toBeInTheDocument();
    expect(await within(house).findByRole('button', { name: 'Crear mi casa' })).toBeInTheDocument();
  });

  it('shows each profile as a card: name, kind, next birthday and who else looks after it', async () => {
    saveSession({ token: luciaUser.token, user: luciaUser });
    mockApi({
      'GET /api/dependent/mine': {
        data: [
          leo({ birthday: birthdayIn(12) }),
          leo({ id: 'toby', name: 'Toby', kind: 'pet', guardians: [], birthday: null }),
        ],
      },
      'GET /api/household/mine': { data: household() },
      'GET /api/friend/getPagination': { data: { list: [], total: 0 } },
    });
    renderRoute('/familia');
    const card = await screen.findByRole('link', { name: 'Abrir el perfil de Leo' }, firstLoad);
    expect(card).toHaveAttribute('href', `/familia/${LEO_ID}`);
    expect(within(card).getByText('Peque')).toBeInTheDocument();
    expect(within(card).getByText('Cumple dentro de 12 días')).toBeInTheDocument();
    expect(within(card).getByText('Lo cuidas con Marcos')).toBeInTheDocument();
    const toby = screen.getByRole('link', { name: 'Abrir el perfil de Toby' });
    expect(within(toby).getByText('Mascota')).toBeInTheDocument();
  });

  it('creating a profile: the contract’s checks first, then the API’s own words, then its page', async () => {
    saveSession({ token: luciaUser.token, user: luciaUser });
    let attempts = 0;
    const api = mockApi({
      'GET /api/dependent/mine': { data: [] },
      'GET /api/household/mine': { data: null },
      'POST /api/dependent/create': () => {
        attempts += 1;
        return attempts === 1
          ? apiError('VALIDATION', 'Esa fecha no existe.', 400, [
              { path: 'birthday', message: 'Esa fecha no existe.' },
            ])
          : new Response(JSON.stringify({ data: leo({ kind: 'pet', name: 'Toby' }) }), {
              headers: { 'Content-Type': 'application/json' },
            });
      },
      [`GET /api/dependent/get/${LEO_ID}`]: { data: leo({ kind: 'pet', name: 'Toby' }) },
    });
    const { router } = renderRoute('/familia');
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir a alguien' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir a alguien' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear perfil' }));
    expect(await within(dialog).findByText('Escribe tu nombre.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/dependent/create')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Toby');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mascota' }));
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Solo quien tenga el enlace de sus listas' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear perfil' }));
    expect(await within(dialog).findByText('Esa fecha no existe.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear perfil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/familia/${LEO_ID}`));
    expect(api.callsTo('POST /api/dependent/create')[1]?.body).toEqual({
      name: 'Toby',
      kind: 'pet',
      birthday: null,
      image: null,
      visibility: 'link',
    });
  }, 20_000);

  it('«Mi casa»: creates it, adds one of my family, and removes someone', async () => {
    saveSession({ token: luciaUser.token, user: luciaUser });
    let current: ReturnType<typeof household> | null = null;
    const api = mockApi({
      'GET /api/dependent/mine': { data: [leo()] },
      'GET /api/household/mine': () =>
        new Response(JSON.stringify({ data: current }), { headers: { 'Content-Type': 'application/json' } }),
      'GET /api/friend/getPagination': { data: { list: [], total: 0 } },
      'POST /api/household/create': () => {
        current = household();
        return new Response(JSON.stringify({ data: current }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
      [`POST /api/household/members/${household().id}`]: () => {
        current = household({
          members: [
            ...household().members,
            { id: LEO_ID, name: 'Leo', lastname: '', image: null, dependent: true, isMe: false },
          ],
        });
        return new Response(JSON.stringify({ data: current }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
      [`DELETE /api/household/members/${household().id}/${LEO_ID}`]: () => {
        current = household();
        return new Response(JSON.stringify({ data: { message: 'Hecho.' } }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    renderRoute('/familia');
    const house = await screen.findByRole('region', { name: 'Mi casa' }, firstLoad);
    await userEvent.type(
      await within(house).findByRole('textbox', { name: 'Nombre de tu casa' }),
      'Casa Martín',
    );
    await userEvent.click(within(house).getByRole('button', { name: 'Crear mi casa' }));
    expect(api.callsTo('POST /api/household/create')[0]?.body).toEqual({ name: 'Casa Martín' });
    expect(await within(house).findByText('Quién vive en Casa Martín')).toBeInTheDocument();

    await userEvent.click(await within(house).findByRole('combobox', { name: 'Añadir a tu casa' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Leo' }));
    await userEvent.click(within(house).getByRole('button', { name: 'Añadir' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /api/household/members/${household().id}`)[0]?.body).toEqual({
        userId: LEO_ID,
      }),
    );
    expect(await within(house).findByText('De tu familia')).toBeInTheDocument();

    await userEvent.click(within(house).getByRole('button', { name: 'Quitar a Leo de tu casa' }));
    await waitFor(() => expect(within(house).queryByText('De tu familia')).not.toBeInTheDocument());
  }, 20_000);
});
