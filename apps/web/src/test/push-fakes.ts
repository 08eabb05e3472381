import { vi } from 'vitest';
import { resetServiceWorkerRegistration } from '@/lib/service-worker';

/**
 * jsdom has no notifications, push or service workers. These fakes stand in
 * for them, with the same shapes the browser gives, so the enabling flow and
 * the worker's messages can be tested.
 */

export const fakeSubscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dispositivo-de-ana',
  expirationTime: null,
  keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) },
};

export function fakeSubscription(json = fakeSubscriptionJson) {
  return { endpoint: json.endpoint, toJSON: () => json };
}

/** Only its presence matters: `'PushManager' in window`. */
class FakePushManager {}

export type PushFakeOptions = {
  /** Notification.permission before asking. */
  permission?: NotificationPermission;
  /** What Notification.requestPermission() answers. */
  answer?: NotificationPermission;
  /** The subscription the browser already has. */
  existing?: ReturnType<typeof fakeSubscription> | null;
  /** pushManager.subscribe: a subscription, or an error (no push service reachable). */
  subscribe?: () => Promise<unknown>;
};

export function installPushFakes({
  permission = 'default',
  answer = 'granted',
  existing = null,
  subscribe = async () => fakeSubscription(),
}: PushFakeOptions = {}) {
  resetServiceWorkerRegistration();
  const pushManager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(subscribe),
  };
  const registration = { pushManager };
  const messageTarget = new EventTarget();
  const container = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    addEventListener: messageTarget.addEventListener.bind(messageTarget),
    removeEventListener: messageTarget.removeEventListener.bind(messageTarget),
    startMessages: vi.fn(),
    /** What the worker's `client.postMessage` does. */
    post: (data: unknown) => messageTarget.dispatchEvent(new MessageEvent('message', { data })),
  };
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: container });

  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', FakePushManager);
  return { pushManager, container, notification };
}

export function removePushFakes(): void {
  Reflect.deleteProperty(window.navigator, 'serviceWorker');
  resetServiceWorkerRegistration();
}
