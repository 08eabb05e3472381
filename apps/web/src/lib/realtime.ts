import { type RealtimeEvent, realtimeEventSchema, retryAfterMs, TOKEN_HEADER } from '@detalle/contract';
import { buildUrl } from './api';

/**
 * The per-person realtime channel that replaces the seed's `users/{user}.noti`
 * document: `GET /api/notify/stream`, Server-Sent Events read with `fetch` so the
 * token travels in the `Type-token` header (EventSource cannot send headers, and
 * a token in the URL would end up in logs). Events: `ready` once connected,
 * `noti` with `{ noti: true, id, type, title }` for each new notification.
 */

export type SseMessage = { event: string; data: string; id?: string };

/**
 * An incremental parser of the `text/event-stream` format (WHATWG HTML §9.2):
 * feed it text as it arrives, in chunks of any size; it calls `onMessage` once
 * per complete event. Comments (`: sigo aquí`, the server's heartbeat) and
 * `retry:` are ignored; an event without data is not dispatched.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let sawCarriageReturn = false;

  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), id });
    event = '';
    data = [];
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return (chunk: string) => {
    let text = chunk;
    // A CRLF may arrive split across two chunks: the CR ended the line already.
    if (sawCarriageReturn && text.startsWith('\n')) text = text.slice(1);
    sawCarriageReturn = text.endsWith('\r');
    buffer += text;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) processLine(line);
  };
}

export const RECONNECT_MIN_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/**
 * The longest a refusal's `Retry-After` holds the channel back: a server closing down (503) or too many streams
 * (429) asks for seconds, and a wrong or huge value must not keep notifications away for long.
 */
export const RETRY_AFTER_MAX_MS = 60_000;
/** The server writes a heartbeat every 25 s; this long without a byte means the connection is dead. */
export const SILENCE_TIMEOUT_MS = 60_000;

/** 1 s, 2 s, 4 s … up to 30 s, for the attempt number `attempt` (0 for the first retry). */
export function backoffDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
}

export type RealtimeOptions = {
  token: string;
  onEvent: (event: RealtimeEvent) => void;
  /**
   * Connected (the server sent `ready`); `reconnected` is true after a drop. The server resends what was stored
   * meanwhile (from `Last-Event-ID`), but only the newest hundred and only while the notifications still exist:
   * refetch then all the same.
   */
  onReady?: (info: { reconnected: boolean }) => void;
  /** The server answered 401: the token is dead. The channel stops; it does not retry. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  /** Where the jitter comes from (tests fix it). */
  random?: () => number;
};

export type RealtimeConnection = { close: () => void };

/**
 * Opens the channel and keeps it open: when it drops or cannot connect it
 * retries with exponential back-off (1 s → 30 s, each wait between half and all
 * of it; never sooner than a refusal's `Retry-After`), reset after each successful
 * `ready`, sending back the last event id it saw so the server first resends
 * what it missed. `close()` ends it for good (logout, another token, tab hidden).
 */
export function connectRealtime({
  token,
  onEvent,
  onReady,
  onUnauthorized,
  fetch: fetchImpl = (...args) => fetch(...args),
  random = () => Math.random(),
}: RealtimeOptions): RealtimeConnection {
  let closed = false;
  let attempt = 0;
  let connectedBefore = false;
  /** The last event id the server gave (SSE's "last event ID"): sent back on reconnection to resume from there. */
  let lastEventId: string | undefined;
  let controller: AbortController | null = null;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;

  // Aborting the request ends the body too; cancelling the reader as well makes sure a pending read returns.
  const drop = () => {
    controller?.abort();
    reader?.cancel().catch(() => {});
  };

  const watchSilence = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(drop, SILENCE_TIMEOUT_MS);
  };

  const handle = (message: SseMessage) => {
    if (message.id !== undefined) lastEventId = message.id;
    if (message.event === 'ready') {
      attempt = 0;
      onReady?.({ reconnected: connectedBefore });
      connectedBefore = true;
      return;
    }
    if (message.event !== 'noti') return;
    try {
      const parsed = realtimeEventSchema.safeParse(JSON.parse(message.data));
      if (parsed.success) onEvent(parsed.data);
      else console.error('Evento en tiempo real inesperado', parsed.error);
    } catch (error) {
      console.error('Evento en tiempo real ilegible', error);
    }
  };

  /** `askedMs`: what a refusal's `Retry-After` asked for; never sooner than that (up to `RETRY_AFTER_MAX_MS`). */
  const scheduleRetry = (askedMs = 0) => {
    if (closed) return;
    // Between half and all of the back-off: the streams a stopped server ends do not all come back at once.
    const backoff = backoffDelay(attempt) * (0.5 + random() * 0.5);
    // Streams refused together spread over a quarter more than they were asked to wait, for the same reason.
    const asked = Math.min(RETRY_AFTER_MAX_MS, askedMs * (1 + random() * 0.25));
    const delay = Math.round(Math.max(backoff, asked));
    attempt += 1;
    retryTimer = setTimeout(() => void open(), delay);
  };

  async function open(): Promise<void> {
    if (closed) return;
    controller = new AbortController();
    let askedMs = 0;
    const parse = createSseParser(handle);
    try {
      const response = await fetchImpl(buildUrl('/notify/stream'), {
        headers: {
          Accept: 'text/event-stream',
          [TOKEN_HEADER]: token,
          ...(lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId }),
        },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status === 401) {
        closed = true;
        onUnauthorized?.();
        return;
      }
      if (!response.ok || !response.body) {
        askedMs = retryAfterMs(response.headers.get('Retry-After')) ?? 0;
        throw new Error(`El canal respondió ${response.status}`);
      }
      reader = response.body.getReader();
      const decoder = new TextDecoder();
      watchSilence();
      for (;;) {
        const { value, done } = await reader.read();
        if (done || closed) break;
        watchSilence();
        parse(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      if (!closed && !controller.signal.aborted) console.warn('Canal en tiempo real caído', error);
    } finally {
      clearTimeout(silenceTimer);
      reader = null;
    }
    // The server closed the stream, refused it, the network dropped or it went silent: try again.
    scheduleRetry(askedMs);
  }

  void open();

  return {
    close: () => {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(silenceTimer);
      drop();
    },
  };
}
