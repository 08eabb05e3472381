import type { OwnedKind } from '@detalle/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { apiError, mockApi } from '@/test/mock-api';
import { render, screen, userEvent, waitFor, within } from '@/test/test-utils';
import {
  coOwners,
  EVENT_ID,
  INVITE_ID,
  irene,
  LINK_INVITE_ID,
  LIST_ID,
  lucia,
  luciaUser,
  marcos,
} from '../testing/fixtures';
import { OwnersSection } from './OwnersSection';

const owners = `GET /api/list/owners/${LIST_ID}`;
const firstLoad = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSection(kind: OwnedKind = 'list', id = LIST_ID) {
  saveSession({ token: luciaUser.token, user: luciaUser });
  const router = createMemoryRouter(
    [
      { path: '/pagina', element: <OwnersSection kind={kind} id={id} /> },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: ['/pagina'] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

const section = (name = 'Quién la lleva') => screen.findByRole('region', { name }, firstLoad);
const person = (name: string) => screen.getByText(name, { selector: 'p' }).closest('li') as HTMLElement;

describe('OwnersSection', () => {
  it('shows who runs the list, who receives the money, me, and the open invitations', async () => {
    mockApi({
      [owners]: {
        data: coOwners({
          invites: [
            { id: INVITE_ID, invitee: irene, invitedBy: lucia, expiresAt: '2026-12-04T10:00:00.000Z' },
            { id: LINK_INVITE_ID, invitee: null, invitedBy: marcos, expiresAt: '2026-12-04T10:00:00.000Z' },
          ],
        }),
      },
    });
    renderSection();
    const box = await section();
    expect(await within(box).findByText('Lucía Martín')).toBeInTheDocument();
    const me = person('Lucía Martín');
    expect(within(me).getByText('Tú')).toBeInTheDocument();
    expect(within(me).getByText('Recibe el dinero')).toBeInTheDocument();
    expect(within(me).queryByRole('button', { name: /Quitar/ })).not.toBeInTheDocument();
    const him = person('Marcos Ruiz');
    expect(within(him).queryByText('Recibe el dinero')).not.toBeInTheDocument();
    expect(within(him).getByRole('button', { name: 'Quitar a Marcos Ruiz' })).toBeInTheDocument();

    const invites = within(box).getByRole('list', { name: 'Invitaciones pendientes' });
    expect(invites).toHaveTextContent('Invitación enviada a Irene Sanz');
    expect(invites).toHaveTextContent('Enlace de invitación · caduca el 4 Dic 2026');
    expect(
      within(invites).getByRole('button', { name: 'Retirar la invitación a Irene Sanz' }),
    ).toBeInTheDocument();

    for (const name of ['Invitar a alguien', 'Pasar el dinero a otra persona', 'Salir de la lista']) {
      expect(within(box).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('an event says «Quién lo organiza» and «Dejar de organizarlo», and asks the event’s routes', async () => {
    const api = mockApi({
      [`GET /api/event/owners/${EVENT_ID}`]: { data: coOwners({ kind: 'event', id: EVENT_ID }) },
    });
    renderSection('event', EVENT_ID);
    const box = await section('Quién lo organiza');
    expect(await within(box).findByRole('button', { name: 'Dejar de organizarlo' })).toBeInTheDocument();
    expect(api.callsTo(`GET /api/event/owners/${EVENT_ID}`)).toHaveLength(1);
  });

  it('alone: no way to leave, and why; full: no way to invite, and why', async () => {
    mockApi({
      [owners]: {
        data: coOwners({ owners: [{ ...lucia, receives: true, isMe: true }], canInvite: false }),
      },
    });
    renderSection();
    const box = await section();
    expect(
      await within(box).findByText(/Eres la única persona que la lleva. Para salir, invita antes a alguien/),
    ).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Salir de la lista' })).not.toBeInTheDocument();
    expect(
      within(box).queryByRole('button', { name: 'Pasar el dinero a otra persona' }),
    ).not.toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Invitar a alguien' })).not.toBeInTheDocument();
    expect(within(box).getByText(/Ya sois el máximo de personas/)).toBeInTheDocument();
  });

  it('an owner who does not receive cannot take the money: no hand-over, no removing who receives', async () => {
    mockApi({
      [owners]: {
        data: coOwners({
          owners: [
            { ...lucia, receives: true, isMe: false },
            { ...marcos, receives: false, isMe: true },
          ],
        }),
      },
    });
    renderSection();
    const box = await section();
    expect(
      await within(box).findByText(
        'El dinero llega a Lucía: solo Lucía puede pasárselo a otra persona, poner la cuenta para transferencias o borrar la lista.',
      ),
    ).toBeInTheDocument();
    expect(within(person('Lucía Martín')).queryByRole('button', { name: /Quitar/ })).not.toBeInTheDocument();
    expect(
      within(box).queryByRole('button', { name: 'Pasar el dinero a otra persona' }),
    ).not.toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Salir de la lista' })).toBeInTheDocument();
  });

  it('«Quitar» asks first, then removes that owner', async () => {
    const api = mockApi({
      [owners]: { data: coOwners() },
      [`DELETE /api/list/owners/${LIST_ID}/${marcos.id}`]: {
        data: coOwners({ owners: [{ ...lucia, receives: true, isMe: true }] }),
      },
    });
    renderSection();
    await section();
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar a Marcos Ruiz' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar a Marcos?' });
    expect(dialog).toHaveTextContent('Marcos dejará de llevar la lista');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Marcos ya no lleva la lista.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/list/owners/${LIST_ID}/${marcos.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Marcos Ruiz')).not.toBeInTheDocument());
  });

  it('«Retirar» withdraws an invitation', async () => {
    const api = mockApi({
      [owners]: {
        data: coOwners({
          invites: [
            { id: INVITE_ID, invitee: irene, invitedBy: lucia, expiresAt: '2026-12-04T10:00:00.000Z' },
          ],
        }),
      },
      [`DELETE /api/owner-invite/${INVITE_ID}`]: { data: coOwners() },
    });
    renderSection();
    await section();
    await userEvent.click(await screen.findByRole('button', { name: 'Retirar la invitación a Irene Sanz' }));
    expect(await screen.findByText('Invitación retirada.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/owner-invite/${INVITE_ID}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/Invitación enviada a Irene/)).not.toBeInTheDocument());
  });

  it('«Salir de la lista» asks first, leaves and goes to my lists', async () => {
    const api = mockApi({
      [owners]: { data: coOwners() },
      [`DELETE /api/list/owners/${LIST_ID}/${lucia.id}`]: { data: { left: true } },
    });
    const { router } = renderSection();
    await section();
    await userEvent.click(await screen.findByRole('button', { name: 'Salir de la lista' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir de la lista?' });
    expect(dialog).toHaveTextContent('La seguirá llevando Marcos.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir de la lista' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lista'));
    expect(api.callsTo(`DELETE /api/list/owners/${LIST_ID}/${lucia.id}`)).toHaveLength(1);
  });

  it('leaving refused (LAST_OWNER) says why in Spanish and stays', async () => {
    mockApi({
      [owners]: { data: coOwners() },
      [`DELETE /api/list/owners/${LIST_ID}/${lucia.id}`]: () =>
        apiError(
          'LAST_OWNER',
          'Eres la única persona que la lleva: invita a alguien antes de salir, o bórrala si ya no hace falta.',
          409,
        ),
    });
    const { router } = renderSection();
    await section();
    await userEvent.click(await screen.findByRole('button', { name: 'Salir de la lista' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir de la lista?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir de la lista' }));
    expect(await screen.findByText(/invita a alguien antes de salir, o bórrala/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pagina');
  });

  it('«Invitar a alguien»: one of my friends not already in it', async () => {
    const api = mockApi({
      [owners]: { data: coOwners() },
      'GET /api/friend/getPagination': { data: { list: [marcos, irene], total: 2 } },
      [`POST /api/list/owners/invite/${LIST_ID}`]: {
        data: {
          invite: { id: INVITE_ID, invitee: irene, invitedBy: lucia, expiresAt: '2026-12-04T10:00:00.000Z' },
          link: null,
        },
      },
    });
    renderSection();
    await section();
    await userEvent.click(await screen.findByRole('button', { name: 'Invitar a alguien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a llevar la lista' });
    const friends = await within(dialog).findByRole('radiogroup', { name: 'Elige a uno de tus amigos' });
    // Marcos runs it already.
    expect(within(friends).queryByRole('radio', { name: /Marcos/ })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(within(dialog).getByText('Elige a uno de tus amigos.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/list/owners/invite/${LIST_ID}`)).toHaveLength(0);

    await userEvent.click(within(friends).getByRole('radio', { name: 'Irene Sanz' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Invitación enviada a Irene.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/list/owners/invite/${LIST_ID}`)[0]?.body).toEqual({ friendId: irene.id });
  });

  it('«Crear enlace de invitación» shows the link once, to copy or share, and says what it allows', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const link = `/llevar-juntos#t=secreto-de-la-invitacion_0123456789`;
    const api = mockApi({
      [owners]: { data: coOwners() },
      'GET /api/friend/getPagination': { data: { list: [], total: 0 } },
      [`POST /api/list/owners/invite/${LIST_ID}`]: {
        data: {
          invite: {
            id: LINK_INVITE_ID,
            invitee: null,
            invitedBy: lucia,
            expiresAt: '2026-12-04T10:00:00.000Z',
          },
          link,
        },
      },
    });
    renderSection();
    await section();
    await userEvent.click(await screen.findByRole('button', { name: 'Invitar a alguien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a llevar la lista' });
    expect(dialog).toHaveTextContent('El enlace caduca en 7 días');
    expect(dialog).toHaveTextContent('podrá llevar la lista contigo y editarla');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear enlace de invitación' }));

    const field = await within(dialog).findByRole('textbox', { name: 'Enlace de invitación' });
    expect(field).toHaveValue(`${window.location.origin}${link}`);
    expect(api.callsTo(`POST /api/list/owners/invite/${LIST_ID}`)[0]?.body).toEqual({});
    expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compartir' }));
    expect(share).toHaveBeenCalledWith({
      text: '¿Llevamos juntos la lista «Nuestra boda» en Detalle?',
      url: `${window.location.origin}${link}`,
    });
  });

  it('an invitation refused (OWNERS_FULL) says why inside the dialog', async () => {
    mockApi({
      [owners]: { data: coOwners() },
      'GET /api/friend/getPagination': { data: { list: [], total: 0 } },
      [`POST /api/list/owners/invite/${LIST_ID}`]: () =>
        apiError(
          'OWNERS_FULL',
          'Ya sois el máximo de personas llevándola. Retira alguna invitación para invitar a otra persona.',
          409,
        ),
    });
    renderSection();
    await section();
    await userEvent.click(await screen.findByRole('button', { name: 'Invitar a alguien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a llevar la lista' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear enlace de invitación' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ya sois el máximo de personas llevándola.',
    );
  });

  it('«Pasar el dinero a otra persona»: one of the owners, for money given from now on', async () => {
    const api = mockApi({
      [owners]: { data: coOwners() },
      [`PUT /api/list/owners/receiver/${LIST_ID}`]: {
        data: coOwners({
          owners: [
            { ...marcos, receives: true, isMe: false },
            { ...lucia, receives: false, isMe: true },
          ],
        }),
      },
    });
    renderSection();
    await section();
    await userEvent.click(await screen.findByRole('button', { name: 'Pasar el dinero a otra persona' }));
    const dialog = await screen.findByRole('dialog', { name: '¿A quién pasas el dinero?' });
    expect(dialog).toHaveTextContent('Se aplica al dinero que se dé a partir de ahora.');
    expect(within(dialog).getByRole('radio', { name: 'Lucía Martín (Tú)' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Marcos Ruiz' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('A partir de ahora el dinero llega a Marcos.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/list/owners/receiver/${LIST_ID}`)[0]?.body).toEqual({ userId: marcos.id });
    await waitFor(() =>
      expect(within(person('Marcos Ruiz')).getByText('Recibe el dinero')).toBeInTheDocument(),
    );
  });
});
