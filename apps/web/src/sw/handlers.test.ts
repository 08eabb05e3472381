import { describe, expect, it, vi } from 'vitest';
import { notificationHref, staleRootsFor } from '@/lib/notification-targets';
import { parsePushPayload } from '@/lib/sw-messages';
import {
  handleNotificationClick,
  handlePush,
  handleSubscriptionChange,
  NOTIFICATION_ICON,
  type WindowClientLike,
  type WorkerContext,
} from './handlers';

const origin = 'https://detalle.example';

function windowClient(overrides: Partial<WindowClientLike> = {}): WindowClientLike {
  return {
    url: `${origin}/home`,
    focused: false,
    visibilityState: 'hidden',
    focus: vi.fn(async () => undefined),
    postMessage: vi.fn(),
    ...overrides,
  };
}

function context(windows: WindowClientLike[] = []) {
  const ctx = {
    origin,
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
    registration: {
      showNotification: vi.fn(async () => undefined),
      pushManager: { subscribe: vi.fn(async () => ({})) },
    },
    texts: { fallbackTitle: 'Detalle', fallbackBody: 'Tienes una notificación nueva.' },
  } satisfies WorkerContext;
  return ctx;
}

const payload = {
  id: 'n1',
  type: 'invite_to_event',
  title: 'Ana te invitó a «Cumple de Luis»',
  body: 'El sábado a las 18:00.',
  data: { eventId: 'e42' },
};

describe('where a notification leads (notificationclick) and what it refreshes', () => {
  it.each([
    ['invite_to_event', { eventId: 'e1' }, '/evento/e1'],
    ['leave_to_event', { eventId: 'e 2' }, '/evento/e%202'],
    ['event_join_request', { eventId: 'e3' }, '/evento/e3'],
    ['event_deleted', {}, '/notification'],
    ['list', { listId: 'l1' }, '/home/l1/lista'],
    ['list', {}, '/lista'],
    ['recibe_gitf', {}, '/lista'],
    ['friend_request', { userId: 'u1' }, '/amigos?tab=solicitudes'],
    ['friend_accepted', {}, '/amigos'],
    ['algo_nuevo', {}, '/notification'],
  ])('%s → %s', (type, data, href) => {
    expect(notificationHref(type, data as Record<string, string>)).toBe(href);
  });

  it('refreshes by type, and notifications always', () => {
    expect(staleRootsFor('invite_to_event')).toEqual([['events'], ['notifications']]);
    expect(staleRootsFor('leave_to_event')).toEqual([['events'], ['notifications']]);
    expect(staleRootsFor('list')).toEqual([['lists'], ['notifications']]);
    expect(staleRootsFor('recibe_gitf')).toEqual([
      ['products'],
      ['lists'],
      ['wallet', 'money'],
      ['notifications'],
    ]);
    expect(staleRootsFor('wallet')).toEqual([['wallet', 'money'], ['notifications']]);
    expect(staleRootsFor('friend_request')).toEqual([['friends'], ['notifications']]);
    expect(staleRootsFor('otra_cosa')).toEqual([['notifications']]);
  });
});

describe('push', () => {
  it('shows a system notification with title, body, our icon and where to go, and tells open windows', async () => {
    const open = windowClient();
    const ctx = context([open]);
    await handlePush(ctx, payload);
    expect(open.postMessage).toHaveBeenCalledWith({ kind: 'detalle:push', notification: payload });
    expect(ctx.registration.showNotification).toHaveBeenCalledWith(payload.title, {
      body: payload.body,
      icon: NOTIFICATION_ICON,
      badge: '/badge-96x96.png',
      lang: 'es',
      tag: 'n1',
      data: { id: 'n1', type: 'invite_to_event', url: '/evento/e42' },
    });
  });

  it('leaves the system notification out while someone is looking at the app (the toast is enough)', async () => {
    const looking = windowClient({ focused: true, visibilityState: 'visible' });
    const ctx = context([looking]);
    await handlePush(ctx, payload);
    expect(looking.postMessage).toHaveBeenCalledOnce();
    expect(ctx.registration.showNotification).not.toHaveBeenCalled();
  });

  it('a push it cannot read still shows a generic notification (browsers require one)', async () => {
    const ctx = context([windowClient({ focused: true, visibilityState: 'visible' })]);
    await handlePush(ctx, parsePushPayload('nada'));
    expect(ctx.registration.showNotification).toHaveBeenCalledWith(
      'Detalle',
      expect.objectContaining({
        body: 'Tienes una notificación nueva.',
        data: expect.objectContaining({ url: '/notification' }),
      }),
    );
  });

  it('reads the API’s payload leniently', () => {
    expect(parsePushPayload({ ...payload, data: { eventId: 'e42', n: 3 } })).toEqual(payload);
    expect(parsePushPayload({ id: 'x' })).toBeNull();
  });
});

describe('notificationclick', () => {
  it('focuses an open window and tells it which screen to show', async () => {
    const other = windowClient({ url: 'https://otro.example/' });
    const open = windowClient();
    const ctx = context([other, open]);
    const close = vi.fn();
    await handleNotificationClick(ctx, { data: { url: '/amigos' }, close });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.postMessage).toHaveBeenCalledWith({ kind: 'detalle:open', url: '/amigos' });
    expect(other.focus).not.toHaveBeenCalled();
    expect(ctx.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when none is open', async () => {
    const ctx = context([]);
    await handleNotificationClick(ctx, { data: { url: '/evento/e42' }, close: vi.fn() });
    expect(ctx.clients.openWindow).toHaveBeenCalledWith('/evento/e42');
  });

  it('never opens an address outside the app', async () => {
    const ctx = context([]);
    await handleNotificationClick(ctx, { data: { url: 'https://malo.example/' }, close: vi.fn() });
    expect(ctx.clients.openWindow).toHaveBeenCalledWith('/notification');
  });
});

describe('pushsubscriptionchange', () => {
  it('subscribes again with the same key and tells open windows', async () => {
    const open = windowClient();
    const ctx = context([open]);
    await handleSubscriptionChange(ctx, 'clave', async () => null);
    expect(ctx.registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'clave',
    });
    expect(open.postMessage).toHaveBeenCalledWith({ kind: 'detalle:subscription-changed' });
  });

  it('asks the API for the key when the old subscription is gone', async () => {
    const ctx = context([]);
    await handleSubscriptionChange(ctx, null, async () => 'de-la-api');
    expect(ctx.registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'de-la-api',
    });
  });
});
