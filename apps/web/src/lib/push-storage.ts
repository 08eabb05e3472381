import { type PushSubscriptionJson, pushSubscriptionSchema, storageKeys } from '@detalle/contract';
import { useSyncExternalStore } from 'react';

/**
 * The three push-related keys of seed §3, guarded like the session's: storage
 * that is missing or throws (private modes) reads as "nothing stored".
 *
 * - `notification_enable`: the string `false` once the person said no (or the
 *   browser cannot do push); the red button shows while it is anything else.
 * - `deviceToken`: this device's push subscription as JSON, as last sent to the API.
 * - `showMessage`: the string `false` after "No volver a mostrar este mensaje".
 */

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused the write: the choice lasts until the page closes.
  }
  for (const listener of listeners) listener();
}

export function getNotificationEnable(): string | null {
  return read(storageKeys.notificationEnable);
}

/** Seed §4: the first time the key is absent it becomes `true`. */
export function initNotificationEnable(): void {
  if (getNotificationEnable() === null) write(storageKeys.notificationEnable, 'true');
}

export function setNotificationEnable(enabled: boolean): void {
  write(storageKeys.notificationEnable, enabled ? 'true' : 'false');
}

/** Notifications already work on this device: allowed, and its subscription stored. */
function enabledHere(): boolean {
  const allowed = typeof Notification !== 'undefined' && Notification.permission === 'granted';
  return allowed && read(storageKeys.deviceToken) !== null;
}

/**
 * The red button shows while `notification_enable` is not the string `false` (seed §4: the person
 * declined) and, beyond the seed, not once notifications are on here: then it has nothing left to
 * offer and would only cover the page (switching them off lives in `config`).
 */
export function isNotificationButtonVisible(): boolean {
  return getNotificationEnable() !== 'false' && !enabledHere();
}

export function getDeviceToken(): PushSubscriptionJson | null {
  const raw = read(storageKeys.deviceToken);
  if (!raw) return null;
  try {
    const parsed = pushSubscriptionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function setDeviceToken(subscription: PushSubscriptionJson | null): void {
  write(storageKeys.deviceToken, subscription ? JSON.stringify(subscription) : null);
}

export function isInstallMessageDismissed(): boolean {
  return read(storageKeys.showMessage) === 'false';
}

/** "No volver a mostrar este mensaje". */
export function dismissInstallMessage(): void {
  write(storageKeys.showMessage, 'false');
}

/** Ours, not the seed's: how many app starts with a session this browser has seen (for the install guide). */
export const VISITS_STORAGE_KEY = 'visits';

/** Counts this start as one more visit of a signed-in person and returns the total. */
export function countVisit(): number {
  const before = Number.parseInt(read(VISITS_STORAGE_KEY) ?? '0', 10);
  const visits = (Number.isFinite(before) && before > 0 ? before : 0) + 1;
  write(VISITS_STORAGE_KEY, String(visits));
  return visits;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === storageKeys.notificationEnable ||
      event.key === storageKeys.deviceToken
    )
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Re-renders when `notification_enable` or `deviceToken` changes here or in another tab. */
export function useNotificationButtonVisible(): boolean {
  return useSyncExternalStore(subscribe, isNotificationButtonVisible, () => false);
}
