import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUserWithSession } from './helpers.js';
import { openEventStream } from './sse-client.js';

// What SIGTERM does before closing (server.ts: drain, then close), on an app listening on a free port.
let t: Awaited<ReturnType<typeof buildTestApp>>;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('draining before a restart', () => {
  it('stops being ready at once, keeps serving while the load balancer notices, then ends the streams', async () => {
    const { token } = await createUserWithSession(t.app);
    const stream = await openEventStream(url, token);
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);

    const drained = t.app.drain(1_500);
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBeTruthy();
    expect(t.app.draining).toBe(true);
    // Still serving whatever is sent meanwhile, streams included.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect((await fetch(`${url}/api/user/me`, { headers: { 'type-token': token } })).status).toBe(200);
    expect(stream.ended).toBe(false);

    await drained;
    // Ended by the server, so the client reconnects (to another process, behind the load balancer).
    await expect.poll(() => stream.ended).toBe(true);
    expect(t.app.sessionStreams.size).toBe(0);

    // A stream asked for from now on (one that was signing in meanwhile, a client that came straight back) is
    // refused: nothing would end it, and the close would wait for it until its grace period ran out.
    const late = new AbortController();
    const refused = await fetch(`${url}/api/notify/stream`, {
      headers: { 'type-token': token },
      signal: late.signal,
    });
    late.abort();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(t.app.sessionStreams.size).toBe(0);
  });
});
