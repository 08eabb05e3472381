import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggerOptions, REDACT_PATHS, TerminalLogController } from '../src/logging.js';
import { recoveryMail } from '../src/modules/accounts/emails.js';
import { outboxBox, whatToOpen } from '../src/plugins/mailer.js';
import { buildTestApp } from './helpers.js';

/** A newcomer's `npm start`: readable logs at a terminal, and the e-mails easy to find. */

const link = 'http://localhost:3000/forget-password/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('logs at a terminal', () => {
  it('are drawn by pino-pretty only for a terminal, after the same redaction', () => {
    const pretty = loggerOptions('info', undefined, true) as Record<string, unknown>;
    expect(pretty.transport).toMatchObject({ target: 'pino-pretty' });
    expect(pretty.redact).toEqual({ paths: REDACT_PATHS, censor: '[oculto]' });
    expect((loggerOptions('info') as Record<string, unknown>).transport).toBeUndefined();
    // A stream of its own (tests) always gets the JSON lines.
    expect(
      (loggerOptions('info', { write() {} }, true) as Record<string, unknown>).transport,
    ).toBeUndefined();
  });

  it('say one line per request, at debug, without the query string', () => {
    const log = { debug: vi.fn(), info: vi.fn() };
    const request = { method: 'GET', url: '/api/friend/search?sea=marta', log };
    const controller = new TerminalLogController();
    controller.incomingRequest();
    controller.requestCompleted(null, request as never, { statusCode: 200, elapsedTime: 3.4, log } as never);
    expect(log.info).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalledExactlyOnceWith('GET /api/friend/search → 200 (3 ms)');
  });
});

describe('an e-mail kept in the outbox', () => {
  it('gives both the code and the link the recovery e-mail promises', () => {
    const mail = recoveryMail('marta@example.com', 'Marta', '042917', link);
    expect(whatToOpen(mail.text)).toEqual({ links: [link], code: '042917' });
    const box = outboxBox(mail.subject, whatToOpen(mail.text), 'http://localhost:3000/api/dev/outbox');
    expect(box).toContain(`enlace → ${link}`);
    expect(box).toContain('código → 042917');
    expect(box).toContain('todos los correos → http://localhost:3000/api/dev/outbox');
    expect(box).not.toContain('marta@example.com');
    expect(
      box
        .split('\n')
        .filter((l) => l.startsWith('│'))
        .every((l) => l.endsWith('│')),
    ).toBe(true);
  });
});

describe('without SMTP_URL', () => {
  const lines: string[] = [];
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({
      demoData: true,
      env: { LOG_LEVEL: 'info' },
      terminal: true,
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => t.close());

  const register = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/person/save',
      payload: { name: 'Marta', lastname: 'Gómez', email, password: 'globo-rojo-2027' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('draws each e-mail in a box with its link and code, and never writes a line per request at info', async () => {
    const email = 'marta.caja@example.com';
    await register(email);
    await t.app.inject({ method: 'POST', url: '/api/user/sedRecoverPassword', payload: { email } });
    const messages = () => lines.map((l) => JSON.parse(l).msg as string);
    await vi.waitFor(
      () => expect(messages().filter((m) => m.includes('✉  Correo sin enviar'))).toHaveLength(2),
      {
        timeout: 15_000,
      },
    );
    const recovery = messages().find((m) => m.includes('recuperar tu contraseña')) as string;
    expect(recovery).toMatch(/código → \d{6}/);
    expect(recovery).toMatch(/enlace → http:\/\/localhost:3000\/forget-password\//);
    expect(lines.join('\n')).not.toContain(email);
    expect(messages()).not.toContain('incoming request');
    expect(messages()).not.toContain('request completed');
  });

  it('lists the outbox on the operator page, newest first, with whom each e-mail is for', async () => {
    await register('luis.bandeja@example.com');
    const res = await t.app.inject('/api/dev/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    // A page under /api: the documents' headers (its inline styles need them), not the short set of JSON answers.
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.body).toContain('Correos de desarrollo');
    const luis = res.body.indexOf('luis.bandeja@example.com');
    expect(luis).toBeGreaterThan(-1);
    expect(luis).toBeLessThan(res.body.indexOf('marta.caja@example.com'));
    expect(res.body).toMatch(/<a href="http:\/\/localhost:3000\/confirmar\/[A-Za-z0-9_-]+">/);
  });

  it("is not there when the copy is not a developer's own, nor in production", async () => {
    const envs: Record<string, string>[] = [
      { PUBLIC_URL: 'https://detalle.example' },
      { NODE_ENV: 'production' },
    ];
    for (const env of envs) {
      const other = await buildTestApp({ env });
      try {
        expect((await other.app.inject('/api/dev/outbox')).statusCode, JSON.stringify(env)).toBe(404);
      } finally {
        await other.close();
      }
    }
  });

  it('answers only a browser on this machine; anyone else gets the 404 of an address that does not exist', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}, app = t.app) =>
      app.inject({ url: '/api/dev/outbox', remoteAddress, headers });
    for (const local of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])
      expect((await from(local)).statusCode, local).toBe(200);

    const missing = await t.app.inject({ url: '/api/dev/nada', remoteAddress: '192.168.1.20' });
    expect(missing.statusCode).toBe(404);
    const lan = await from('192.168.1.20');
    expect(lan.statusCode).toBe(404);
    expect(lan.headers['content-type']).toBe(missing.headers['content-type']);
    expect(lan.body).toBe(missing.body);
    expect(lan.body).not.toContain('Correos de desarrollo');
    for (const other of ['10.0.0.7', '::ffff:192.168.1.20', 'fe80::1', '::', '0.0.0.0'])
      expect((await from(other)).statusCode, other).toBe(404);

    // A proxy on this machine passes on someone else's request: loopback connection, forwarding header.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
      expect((await from('127.0.0.1', { [header]: '203.0.113.9' })).statusCode, header).toBe(404);

    // With TRUST_PROXY, request.ip believes X-Forwarded-For: the page looks at the connection instead.
    const proxied = await buildTestApp({ demoData: true, env: { TRUST_PROXY: 'true' } });
    try {
      for (const forged of ['127.0.0.1', '::1', 'for=127.0.0.1'])
        expect(
          (await from('192.168.1.20', { 'x-forwarded-for': forged, forwarded: `for=${forged}` }, proxied.app))
            .statusCode,
          forged,
        ).toBe(404);
      expect((await from('127.0.0.1', {}, proxied.app)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
