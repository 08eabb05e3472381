import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  connectRealtime,
  createSseParser,
  RETRY_AFTER_MAX_MS,
  SILENCE_TIMEOUT_MS,
  type SseMessage,
} from './realtime';

describe('the SSE parser', () => {
  const parseAll = (...chunks: string[]) => {
    const messages: SseMessage[] = [];
    const feed = createSseParser((m) => messages.push(m));
    for (const chunk of chunks) feed(chunk);
    return messages;
  };

  it('reads named events with their data', () => {
    expect(parseAll('retry: 3000\n\nevent: ready\ndata: {}\n\nevent: noti\ndata: {"id":"1"}\n\n')).toEqual([
      { event: 'ready', data: '{}', id: undefined },
      { event: 'noti', data: '{"id":"1"}', id: undefined },
    ]);
  });

  it('joins events split anywhere across chunks, including a CRLF cut in two', () => {
    expect(parseAll('ev', 'ent: no', 'ti\r', '\ndata: {"a"', ':1}\r\n', '\r\n')).toEqual([
      { event: 'noti', data: '{"a":1}', id: undefined },
    ]);
  });

  it('ignores comments (the heartbeat) and events without data; joins multi-line data', () => {
    expect(parseAll(': sigo aquí\n\n', 'event: vacio\n\n', 'data: uno\ndata: dos\nid: 7\n\n')).toEqual([
      { event: 'message', data: 'uno\ndos', id: '7' },
    ]);
  });

  it('keeps an unfinished event until its blank line arrives', () => {
    const messages: SseMessage[] = [];
    const feed = createSseParser((m) => messages.push(m));
    feed('event: noti\ndata: {}\n');
    expect(messages).toHaveLength(0);
    feed('\n');
    expect(messages).toHaveLength(1);
  });
});

describe('back-off', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(backoffDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

/** A streaming response the test writes into. */
function sseResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const noti = { noti: true, id: 'n1', type: 'friend_request', title: 'Luis quiere ser tu amigo en Detalle' };

describe('the realtime connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The whole back-off unless a test says otherwise, so the waits can be counted.
    vi.spyOn(Math, 'random').mockReturnValue(1);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends the token in Type-token and hands over each noti event', async () => {
    const stream = sseResponse();
    const fetchMock = vi.fn(async () => stream.response);
    const onEvent = vi.fn();
    const onReady = vi.fn();
    const connection = connectRealtime({ token: 'tok', onEvent, onReady, fetch: fetchMock });
    await vi.advanceTimersByTimeAsync(0);

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/notify/stream');
    expect(new Headers(init.headers).get('Type-token')).toBe('tok');

    stream.write('event: ready\ndata: {}\n\n');
    stream.write(`event: noti\ndata: ${JSON.stringify(noti)}\n\n`);
    await vi.advanceTimersByTimeAsync(0);
    expect(onReady).toHaveBeenCalledWith({ reconnected: false });
    expect(onEvent).toHaveBeenCalledWith(noti);
    connection.close();
  });

  it('waits between half and all of the back-off, so streams ended together do not return together', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const connection = connectRealtime({ token: 'tok', onEvent: vi.fn(), fetch: fetchMock, random: () => 0 });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    connection.close();
  });

  it('retries 1 s, 2 s, 4 s … up to 30 s apart while it cannot connect', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const connection = connectRealtime({ token: 'tok', onEvent: vi.fn(), fetch: fetchMock });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const expectedGaps = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000];
    for (const [index, gap] of expectedGaps.entries()) {
      await vi.advanceTimersByTimeAsync(gap - 1);
      expect(fetchMock).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(index + 2);
    }
    connection.close();
  });

  it('waits at least what a refusal’s Retry-After asks, at most a minute, and its back-off otherwise', async () => {
    const refused = (retryAfter: string) =>
      new Response('{}', { status: 503, headers: { 'Retry-After': retryAfter } });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(refused('5'))
      .mockResolvedValueOnce(refused('3600'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response('{}', { status: 429, headers: { 'Retry-After': 'mañana' } }));
    const connection = connectRealtime({ token: 'tok', onEvent: vi.fn(), fetch: fetchMock, random: () => 0 });
    await vi.advanceTimersByTimeAsync(0);

    // A server closing down asks for 5 s: not the first back-off's 0.5 s.
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // An hour is cut to a minute.
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_MAX_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    // A dropped network says nothing: the back-off goes on (third retry, 4 s, half of it).
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    // An unreadable Retry-After is as none.
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    connection.close();
  });

  it('starts again from 1 s after a connection that worked, and says it reconnected', async () => {
    let call = 0;
    const first = sseResponse();
    const second = sseResponse();
    const fetchMock = vi.fn(async () => {
      call += 1;
      if (call === 1 || call === 2) throw new TypeError('Failed to fetch');
      return call === 3 ? first.response : second.response;
    });
    const onReady = vi.fn();
    const connection = connectRealtime({ token: 'tok', onEvent: vi.fn(), onReady, fetch: fetchMock });
    await vi.advanceTimersByTimeAsync(0 + 1000 + 2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    first.write('event: ready\ndata: {}\n\n');
    first.end();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);

    second.write('event: ready\ndata: {}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(onReady.mock.calls).toEqual([[{ reconnected: false }], [{ reconnected: true }]]);
    connection.close();
  });

  it('sends back the last event id it saw when it reconnects, and none the first time', async () => {
    const first = sseResponse();
    const second = sseResponse();
    const fetchMock = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const onEvent = vi.fn();
    const onReady = vi.fn();
    const connection = connectRealtime({ token: 'tok', onEvent, onReady, fetch: fetchMock });
    await vi.advanceTimersByTimeAsync(0);
    const headersOf = (call: number) =>
      new Headers((fetchMock.mock.calls[call] as [string, RequestInit])[1].headers);
    expect(headersOf(0).has('Last-Event-ID')).toBe(false);

    first.write('id: 0\nevent: ready\ndata: {}\n\n');
    first.write(`id: n1\nevent: noti\ndata: ${JSON.stringify(noti)}\n\n`);
    first.write(`id: n2\nevent: noti\ndata: ${JSON.stringify({ ...noti, id: 'n2' })}\n\n`);
    first.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(1).get('Last-Event-ID')).toBe('n2');

    // What the server resends is handed over like any event; the app is still told to refetch.
    second.write('event: ready\ndata: {}\n\n');
    second.write(`id: n3\nevent: noti\ndata: ${JSON.stringify({ ...noti, id: 'n3' })}\n\n`);
    await vi.advanceTimersByTimeAsync(0);
    expect(onEvent.mock.calls.map(([e]) => e.id)).toEqual(['n1', 'n2', 'n3']);
    expect(onReady.mock.calls).toEqual([[{ reconnected: false }], [{ reconnected: true }]]);
    connection.close();
  });

  it('resumes from a fresh stream’s ready when it dropped before any notification', async () => {
    const first = sseResponse();
    const second = sseResponse();
    const fetchMock = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const connection = connectRealtime({ token: 'tok', onEvent: vi.fn(), fetch: fetchMock });
    await vi.advanceTimersByTimeAsync(0);
    first.write('id: 0\nevent: ready\ndata: {}\n\n');
    first.end();
    await vi.advanceTimersByTimeAsync(1000);
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(new Headers(init.headers).get('Last-Event-ID')).toBe('0');
    connection.close();
  });

  it('drops a connection that goes silent past the heartbeat and opens a new one', async () => {
    const first = sseResponse();
    const second = sseResponse();
    const fetchMock = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const connection = connectRealtime({ token: 'tok', onEvent: vi.fn(), fetch: fetchMock });
    await vi.advanceTimersByTimeAsync(0);
    first.write('event: ready\ndata: {}\n\n');
    await vi.advanceTimersByTimeAsync(SILENCE_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    connection.close();
  });

  it('stops for good on 401 and reports it', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 401 }));
    const onUnauthorized = vi.fn();
    connectRealtime({ token: 'dead', onEvent: vi.fn(), onUnauthorized, fetch: fetchMock });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('close() aborts the open request and schedules nothing more', async () => {
    const stream = sseResponse();
    let signal: AbortSignal | undefined;
    const fetchMock = vi.fn(async (_url: unknown, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return stream.response;
    });
    const connection = connectRealtime({ token: 'tok', onEvent: vi.fn(), fetch: fetchMock });
    await vi.advanceTimersByTimeAsync(0);
    connection.close();
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('ignores a noti event it cannot read, logging it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stream = sseResponse();
    const onEvent = vi.fn();
    const connection = connectRealtime({ token: 'tok', onEvent, fetch: async () => stream.response });
    await vi.advanceTimersByTimeAsync(0);
    stream.write('event: noti\ndata: no es json\n\nevent: noti\ndata: {"id":"x"}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(onEvent).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(2);
    connection.close();
  });
});
