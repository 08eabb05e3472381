import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationKeys } from '@/lib/query-keys';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { beto, carla, EVENT_ID, eventDetail } from '../testing/fixtures';

// Toasts live in a store shared by every test; one left over would show again in the next test.
afterEach(() => {
  notifications.clean();
});

const betoUser = { ...ana, id: beto.id, name: 'Beto', lastname: 'López', token: 'token-de-beto' };
const path = `/evento/${EVENT_ID}`;
const get = `GET /api/event/get/${EVENT_ID}`;

const actions = () => screen.getByRole('region', { name: 'Qué puedes hacer' });
/** The first find waits for the lazily loaded page, and the answer's schema that loads with the request, too. */
const firstLoad = { timeout: 10_000 };

describe('event page, by role', () => {
  it('organiser: invite, share, QR, edit and delete; sees statuses, answers join requests and removes people', async () => {
    saveSession({ token: ana.token, user: ana });
    const event = eventDetail({
      participants: [
        { ...beto, status: 'accepted' },
        { ...carla, status: 'requested' },
      ],
    });
    const api = mockApi({
      [get]: { data: event },
      [`PUT /api/event/request/respond/${EVENT_ID}/${carla.id}`]: {
        data: {
          ...event,
          participants: [
            { ...beto, status: 'accepted' },
            { ...carla, status: 'accepted' },
          ],
        },
      },
    });
    renderRoute(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cumpleaños de Ana' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByText(/5 Ene 2027 18:30/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver en el mapa/ })).toHaveAttribute(
      'href',
      'https://maps.example.com/casa',
    );
    const box = actions();
    // The organiser's actions load with the page only for a signed-in person (`member-parts.tsx`).
    await within(box).findByRole('button', { name: 'Invitar amigos' }, firstLoad);
    for (const name of ['Invitar amigos', 'Compartir', 'Código QR', 'Editar', 'Borrar']) {
      expect(within(box).getByRole(name === 'Editar' ? 'link' : 'button', { name })).toBeInTheDocument();
    }
    expect(within(box).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/crear-evento?evento=${EVENT_ID}`,
    );
    expect(within(box).queryByRole('button', { name: 'Quiero ir' })).not.toBeInTheDocument();

    const guests = screen.getByRole('region', { name: 'Invitados' });
    expect(within(guests).getByRole('listitem', { name: 'Beto López' })).toHaveTextContent('Va');
    await userEvent.click(within(guests).getByRole('button', { name: 'Aceptar a Carla Ruiz' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/event/request/respond/${EVENT_ID}/${carla.id}`)[0]?.body).toEqual({
        accept: true,
      }),
    );
    expect(
      await within(guests).findByRole('button', { name: 'Quitar a Carla Ruiz del evento' }),
    ).toBeInTheDocument();
  }, 20_000);

  it('organiser: "Invitar amigos" lists the friends not yet invited and invites the ones ticked', async () => {
    saveSession({ token: ana.token, user: ana });
    const event = eventDetail({ participants: [{ ...beto, status: 'invited' }] });
    const api = mockApi({
      [get]: { data: event },
      'GET /api/friend/getPagination': { data: { list: [beto, carla], total: 2 } },
      'POST /api/friend/inviteToEvento': { data: { invited: 1, message: 'Invitación enviada.' } },
    });
    renderRoute(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Invitar amigos' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar amigos' });
    const carlaBox = await within(dialog).findByRole('checkbox', { name: /Carla Ruiz/ });
    // Beto is already invited.
    expect(within(dialog).queryByRole('checkbox', { name: /Beto López/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invitar' }));
    expect(within(dialog).getByText('Elige al menos a una persona.')).toBeInTheDocument();
    await userEvent.click(carlaBox);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invitar a 1 persona' }));
    expect(await screen.findByText('Invitación enviada.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/friend/inviteToEvento')[0]?.body).toEqual({
      eventId: EVENT_ID,
      userIds: [carla.id],
    });
  }, 20_000);

  it('organiser: "Borrar" asks first, then deletes and goes to the calendar', async () => {
    saveSession({ token: ana.token, user: ana });
    const api = mockApi({
      [get]: { data: eventDetail() },
      [`DELETE /api/event/delete/${EVENT_ID}`]: {
        data: { message: 'Evento borrado. Hemos avisado a los invitados.' },
      },
      'GET /api/event/byDate': { data: [] },
      'GET /api/calendar/byMonth': { data: [] },
      'GET /api/special/dates/byMonth': { data: [] },
    });
    const { router } = renderRoute(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: '¿Borrar el evento?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Borrar evento' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendario'));
    expect(api.callsTo(`DELETE /api/event/delete/${EVENT_ID}`)).toHaveLength(1);
  }, 20_000);

  it('invited: Aceptar / Rechazar answer the invitation', async () => {
    saveSession({ token: betoUser.token, user: betoUser });
    const api = mockApi({
      [get]: { data: eventDetail({ role: 'invited' }) },
      [`PUT /api/event/invitation/respond/${EVENT_ID}`]: { data: eventDetail({ role: 'accepted' }) },
    });
    const { queryClient } = renderRoute(path);
    // The header's badge counts the invitation.
    queryClient.setQueryData(notificationKeys.unread, 1);
    expect(await screen.findByText('Ana te ha invitado. ¿Vas a ir?', {}, firstLoad)).toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
    await userEvent.click(within(actions()).getByRole('button', { name: 'Aceptar' }));
    expect(await within(actions()).findByText('Vas a ir')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/event/invitation/respond/${EVENT_ID}`)[0]?.body).toEqual({ accept: true });
    // The API read the invitation's notification: the count is asked again (NotificationCenter refetches it).
    expect(queryClient.getQueryState(notificationKeys.unread)?.isInvalidated).toBe(true);
    expect(within(actions()).queryByRole('button', { name: 'Invitar amigos' })).not.toBeInTheDocument();
  }, 20_000);

  it('accepted: "Dejar el evento" asks, then leaves', async () => {
    saveSession({ token: betoUser.token, user: betoUser });
    let role: 'accepted' | 'none' = 'accepted';
    const api = mockApi({
      [get]: () => jsonResponse({ data: eventDetail({ role }) }),
      [`DELETE /api/friend/leaveTheEvent/${EVENT_ID}`]: () => {
        role = 'none';
        return jsonResponse({
          data: { message: 'Has dejado el evento. Hemos avisado a quien lo organiza.' },
        });
      },
    });
    renderRoute(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Dejar el evento' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: '¿Dejar el evento?' });
    expect(dialog).toHaveTextContent('avisaremos a Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dejar el evento' }));
    expect(await within(actions()).findByRole('button', { name: 'Quiero ir' })).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/friend/leaveTheEvent/${EVENT_ID}`)).toHaveLength(1);
  }, 20_000);

  it('none: "Quiero ir" asks to join, then shows "Solicitud enviada"', async () => {
    saveSession({ token: betoUser.token, user: betoUser });
    const api = mockApi({
      [get]: { data: eventDetail({ role: 'none', visibility: 'public' }) },
      'POST /api/friend/applyToParticipateEvent': {
        data: eventDetail({ role: 'requested', visibility: 'public' }),
      },
    });
    renderRoute(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Quiero ir' }, firstLoad));
    expect(await within(actions()).findByText('Solicitud enviada')).toBeInTheDocument();
    expect(api.callsTo('POST /api/friend/applyToParticipateEvent')[0]?.body).toEqual({ eventId: EVENT_ID });
    // A public event can be passed on by anyone who sees it.
    expect(within(actions()).getByRole('button', { name: 'Compartir' })).toBeInTheDocument();
  }, 20_000);

  it('shows the join deadline on the event clock', async () => {
    saveSession({ token: betoUser.token, user: betoUser });
    mockApi({ [get]: { data: eventDetail({ role: 'none', joinDeadline: '2027-01-02T22:00:00.000Z' }) } });
    renderRoute(path);
    expect(
      await screen.findByText('Fecha límite para unirse: 2 Ene 2027 23:00', {}, firstLoad),
    ).toBeInTheDocument();
  }, 20_000);

  it('once the join deadline has passed, says so, and a late "Quiero ir" shows why it was refused', async () => {
    saveSession({ token: betoUser.token, user: betoUser });
    const closedMessage =
      'Ya ha pasado la fecha límite para unirse a este evento. Si aún quieres ir, escribe a quien lo organiza.';
    mockApi({
      [get]: { data: eventDetail({ role: 'none', joinDeadline: '2026-01-02T22:00:00.000Z' }) },
      'POST /api/friend/applyToParticipateEvent': () => apiError('EVENT_JOIN_CLOSED', closedMessage, 409),
    });
    renderRoute(path);
    expect(
      await screen.findByText('El plazo para unirse terminó el 2 Ene 2026 23:00', {}, firstLoad),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quiero ir' }));
    expect(await screen.findByText(closedMessage)).toBeInTheDocument();
  }, 20_000);

  it('requested: "Retirar mi solicitud" withdraws the request, and "Quiero ir" comes back', async () => {
    saveSession({ token: betoUser.token, user: betoUser });
    let role: 'requested' | 'none' = 'requested';
    const api = mockApi({
      [get]: () => jsonResponse({ data: eventDetail({ role, visibility: 'public' }) }),
      [`DELETE /api/friend/leaveTheEvent/${EVENT_ID}`]: () => {
        role = 'none';
        return jsonResponse({ data: { message: 'Has retirado tu solicitud para ir.' } });
      },
    });
    renderRoute(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Retirar mi solicitud' }, firstLoad));
    expect(await screen.findByText('Has retirado tu solicitud para ir.')).toBeInTheDocument();
    expect(await within(actions()).findByRole('button', { name: 'Quiero ir' })).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/friend/leaveTheEvent/${EVENT_ID}`)).toHaveLength(1);
  }, 20_000);

  it('guest: a public event opens without a session and invites to sign in, back to the join page', async () => {
    mockApi({ [get]: { data: eventDetail({ role: 'none', visibility: 'public' }) } });
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cumpleaños de Ana' }, firstLoad),
    ).toBeInTheDocument();
    const login = within(actions()).getByRole('link', { name: 'Inicia sesión para unirte' });
    expect(login).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/evento/join-event/${EVENT_ID}`)}`,
    );
    expect(within(actions()).getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute(
      'href',
      `/register?next=${encodeURIComponent(`/evento/join-event/${EVENT_ID}`)}`,
    );
    expect(screen.getByText('Inicia sesión para ver quién va.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quiero ir' })).not.toBeInTheDocument();
  }, 20_000);

  it('404: says, in Spanish, that it does not exist or is not for you', async () => {
    saveSession({ token: betoUser.token, user: betoUser });
    mockApi({ [get]: () => apiError('NOT_FOUND', 'Ese evento no existe o no tienes acceso a él.', 404) });
    renderRoute(path);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Este evento no existe o no tienes acceso' },
        firstLoad,
      ),
    ).toBeInTheDocument();
  }, 20_000);
});

describe('event page: the gift list', () => {
  const LIST_ID = '5a0e7c1d-2b3f-4a6e-8c9d-0e1f2a3b4c5d';

  it('shows the linked list, named, with its gifts still to give, linking to its page', async () => {
    saveSession({ token: betoUser.token, user: betoUser });
    mockApi({
      [get]: { data: eventDetail({ role: 'accepted', listId: LIST_ID }) },
      [`GET /api/list/get/${LIST_ID}`]: {
        data: {
          id: LIST_ID,
          name: 'Regalos para Ana',
          description: '',
          category: null,
          image: '/files/defaults/lists/regalos.svg',
          date: null,
          occasion: 'Cumpleaños',
          visibility: 'friends',
          owner: { id: 'u-ana', name: 'Ana', lastname: 'García', image: null },
          owners: [{ id: 'u-ana', name: 'Ana', lastname: 'García', image: null }],
          eventId: EVENT_ID,
          standOut: false,
          giftCount: 4,
          availableCount: 2,
          isMine: false,
          createdAt: '2026-11-01T10:00:00.000Z',
          reveal: { revealed: false, revealsOn: '2027-01-05', openedAt: null },
          gifts: [],
        },
      },
    });
    renderRoute(path);
    const card = await screen.findByRole('region', { name: 'Lista de regalos' }, firstLoad);
    expect(within(card).getByRole('link', { name: 'Regalos para Ana' })).toHaveAttribute(
      'href',
      `/home/${LIST_ID}/lista`,
    );
    expect(card).toHaveTextContent('2 de 4 regalos por dar');
  }, 20_000);

  it('organiser without a list: offers to create one already linked to the event', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({ [get]: { data: eventDetail() } });
    renderRoute(path);
    const card = await screen.findByRole('region', { name: 'Lista de regalos' }, firstLoad);
    expect(within(card).getByRole('link', { name: 'Crear la lista de regalos' })).toHaveAttribute(
      'href',
      `/crear-lista?evento=${EVENT_ID}`,
    );
  }, 20_000);

  it('someone else, and no list: nothing about lists', async () => {
    saveSession({ token: betoUser.token, user: betoUser });
    mockApi({ [get]: { data: eventDetail({ role: 'accepted' }) } });
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: 'Cumpleaños de Ana' }, firstLoad);
    expect(screen.queryByRole('region', { name: 'Lista de regalos' })).not.toBeInTheDocument();
  }, 20_000);
});
