import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from '@detalle/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { ConfigError, loadConfig } from '../src/env.js';
import { addressKey } from '../src/plugins/rate-limit.js';
import { buildTestApp, createUserWithSession, multipart } from './helpers.js';

/**
 * Hostile input and the answers Fastify and Node give on their own: every answer is
 * our Spanish envelope with the security headers, never a 5xx, never an echo of what was sent.
 */
type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** Spanish words, not Fastify's or busboy's English. */
const SPANISH = /[áéíóúñ¿¡]|\b(una|la|el|los|las|de|que)\b/i;
const SPANISH_ENVELOPE = { error: { code: expect.any(String), message: expect.stringMatching(SPANISH) } };

/** Writes raw bytes on a socket and resolves with everything the server answered before closing. */
function rawRequest(port: number, text: string | Buffer, { keepOpen = false } = {}) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string; raw: string }>(
    (resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let raw = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        raw += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', ...rest] = raw.split('\r\n\r\n');
        const [statusLine = '', ...headerLines] = head.split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of headerLines) {
          const i = line.indexOf(':');
          headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
        }
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), raw });
      });
      if (!keepOpen) socket.setTimeout(10_000, () => socket.destroy());
    },
  );
}

type Headers = Record<string, string | string[] | number | undefined>;

/** What a document (a page, or an answer written before we know what it is) carries: helmet's whole set. */
function expectSecurityHeaders(headers: Headers) {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('microphone=()');
}

/** What a JSON answer of /api carries: never sniffed into a page, runs nothing, framed by nobody. */
function expectJsonSecurityHeaders(headers: Headers) {
  expect(headers['content-type']).toMatch(/^application\/json/);
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-site');
}

describe('hostile input', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ token } = await createUserWithSession(t.app));
  });
  afterAll(() => t?.close());

  it('refuses a NUL byte in a query with a Spanish 400, not a 500', async () => {
    const res = await t.app.inject({ url: '/api/product/getPagination?sea=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: [{ path: 'sea' }] } });
    expect(res.json().error.message).toContain('caracteres no admitidos');
  });

  it('refuses a NUL byte in the query of a call that takes none (the check looks at every request)', async () => {
    const res = await t.app.inject({ url: '/api/health?x=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: [{ path: 'x' }] } });
    expectJsonSecurityHeaders(res.headers);
  });

  it('reads a gzip-compressed JSON body, and checks its text as any other', async () => {
    const gzipped = (body: unknown) => ({
      method: 'POST' as const,
      url: '/api/list/save',
      headers: { 'type-token': token, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(body)),
    });
    const saved = await t.app.inject(gzipped({ name: 'Comprimida', description: 'ok' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.name).toBe('Comprimida');
    const refused = await t.app.inject(gzipped({ name: 'Cumple\u0000' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: [{ path: 'name' }] } });
  });

  it.each([
    ['NUL', 'Cumple\u0000'],
    ['bell', 'Cumple\u0007'],
    ['escape', 'Cumple\u001b[31m'],
    ['lone surrogate', 'Cumple \ud83d'],
  ])('refuses %s in a JSON body field, wherever it is nested', async (_name, text) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/list/save',
      headers: { 'type-token': token },
      payload: { name: text, description: 'ok' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: [{ path: 'name' }] } });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/list/save',
      headers: { 'type-token': token },
      payload: { name: 'Cumple', extra: { deep: [{ [`k${text}`]: 1 }] } },
    });
    expect(nested.statusCode).toBe(400);
  });

  it('keeps line breaks in a description (CRLF as LF), emoji and right-to-left text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/list/save',
      headers: { 'type-token': token },
      payload: { name: 'Cumple 🎂 مرحبا', description: 'Línea 1\r\n  Línea 2\r\n' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.description).toBe('Línea 1\n  Línea 2');
  });

  it.each([
    ['a line feed in a name', { name: 'Cumple\n=2+2' }, 'name', SINGLE_LINE_MESSAGE],
    ['a tab in a name', { name: 'Cumple\tAna' }, 'name', SINGLE_LINE_MESSAGE],
    ['a line separator in a name', { name: 'Cumple\u2028Ana' }, 'name', SINGLE_LINE_MESSAGE],
    ['a C1 control in a name', { name: 'Cumple\u0085' }, 'name', SINGLE_LINE_MESSAGE],
    [
      'a tab in a description',
      { name: 'Cumple', description: 'Uno\tdos' },
      'description',
      MULTI_LINE_MESSAGE,
    ],
    ['DEL in a description', { name: 'Cumple', description: 'Uno\u007f' }, 'description', MULTI_LINE_MESSAGE],
  ])('refuses %s in Spanish, on the field', async (_what, payload, path, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/list/save',
      headers: { 'type-token': token },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ path, message }] });
  });

  it('refuses dates outside 1900–2200 in Spanish (9999-12-31 gave a 500)', async () => {
    const res = await t.app.inject({
      url: '/api/event/getPagination?date=9999-12-31',
      headers: { 'type-token': token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('entre los años 1900 y 2200');
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/event/save',
      headers: { 'type-token': token },
      payload: { name: 'Fiesta', startsAt: '9999-12-31T23:59:59+14:00' },
    });
    expect(event.statusCode).toBe(400);
  });

  it('refuses an offset beyond a database integer', async () => {
    const res = await t.app.inject({ url: '/api/product/getPagination?pos=99999999999999' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('answers bad JSON, an empty JSON body and a too-large body in Spanish', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Los datos enviados no son un JSON válido.');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('vacío');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'a@b.es', password: 'x'.repeat(200 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe('malformed uploads', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ token } = await createUserWithSession(t.app));
  });
  afterAll(() => t?.close());

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  it.each(['/api/person/photo', '/api/file/image'])(
    '%s: every malformed body is a Spanish 4xx',
    async (url) => {
      const field = url.endsWith('photo') ? 'photo' : 'image';
      const good = multipart(field, 'a.png', 'image/png', png);
      const boundary = '----detalle-test';
      const cases = [
        // wrong boundary
        { payload: good.payload, headers: { 'content-type': 'multipart/form-data; boundary=otra-cosa' } },
        // no boundary at all
        { payload: good.payload, headers: { 'content-type': 'multipart/form-data' } },
        // truncated in the middle of the file
        { payload: good.payload.subarray(0, good.payload.length - 30), headers: good.headers },
        // only the closing boundary: no file part
        { payload: Buffer.from(`--${boundary}--\r\n`), headers: good.headers },
        // a text field instead of the file
        {
          payload: Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nhola\r\n--${boundary}--\r\n`,
          ),
          headers: good.headers,
        },
        // two files
        {
          payload: Buffer.concat([
            good.payload.subarray(0, good.payload.length - `--${boundary}--\r\n`.length),
            good.payload,
          ]),
          headers: good.headers,
        },
        // not multipart
        { payload: JSON.stringify({ [field]: 'x' }), headers: { 'content-type': 'application/json' } },
        { payload: 'hola', headers: { 'content-type': 'text/plain' } },
        { payload: png, headers: { 'content-type': 'image/png' } },
      ];
      for (const [i, c] of cases.entries()) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'type-token': token, ...c.headers },
          payload: c.payload,
        });
        expect([i, res.statusCode]).toEqual([i, expect.toSatisfy((s: number) => s >= 400 && s < 500)]);
        expect(res.json()).toMatchObject(SPANISH_ENVELOPE);
      }
    },
  );
});

describe('body limits', () => {
  it('JSON is capped at 100 KiB, but a picture of several hundred KiB still uploads', async () => {
    const t = await buildTestApp();
    try {
      const { token } = await createUserWithSession(t.app);
      const noise = randomBytes(400 * 400 * 3); // incompressible: the PNG stays large
      const png = await sharp(noise, { raw: { width: 400, height: 400, channels: 3 } })
        .png()
        .toBuffer();
      expect(png.length).toBeGreaterThan(200 * 1024);
      const upload = multipart('image', 'ruido.png', 'image/png', png);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/file/image',
        headers: { 'type-token': token, ...upload.headers },
        payload: upload.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/list/save',
        headers: { 'type-token': token },
        payload: { name: 'Lista', description: 'x'.repeat(101 * 1024) },
      });
      expect(json.statusCode).toBe(413);
    } finally {
      await t.close();
    }
  });
});

describe('answers Fastify and Node give before our handlers', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({
      limits: { requestTimeoutMs: 1_500, headersTimeoutMs: 1_500, checkEveryMs: 200 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t?.close());

  it('a path that is not valid percent-encoding: Spanish 400, headers, no echo', async () => {
    const res = await rawRequest(
      port,
      'GET /api/list/get/%E0%A4%A-secreto HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(res.body).not.toContain('secreto');
    expectSecurityHeaders(res.headers);
  });

  it('an over-long path parameter: 414 in Spanish, without the path', async () => {
    const res = await t.app.inject({ url: `/api/list/get/${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ error: { code: 'URI_TOO_LONG' } });
    expect(res.body).not.toContain('aaaa');
    expectSecurityHeaders(res.headers);
  });

  it('headers too large (431), an unknown method and garbage: raw answers in our envelope', async () => {
    for (const [text, status, code] of [
      [
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
        'HEADERS_TOO_LARGE',
      ],
      ['FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'BAD_REQUEST'],
      ['HELLO\r\n\r\n', 400, 'BAD_REQUEST'],
    ] as const) {
      const res = await rawRequest(port, text);
      expect(res.status).toBe(status);
      expect(JSON.parse(res.body)).toMatchObject({ error: { code } });
      expect(JSON.parse(res.body).error.message).toMatch(/[áéíóú]/);
      expectSecurityHeaders(res.headers);
    }
  });

  it('a client that sends headers and half a body is answered 408 and disconnected', async () => {
    const res = await rawRequest(
      port,
      'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
      { keepOpen: true },
    );
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'REQUEST_TIMEOUT' } });
  });

  it('a client that never finishes its headers is disconnected', async () => {
    const res = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', { keepOpen: true });
    expect(res.status).toBe(408);
  });

  it('unknown routes and methods: the envelope with the headers', async () => {
    const res = await rawRequest(
      port,
      'PROPFIND /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expectJsonSecurityHeaders(res.headers);
  });
});

describe('closing', () => {
  it('a request that arrives while the server closes gets the Spanish 503 with Retry-After and the headers', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the close in its first step, while the port still accepts connections.
    const t = await buildTestApp({ before: (app) => app.addHook('preClose', () => gate) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const closing = t.close();
    try {
      const res = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(res.headers.connection).toBe('close');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
      // A JSON answer of /api, as any other: the short set, and its request id.
      expectJsonSecurityHeaders(res.headers);
      expect(res.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]+-[0-9a-z]+$/);
      // A page's address gets the document's whole set.
      const page = await rawRequest(port, 'GET /login HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(page.status).toBe(503);
      expectSecurityHeaders(page.headers);
    } finally {
      release();
      await closing;
    }
  });
});

describe('HSTS and Permissions-Policy', () => {
  it('TRUST_PROXY: off by default, a number of proxies (true = 1), or proxy addresses; anything else stops the start', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'cualquiera' })).toThrow(ConfigError);
  });

  it('sends HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const trusting = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const plain = await buildTestApp();
    try {
      const overHttps = await trusting.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expectJsonSecurityHeaders(overHttps.headers);
      const pageOverHttps = await trusting.app.inject({
        url: '/login',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(pageOverHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expectSecurityHeaders(pageOverHttps.headers);
      const overHttp = await trusting.app.inject({ url: '/api/health' });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
      // Without TRUST_PROXY, anyone could claim https: the header is not believed.
      const claimed = await plain.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
      const claimedPage = await plain.app.inject({
        url: '/login',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(claimedPage.headers['strict-transport-security']).toBeUndefined();
      expect(claimedPage.headers['permissions-policy']).toContain('camera=()');
    } finally {
      await trusting.close();
      await plain.close();
    }
  });
});

describe('the client address behind a proxy', () => {
  it('with TRUST_PROXY=true only the entry our proxy appended counts: a forged X-Forwarded-For does not dodge limits', async () => {
    const behindProxy = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      // Each client writes a different "first" address itself; the proxy appends the one it saw.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await behindProxy.app.inject({
          method: 'POST',
          url: '/api/report/save',
          headers: { 'x-forwarded-for': `1.1.1.${i}, 203.0.113.7` },
          payload: { message: 'La página no carga cuando la abro', context: { page: '/home' } },
        });
        statuses.push(res.statusCode);
      }
      // Reports are limited to 10 an hour per address: the eleventh is refused, whatever was forged.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses[10]).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });

  it('a whole /64 shares one sign-up budget', async () => {
    const t6 = await buildTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        const res = await t6.app.inject({
          method: 'POST',
          url: '/api/person/save',
          remoteAddress: `2001:db8:7:7:${i.toString(16)}::1`,
          payload: {
            name: 'Seis',
            lastname: 'Cuatro',
            email: `seis${i}@ejemplo.com`,
            password: 'prefijo-sesenta-y-4',
          },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      expect(statuses.slice(30)).toEqual([429, 429]);
    } finally {
      await t6.close();
    }
  });
});

describe('logs', () => {
  it('one line per request: failures at info, quick successes only at debug, each with its request id', async () => {
    const lines: string[] = [];
    const completed = () =>
      lines.map((l) => JSON.parse(l)).filter((l: { msg?: string }) => l.msg === 'request completed');
    const info = await buildTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (l) => void lines.push(l) },
    });
    try {
      await info.app.inject('/api/health');
      expect(completed()).toEqual([]);
      const missing = await info.app.inject('/api/no-such-call?email=ana@example.com');
      expect(completed()).toEqual([
        expect.objectContaining({
          level: 30,
          reqId: missing.headers['x-request-id'],
          req: expect.objectContaining({ method: 'GET', url: '/api/no-such-call' }),
          res: { statusCode: 404 },
        }),
      ]);
    } finally {
      await info.close();
    }
    lines.length = 0;
    const debug = await buildTestApp({
      env: { LOG_LEVEL: 'debug' },
      logStream: { write: (l) => void lines.push(l) },
    });
    try {
      const ok = await debug.app.inject('/api/health');
      expect(completed()).toEqual([
        expect.objectContaining({ level: 20, reqId: ok.headers['x-request-id'], res: { statusCode: 200 } }),
      ]);
    } finally {
      await debug.close();
    }
  });

  it('a failed query logs neither its parameters nor the row the database quotes', async () => {
    const lines: string[] = [];
    const email = 'maria.secreta@example.com';
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$aGFzaGhhc2hoYXNoaGFzaA';
    const mobile = '+34600111222';
    const t = await buildTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
      before(app) {
        // A write the database refuses (the same e-mail twice), as a bug in a route would do.
        app.post('/test/duplicate', async () => {
          const row = { name: 'María', lastname: 'Secreta', email, passwordHash: hash, mobile };
          await app.db.insert(users).values(row);
          await app.db.insert(users).values(row);
          return { ok: true };
        });
      },
    });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/test/duplicate' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
      const log = lines.join('\n');
      expect(log).toContain('unhandled error');
      expect(log).toContain('Failed query');
      for (const secret of [email, hash, mobile, 'Secreta', 'c2VjcmV0c2FsdA'])
        expect(log).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});
