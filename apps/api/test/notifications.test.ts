import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, users } from '../src/db/schema/index.js';
import { buildTestApp, createUserWithSession, testClient } from './helpers.js';
import { startPushService } from './push-service.js';
import { openEventStream } from './sse-client.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
  t = await buildTestApp({ allowLoopbackPush: true });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const { as } = testClient(() => t.app);

describe('notifications belong to their person', () => {
  it('lists, counts, marks and deletes only the caller’s notifications', async () => {
    const ana = await createUserWithSession(t.app, { name: 'Ana' });
    const beto = await createUserWithSession(t.app, { name: 'Beto' });
    const first = await t.app.notify({
      userId: ana.user.id,
      type: 'invite_to_event',
      title: 'Beto te invitó a su cumpleaños',
      data: { eventId: 'e1' },
    });
    await t.app.notify({
      userId: ana.user.id,
      type: 'list',
      title: 'Nueva lista de Beto',
      data: { listId: 'l1' },
    });
    const betos = await t.app.notify({ userId: beto.user.id, type: 'list', title: 'Para Beto' });

    const page = (await as(ana.token, 'GET', '/api/notify/getPagination?lim=10&pos=0')).json().data;
    expect(page.total).toBe(2);
    expect(page.list.map((x: { title: string }) => x.title)).toEqual([
      'Nueva lista de Beto',
      'Beto te invitó a su cumpleaños',
    ]);
    expect(page.list[1]).toMatchObject({ type: 'invite_to_event', data: { eventId: 'e1' }, read: false });
    expect((await as(ana.token, 'GET', '/api/notify/unRead')).json().data.count).toBe(2);

    // Someone else's id looks like it does not exist, for reading and for deleting.
    expect((await as(ana.token, 'PUT', `/api/notify/markRead/${betos.id}`)).statusCode).toBe(404);
    expect((await as(ana.token, 'DELETE', `/api/notify/delete/${betos.id}`)).statusCode).toBe(404);
    expect((await as(beto.token, 'GET', '/api/notify/unRead')).json().data.count).toBe(1);

    const marked = await as(ana.token, 'PUT', `/api/notify/markRead/${first.id}`);
    expect(marked.json().data.read).toBe(true);
    expect((await as(ana.token, 'GET', '/api/notify/unRead')).json().data.count).toBe(1);
    await as(ana.token, 'PUT', '/api/notify/markAll');
    expect((await as(ana.token, 'GET', '/api/notify/unRead')).json().data.count).toBe(0);

    expect((await as(ana.token, 'DELETE', `/api/notify/delete/${first.id}`)).statusCode).toBe(200);
    expect((await as(ana.token, 'GET', '/api/notify/getPagination?lim=10&pos=0')).json().data.total).toBe(1);
    await as(ana.token, 'DELETE', '/api/notify/delete-all');
    expect((await as(ana.token, 'GET', '/api/notify/getPagination?lim=10&pos=0')).json().data.total).toBe(0);
    expect((await as(beto.token, 'GET', '/api/notify/getPagination?lim=10&pos=0')).json().data.total).toBe(1);
  });

  it('needs a session for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/notify/getPagination'],
      ['GET', '/api/notify/unRead'],
      ['PUT', '/api/notify/markAll'],
      ['DELETE', '/api/notify/delete-all'],
      ['GET', '/api/notify/stream'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('Web Push', () => {
  it('serves the VAPID public key, generated once and kept in DATA_DIR', async () => {
    const res = await t.app.inject('/api/notify/vapidPublicKey');
    expect(res.json().data.publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
  });

  it('sends an encrypted push to every device, which the subscription’s keys decrypt', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const phone = push.newSubscription();
    const laptop = push.newSubscription();
    expect((await as(token, 'POST', '/api/user/save/player-id', { player_id: phone.json })).statusCode).toBe(
      200,
    );
    // The seed's clients send player_id as text: that works too.
    expect(
      (await as(token, 'POST', '/api/user/save/player-id', { player_id: JSON.stringify(laptop.json) }))
        .statusCode,
    ).toBe(200);

    await t.app.notify({
      userId: user.id,
      type: 'recibe_gitf',
      title: 'Te han regalado algo',
      body: 'Mira tu lista',
      data: { listId: 'l9' },
    });
    await expect
      .poll(() => push.received.filter((r) => r.path === phone.path || r.path === laptop.path).length)
      .toBe(2);

    const msg = push.received.find((r) => r.path === phone.path);
    expect(msg?.headers['content-encoding']).toBe('aes128gcm');
    expect(msg?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(phone.decrypt(msg?.body as Buffer)).toMatchObject({
      type: 'recibe_gitf',
      title: 'Te han regalado algo',
      body: 'Mira tu lista',
      data: { listId: 'l9' },
    });
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const old = push.newSubscription();
    push.statusFor.set(old.path, 410);
    await as(token, 'POST', '/api/user/save/player-id', { player_id: old.json });
    await t.app.notify({ userId: user.id, type: 'list', title: 'Hola' });
    await expect
      .poll(
        async () =>
          (await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)))
            .length,
      )
      .toBe(0);
  });

  it('replaces a renewed subscription with user/update/player-id', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const before = push.newSubscription();
    const after = push.newSubscription();
    await as(token, 'POST', '/api/user/save/player-id', { player_id: before.json });
    const res = await as(token, 'PUT', '/api/user/update/player-id', {
      player_id: after.json,
      previous: before.json.endpoint,
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows.map((r) => r.endpoint)).toEqual([after.json.endpoint]);
  });

  it('forgets a device by its endpoint only with the session of its person; signed out gets 401', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const other = await createUserWithSession(t.app);
    const a = push.newSubscription();
    const b = push.newSubscription();
    await as(token, 'POST', '/api/user/save/player-id', { player_id: a.json });
    await as(token, 'POST', '/api/user/save/player-id', { player_id: b.json });
    expect((await as(token, 'DELETE', '/api/user/player-id', { endpoint: a.json.endpoint })).statusCode).toBe(
      200,
    );
    const guest = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/player-id',
      payload: { endpoint: b.json.endpoint },
    });
    expect(guest.statusCode).toBe(401);
    // Someone else's session forgets nothing of mine.
    await as(other.token, 'DELETE', '/api/user/player-id', { endpoint: b.json.endpoint });
    const left = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(left.map((r) => r.endpoint)).toEqual([b.json.endpoint]);
  });

  it('a subscription belongs to its session: it goes at logout, and nobody takes a live one', async () => {
    const owner = await createUserWithSession(t.app);
    const thief = await createUserWithSession(t.app);
    const device = push.newSubscription();
    expect(
      (await as(owner.token, 'POST', '/api/user/save/player-id', { player_id: device.json })).statusCode,
    ).toBe(200);
    const stolen = await as(thief.token, 'POST', '/api/user/save/player-id', { player_id: device.json });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().error).toMatchObject({
      code: 'PUSH_DEVICE_TAKEN',
      message: expect.stringMatching(/otra cuenta con la sesión abierta/),
    });
    const rows = () =>
      t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.json.endpoint));
    expect((await rows()).map((r) => r.userId)).toEqual([owner.user.id]);

    // The owner signs out on that browser: the subscription goes, and the next person may save it.
    expect((await as(owner.token, 'POST', '/api/user/logout')).statusCode).toBe(200);
    expect(await rows()).toHaveLength(0);
    expect(
      (await as(thief.token, 'POST', '/api/user/save/player-id', { player_id: device.json })).statusCode,
    ).toBe(200);
    expect((await rows()).map((r) => r.userId)).toEqual([thief.user.id]);
  });

  it('refuses keys shorter or other than the Web Push sizes (65-byte P-256 key, 16-byte secret)', async () => {
    const { token } = await createUserWithSession(t.app);
    const good = push.newSubscription().json;
    const bad = [
      { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) },
      { ...good.keys, p256dh: `A${good.keys.p256dh.slice(1)}` }, // not an uncompressed point (0x04)
      { ...good.keys, auth: good.keys.auth.slice(0, 12) },
      { ...good.keys, auth: `${good.keys.auth}AAAA` },
    ];
    for (const keys of bad) {
      const res = await as(token, 'POST', '/api/user/save/player-id', { player_id: { ...good, keys } });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/La clave de la suscripción de notificaciones no es válida/);
    }
  });

  it('refuses endpoints that are not a known push service', async () => {
    const { token } = await createUserWithSession(t.app);
    const keys = push.newSubscription().json.keys;
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'https://10.0.0.1/push',
      'https://evil.example.com/fcm.googleapis.com',
    ]) {
      const res = await as(token, 'POST', '/api/user/save/player-id', { player_id: { endpoint, keys } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/servicio de notificaciones/);
    }
  });

  it('keeps the notification but sends no push when the person turned notifications off', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const sub = push.newSubscription();
    await as(token, 'POST', '/api/user/save/player-id', { player_id: sub.json });
    await t.app.db.update(users).set({ notifications: false }).where(eq(users.id, user.id));
    const { id } = await t.app.notify({ userId: user.id, type: 'list', title: 'Silencio' });
    // Wait for the delivery job to finish rather than for a while: then no push can be on its way.
    await expect
      .poll(
        async () =>
          (
            await t.app.database.executeSql(
              "select state from pgboss.job where name = 'notification-deliver' and data->>'id' = $1",
              [id],
            )
          ).rows[0]?.state,
        { timeout: 5000 },
      )
      .toBe('completed');
    const queued = await t.app.database.executeSql(
      "select count(*)::int as n from pgboss.job where name = 'push-send' and data->>'notificationId' = $1",
      [id],
    );
    expect(queued.rows[0]?.n).toBe(0);
    expect(push.received.some((r) => r.path === sub.path)).toBe(false);
    expect((await as(token, 'GET', '/api/notify/unRead')).json().data.count).toBe(1);
  });
});

describe('realtime channel', () => {
  // How soon (tens of milliseconds, woken rather than polled) is measured by bench/realtime.ts: a wall-clock
  // bound here would fail on a loaded machine. The generous time-outs only say "it arrives".
  it('tells an open app about a new notification', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(url, token);
    expect(stream.res.headers.get('content-type')).toMatch(/text\/event-stream/);
    await expect.poll(() => stream.events.some((e) => e.event === 'ready')).toBe(true);
    const n = await t.app.notify({ userId: user.id, type: 'leave_to_event', title: 'Beto dejó tu evento' });
    await expect.poll(() => stream.events.find((e) => e.event === 'noti'), { timeout: 10_000 }).toBeTruthy();
    const data = stream.events.find((e) => e.event === 'noti')?.data as { sentAt: number; writtenAt: number };
    expect(data).toEqual({
      noti: true,
      id: n.id,
      type: 'leave_to_event',
      title: 'Beto dejó tu evento',
      sentAt: expect.any(Number),
      writtenAt: expect.any(Number),
    });
    // Written to the stream after it was published, never before.
    expect(data.writtenAt).toBeGreaterThanOrEqual(data.sentAt);
    stream.close();
  });

  it.runIf(process.env.REDIS_URL && process.env.DATABASE_URL)(
    'reaches a person connected to another API process (Redis)',
    async () => {
      const other = await buildTestApp({
        env: { DATABASE_URL: t.config.DATABASE_URL as string },
        redisPrefix: t.redisPrefix,
      });
      try {
        const { user, token } = await createUserWithSession(t.app);
        const url = t.app.server.listening
          ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
          : await t.app.listen({ port: 0, host: '127.0.0.1' });
        const stream = await openEventStream(url, token);
        await expect.poll(() => stream.events.some((e) => e.event === 'ready')).toBe(true);
        await other.app.notify({ userId: user.id, type: 'list', title: 'Desde el otro proceso' });
        await expect
          .poll(() => stream.events.find((e) => e.event === 'noti')?.data, { timeout: 10_000 })
          .toMatchObject({ title: 'Desde el otro proceso' });
        stream.close();
      } finally {
        await other.close();
      }
    },
  );
});
