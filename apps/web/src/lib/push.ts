import {
  dataEnvelope,
  messageSchema,
  type PushSubscriptionJson,
  pushSubscriptionSchema,
  vapidKeySchema,
} from '@detalle/contract';
import { apiRequest } from './api';
import { getDeviceToken, setDeviceToken, setNotificationEnable } from './push-storage';
import { registerServiceWorker } from './service-worker';
import { getToken } from './session';

/**
 * The device side of Web Push (seed §4 "Notification permission"): ask for the
 * permission, subscribe with our VAPID key, keep the subscription (`deviceToken`)
 * and tell the API (`player_id`). Seed §8: a failure to get the token is only
 * logged; the person sees nothing.
 */

const vapidResponse = dataEnvelope(vapidKeySchema);
const messageResponse = dataEnvelope(messageSchema);

export type EnableResult =
  /** Permission granted and the subscription reached the API. */
  | 'enabled'
  /** Permission granted but no subscription (no push service reachable, API refused...): logged only. */
  | 'token-failed'
  /** Denied, dismissed, or a browser without notifications: `notification_enable` is now `false`. */
  | 'refused';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function getVapidKey(): Promise<string> {
  const { data } = await apiRequest('/notify/vapidPublicKey', { schema: vapidResponse });
  return data.publicKey;
}

function toJson(subscription: PushSubscription): PushSubscriptionJson {
  return pushSubscriptionSchema.parse(subscription.toJSON());
}

/** A worker that never activates (a failed install) must not leave the flow waiting forever. */
const ACTIVATION_TIMEOUT_MS = 20_000;

function activeWorker(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('El service worker no se activó a tiempo.')),
      ACTIVATION_TIMEOUT_MS,
    );
    void navigator.serviceWorker.ready.then((ready) => {
      clearTimeout(timer);
      resolve(ready);
    });
  });
}

/** This browser's subscription, made if there is none yet. Throws when the push service cannot be reached. */
async function subscribeThisDevice(): Promise<PushSubscriptionJson> {
  const registration = await registerServiceWorker();
  if (!registration) throw new Error('Sin service worker no hay notificaciones push.');
  const ready = await activeWorker();
  const existing = await ready.pushManager.getSubscription();
  if (existing) return toJson(existing);
  const key = await getVapidKey();
  const created = await ready.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(key),
  });
  return toJson(created);
}

/**
 * Tells the API about this device's subscription: `POST user/save/player-id`,
 * or `PUT user/update/player-id` with the previous endpoint when the browser
 * replaced the subscription we had sent. Only with a session: the API keeps
 * subscriptions per person, and a guest's is sent after they sign in.
 */
async function sendPlayerId(subscription: PushSubscriptionJson): Promise<void> {
  if (!getToken()) {
    setDeviceToken(subscription);
    return;
  }
  const previous = getDeviceToken();
  if (previous && previous.endpoint !== subscription.endpoint) {
    await apiRequest('/user/update/player-id', {
      method: 'PUT',
      body: { player_id: subscription, previous: previous.endpoint },
      schema: messageResponse,
    });
  } else {
    await apiRequest('/user/save/player-id', {
      method: 'POST',
      body: { player_id: subscription },
      schema: messageResponse,
    });
  }
  setDeviceToken(subscription);
}

/**
 * The enabling flow behind the red button. Granted: subscribe, store
 * `deviceToken`, send `player_id`. Anything else: `notification_enable` = `false`.
 */
export async function enableNotifications(): Promise<EnableResult> {
  if (!pushSupported()) {
    setNotificationEnable(false);
    return 'refused';
  }
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch (error) {
    console.error('No se pudo pedir el permiso de notificaciones', error);
    permission = Notification.permission;
  }
  if (permission !== 'granted') {
    setNotificationEnable(false);
    return 'refused';
  }
  setNotificationEnable(true);
  try {
    await sendPlayerId(await subscribeThisDevice());
    return 'enabled';
  } catch (error) {
    console.error('No se pudo obtener el token de notificaciones del dispositivo', error);
    return 'token-failed';
  }
}

/**
 * On start and after each sign-in: when the person already allowed notifications
 * on this device, make sure the API has the current subscription (a new session,
 * another account on a shared device, or a subscription the browser renewed).
 * Never asks for anything and never shows anything; failures are logged.
 */
export async function syncPushSubscription(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted' || !getToken()) return;
  try {
    await sendPlayerId(await subscribeThisDevice());
  } catch (error) {
    console.error('No se pudo actualizar la suscripción de notificaciones', error);
  }
}

const FORGET_TIMEOUT_MS = 4000;

/**
 * For logging out, before the session ends on the server: this device stops
 * receiving the person's notifications (`DELETE user/player-id`). Never throws
 * and never waits long, so signing out always goes on.
 *
 *     await forgetPushSubscription();
 */
export async function forgetPushSubscription(): Promise<void> {
  const endpoint = getDeviceToken()?.endpoint;
  if (!endpoint || !getToken()) return;
  try {
    await apiRequest('/user/player-id', {
      method: 'DELETE',
      body: { endpoint },
      schema: messageResponse,
      signal: AbortSignal.timeout(FORGET_TIMEOUT_MS),
    });
  } catch (error) {
    console.error('No se pudo desvincular este dispositivo de las notificaciones', error);
  } finally {
    setDeviceToken(null);
  }
}
