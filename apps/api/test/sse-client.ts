import { expect } from 'vitest';

export type SseEvent = { event: string; id?: string; data: unknown };

/**
 * Opens `GET /api/notify/stream` on a listening app the way the web app does (fetch + Type-token, and
 * `Last-Event-ID` when it resumes) and reads its events, with their `id:`, until it ends or is closed.
 */
export async function openEventStream(baseUrl: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/notify/stream`, {
    headers: { 'type-token': token, ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }) },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const stream = { res, events, ended: false, close: () => controller.abort() };
  if (res.status !== 200 || !res.body) return stream;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          const id = /^id: (.*)$/m.exec(block)?.[1];
          if (event && data)
            events.push({ event, data: JSON.parse(data), ...(id === undefined ? {} : { id }) });
        }
      }
    } catch {
      // closed by the test
    }
    stream.ended = true;
  })();
  await expect.poll(() => events.some((e) => e.event === 'ready')).toBe(true);
  return stream;
}
