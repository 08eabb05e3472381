import { NOTIFICATION_PAGE_PATH, notificationHref } from '@/lib/notification-targets';
import type { PushPayload, ServiceWorkerMessage } from '@/lib/sw-messages';

/**
 * What the service worker does with pushes and clicks, written against the few
 * worker APIs it uses so the tests can hand it fakes. `sw.ts` wires them to the
 * real events.
 */

export type WindowClientLike = {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
  focus: () => Promise<unknown>;
  postMessage: (message: ServiceWorkerMessage) => void;
};

export type WorkerContext = {
  origin: string;
  clients: {
    matchAll: (options: {
      type: 'window';
      includeUncontrolled: boolean;
    }) => Promise<readonly WindowClientLike[]>;
    openWindow: (url: string) => Promise<unknown>;
  };
  registration: {
    showNotification: (title: string, options: NotificationOptions) => Promise<void>;
    pushManager: {
      subscribe: (options: PushSubscriptionOptionsInit) => Promise<unknown>;
    };
  };
  /** The texts the worker shows, from `i18n/es.json` (`push.*`). */
  texts: { fallbackTitle: string; fallbackBody: string };
};

/** Our app icon (the favicon's drawing) and a one-colour badge for Android's status bar. */
export const NOTIFICATION_ICON = '/pwa-192x192.png';
export const NOTIFICATION_BADGE = '/badge-96x96.png';

/** What a system notification carries, for the click. */
export type NotificationData = { id: string; type: string; url: string };

async function windowsOf(ctx: WorkerContext) {
  const all = await ctx.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return all.filter((client) => {
    try {
      return new URL(client.url).origin === ctx.origin;
    } catch {
      return false;
    }
  });
}

/**
 * A push: open windows hear about it (they refresh and show the 3-second top
 * toast), and the system shows a notification unless someone is looking at the
 * app right now, for whom the toast is enough. A push we cannot read still
 * shows a notification: the browser requires one for every push.
 */
export async function handlePush(ctx: WorkerContext, payload: PushPayload | null): Promise<void> {
  const windows = await windowsOf(ctx);
  if (payload) {
    for (const client of windows) client.postMessage({ kind: 'detalle:push', notification: payload });
  }
  const someoneLooking = windows.some((c) => c.focused && c.visibilityState === 'visible');
  if (payload && someoneLooking) return;

  const title = payload?.title || ctx.texts.fallbackTitle;
  const data: NotificationData = {
    id: payload?.id ?? '',
    type: payload?.type ?? '',
    url: payload ? notificationHref(payload.type, payload.data) : NOTIFICATION_PAGE_PATH,
  };
  await ctx.registration.showNotification(title, {
    body: payload ? payload.body : ctx.texts.fallbackBody,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    lang: 'es',
    // One notification per stored notification: a repeated push replaces it.
    tag: payload?.id || undefined,
    data,
  });
}

function isInsideApp(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
}

/**
 * A click on a system notification opens its screen: in a window of the app
 * already open (focused, then told where to go, so the page keeps its state),
 * or in a new one.
 */
export async function handleNotificationClick(
  ctx: WorkerContext,
  notification: { data?: unknown; close: () => void },
): Promise<void> {
  notification.close();
  const wanted = (notification.data as Partial<NotificationData> | undefined)?.url;
  const url = isInsideApp(wanted) ? wanted : NOTIFICATION_PAGE_PATH;
  const windows = await windowsOf(ctx);
  const target = windows.find((c) => c.focused) ?? windows[0];
  if (target) {
    await target.focus();
    target.postMessage({ kind: 'detalle:open', url });
    return;
  }
  await ctx.clients.openWindow(url);
}

/**
 * The push service replaced the subscription (it expired or was revoked).
 * Subscribe again with the same key and tell open windows, which send the new
 * one to the API; with no window open, the next start notices the change.
 */
export async function handleSubscriptionChange(
  ctx: WorkerContext,
  applicationServerKey: BufferSource | string | null | undefined,
  fetchKey: () => Promise<string | null>,
): Promise<void> {
  const key = applicationServerKey ?? (await fetchKey());
  if (key) {
    try {
      await ctx.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    } catch (error) {
      console.error('No se pudo renovar la suscripción de notificaciones', error);
    }
  }
  for (const client of await windowsOf(ctx)) client.postMessage({ kind: 'detalle:subscription-changed' });
}
