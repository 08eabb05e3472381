import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventDetail } from '@/features/events/testing/fixtures';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { render, screen, userEvent, waitFor, within } from '@/test/test-utils';
import { betoOwner, COPY_ID, LIST_ID, listDetail, MY_EVENT_ID } from '../testing/fixtures';
import { ListDetail } from './ListDetail';

const get = `GET /api/list/get/${LIST_ID}`;
const betoUser = { ...ana, id: betoOwner.id, name: 'Beto', lastname: 'López', token: 'token-de-beto' };

afterEach(() => {
  vi.unstubAllGlobals();
});

function DetailRoute() {
  const { id = '' } = useParams();
  return <ListDetail id={id} />;
}

/** The lead mounts ListDetail on `home/{id}/lista`; here it gets that route alone, and a stand-in for the rest. */
function renderList(id = LIST_ID) {
  const router = createMemoryRouter(
    [
      { path: '/home/:id/lista', Component: DetailRoute },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: [`/home/${id}/lista`] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

const actions = () => screen.getByRole('region', { name: 'Qué puedes hacer' });

describe('ListDetail', () => {
  it('owner: sees everything about the list, and Editar, Compartir, Código QR, Borrar', async () => {
    saveSession({ token: ana.token, user: ana });
    mockApi({
      [get]: {
        data: listDetail({
          eventId: MY_EVENT_ID,
          category: { id: 'cumpleanos', slug: 'cumpleanos', name: 'Cumpleaños' },
        }),
      },
      [`GET /api/event/get/${MY_EVENT_ID}`]: {
        data: eventDetail({
          id: MY_EVENT_ID,
          name: 'Fiesta de cumpleaños',
          startsAt: '2027-01-05T12:00:00.000Z',
        }),
      },
    });
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cumpleaños de Ana' })).toBeInTheDocument();
    expect(screen.getByText('Es tu lista')).toBeInTheDocument();
    expect(screen.getByText('5 Ene 2027').parentElement).toHaveTextContent('Cumpleaños · 5 Ene 2027');
    expect(screen.getByText('Para tus amigos')).toBeInTheDocument();
    expect(screen.getByText('Lo que me hace ilusión este año.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fiesta de cumpleaños' })).toHaveAttribute(
      'href',
      `/evento/${MY_EVENT_ID}`,
    );

    const box = actions();
    expect(within(box).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/crear-lista?id=${LIST_ID}`,
    );
    for (const name of ['Compartir', 'Código QR', 'Borrar']) {
      expect(within(box).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(box).queryByRole('button', { name: 'Copiar a mis listas' })).not.toBeInTheDocument();
  });

  it("Compartir sends the list's shared link (regalar, open without an account) through the share sheet", async () => {
    saveSession({ token: ana.token, user: ana });
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    mockApi({ [get]: { data: listDetail({ visibility: 'public' }) } });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Compartir' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]?.[0]).toMatchObject({
      url: `${window.location.origin}/regalar?lista=${LIST_ID}`,
      text: 'Mira mi lista de regalos «Cumpleaños de Ana» en Detalle.',
    });
  });

  it('a friends-only list warns before sharing; one tap opens it to the link, then shares', async () => {
    saveSession({ token: ana.token, user: ana });
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const api = mockApi({
      [get]: { data: listDetail({ visibility: 'friends' }) },
      [`PUT /api/list/update/${LIST_ID}`]: { data: listDetail({ visibility: 'public' }) },
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Compartir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solo tus amigos pueden abrir este enlace' });
    expect(dialog).toHaveTextContent('verá «Esta lista es solo para amigos»');
    expect(share).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Abrirla a quien tenga el enlace y compartir' }),
    );
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(api.callsTo(`PUT /api/list/update/${LIST_ID}`)[0]?.body).toEqual({ visibility: 'public' });
    expect(share.mock.calls[0]?.[0]).toMatchObject({
      url: `${window.location.origin}/regalar?lista=${LIST_ID}`,
    });
    expect(await screen.findByText(/Ahora la abre cualquiera con el enlace/)).toBeInTheDocument();
  });

  it('a friends-only list may be shared as it is, said plainly, without changing it', async () => {
    saveSession({ token: ana.token, user: ana });
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const api = mockApi({ [get]: { data: listDetail({ visibility: 'friends' }) } });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Compartir' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Compartir igualmente, solo para mis amigos' }),
    );
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(api.callsTo(`PUT /api/list/update/${LIST_ID}`)).toHaveLength(0);
  });

  it('a private list: its QR asks first, offers no "share anyway", and Cancelar shares nothing', async () => {
    saveSession({ token: ana.token, user: ana });
    const api = mockApi({ [get]: { data: listDetail({ visibility: 'private' }) } });
    renderList();
    expect(await screen.findByText('Privada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Código QR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nadie más puede abrir este enlace' });
    expect(within(dialog).queryByRole('button', { name: /Compartir igualmente/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`PUT /api/list/update/${LIST_ID}`)).toHaveLength(0);
    expect(screen.queryByRole('img', { name: /Código QR para abrir/ })).not.toBeInTheDocument();
  });

  it('owner: "Borrar" asks first, then deletes, says so and goes to my lists', async () => {
    saveSession({ token: ana.token, user: ana });
    const api = mockApi({
      [get]: { data: listDetail() },
      [`DELETE /api/list/delete/${LIST_ID}`]: { data: { message: 'Lista borrada.' } },
    });
    const { router } = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Borrar la lista?' });
    expect(dialog).toHaveTextContent('Se borrará «Cumpleaños de Ana» con todos sus regalos.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo(`DELETE /api/list/delete/${LIST_ID}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Borrar la lista?' })).getByRole('button', {
        name: 'Borrar lista',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/lista'));
    expect(api.callsTo(`DELETE /api/list/delete/${LIST_ID}`)).toHaveLength(1);
    expect(await screen.findByText('Lista borrada')).toBeInTheDocument();
  });

  it('someone else signed in: Compartir, Código QR and "Copiar a mis listas", which opens the copy', async () => {
    saveSession({ token: betoUser.token, user: betoUser });
    const api = mockApi({
      [get]: { data: listDetail({ isMine: false, owner: { ...ana, image: null } }) },
      'POST /api/list/copy': {
        data: listDetail({
          id: COPY_ID,
          name: 'Cumpleaños de Ana (copia)',
          owner: betoOwner,
          visibility: 'private',
        }),
      },
    });
    const { router } = renderList();
    expect(await screen.findByText('Lista de Ana García')).toBeInTheDocument();
    const box = actions();
    expect(within(box).getByRole('button', { name: 'Compartir' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Código QR' })).toBeInTheDocument();
    expect(within(box).queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Borrar' })).not.toBeInTheDocument();

    await userEvent.click(within(box).getByRole('button', { name: 'Copiar a mis listas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/home/${COPY_ID}/lista`));
    expect(api.callsTo('POST /api/list/copy')[0]?.body).toEqual({ listId: LIST_ID });
    expect(await screen.findByText(/Lista copiada en tus listas/)).toBeInTheDocument();
  });

  it('a guest looking at a public list can share it but not copy it', async () => {
    mockApi({ [get]: { data: listDetail({ isMine: false, visibility: 'public' }) } });
    renderList();
    await screen.findByRole('heading', { level: 1, name: 'Cumpleaños de Ana' });
    expect(within(actions()).getByRole('button', { name: 'Compartir' })).toBeInTheDocument();
    expect(within(actions()).queryByRole('button', { name: 'Copiar a mis listas' })).not.toBeInTheDocument();
  });

  it('404: says it does not exist or is not for you, with a way back to my lists', async () => {
    saveSession({ token: betoUser.token, user: betoUser });
    mockApi({ [get]: () => apiError('NOT_FOUND', 'Esa lista no existe o no tienes acceso a ella.', 404) });
    renderList();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta lista no existe o no tienes acceso' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mis listas' })).toHaveAttribute('href', '/lista');
    expect(screen.getByRole('link', { name: 'Buscar otras listas' })).toHaveAttribute('href', '/regalar');
  });

  it('404 for a guest: offers to sign in and come back to the list', async () => {
    mockApi({ [get]: () => apiError('NOT_FOUND', 'Esa lista no existe o no tienes acceso a ella.', 404) });
    renderList();
    await screen.findByRole('heading', { level: 1, name: 'Esta lista no existe o no tienes acceso' });
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/home/${LIST_ID}/lista`)}`,
    );
  });

  it('any other failure says so and retries', async () => {
    saveSession({ token: ana.token, user: ana });
    let fail = true;
    mockApi({
      [get]: () =>
        fail
          ? apiError('INTERNAL', 'Algo ha fallado en el servidor.', 500)
          : new Response(JSON.stringify({ data: listDetail() }), {
              headers: { 'Content-Type': 'application/json' },
            }),
    });
    renderList();
    expect(await screen.findByText('No hemos podido cargar la lista.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cumpleaños de Ana' })).toBeInTheDocument();
  });
});
