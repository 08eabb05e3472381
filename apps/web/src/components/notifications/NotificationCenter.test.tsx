import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { clearSession, saveSession } from '@/lib/session';
import { ana } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { installPushFakes, removePushFakes } from '@/test/push-fakes';
import { act, render, screen, waitFor, within } from '@/test/test-utils';
import { resetAnnounced } from './announce';
import { setNotificationButtonSlot } from './button-slot';
import { NotificationCenter, resetInstallPromptOnStart } from './NotificationCenter';

/** A server-sent event stream the test writes into, as `GET /api/notify/stream` answers. */
function sseStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

const toastRoot = (position: string) =>
  document.querySelector<HTMLElement>(`.mantine-Notifications-root[data-position="${position}"]`);

beforeEach(() => {
  notifications.clean();
  resetAnnounced();
  resetInstallPromptOnStart();
  localStorage.setItem('notification_enable', 'true');
});
afterEach(() => {
  removePushFakes();
});

/** The centre, with the header's place for the red button as AppLayout keeps it. */
function renderCenter() {
  const navigate = vi.fn();
  const result = render(
    <>
      <header>
        <span ref={setNotificationButtonSlot} data-testid="button-slot" />
      </header>
      <NotificationCenter navigate={navigate} withServiceWorker={false} />
    </>,
  );
  const invalidate = vi.spyOn(result.queryClient, 'invalidateQueries');
  return { navigate, invalidate, ...result };
}

const invalidatedRoots = (spy: MockInstance<QueryClient['invalidateQueries']>) =>
  spy.mock.calls.map(([filters]) => filters?.queryKey);

describe('the red button’s place', () => {
  it('is the header’s: the button sits there, in the frame, not floating over the page', async () => {
    mockApi({});
    renderCenter();
    const button = await screen.findByRole('button', { name: 'Activar notificaciones' });
    expect(screen.getByTestId('button-slot')).toContainElement(button);
  });

  it('without a page frame (the splash), there is no button to cover anything', () => {
    mockApi({});
    render(<NotificationCenter navigate={vi.fn()} withServiceWorker={false} />);
    expect(screen.queryByRole('button', { name: 'Activar notificaciones' })).not.toBeInTheDocument();
  });
});

describe('realtime channel', () => {
  it('signed in: opens the stream with the token; a noti event refreshes by type and shows the top toast', async () => {
    saveSession({ token: 'tok', user: ana });
    const stream = sseStream();
    const api = mockApi({
      'GET /api/notify/stream': stream.response,
      'GET /api/notify/unRead': { data: { count: 0 } },
    });
    const show = vi.spyOn(notifications, 'show');
    const { invalidate } = renderCenter();
    await waitFor(() => expect(api.callsTo('GET /api/notify/stream')).toHaveLength(1));
    expect(api.callsTo('GET /api/notify/stream')[0]?.headers.get('Type-token')).toBe('tok');

    act(() => {
      stream.send('ready', {});
      stream.send('noti', {
        noti: true,
        id: 'n1',
        type: 'recibe_gitf',
        title: 'Luis te ha regalado la bufanda',
      });
    });

    const top = await waitFor(() => {
      const root = toastRoot('top-center');
      expect(root).not.toBeNull();
      return root as HTMLElement;
    });
    expect(await within(top).findByText('Luis te ha regalado la bufanda')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Luis te ha regalado la bufanda',
        position: 'top-center',
        autoClose: 3000,
      }),
    );
    expect(invalidatedRoots(invalidate)).toEqual([
      ['products'],
      ['lists'],
      ['wallet', 'money'],
      ['notifications'],
    ]);
  });

  it.each([
    ['invite_to_event', [['events'], ['notifications']]],
    ['leave_to_event', [['events'], ['notifications']]],
    ['list', [['lists'], ['notifications']]],
    ['friend_request', [['friends'], ['notifications']]],
  ])('%s refreshes %j', async (type, roots) => {
    saveSession({ token: 'tok', user: ana });
    const stream = sseStream();
    const api = mockApi({
      'GET /api/notify/stream': stream.response,
      'GET /api/notify/unRead': { data: { count: 1 } },
    });
    const { invalidate } = renderCenter();
    await waitFor(() => expect(screen.queryByRole('button', { name: /notificaciones/i })).toBeVisible());
    await waitFor(() => expect(api.callsTo('GET /api/notify/stream')).toHaveLength(1));
    act(() => {
      stream.send('noti', { noti: true, id: `id-${type}`, type, title: `Aviso ${type}` });
    });
    expect(await screen.findByText(`Aviso ${type}`)).toBeInTheDocument();
    expect(invalidatedRoots(invalidate)).toEqual(roots);
  });

  it('a bare token without a stored user opens nothing (and so cannot end the session)', async () => {
    localStorage.setItem('token', 'x'.repeat(43));
    const api = mockApi({});
    // A deterministic clock, run past the longest reconnection back-off (30 s).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCenter();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    vi.useRealTimers();
    expect(api.calls).toHaveLength(0);
  });

  it('a dead token (401 on the stream) ends the session', async () => {
    saveSession({ token: 'caducado', user: ana });
    mockApi({
      'GET /api/notify/stream': () =>
        new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Inicia sesión.' } }), {
          status: 401,
        }),
      'GET /api/notify/unRead': { data: { count: 0 } },
    });
    renderCenter();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('logging out closes the stream', async () => {
    saveSession({ token: 'tok', user: ana });
    const stream = sseStream();
    let signal: AbortSignal | undefined;
    const api = mockApi({
      'GET /api/notify/stream': () => stream.response(),
      'GET /api/notify/unRead': { data: { count: 0 } },
    });
    const realFetch = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/notify/stream')) signal = init?.signal ?? undefined;
      return (realFetch as typeof fetch)(input, init);
    });
    renderCenter();
    await waitFor(() => expect(signal).toBeDefined());
    act(() => clearSession());
    expect(signal?.aborted).toBe(true);
  });
});

describe('service worker messages', () => {
  it('a push message refreshes and shows the toast, once even if the realtime event also came', async () => {
    saveSession({ token: 'tok', user: ana });
    const stream = sseStream();
    const { container } = installPushFakes({ permission: 'granted' });
    const api = mockApi({
      'GET /api/notify/stream': stream.response,
      'GET /api/notify/unRead': { data: { count: 0 } },
    });
    const { invalidate } = renderCenter();
    const notification = {
      id: 'n7',
      type: 'list',
      title: 'Marta ha actualizado «Boda»',
      body: '',
      data: { listId: 'l1' },
    };
    act(() => {
      container.post({ kind: 'detalle:push', notification });
    });
    expect(await screen.findByText('Marta ha actualizado «Boda»')).toBeInTheDocument();
    expect(invalidatedRoots(invalidate)).toEqual([['lists'], ['notifications']]);

    await waitFor(() => expect(api.callsTo('GET /api/notify/stream')).toHaveLength(1));
    act(() => {
      stream.send('noti', { noti: true, id: 'n7', type: 'list', title: 'Marta ha actualizado «Boda»' });
      // Events are handled in order: once this one shows, the repeated one above has been handled.
      stream.send('noti', { noti: true, id: 'n8', type: 'list', title: 'Luis ha actualizado «Viaje»' });
    });
    expect(await screen.findByText('Luis ha actualizado «Viaje»')).toBeInTheDocument();
    expect(screen.getAllByText('Marta ha actualizado «Boda»')).toHaveLength(1);
    expect(container.startMessages).toHaveBeenCalled();
  });

  it('a click on a system notification shows its screen in this window', async () => {
    const { container } = installPushFakes();
    mockApi({});
    const { navigate } = renderCenter();
    act(() => {
      container.post({ kind: 'detalle:open', url: '/amigos' });
      container.post({ kind: 'otra-cosa', url: '/malo' });
    });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/amigos');
  });
});
