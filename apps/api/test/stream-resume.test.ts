import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.js';
import { REPLAY_LIMIT } from '../src/modules/notifications/replay.js';
import { buildTestApp, createUserWithSession } from './helpers.js';
import { openEventStream, type SseEvent } from './sse-client.js';

// Streams need real connections (inject cannot hold one open): the app listens on a free port.
let t: Awaited<ReturnType<typeof buildTestApp>>;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Notifications stored as if they had been delivered already (no job publishes them), a second apart. */
async function stored(userId: string, count: number, from = Date.UTC(2027, 0, 1)) {
  const rows = await t.app.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        type: 'list',
        title: `Aviso ${i + 1}`,
        createdAt: new Date(from + i * 1000),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

const notis = (events: SseEvent[]) => events.filter((e) => e.event === 'noti');

describe('a stream hands out where it is', () => {
  it('a fresh stream’s ready carries the newest notification, or 0 when there is none yet', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const empty = await openEventStream(url, token);
    expect(empty.events[0]).toMatchObject({ event: 'ready', id: '0' });
    empty.close();

    const ids = await stored(user.id, 3);
    const stream = await openEventStream(url, token);
    expect(stream.events[0]).toMatchObject({ event: 'ready', id: ids[2] });
    const live = await t.app.notify({ userId: user.id, type: 'list', title: 'En directo' });
    await expect.poll(() => notis(stream.events).map((e) => e.id), { timeout: 10_000 }).toEqual([live.id]);
    stream.close();
  });
});

describe('a stream that comes back with Last-Event-ID', () => {
  it('is sent what was stored after that id, oldest first, then the new ones, each once', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const ids = await stored(user.id, 4);
    const stream = await openEventStream(url, token, ids[1]);
    // A resumed stream keeps its cursor: its ready says nothing of where it is.
    expect(stream.events[0]).toEqual({ event: 'ready', data: {} });
    await expect.poll(() => notis(stream.events).map((e) => e.id)).toEqual([ids[2], ids[3]]);
    expect(notis(stream.events)[0]?.data).toEqual({ noti: true, id: ids[2], type: 'list', title: 'Aviso 3' });

    // Something already replayed and published late (its job ran after the reconnection) is not sent twice.
    await t.app.realtime.publish(user.id, {
      noti: true,
      id: ids[3] as string,
      type: 'list',
      title: 'Aviso 4',
    });
    const live = await t.app.notify({ userId: user.id, type: 'list', title: 'Nuevo' });
    await expect
      .poll(() => notis(stream.events).map((e) => e.id), { timeout: 10_000 })
      .toEqual([ids[2], ids[3], live.id]);
    stream.close();
  });

  it(`replays at most the newest ${REPLAY_LIMIT}, and 0 means everything of the caller`, async () => {
    const { user, token } = await createUserWithSession(t.app);
    const ids = await stored(user.id, REPLAY_LIMIT + 5);
    const stream = await openEventStream(url, token, '0');
    await expect.poll(() => notis(stream.events).length).toBe(REPLAY_LIMIT);
    expect(notis(stream.events).map((e) => e.id)).toEqual(ids.slice(5));
    stream.close();
  });

  it('orders notifications stored in the same instant by id, and resumes between them', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const at = new Date(Date.UTC(2027, 5, 1));
    const rows = await t.app.db
      .insert(notifications)
      .values([1, 2, 3].map((i) => ({ userId: user.id, type: 'list', title: `Igual ${i}`, createdAt: at })))
      .returning({ id: notifications.id });
    const sorted = rows.map((r) => r.id).sort();
    const stream = await openEventStream(url, token, sorted[0]);
    await expect.poll(() => notis(stream.events).map((e) => e.id)).toEqual(sorted.slice(1));
    stream.close();
  });

  it('replays nothing for another person’s id, a malformed one or one that names nothing', async () => {
    const ana = await createUserWithSession(t.app, { name: 'Ana' });
    const beto = await createUserWithSession(t.app, { name: 'Beto' });
    const anas = await stored(ana.user.id, 3);
    const betos = await stored(beto.user.id, 2);
    for (const cursor of [
      betos[0] as string,
      "'; select 1; --",
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
      'x'.repeat(500),
    ]) {
      const stream = await openEventStream(url, ana.token, cursor);
      expect(stream.res.status).toBe(200);
      // Give a replay the time to arrive, should there wrongly be one.
      await new Promise((r) => setTimeout(r, 200));
      expect(notis(stream.events)).toEqual([]);
      // It is handed where it is now, as a fresh stream is: its next resumption replays what comes after that.
      expect(stream.events[0]).toMatchObject({ event: 'ready', id: anas[2] });
      stream.close();
    }
  });

  it('resumed from a notification deleted meanwhile, is handed where it is now and resumes from there', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const ids = await stored(user.id, 3);
    await t.app.db.delete(notifications).where(eq(notifications.id, ids[2] as string));
    const stream = await openEventStream(url, token, ids[2]);
    expect(stream.events[0]).toMatchObject({ event: 'ready', id: ids[1] });
    stream.close();

    const [later] = await stored(user.id, 1, Date.UTC(2027, 0, 2));
    const again = await openEventStream(url, token, ids[1]);
    await expect.poll(() => notis(again.events).map((e) => e.id)).toEqual([later]);
    again.close();
  });
});
