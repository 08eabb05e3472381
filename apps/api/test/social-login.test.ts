import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.js';

const CLIENT_ID = 'detalle-web.apps.test';
const FB_APP = '4242';
let oidc: OAuth2Server;
let graph: Server;
let graphUrl: string;
let t: Awaited<ReturnType<typeof buildTestApp>>;

/** Facebook access tokens the stand-in Graph API knows: token -> (app, user, profile). */
const fbTokens = new Map<string, { app: string; valid: boolean; me: Record<string, unknown> }>();

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');

  // A local stand-in for the two Graph API calls we make: debug_token and /me.
  graph = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/debug_token') {
      const expectedAppToken = `${FB_APP}|secreto`;
      if (url.searchParams.get('access_token') !== expectedAppToken) return res.writeHead(400).end('{}');
      const info = fbTokens.get(url.searchParams.get('input_token') ?? '');
      return res.end(
        JSON.stringify({
          data: info ? { is_valid: info.valid, app_id: info.app, user_id: info.me.id } : { is_valid: false },
        }),
      );
    }
    if (url.pathname === '/me') {
      const info = fbTokens.get(url.searchParams.get('access_token') ?? '');
      return info ? res.end(JSON.stringify(info.me)) : res.writeHead(400).end('{}');
    }
    res.writeHead(404).end('{}');
  });
  await new Promise<void>((r) => graph.listen(0, '127.0.0.1', r));
  graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;

  t = await buildTestApp({
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_ISSUER: oidc.issuer.url as string,
      FACEBOOK_APP_ID: FB_APP,
      FACEBOOK_APP_SECRET: 'secreto',
      FACEBOOK_GRAPH_URL: graphUrl,
    },
  });
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
  await new Promise((r) => graph.close(r));
});

let n = 0;
const address = () => `10.9.${++n % 250}.${n % 7}`;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: address() });

type Claims = Record<string, unknown>;
const googleToken = (claims: Claims = {}, opts: { expiresIn?: number; header?: Claims } = {}) =>
  oidc.issuer.buildToken({
    expiresIn: opts.expiresIn,
    scopesOrTransform: (header, payload) => {
      Object.assign(payload, {
        aud: CLIENT_ID,
        sub: 'google-sub-1',
        email: 'lola.google@example.com',
        email_verified: true,
        given_name: 'Lola',
        family_name: 'Navarro',
        ...claims,
      });
      Object.assign(header, opts.header ?? {});
    },
  });

describe('user/socialConfig', () => {
  it('tells the web app which buttons to show', async () => {
    const res = await t.app.inject('/api/user/socialConfig');
    expect(res.json().data).toEqual({ google: { clientId: CLIENT_ID }, facebook: { appId: FB_APP } });
  });
});

describe('user/loginGoogle', () => {
  it('creates a confirmed account from a verified token, and finds it again by subject', async () => {
    const first = await post('/api/user/loginGoogle', { token: await googleToken() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      name: 'Lola',
      lastname: 'Navarro',
      email: 'lola.google@example.com',
      confirmed: true,
    });
    const again = await post('/api/user/loginGoogle', {
      token: await googleToken({ email: 'otro@example.com' }),
    });
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.token).not.toBe(first.json().data.token);
  });

  it.each([
    ['another audience', { aud: 'alguien-mas' }, {}],
    ['another issuer', { iss: 'https://accounts.example.com' }, {}],
    ['an expired token', {}, { expiresIn: -60 }],
  ])('refuses %s', async (_name, claims, opts) => {
    const res = await post('/api/user/loginGoogle', {
      token: await googleToken({ sub: 'x', ...claims }, opts),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SOCIAL_LOGIN_FAILED');
  });

  it('refuses a token whose signature does not match', async () => {
    const token = await googleToken({ sub: 'firma' });
    const [h, p, s] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    payload.sub = 'otra-persona';
    const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    expect((await post('/api/user/loginGoogle', { token: forged })).statusCode).toBe(401);
  });

  it('refuses alg: none', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ iss: oidc.issuer.url, aud: CLIENT_ID, sub: 'none', iat: now, exp: now + 600 })}.`;
    expect((await post('/api/user/loginGoogle', { token })).statusCode).toBe(401);
  });

  it('joins an existing e-mail account only when Google says the e-mail is verified', async () => {
    const reg = await post('/api/person/save', {
      name: 'Eva',
      lastname: 'Sanz',
      email: 'eva@example.com',
      password: 'mar-y-sol-2027',
    });
    const unverified = await post('/api/user/loginGoogle', {
      token: await googleToken({ sub: 'eva-1', email: 'eva@example.com', email_verified: false }),
    });
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().error.message).toMatch(/Ya hay una cuenta con ese correo/);
    const verified = await post('/api/user/loginGoogle', {
      token: await googleToken({ sub: 'eva-1', email: 'eva@example.com' }),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.id).toBe(reg.json().data.id);
    expect(verified.json().data.confirmed).toBe(true);
  });
});

describe('user/loginFacebook', () => {
  it('signs in with a token that debug_token vouches for', async () => {
    fbTokens.set('fb-token-ok', {
      app: FB_APP,
      valid: true,
      me: { id: 'fb-1', first_name: 'Tomás', last_name: 'Rey', email: 'tomas@example.com' },
    });
    const res = await post('/api/user/loginFacebook', { accessToken: 'fb-token-ok' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Tomás', lastname: 'Rey', email: 'tomas@example.com' });
  });

  it('refuses an invalid token and a token issued to another app', async () => {
    fbTokens.set('fb-token-invalid', { app: FB_APP, valid: false, me: { id: 'fb-2' } });
    fbTokens.set('fb-token-other-app', { app: '999', valid: true, me: { id: 'fb-3' } });
    for (const accessToken of ['fb-token-invalid', 'fb-token-other-app', 'fb-token-unknown']) {
      const res = await post('/api/user/loginFacebook', { accessToken });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('SOCIAL_LOGIN_FAILED');
    }
  });

  it('never joins an existing account by e-mail, since Facebook does not say it is verified', async () => {
    await post('/api/person/save', {
      name: 'Iker',
      lastname: 'Sol',
      email: 'iker@example.com',
      password: 'mar-y-sol-2027',
    });
    fbTokens.set('fb-token-iker', {
      app: FB_APP,
      valid: true,
      me: { id: 'fb-9', first_name: 'Iker', email: 'iker@example.com' },
    });
    const res = await post('/api/user/loginFacebook', { accessToken: 'fb-token-iker' });
    expect(res.statusCode).toBe(409);
  });
});

describe('without configuration', () => {
  it('answers that the social sign-ins are not available', async () => {
    const plain = await buildTestApp();
    try {
      const cfg = await plain.app.inject('/api/user/socialConfig');
      expect(cfg.json().data).toEqual({ google: null, facebook: null });
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/user/loginGoogle',
        payload: { token: 'x'.repeat(40) },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('SOCIAL_DISABLED');
    } finally {
      await plain.close();
    }
  });
});
