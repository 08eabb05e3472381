import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { VapidKeys } from './vapid.js';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** `retry`: the service is busy or away (429, 5xx, no answer), try later; `failed`: it refused this message for good. */
export type PushResult = 'sent' | 'gone' | 'failed' | 'retry';

/**
 * The push services browsers use. Our server POSTs to whatever endpoint a
 * browser gave, so only these hosts, over https, are ever contacted: a
 * subscription cannot turn the server into a proxy for internal addresses.
 */
const PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /(^|\.)push\.apple\.com$/,
  /(^|\.)notify\.windows\.com$/,
];

export type PushOptions = {
  /** Tests only (never from the environment): also allow http on loopback, where the test push service listens. */
  allowLoopback?: boolean;
};

export function isAllowedEndpoint(endpoint: string, opts: PushOptions = {}): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (opts.allowLoopback && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  return url.protocol === 'https:' && !url.port && PUSH_HOSTS.some((h) => h.test(url.hostname));
}

/** Sends one encrypted Web Push (aes128gcm, VAPID) with `fetch`, so the endpoint check above is the only door. */
export function pushSender(vapid: VapidKeys, log: FastifyBaseLogger, opts: PushOptions = {}) {
  return async function send(target: PushTarget, payload: object): Promise<PushResult> {
    if (!isAllowedEndpoint(target.endpoint, opts)) return 'gone';
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: 24 * 60 * 60,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    );
    try {
      const res = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body as Buffer,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 404 || res.status === 410) return 'gone';
      if (!res.ok) {
        log.warn(
          { status: res.status, host: new URL(target.endpoint).host },
          'push service refused a message',
        );
        return res.status === 429 || res.status >= 500 ? 'retry' : 'failed';
      }
      return 'sent';
    } catch (err) {
      log.warn(
        { err: { message: (err as Error).message }, host: new URL(target.endpoint).host },
        'push not delivered',
      );
      return 'retry';
    }
  };
}
