import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queriesTo } from '@/features/lists/testing/fixtures';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { act, jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';

// Toasts live in a store shared by every test; one left over would show again in the next test.
afterEach(() => {
  notifications.clean();
});

const firstLoad = { timeout: 5000 };
const person = (id: string, name: string, lastname: string) => ({ id, name, lastname, image: null });
const nora = person('0a6e1c2b-0000-4000-8000-000000000001', 'Nora', 'Vidal');
const sara = person('0a6e1c2b-0000-4000-8000-000000000002', 'Sara', 'Vidal');
const raul = person('0a6e1c2b-0000-4000-8000-000000000003', 'Raúl', 'Vidal');
const lola = person('0a6e1c2b-0000-4000-8000-000000000004', 'Lola', 'Vidal');

const noRequests = { data: { incoming: [], outgoing: [] } };
const base = {
  'GET /api/friend/requests': noRequests,
  'GET /api/friend/getPagination': { data: { list: [], total: 0 } },
  'GET /api/friend/blocked': { data: [] },
  'GET /api/friend/inviteLink': {
    data: { url: 'http://localhost/register?invita=u-ana', text: 'Ana te invita a Detalle.' },
  },
};

beforeEach(() => {
  saveSession({ token: ana.token, user: ana });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('amigos: search', () => {
  it('waits for 3 letters, then shows the right action for each relation', async () => {
    const api = mockApi({
      ...base,
      'GET /api/friend/search': {
        data: {
          list: [
            { ...nora, relation: 'none' },
            { ...sara, relation: 'request_sent' },
            { ...raul, relation: 'request_received' },
            { ...lola, relation: 'friend' },
          ],
          total: 4,
        },
      },
      'POST /api/friend/request': (call: { body: { userId: string } }) =>
        jsonResponse({ data: { relation: call.body.userId === raul.id ? 'friend' : 'request_sent' } }),
    });
    renderRoute('/amigos?tab=buscar');
    const input = await screen.findByRole(
      'searchbox',
      { name: /Busca por nombre, correo o teléfono/ },
      firstLoad,
    );
    // A deterministic clock: well past the debounce, two letters still ask nothing.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.type(input, 'Vi');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(api.callsTo('GET /api/friend/search')).toHaveLength(0);

    await userEvent.type(input, 'dal');
    const results = await screen.findByRole('list', { name: 'Resultados de la búsqueda' });
    const row = (name: string) => within(results).getByRole('listitem', { name });
    expect(within(row('Nora Vidal')).getByRole('button', { name: 'Añadir a Nora Vidal' })).toHaveTextContent(
      'Añadir',
    );
    expect(row('Sara Vidal')).toHaveTextContent('Solicitud enviada');
    expect(within(row('Raúl Vidal')).getByRole('button', { name: /Aceptar/ })).toBeInTheDocument();
    expect(row('Lola Vidal')).toHaveTextContent('Amigos');
    expect(
      within(row('Lola Vidal')).queryByRole('button', { name: /Añadir|Aceptar/ }),
    ).not.toBeInTheDocument();

    const searchUrls = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/friend/search');
    // Debounced: one search for what was finally typed, none for the first letters.
    expect(searchUrls.map((url) => url.searchParams.get('sea'))).toEqual(['Vidal']);

    await userEvent.click(within(row('Nora Vidal')).getByRole('button', { name: 'Añadir a Nora Vidal' }));
    await waitFor(() => expect(row('Nora Vidal')).toHaveTextContent('Solicitud enviada'));
    expect(api.callsTo('POST /api/friend/request')[0]?.body).toEqual({ userId: nora.id });

    await userEvent.click(within(row('Raúl Vidal')).getByRole('button', { name: /Aceptar/ }));
    await waitFor(() => expect(row('Raúl Vidal')).toHaveTextContent('Amigos'));
  }, 20_000);

  it('says so when nobody matches', async () => {
    mockApi({ ...base, 'GET /api/friend/search': { data: { list: [], total: 0 } } });
    renderRoute('/amigos?tab=buscar');
    await userEvent.type(await screen.findByRole('searchbox', {}, firstLoad), 'nadie@correo.com');
    expect(await screen.findByRole('heading', { name: 'No hemos encontrado a nadie' })).toBeInTheDocument();
  }, 20_000);
});

describe('amigos: requests', () => {
  it('accepts and declines received requests, and cancels a sent one', async () => {
    let incoming = [
      { id: 'req-1', person: nora, createdAt: new Date().toISOString() },
      { id: 'req-2', person: sara, createdAt: new Date().toISOString() },
    ];
    let outgoing = [{ id: 'req-3', person: raul, createdAt: new Date().toISOString() }];
    const drop = (id: string) => {
      incoming = incoming.filter((r) => r.id !== id);
      outgoing = outgoing.filter((r) => r.id !== id);
    };
    const api = mockApi({
      ...base,
      'GET /api/friend/requests': () => jsonResponse({ data: { incoming, outgoing } }),
      'PUT /api/friend/accept/req-1': () => {
        drop('req-1');
        return jsonResponse({ data: { message: '¡Ya sois amigos!' } });
      },
      'PUT /api/friend/decline/req-2': () => {
        drop('req-2');
        return jsonResponse({ data: { message: 'Solicitud rechazada.' } });
      },
      'DELETE /api/friend/cancel/req-3': () => {
        drop('req-3');
        return jsonResponse({ data: { message: 'Solicitud cancelada.' } });
      },
    });
    renderRoute('/amigos');
    // The tab shows how many wait for an answer.
    const tab = await screen.findByRole('tab', { name: /Solicitudes/ }, firstLoad);
    await waitFor(() => expect(tab).toHaveAccessibleName(/2 solicitudes pendientes/));
    await userEvent.click(tab);

    const received = await screen.findByRole('list', { name: 'Recibidas' });
    await userEvent.click(within(received).getByRole('button', { name: 'Aceptar a Nora Vidal' }));
    expect(await screen.findByText('¡Ya sois amigos!')).toBeInTheDocument();
    await userEvent.click(within(received).getByRole('button', { name: 'Rechazar a Sara Vidal' }));
    await waitFor(() => expect(screen.getByText('No tienes solicitudes por responder.')).toBeInTheDocument());

    const sent = screen.getByRole('list', { name: 'Enviadas' });
    await userEvent.click(within(sent).getByRole('button', { name: 'Cancelar la solicitud a Raúl Vidal' }));
    expect(
      await screen.findByRole('heading', { name: 'No tienes solicitudes pendientes' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/friend/accept/req-1')).toHaveLength(1);
    expect(api.callsTo('PUT /api/friend/decline/req-2')).toHaveLength(1);
    expect(api.callsTo('DELETE /api/friend/cancel/req-3')).toHaveLength(1);
  }, 20_000);
});

describe('amigos: my friends', () => {
  it('removes a friend and blocks someone only after confirming, and unblocks', async () => {
    let friends = [nora, sara];
    let blocked: (typeof nora)[] = [];
    const api = mockApi({
      ...base,
      'GET /api/friend/getPagination': () => jsonResponse({ data: { list: friends, total: friends.length } }),
      'GET /api/friend/blocked': () => jsonResponse({ data: blocked }),
      [`DELETE /api/friend/delete/${nora.id}`]: () => {
        friends = friends.filter((f) => f.id !== nora.id);
        return jsonResponse({ data: { message: 'Ya no sois amigos.' } });
      },
      'POST /api/friend/block': () => {
        friends = [];
        blocked = [sara];
        return jsonResponse({ data: { message: 'Has bloqueado a esta persona.' } });
      },
      [`DELETE /api/friend/unblock/${sara.id}`]: () => {
        blocked = [];
        return jsonResponse({ data: { message: 'Has desbloqueado a esta persona.' } });
      },
    });
    renderRoute('/amigos');
    const list = await screen.findByRole('list', { name: 'Mis amigos' }, firstLoad);
    expect(screen.getByText('2 amigos')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Más opciones para Nora Vidal' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dejar de ser amigos' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Dejar de ser amigos de Nora Vidal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo(`DELETE /api/friend/delete/${nora.id}`)).toHaveLength(0);

    await userEvent.click(within(list).getByRole('button', { name: 'Más opciones para Nora Vidal' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dejar de ser amigos' }));
    dialog = await screen.findByRole('dialog', { name: '¿Dejar de ser amigos de Nora Vidal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dejar de ser amigos' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Nora Vidal' })).not.toBeInTheDocument(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Más opciones para Sara Vidal' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bloquear' }));
    dialog = await screen.findByRole('dialog', { name: '¿Bloquear a Sara Vidal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(api.callsTo('POST /api/friend/block')[0]?.body).toEqual({ userId: sara.id });

    const blockedList = await screen.findByRole('list', { name: 'Personas bloqueadas' });
    await userEvent.click(within(blockedList).getByRole('button', { name: 'Desbloquear a Sara Vidal' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Personas bloqueadas' })).not.toBeInTheDocument(),
    );
  }, 20_000);

  // Guards against asking only for the first 100 friends while the page offers "Ver más".
  it('shows friends past the API’s page of 100 with "Ver más"', async () => {
    const many = Array.from({ length: 130 }, (_, i) =>
      person(`0a6e1c2b-0000-4000-8000-${String(1000 + i).padStart(12, '0')}`, `Amigo${i}`, 'Vidal'),
    );
    const api = mockApi({
      ...base,
      'GET /api/friend/getPagination': () => {
        const query = queriesTo(api, 'GET /api/friend/getPagination').at(-1);
        const [lim, pos] = [Number(query?.get('lim')), Number(query?.get('pos'))];
        return jsonResponse({ data: { list: many.slice(pos, pos + lim), total: many.length } });
      },
    });
    renderRoute('/amigos');
    const list = await screen.findByRole('list', { name: 'Mis amigos' }, firstLoad);
    expect(screen.getByText('130 amigos')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    // Keyboard focus goes to the first friend the page brought, not lost with the button.
    await waitFor(() => expect(within(list).getByRole('listitem', { name: 'Amigo100 Vidal' })).toHaveFocus());
    expect(within(list).getAllByRole('listitem')).toHaveLength(130);
    expect(queriesTo(api, 'GET /api/friend/getPagination').map((q) => q.get('pos'))).toEqual(['0', '100']);
    expect(await screen.findByText('Ya ves a todos tus amigos.')).toBeInTheDocument();
  }, 20_000);

  it('"Ver sus listas" opens lista with only that friend’s lists', async () => {
    const api = mockApi({
      ...base,
      'GET /api/friend/getPagination': { data: { list: [nora], total: 1 } },
      'GET /api/list/getPagination': { data: { list: [], total: 0 } },
      'GET /api/list/friendList': { data: { list: [], total: 0 } },
    });
    const { router } = renderRoute('/amigos');
    const list = await screen.findByRole('list', { name: 'Mis amigos' }, firstLoad);
    await userEvent.click(within(list).getByRole('button', { name: 'Más opciones para Nora Vidal' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Ver sus listas' }));
    expect(await screen.findByText('Solo las de Nora Vidal', {}, firstLoad)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lista');
    expect(queriesTo(api, 'GET /api/list/friendList').at(-1)?.get('friend')).toBe(nora.id);
  });

  it('"Invitar a alguien a Detalle" copies the invitation link where there is no share sheet', async () => {
    mockApi(base);
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { share: undefined, clipboard: { writeText } }),
    );
    renderRoute('/amigos');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Invitar a alguien a Detalle' }, firstLoad),
    );
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/register?invita=u-ana'));
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
  }, 20_000);
});
