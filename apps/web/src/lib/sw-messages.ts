/**
 * What the service worker tells open windows (`client.postMessage`), read by
 * `components/notifications/use-service-worker-messages.ts`.
 */

/** A Web Push message as the API sends it (`apps/api` notify service). */
export type PushPayload = {
  id: string;
  type: string;
  title: string;
  body: string;
  data: Record<string, string>;
};

export type ServiceWorkerMessage =
  /** A push arrived: refresh and show the top toast, as for a realtime event. */
  | { kind: 'detalle:push'; notification: PushPayload }
  /** The person clicked a system notification: show this screen. */
  | { kind: 'detalle:open'; url: string }
  /** The browser replaced the push subscription: send the new one (`PUT user/update/player-id`). */
  | { kind: 'detalle:subscription-changed' };

const kinds = new Set(['detalle:push', 'detalle:open', 'detalle:subscription-changed']);

export function isServiceWorkerMessage(value: unknown): value is ServiceWorkerMessage {
  return (
    typeof value === 'object' && value !== null && kinds.has((value as { kind?: unknown }).kind as string)
  );
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** Reads a push message's JSON leniently: a payload we cannot read still shows a generic notification. */
export function parsePushPayload(raw: unknown): PushPayload | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  const title = text(value.title, 300);
  if (!title) return null;
  const data: Record<string, string> = {};
  if (typeof value.data === 'object' && value.data !== null) {
    for (const [key, item] of Object.entries(value.data)) if (typeof item === 'string') data[key] = item;
  }
  return { id: text(value.id, 100), type: text(value.type, 60), title, body: text(value.body, 1000), data };
}
