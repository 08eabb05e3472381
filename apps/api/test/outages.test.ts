import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from '../src/db/errors.js';
import { AppError } from '../src/errors.js';
import { buildTestApp, createUserWithSession, testClient } from './helpers.js';
import { freePort, throwawayRedis } from './throwaway-redis.js';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

const SPANISH_503 = /no está disponible ahora mismo.*en unos segundos/;

/** A TCP server that plays a broken database: `behaviour` decides what happens to each connection. */
async function fakeServer(behaviour: 'hang' | 'hang-up') {
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    if (behaviour === 'hang-up') socket.destroy();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err,
  );

describe('isDatabaseUnavailable: connection failures, as the drivers really raise them', () => {
  it('nothing listening (ECONNREFUSED)', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await freePort(), user: 'x', database: 'x' });
    expect(isDatabaseUnavailable(await errorOf(client.connect()))).toBe(true);
  });

  it('the server hangs up during start-up ("Connection terminated unexpectedly")', async () => {
    const server = await fakeServer('hang-up');
    const client = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'x', database: 'x' });
    const err = await errorOf(client.connect());
    server.close();
    expect(String((err as Error).message)).toMatch(/Connection terminated/);
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('the server never answers: the pool gives up after connectionTimeoutMillis', async () => {
    const server = await fakeServer('hang');
    const pool = new pg.Pool({
      host: '127.0.0.1',
      port: server.port,
      user: 'x',
      database: 'x',
      connectionTimeoutMillis: 200,
    });
    pool.on('error', () => {});
    const err = await errorOf(pool.query('select 1'));
    server.close();
    await pool.end();
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('a closed PGlite, through Drizzle’s wrapper', async () => {
    const client = await PGlite.create('memory://');
    const db = drizzle({ client });
    await client.close();
    expect(isDatabaseUnavailable(await errorOf(db.execute(sql`select 1`)))).toBe(true);
  });

  it('server-side SQLSTATEs: admin shutdown, cannot connect now, connection exceptions', () => {
    for (const code of ['57P01', '57P03', '08006', '08001', '53300']) {
      const err = Object.assign(new pg.DatabaseError('the server says no', 0, 'error'), { code });
      expect(isDatabaseUnavailable(err), code).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query: …', { cause: err })), `wrapped ${code}`).toBe(
        true,
      );
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'PostgreSQL: a backend ended by pg_terminate_backend (57P01)',
    async () => {
      const victim = new pg.Client({ connectionString: process.env.DATABASE_URL });
      victim.on('error', () => {});
      await victim.connect();
      const pid = (await victim.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      const running = errorOf(victim.query('select pg_sleep(30)'));
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      expect(isDatabaseUnavailable(await running)).toBe(true);
      await victim.end().catch(() => {});
    },
  );

  it('is false for errors that are the request’s or the code’s, not the connection’s', async () => {
    const unique = Object.assign(new pg.DatabaseError('duplicate key', 0, 'error'), {
      code: '23505',
      constraint: 'users_email_key',
    });
    const syntax = Object.assign(new pg.DatabaseError('syntax error', 0, 'error'), { code: '42601' });
    for (const err of [unique, syntax, new Error('boom'), new AppError('NOT_FOUND'), null, undefined, 'x']) {
      expect(isDatabaseUnavailable(err)).toBe(false);
    }
    expect(isUniqueViolation(new Error('Failed query', { cause: unique }), 'email')).toBe(true);
    expect(isUniqueViolation(unique, 'phone')).toBe(false);
  });
});

describe('the database goes away: 503 with Retry-After, in Spanish', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a reservation whose visibility check hits a database error answers 503, not "Ese regalo ya no está"', async () => {
    const owner = await createUserWithSession(t.app);
    const friend = await createUserWithSession(t.app);
    const { as } = testClient(() => t.app);
    const list = (
      await as(owner.token, 'POST', '/api/list/save', { name: 'Boda', visibility: 'public' })
    ).json().data;
    const gift = await as(owner.token, 'POST', '/api/list/gift/save', {
      listId: list.id,
      product: { name: 'Tetera', price: { amount: 2500, currency: 'EUR' } },
    });
    expect(gift.statusCode, gift.body).toBe(200);

    // The list lookup behind the reservation (the statement with its visibility rule, `canSeeList`) loses its
    // connection, as during a PostgreSQL restart. Its SQL is written once (db/built-once.ts), so the failure is put
    // where the statement meets the database client (PGlite's or node-postgres's pool).
    const client = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
      .$client;
    const query = client.query.bind(client);
    const spy = vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
      const [first] = args;
      const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
      if (text.includes('from "lists"') && text.includes(`"lists"."visibility" = 'public'`))
        return Promise.reject(new Error('Connection terminated unexpectedly'));
      return query(...args);
    });
    const res = await as(friend.token, 'PUT', `/api/gift/reserve/${gift.json().data.id}`);
    spy.mockRestore();

    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(SPANISH_503),
    });
    // And once the database answers again, the same call works.
    expect((await as(friend.token, 'PUT', `/api/gift/reserve/${gift.json().data.id}`)).statusCode).toBe(200);
  });

  it('with the database closed, reads, sign-in and readiness answer 503 + Retry-After, never 500', async () => {
    const { token } = await createUserWithSession(t.app);
    await t.app.database.close();
    const answers = [
      await t.app.inject('/api/product/getPagination?lim=1&pos=0'),
      await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'nadie@example.com', password: 'una-clave-cualquiera' },
      }),
      await t.app.inject({ url: '/api/notify/getPagination?lim=5&pos=0', headers: { 'type-token': token } }),
      await t.app.inject('/api/ready'),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().error).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(SPANISH_503),
      });
      expect(res.body).not.toMatch(/select|PGlite|pool|ECONN/i);
    }
  });
});

describe('Retry-After on every 429', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      before(app) {
        app.get('/api/test/limited', async () => {
          await app.rateLimit.hit('test:limited', { max: 1, windowSeconds: 40 });
          return { data: 'ok' };
        });
      },
    });
  });
  afterAll(() => t.close());

  it('a rate limit says in the header how many seconds are left in its window', async () => {
    expect((await t.app.inject('/api/test/limited')).statusCode).toBe(200);
    const res = await t.app.inject('/api/test/limited');
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(40);
    expect(res.json().error.message).toContain(`${seconds} segundos`);
  });

  it('so does a real route: too many problem reports from one address', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/report/save',
        remoteAddress: '10.77.0.1',
        payload: { message: 'El botón de descargar no hace nada en mi móvil.' },
      });
    let res = await send();
    for (let i = 0; i < 30 && res.statusCode !== 429; i++) res = await send();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('Redis is an accelerator: with it down the API keeps answering', () => {
  let redis: Awaited<ReturnType<typeof throwawayRedis>>;
  let t: TestApp;
  let probe: Redis;

  beforeAll(async () => {
    redis = await throwawayRedis();
    t = await buildTestApp({ env: { REDIS_URL: redis.url } });
    probe = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    probe.on('error', () => {});
  });
  afterAll(async () => {
    probe.disconnect();
    await t?.close();
    await redis?.stop();
  });

  const signUp = async (address: string) => {
    const email = `redis.${Math.random().toString(36).slice(2)}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/person/save',
      remoteAddress: address,
      payload: { name: 'Rosa', lastname: 'Díaz', email, password: 'globo-rojo-2027' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { email, token: res.json().data.token as string, id: res.json().data.id as string };
  };
  const login = (email: string, password: string, address = '10.50.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: address,
      payload: { email, password },
    });
  const rateKeys = async () => {
    await probe.connect().catch(() => {});
    return probe.keys(`${t.redisPrefix}rl:*`);
  };

  it('counts in Redis while it is up', async () => {
    const rosa = await signUp('10.50.0.2');
    expect((await login(rosa.email, 'no-es-esta')).statusCode).toBe(401);
    expect((await rateKeys()).some((k) => k.includes('login:'))).toBe(true);
  });

  it('down: sign-in is still answered and still limited (in memory), friend requests and readiness work', async () => {
    const rosa = await signUp('10.50.0.3');
    const bea = await createUserWithSession(t.app);
    probe.disconnect();
    await redis.stop();

    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof login>> | undefined;
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await login(rosa.email, `mala-${i}`, '10.50.0.4');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([401]));
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);

    const request = await t.app.inject({
      method: 'POST',
      url: '/api/friend/request',
      headers: { 'type-token': rosa.token },
      payload: { userId: bea.user.id },
    });
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json().data.relation).toBe('request_sent');

    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({ status: 'degraded', redis: false });
  }, 15_000);

  it('back: the same app uses Redis again by itself (rate limits and realtime)', async () => {
    await redis.start();
    await vi.waitFor(() => expect(t.app.redis?.status).toBe('ready'), { timeout: 10_000, interval: 100 });

    const rosa = await signUp('10.50.0.5');
    expect((await login(rosa.email, 'no-es-esta', '10.50.0.6')).statusCode).toBe(401);
    expect((await rateKeys()).some((k) => k.includes(rosa.email))).toBe(true);

    // A notification published by this process goes through Redis again.
    const listener = probe.duplicate();
    listener.on('error', () => {});
    const heard = new Promise<string>((resolve) => listener.on('message', (_c, raw: string) => resolve(raw)));
    await listener.subscribe(`${t.redisPrefix}realtime`);
    const bea = await createUserWithSession(t.app);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/friend/request',
      headers: { 'type-token': rosa.token },
      payload: { userId: bea.user.id },
    });
    expect(request.statusCode).toBe(200);
    expect(JSON.parse(await heard).userId).toBe(bea.user.id);
    listener.disconnect();

    // And this process subscribed again: a message another process publishes reaches its listeners.
    const received = new Promise<unknown>((resolve) => t.app.realtime.subscribe(bea.user.id, resolve));
    await vi.waitFor(
      async () => {
        await probe.publish(
          `${t.redisPrefix}realtime`,
          JSON.stringify({
            userId: bea.user.id,
            event: { noti: true, id: 'x', type: 'prueba', title: 'Hola' },
          }),
        );
        await Promise.race([
          received,
          new Promise((_, no) => setTimeout(() => no(new Error('not yet')), 200)),
        ]);
      },
      { timeout: 10_000, interval: 100 },
    );

    const ready = await t.app.inject('/api/ready');
    expect(ready.json().data).toMatchObject({ status: 'ready', redis: true });
  }, 15_000);

  it('an app started while Redis is unreachable starts (degraded) and answers', async () => {
    const dead = `redis://127.0.0.1:${await freePort()}`;
    const lone = await buildTestApp({ env: { REDIS_URL: dead } });
    try {
      const ready = await lone.app.inject('/api/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data).toMatchObject({ status: 'degraded', redis: false });
      const res = await lone.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'nadie@example.com', password: 'una-clave-cualquiera' },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await lone.close();
    }
  });
});
