import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { apiError, mockApi } from '@/test/mock-api';
import { renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { EVENT_ID, INVITE_ID, invitePreview, LIST_ID, lucia, marcos, TOKEN } from '../testing/fixtures';

const firstLoad = { timeout: 5000 };
const marcosUser = {
  ...marcos,
  email: 'marcos@example.com',
  token: 'token-de-marcos',
  type: 1,
  confirmed: true,
};
const gone = () =>
  apiError(
    'OWNER_INVITE_GONE',
    'Esta invitación ya no vale: ha caducado, se ha usado o la han retirado. Pide otra.',
    410,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('llevar-juntos', () => {
  it('a link: shows what I would join, and «Aceptar» opens the list', async () => {
    saveSession({ token: marcosUser.token, user: marcosUser });
    const api = mockApi({
      'POST /api/owner-invite/look': { data: invitePreview() },
      'POST /api/owner-invite/accept': { data: { kind: 'list', id: LIST_ID } },
    });
    const { router } = renderRoute(`/llevar-juntos#t=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Llevar juntos' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nuestra boda' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('Lucía te invita a llevar esta lista.')).toBeInTheDocument();
    expect(screen.getByText('La lleva Lucía')).toBeInTheDocument();
    expect(screen.getByText('La invitación caduca el 4 Dic 2026.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/owner-invite/look')[0]?.body).toEqual({ token: TOKEN });

    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/home/${LIST_ID}/lista`));
    expect(api.callsTo('POST /api/owner-invite/accept')[0]?.body).toEqual({ token: TOKEN });
  });

  it('a dependent: «Lucía te invita a cuidar juntos el perfil de Leo», and «Aceptar» opens his profile', async () => {
    saveSession({ token: marcosUser.token, user: marcosUser });
    mockApi({
      'POST /api/owner-invite/look': {
        data: invitePreview({ kind: 'dependent', id: LIST_ID, name: 'Leo', image: '' }),
      },
      'POST /api/owner-invite/accept': { data: { kind: 'dependent', id: LIST_ID } },
    });
    const { router } = renderRoute(`/llevar-juntos#t=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Leo' }, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('Lucía te invita a cuidar juntos el perfil de Leo.')).toBeInTheDocument();
    expect(screen.getByText('Lo cuida Lucía')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/familia/${LIST_ID}`));
  });

  it('a friend’s invitation (from a notification) to an event; «Ahora no» declines it and goes home', async () => {
    saveSession({ token: marcosUser.token, user: marcosUser });
    const api = mockApi({
      'POST /api/owner-invite/look': {
        data: invitePreview({
          kind: 'event',
          id: EVENT_ID,
          name: 'Bautizo de Leo',
          owners: [lucia, { ...marcos, id: 'u-ana', name: 'Ana', lastname: 'García' }],
        }),
      },
      'POST /api/owner-invite/decline': { data: { message: 'Hecho.' } },
    });
    const { router } = renderRoute(`/llevar-juntos?invitacion=${INVITE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bautizo de Leo' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('Lucía te invita a organizar este evento.')).toBeInTheDocument();
    expect(screen.getByText('Lo organizan Lucía y Ana')).toBeInTheDocument();
    expect(api.callsTo('POST /api/owner-invite/look')[0]?.body).toEqual({ inviteId: INVITE_ID });

    await userEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.callsTo('POST /api/owner-invite/decline')[0]?.body).toEqual({ inviteId: INVITE_ID });
  });

  it('already mine: says so, with the way to open it', async () => {
    saveSession({ token: marcosUser.token, user: marcosUser });
    mockApi({ 'POST /api/owner-invite/look': { data: invitePreview({ alreadyOwner: true }) } });
    renderRoute(`/llevar-juntos#t=${TOKEN}`);
    expect(await screen.findByText('Ya llevas esta lista.', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir la lista' })).toHaveAttribute(
      'href',
      `/home/${LIST_ID}/lista`,
    );
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
  });

  it('expired, used or withdrawn: says so in Spanish, with a way home', async () => {
    saveSession({ token: marcosUser.token, user: marcosUser });
    mockApi({ 'POST /api/owner-invite/look': gone });
    renderRoute(`/llevar-juntos#t=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Esta invitación ya no vale' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ha caducado, se ha usado o la han retirado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/home');
  });

  it('gone by the time I accept: the Spanish reason, and I stay', async () => {
    saveSession({ token: marcosUser.token, user: marcosUser });
    mockApi({
      'POST /api/owner-invite/look': { data: invitePreview() },
      'POST /api/owner-invite/accept': gone,
    });
    const { router } = renderRoute(`/llevar-juntos#t=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }, firstLoad));
    expect(await screen.findByText(/Esta invitación ya no vale: ha caducado/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/llevar-juntos');
  });

  it('without an invitation in the address: what is missing', async () => {
    saveSession({ token: marcosUser.token, user: marcosUser });
    const api = mockApi({});
    renderRoute('/llevar-juntos');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Falta la invitación' }, firstLoad),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/owner-invite/look')).toHaveLength(0);
  });

  it('signed out: signs in first and comes back with the link’s secret, never put in the address', async () => {
    const api = mockApi({
      'POST /api/owner-invite/look': { data: invitePreview() },
      'GET /api/user/socialConfig': { data: { google: null, facebook: null } },
    });
    const { router } = renderRoute(`/llevar-juntos#t=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, firstLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fllevar-juntos');
    expect(`${router.state.location.search}${router.state.location.hash}`).not.toContain(TOKEN);
    expect(api.callsTo('POST /api/owner-invite/look')).toHaveLength(0);

    // Signed in, login sends them to `next`: the secret comes back from the tab.
    saveSession({ token: marcosUser.token, user: marcosUser });
    await router.navigate('/llevar-juntos');
    const card = await screen.findByRole('heading', { level: 2, name: 'Nuestra boda' }, firstLoad);
    expect(card).toBeInTheDocument();
    expect(router.state.location.hash).toBe(`#t=${TOKEN}`);
    expect(api.callsTo('POST /api/owner-invite/look')[0]?.body).toEqual({ token: TOKEN });
    expect(within(document.body).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
  });
});
