/// <reference lib="webworker" />
/**
 * Detalle's service worker, built by vite-plugin-pwa (`injectManifest`) into
 * `/sw.js`: the offline shell (the app's files precached, every page address
 * answered with the cached index.html), Web Push and notification clicks.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { push } from '@/i18n/es.json';
import { parsePushPayload } from '@/lib/sw-messages';
import {
  handleNotificationClick,
  handlePush,
  handleSubscriptionChange,
  type WorkerContext,
} from './handlers';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A new version takes over at once: the precache holds a complete, consistent set of files.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Page addresses (/lista, /evento/42...) open from the cached shell, also offline.
// The API and stored files always go to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/files\//],
  }),
);

const ctx: WorkerContext = {
  origin: self.location.origin,
  clients: {
    // `type: 'window'` gives window clients only.
    matchAll: (options) => self.clients.matchAll(options) as Promise<readonly WindowClient[]>,
    openWindow: (url) => self.clients.openWindow(url),
  },
  registration: self.registration,
  texts: { fallbackTitle: push.fallbackTitle, fallbackBody: push.fallbackBody },
};

function readPush(event: PushEvent) {
  try {
    return parsePushPayload(event.data?.json());
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  event.waitUntil(handlePush(ctx, readPush(event)));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(handleNotificationClick(ctx, event.notification));
});

async function fetchVapidKey(): Promise<string | null> {
  try {
    const response = await fetch('/api/notify/vapidPublicKey');
    const body = (await response.json()) as { data?: { publicKey?: string } };
    return body.data?.publicKey ?? null;
  } catch {
    return null;
  }
}

// Not in every browser's typings yet: the old subscription tells which key to subscribe with again.
type SubscriptionChangeEvent = ExtendableEvent & { oldSubscription?: PushSubscription | null };

self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as unknown as SubscriptionChangeEvent;
  change.waitUntil(
    handleSubscriptionChange(ctx, change.oldSubscription?.options.applicationServerKey, fetchVapidKey),
  );
});
