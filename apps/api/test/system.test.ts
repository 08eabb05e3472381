import { createHash } from 'node:crypto';
import { HEAD_SCRIPT } from '@detalle/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { securityHeadersFor } from '../src/app.js';
import { loadConfig } from '../src/env.js';
import { buildTestApp } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp({
    before(app) {
      app.get('/api/test/boom', async () => {
        throw new Error('relation "secret_table" does not exist at 10.0.0.7');
      });
    },
  });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('GET /api/health says the process is up', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('ok');
  });

  it('GET /api/ready checks the database and names it', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'ready',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      redis: Boolean(process.env.REDIS_URL),
    });
  });

  it('GET /api/ready answers 503 in the error envelope when the database does not answer', async () => {
    const spy = vi.spyOn(t.app.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const res = await t.app.inject('/api/ready');
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect(res.json().error.message).toMatch(/no está disponible/);
  });
});

describe('error envelope', () => {
  it('an unknown /api route gives 404 in the envelope, in Spanish', async () => {
    const res = await t.app.inject('/api/no/existe');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: expect.stringMatching(/no existe/) },
    });
  });

  it('invalid query values give 400 listing each field in Spanish', async () => {
    const res = await t.app.inject('/api/product/getPagination?lim=500&pos=-1');
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toMatch(/^Revisa la consulta/);
    expect(error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['lim', 'pos']);
    for (const f of error.fields) expect(f.message).toMatch(/se esperaba|Demasiado|pequeño/i);
  });

  it('a crash answers 500 without leaking internals', async () => {
    const res = await t.app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
    expect(res.body).not.toMatch(/secret_table|10\.0\.0\.7|stack/);
    expect(res.json().error.message).toMatch(/Algo ha fallado/);
  });
});

describe('headers', () => {
  it('sends security headers with a Content-Security-Policy fit for the SPA on a page address', async () => {
    const res = await t.app.inject('/login');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers JSON with the short set, and the whole set to what a browser shows as a document', async () => {
    const json = await t.app.inject('/api/health');
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(json.headers['permissions-policy']).toBeUndefined();
    // An error of /api is JSON too.
    const missing = await t.app.inject('/api/no-such-call');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // The API's documentation is a page: the SPA's set.
    const docs = await t.app.inject('/api/docs/');
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(String(docs.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(docs.headers['permissions-policy']).toContain('camera=()');
  });

  it("opens Stripe's origins in the CSP only when Stripe is configured", async () => {
    const STRIPE_ORIGINS = /js\.stripe\.com|hooks\.stripe\.com|api\.stripe\.com/;
    const without = await t.app.inject('/login');
    expect(String(without.headers['content-security-policy'])).not.toMatch(STRIPE_ORIGINS);
    expect(String(without.headers['permissions-policy'])).toContain('payment=(self)');

    const withStripe = securityHeadersFor(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_csp',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_csp',
        STRIPE_WEBHOOK_SECRET: 'whsec_csp',
      }),
    );
    const directives = Object.fromEntries(
      String(withStripe['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives['script-src']).toEqual([
      "'self'",
      `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`,
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(directives['frame-src']).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    // Nothing else opens: still no inline scripts, and nobody may frame us.
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(withStripe['permissions-policy']).toContain('payment=(self "https://js.stripe.com")');
    // The app answers with exactly what `securityHeadersFor` gives for its configuration (here: no Stripe).
    expect(securityHeadersFor(loadConfig({}))).toEqual(
      Object.fromEntries(Object.entries(without.headers).filter(([name]) => name in withStripe)),
    );
  });

  it('gives every answer a request id, keeping a well-formed one from the caller', async () => {
    const own = await t.app.inject('/api/health');
    const next = await t.app.inject('/api/notFound');
    // This process's random prefix and a counter: different on every answer, a 404 included.
    expect(own.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
    expect(next.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
    expect(next.headers['x-request-id']).not.toBe(own.headers['x-request-id']);
    const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const hostile = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a"b\nc' } });
    expect(hostile.headers['x-request-id']).not.toContain('"');
  });

  it('compresses large answers when the client accepts it', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('OpenAPI', () => {
  it('lists the API generated from the Zod schemas at /api/docs/json', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/user/me', '/api/product/getPagination']),
    );
    const params = doc.paths['/api/product/getPagination'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(params).toEqual(
      expect.arrayContaining(['lim', 'pos', 'standOut', 'sea', 'category', 'subCategory']),
    );
  });

  it('serves a browsable page at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/swagger/i);
  });
});
