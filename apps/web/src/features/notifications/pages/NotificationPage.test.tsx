import type { Notification } from '@detalle/contract';
import { notifications as toasts } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { apiError, mockApi } from '@/test/mock-api';
import { jsonResponse, renderRoute, screen, userEvent, waitFor, within } from '@/test/test-utils';

function notification(overrides: Partial<Notification> & { id: string }): Notification {
  return {
    type: 'friend_request',
    title: 'Luis Pérez quiere ser tu amigo en Detalle',
    body: 'Acepta la solicitud para ver sus listas.',
    data: {},
    read: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

const friendRequest = notification({ id: 'n1' });
const invitation = notification({
  id: 'n2',
  type: 'invite_to_event',
  title: 'Marta te invitó a «Cumple de Marta»',
  body: 'El sábado a las 18:00.',
  data: { eventId: 'e42' },
  read: true,
});

const page = (list: Notification[], total = list.length) => ({ data: { list, total } });
const message = (text: string) => ({ data: { message: text } });

beforeEach(() => {
  toasts.clean();
  saveSession({ token: 'tok', user: ana });
});

const items = () => within(screen.getByRole('list', { name: 'Notificaciones' })).getAllByRole('listitem');

describe('notification page', () => {
  it('lists notifications newest first, with the unread ones marked and the unread count', async () => {
    const api = mockApi({
      'GET /api/notify/getPagination': page([friendRequest, invitation]),
      'GET /api/notify/unRead': { data: { count: 1 } },
    });
    renderRoute('/notification');

    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items();
    expect(first).toHaveAttribute('data-unread');
    expect(within(first as HTMLElement).getByRole('button', { name: /^Sin leer: Luis Pérez/ })).toBeVisible();
    expect(second).not.toHaveAttribute('data-unread');
    expect(within(second as HTMLElement).getByRole('button', { name: /^Marta te invitó/ })).toBeVisible();
    expect(await screen.findByText('Tienes 1 notificación sin leer.')).toBeInTheDocument();

    const [call] = api.callsTo('GET /api/notify/getPagination');
    expect(call?.headers.get('Type-token')).toBe('tok');
  });

  it('opening one marks it read and goes to its screen', async () => {
    const api = mockApi({
      'GET /api/notify/getPagination': page([friendRequest, invitation]),
      'GET /api/notify/unRead': { data: { count: 1 } },
      'PUT /api/notify/markRead/n1': { data: { ...friendRequest, read: true } },
    });
    const { router } = renderRoute('/notification');
    await userEvent.click(
      await screen.findByRole('button', { name: /^Sin leer: Luis Pérez quiere ser tu amigo/ }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/amigos'));
    await waitFor(() => expect(api.callsTo('PUT /api/notify/markRead/n1')).toHaveLength(1));
  });

  it('opening a read event notification goes to the event without marking anything', async () => {
    const api = mockApi({
      'GET /api/notify/getPagination': page([invitation]),
      'GET /api/notify/unRead': { data: { count: 0 } },
    });
    const { router } = renderRoute('/notification');
    await userEvent.click(await screen.findByRole('button', { name: /^Marta te invitó/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evento/e42'));
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('marks all read', async () => {
    let read = false;
    const api = mockApi({
      'GET /api/notify/getPagination': () => jsonResponse(page([{ ...friendRequest, read }, invitation])),
      'GET /api/notify/unRead': () => jsonResponse({ data: { count: read ? 0 : 1 } }),
      'PUT /api/notify/markAll': () => {
        read = true;
        return jsonResponse(message('Todas tus notificaciones están leídas.'));
      },
    });
    renderRoute('/notification');
    await screen.findByText('Tienes 1 notificación sin leer.');
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));

    expect(await screen.findByText('Todas tus notificaciones están leídas.')).toBeInTheDocument();
    expect(await screen.findByText('Estás al día: no tienes nada sin leer.')).toBeInTheDocument();
    await waitFor(() => expect(items()[0]).not.toHaveAttribute('data-unread'));
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
    expect(api.callsTo('PUT /api/notify/markAll')).toHaveLength(1);
  });

  it('deletes one and moves focus to the next', async () => {
    let list = [friendRequest, invitation];
    const api = mockApi({
      'GET /api/notify/getPagination': () => jsonResponse(page(list)),
      'GET /api/notify/unRead': { data: { count: 1 } },
      'DELETE /api/notify/delete/n1': () => {
        list = [invitation];
        return jsonResponse(message('Notificación borrada.'));
      },
    });
    renderRoute('/notification');
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Borrar la notificación «Luis Pérez quiere ser tu amigo en Detalle»',
      }),
    );
    expect(await screen.findByText('Notificación borrada.')).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Marta te invitó/ })).toHaveFocus());
    expect(api.callsTo('DELETE /api/notify/delete/n1')).toHaveLength(1);
  });

  it('deletes all only after confirming, in a red button', async () => {
    let list = [friendRequest, invitation];
    const api = mockApi({
      'GET /api/notify/getPagination': () => jsonResponse(page(list)),
      'GET /api/notify/unRead': { data: { count: 1 } },
      'DELETE /api/notify/delete-all': () => {
        list = [];
        return jsonResponse(message('Has borrado tus notificaciones.'));
      },
    });
    renderRoute('/notification');
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar todas' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Borrar todas tus notificaciones?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/notify/delete-all')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Borrar todas' }));
    dialog = await screen.findByRole('dialog', { name: '¿Borrar todas tus notificaciones?' });
    expect(dialog).toHaveTextContent('No se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Borrar todas' }));

    expect(await screen.findByText('Has borrado tus notificaciones.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No tienes notificaciones' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/notify/delete-all')).toHaveLength(1);
  });

  it('shows the empty state', async () => {
    mockApi({ 'GET /api/notify/getPagination': page([]), 'GET /api/notify/unRead': { data: { count: 0 } } });
    renderRoute('/notification');
    expect(await screen.findByRole('heading', { name: 'No tienes notificaciones' })).toBeInTheDocument();
    expect(screen.getByText(/invitaciones a eventos, los regalos que recibes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Borrar todas' })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when loading fails, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/notify/getPagination': () =>
        fail
          ? apiError('INTERNAL', 'Algo ha fallado en el servidor. Inténtalo de nuevo.', 500)
          : jsonResponse(page([friendRequest])),
      'GET /api/notify/unRead': { data: { count: 1 } },
    });
    renderRoute('/notification');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hemos podido cargar tus notificaciones.');
    expect(alert).toHaveTextContent('Algo ha fallado en el servidor.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: /^Sin leer: Luis Pérez/ })).toBeInTheDocument();
  });

  it('"Ver más" loads the next page from where the first one ended', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      notification({ id: `m${i}`, title: `Aviso ${i + 1}`, read: i > 2 }),
    );
    let served = 0;
    const api = mockApi({
      'GET /api/notify/getPagination': () => {
        const slice = served === 0 ? many.slice(0, 20) : many.slice(20);
        served += 1;
        return jsonResponse(page(slice, many.length));
      },
      'GET /api/notify/unRead': { data: { count: 3 } },
    });
    renderRoute('/notification');
    await waitFor(() => expect(items()).toHaveLength(20), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    await waitFor(() => expect(items()).toHaveLength(25), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Aviso 21 / })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(screen.getByText('No hay más notificaciones.')).toBeInTheDocument();
    const asked = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/notify/getPagination')
      .map((url) => Object.fromEntries(url.searchParams));
    expect(asked).toEqual([
      { lim: '20', pos: '0' },
      { lim: '20', pos: '20' },
    ]);
  }, 20_000);
});
