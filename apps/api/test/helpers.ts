import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.js';
import { users } from '../src/db/schema/index.js';
import { loadConfig } from '../src/env.js';
import { createSession } from '../src/modules/sessions/service.js';

/**
 * With DATABASE_URL set (CI's second run), every test app gets a brand-new
 * PostgreSQL database created from that server and dropped afterwards, so test
 * files never see each other's rows. Otherwise PGlite runs in memory.
 */
export async function freshPostgresDatabase(adminUrl: string) {
  const name = `detalle_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type TestAppOptions = {
  demoData?: boolean;
  env?: Record<string, string>;
  /** Called before the app is ready: add test-only routes here. */
  before?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
} & Partial<
  Pick<
    AppOptions,
    | 'webDir'
    | 'sms'
    | 'allowLoopbackPush'
    | 'allowLoopbackFetch'
    | 'redisPrefix'
    | 'limits'
    | 'logStream'
    | 'terminal'
    | 'payments'
    | 'extraPayments'
    | 'mercadoPago'
  >
>;

export async function buildTestApp(opts: TestAppOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'detalle-test-'));
  const pgDb = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.url,
    REDIS_URL: process.env.REDIS_URL,
    LOG_LEVEL: 'silent',
    DEMO_DATA: opts.demoData ? 'true' : 'false',
    // Fixture shops need no politeness; the tests of the pace itself set their own.
    SHOP_PACE_MS: '100',
    ...opts.env,
  });
  const app = await buildApp({
    config,
    inMemoryDb: true,
    schedules: false,
    // Silent unless a test reads the log lines (they then go through the production logger options).
    logger: opts.logStream ? undefined : false,
    logStream: opts.logStream,
    terminal: opts.terminal,
    limits: opts.limits,
    webDir: opts.webDir ?? join(dataDir, 'no-web'),
    sms: opts.sms,
    payments: opts.payments,
    extraPayments: opts.extraPayments,
    mercadoPago: opts.mercadoPago,
    allowLoopbackPush: opts.allowLoopbackPush,
    allowLoopbackFetch: opts.allowLoopbackFetch,
    // Every answer is also checked against its Zod schema, and the compiled serialiser must agree with Zod.
    checkResponses: true,
    // Each test app counts its own rate limits and hears only its own realtime messages,
    // even on a Redis shared with earlier runs; pass the same prefix to make two apps one.
    redisPrefix: opts.redisPrefix ?? `detalle-test-${randomBytes(6).toString('hex')}:`,
  });
  opts.before?.(app);
  await app.ready();
  return {
    app,
    config,
    redisPrefix: app.redisPrefix,
    dataDir,
    async close() {
      await app.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type TestApp = Awaited<ReturnType<typeof buildTestApp>>['app'];

/** A person in the database with a live session: the token a signed-in browser would send. */
export async function createUserWithSession(
  app: TestApp,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const [user] = await app.db
    .insert(users)
    .values({
      name: 'Lucía',
      lastname: 'Martín',
      email: `lucia.${randomBytes(4).toString('hex')}@example.com`,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('no user');
  const token = await createSession({ db: app.db, userId: user.id });
  return { user, token };
}

export type Who = Awaited<ReturnType<typeof createUserWithSession>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls and people for one test file's app, read when used (the app is built in `beforeAll`):
 * - `as(who, method, url, payload?, headers?)`: a request as that person (a `Who` or a bare token), or as a guest with `null`;
 * - `person(name, extra?)`: someone with a live session, surnamed `lastname`, with an e-mail no other test uses;
 * - `befriend(a, b)`: two people become friends the way people do (one asks, the other asks back).
 */
export function testClient(getApp: () => TestApp, opts: { lastname?: string } = {}) {
  const as = (
    who: Who | string | null,
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    getApp().inject({
      method,
      url,
      payload,
      headers: {
        ...headers,
        ...(who === null ? {} : { 'type-token': typeof who === 'string' ? who : who.token }),
      },
    });
  const person = (name: string, extra: Partial<typeof users.$inferInsert> = {}) =>
    createUserWithSession(getApp(), {
      name,
      lastname: opts.lastname ?? 'Prueba',
      email: `${name.toLowerCase()}.${randomBytes(5).toString('hex')}@ejemplo.com`,
      ...extra,
    });
  async function befriend(a: Who, b: Who) {
    expect((await as(a, 'POST', '/api/friend/request', { userId: b.user.id })).statusCode).toBe(200);
    expect((await as(b, 'POST', '/api/friend/request', { userId: a.user.id })).statusCode).toBe(200);
  }
  return { as, person, befriend };
}

/** A multipart body with one file, as a browser's FormData sends it. */
export function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----detalle-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A stand-in for the built web app: an index.html with the title and description tags a link preview replaces,
 * for tests of the pages' HTML without building the web app.
 */
export function fakeWebDir() {
  const dir = mkdtempSync(join(tmpdir(), 'detalle-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Detalle</title><meta name="description" content="Detalle: listas." /></head><body></body></html>',
  );
  return dir;
}
