import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.js';
import { issueToken } from '../src/modules/accounts/tokens.js';
import { createSession, hashToken } from '../src/modules/sessions/service.js';
import {
  STREAM_RETRY_AFTER_SECONDS,
  STREAMS_PER_ADDRESS,
  STREAMS_PER_SESSION,
} from '../src/modules/sessions/streams.js';
import { buildTestApp, createUserWithSession } from './helpers.js';
import { openEventStream } from './sse-client.js';

// Streams need real connections (inject cannot hold one open): the app listens on a free port.
let t: Awaited<ReturnType<typeof buildTestApp>>;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

// Every test starts with no stream open, so the per-address count is its own.
const opened: { close: () => void }[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) s.close();
  await expect.poll(() => t.app.sessionStreams.size).toBe(0);
});

/** Opens a stream like the web app, closed after the test. */
async function openStream(url: string, token: string) {
  const stream = await openEventStream(url, token);
  opened.push(stream);
  return stream;
}

type Envelope = {
  data: { token: string; id: string; message: string };
  error: { code: string; message: string };
};
const json = (res: Response) => res.json() as Promise<Envelope>;

const call = (url: string, method: string, path: string, token: string, body?: object) =>
  fetch(`${url}${path}`, {
    method,
    headers: { 'type-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

describe('how many streams', () => {
  it(`allows ${STREAMS_PER_SESSION} per session, then a Spanish 429 with Retry-After; closing one frees a place`, async () => {
    const app = t.app;
    const { token } = await createUserWithSession(app);
    const streams = [];
    for (let i = 0; i < STREAMS_PER_SESSION; i++) streams.push(await openStream(url, token));
    // A stream is an answer too: it carries its request id and the API's security headers.
    expect(streams[0]?.res.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9_-]+-[0-9a-z]+$/);
    expect(streams[0]?.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(streams.every((s) => s.res.status === 200)).toBe(true);

    const refused = await openStream(url, token);
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers.get('retry-after')).toBe(String(STREAM_RETRY_AFTER_SECONDS));
    expect((await json(refused.res)).error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/demasiadas pestañas/),
    });

    streams[0]?.close();
    await expect.poll(async () => (await openStream(url, token)).res.status).toBe(200);
  });

  it(`allows ${STREAMS_PER_ADDRESS} per address, whichever sessions they belong to`, async () => {
    const app = t.app;
    for (let i = 0; i < STREAMS_PER_ADDRESS / STREAMS_PER_SESSION; i++) {
      const { token } = await createUserWithSession(app);
      for (let j = 0; j < STREAMS_PER_SESSION; j++)
        expect((await openStream(url, token)).res.status).toBe(200);
    }
    const { token } = await createUserWithSession(app);
    const refused = await openStream(url, token);
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers.get('retry-after')).toBeTruthy();
    expect((await json(refused.res)).error.message).toMatch(/desde tu red/);
  });
});

describe('a stream ends with its session', () => {
  it('logout ends the stream at once', async () => {
    const app = t.app;
    const { token } = await createUserWithSession(app);
    const stream = await openStream(url, token);
    expect((await call(url, 'POST', '/api/user/logout', token, {})).status).toBe(200);
    await expect.poll(() => stream.ended).toBe(true);
  });

  it('a password change ends the other sessions and their streams, keeps this one and says so', async () => {
    const app = t.app;
    const password = 'faro-del-norte-27';
    const signUp = await fetch(`${url}/api/person/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Nora', lastname: 'Vidal', email: 'nora.streams@ejemplo.com', password }),
    });
    const { token: here, id } = (await json(signUp)).data;
    const login = await fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nora.streams@ejemplo.com', password }),
    });
    const there = (await json(login)).data.token;
    const mine = await openStream(url, here);
    const theirs = await openStream(url, there);

    const changed = await call(url, 'PUT', '/api/user/password', here, {
      current: password,
      password: 'nuevo-faro-2027',
      repassword: 'nuevo-faro-2027',
    });
    expect(changed.status).toBe(200);
    expect((await json(changed)).data.message).toMatch(/Hemos cerrado tu sesión en los demás dispositivos/);
    await expect.poll(() => theirs.ended).toBe(true);
    expect((await call(url, 'GET', '/api/user/me', there)).status).toBe(401);

    // This device keeps its session and keeps hearing about new things.
    expect((await call(url, 'GET', '/api/user/me', here)).status).toBe(200);
    await app.notify({ userId: id, type: 'list', title: 'Sigues conectada' });
    await expect.poll(() => mine.events.some((e) => e.event === 'noti')).toBe(true);
    expect(mine.ended).toBe(false);
    expect(theirs.events.some((e) => e.event === 'noti')).toBe(false);
  });

  it('a password reset ends every session and every stream', async () => {
    const app = t.app;
    const { user, token } = await createUserWithSession(app);
    const streams = [await openStream(url, token), await openStream(url, token)];
    const link = (await issueToken(app.db, user.id, 'reset_password')).token;
    const reset = await fetch(`${url}/api/user/recoveryPass`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link, password: 'reinicio-total-27', repassword: 'reinicio-total-27' }),
    });
    expect(reset.status).toBe(200);
    expect((await json(reset)).data.message).toMatch(/Hemos cerrado tu sesión en todos los dispositivos/);
    await expect.poll(() => streams.every((s) => s.ended)).toBe(true);
    expect((await call(url, 'GET', '/api/user/me', token)).status).toBe(401);
  });

  it('a session ended elsewhere (another API process, expiry) hears nothing more and its stream ends', async () => {
    const app = t.app;
    const { user, token } = await createUserWithSession(app);
    const stream = await openStream(url, token);
    // What another process's logout leaves behind: the row is gone, this process was not told.
    await app.db.delete(sessions).where(eq(sessions.userId, user.id));
    await app.notify({ userId: user.id, type: 'list', title: 'No deberías verlo' });
    // Through the job queue: the time-out only says "it happens" on a busy machine.
    await expect.poll(() => stream.ended, { timeout: 10_000 }).toBe(true);
    expect(stream.events.some((e) => e.event === 'noti')).toBe(false);
  });

  it('deleting the account ends its streams', async () => {
    const app = t.app;
    const { token } = await createUserWithSession(app);
    const stream = await openStream(url, token);
    expect((await call(url, 'DELETE', '/api/user/delete', token, { confirm: true })).status).toBe(200);
    await expect.poll(() => stream.ended).toBe(true);
  });
});

/**
 * Counts the statements that check a session (`select … from "sessions" where …`) as they reach the driver,
 * PGlite's or node-postgres's pool, whichever code sends them. `stop()` gives the count and unhooks.
 */
function countSessionChecks() {
  let count = 0;
  const protos = [pg.Pool.prototype, PGlite.prototype] as { query: (...args: unknown[]) => unknown }[];
  const originals = protos.map((proto) => proto.query);
  protos.forEach((proto, i) => {
    const original = originals[i] as (...args: unknown[]) => unknown;
    proto.query = function query(this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (text && /from "sessions" where/.test(text)) count += 1;
      return original.apply(this, args);
    };
  });
  return {
    stop() {
      protos.forEach((proto, i) => {
        proto.query = originals[i] as (...args: unknown[]) => unknown;
      });
      return count;
    },
  };
}

const notis = (stream: Awaited<ReturnType<typeof openStream>>) =>
  stream.events.filter((e) => e.event === 'noti').map((e) => (e.data as { id: string }).id);

/** Publishes `count` events to `userId` one after another without waiting, and returns their ids in order. */
function burst(userId: string, count: number, tag: string) {
  const ids = [];
  for (let i = 0; i < count; i++) {
    const id = `${tag}-${i}`;
    ids.push(id);
    void t.app.realtime.publish(userId, {
      noti: true,
      id,
      type: 'list',
      title: `Aviso ${i}`,
      sentAt: Date.now(),
    });
  }
  return ids;
}

describe('a burst of events', () => {
  it('reaches every stream in order, with at most one session query per event whatever the streams', async () => {
    const app = t.app;
    // 2 people, each signed in twice (a phone and a laptop) with 4 streams per session: 16 streams, 4 sessions.
    const people: { user: { id: string }; streams: Awaited<ReturnType<typeof openStream>>[] }[] = [];
    for (let p = 0; p < 2; p++) {
      const { user, token } = await createUserWithSession(app);
      const other = await createSession({ db: app.db, userId: user.id });
      const streams = [];
      for (const tok of [token, other]) for (let s = 0; s < 4; s++) streams.push(await openStream(url, tok));
      people.push({ user, streams });
    }
    const events = 10;
    const counter = countSessionChecks();
    let checks: number;
    try {
      const sent = people.map((person, p) => burst(person.user.id, events, `rafaga-${p}`));
      await expect
        .poll(() => people.every((person) => person.streams.every((s) => notis(s).length >= events)))
        .toBe(true);
      for (const [p, person] of people.entries())
        for (const stream of person.streams) expect(notis(stream)).toEqual(sent[p]);
    } finally {
      checks = counter.stop();
    }
    // Every write was checked, but not one query per stream and event (16 × 10 = 160 before).
    expect(checks).toBeGreaterThan(0);
    expect(checks).toBeLessThanOrEqual(events);
    expect(people.every((person) => person.streams.every((s) => !s.ended))).toBe(true);
  });

  it('a session ended elsewhere hears none of it, the person’s other session hears all of it in order', async () => {
    const app = t.app;
    const { user, token } = await createUserWithSession(app);
    const laptop = await createSession({ db: app.db, userId: user.id });
    const ended = [await openStream(url, token), await openStream(url, token)];
    const kept = [await openStream(url, laptop), await openStream(url, laptop)];
    // What another process's logout of the phone leaves behind: its row is gone, this process was not told.
    await app.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));

    const sent = burst(user.id, 6, 'fin');
    await expect.poll(() => kept.every((s) => notis(s).length >= sent.length)).toBe(true);
    for (const stream of kept) expect(notis(stream)).toEqual(sent);
    await expect.poll(() => ended.every((s) => s.ended)).toBe(true);
    for (const stream of ended) expect(notis(stream)).toEqual([]);
    expect(kept.every((s) => !s.ended)).toBe(true);
  });

  it.runIf(process.env.REDIS_URL && process.env.DATABASE_URL)(
    'a logout on another API process ends this process’s streams of that session before its next event',
    async () => {
      const other = await buildTestApp({
        env: { DATABASE_URL: t.config.DATABASE_URL as string },
        redisPrefix: t.redisPrefix,
      });
      try {
        const { user, token } = await createUserWithSession(t.app);
        const laptop = await createSession({ db: t.app.db, userId: user.id });
        const ended = await openStream(url, token);
        const kept = await openStream(url, laptop);
        const logout = await other.app.inject({
          method: 'POST',
          url: '/api/user/logout',
          headers: { 'type-token': token },
          payload: {},
        });
        expect(logout.statusCode).toBe(200);
        const n = await other.app.notify({ userId: user.id, type: 'list', title: 'Solo para el portátil' });
        await expect.poll(() => notis(kept), { timeout: 10_000 }).toEqual([n.id]);
        await expect.poll(() => ended.ended).toBe(true);
        expect(notis(ended)).toEqual([]);
      } finally {
        await other.close();
      }
    },
  );
});
