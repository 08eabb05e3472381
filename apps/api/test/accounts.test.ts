import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountTokens, outbox, users } from '../src/db/schema/index.js';
import { SIGN_IN_ACCOUNT_ALARM, SIGN_UP_PER_ADDRESS } from '../src/limits.js';
import { buildTestApp } from './helpers.js';
import { startMailCatcher } from './mail-catcher.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
const sms: { to: string; text: string }[] = [];

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await buildTestApp({
    demoData: false,
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://detalle.test', MAIL_FROM: 'Detalle <hola@detalle.test>' },
    sms: { send: async (to, text) => void sms.push({ to, text }) },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let n = 0;
const uniqueEmail = () => `persona${++n}.${Date.now()}@ejemplo.com`;
// Each call comes from its own address, as people do; the per-address limits have a test of their own.
const someAddress = () =>
  `10.${n % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const call = (
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  token?: string,
  remoteAddress = someAddress(),
) =>
  t.app.inject({
    method,
    url,
    remoteAddress,
    payload: payload as object,
    headers: token ? { 'type-token': token } : {},
  });
const post = (url: string, payload: unknown, token?: string) => call('POST', url, payload, token);
const put = (url: string, payload: unknown, token?: string) => call('PUT', url, payload, token);
const me = (token: string) => t.app.inject({ url: '/api/user/me', headers: { 'type-token': token } });

async function register(overrides: Record<string, unknown> = {}) {
  const body = {
    name: 'Marta',
    lastname: 'Gómez',
    email: uniqueEmail(),
    password: 'globo-rojo-2027',
    ...overrides,
  };
  const res = await post('/api/person/save', body);
  expect(res.statusCode, res.body).toBe(200);
  return { ...body, session: res.json().data };
}

/** The recovery e-mail's subject, to tell it from the confirmation sent at registration. */
const RECOVERY = /recuperar/;

describe('person/save and confirmation', () => {
  it('registers a person, signs them in and e-mails a confirmation link that confirms the account', async () => {
    const { email, session } = await register();
    expect(session).toMatchObject({
      name: 'Marta',
      lastname: 'Gómez',
      email,
      type: 1,
      confirmed: false,
      image: null,
    });
    expect((await me(session.token)).statusCode).toBe(200);

    const mail = await smtp.lastTo(email);
    expect(mail.subject).toBe('Confirma tu correo en Detalle');
    const link = /https:\/\/detalle\.test\/confirmar\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();

    const before = await put('/api/user/verificarConfirmacion', undefined, session.token);
    expect(before.json().data.confirmed).toBe(false);
    const confirmed = await post('/api/user/confirmar', { token: link?.[1] });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.confirmed).toBe(true);
    const after = await put('/api/user/verificarConfirmacion', undefined, session.token);
    expect(after.json().data.confirmed).toBe(true);

    // Opening the link again once confirmed still says it is confirmed; an unknown link is an error.
    const reused = await post('/api/user/confirmar', { token: link?.[1] });
    expect(reused.statusCode, reused.body).toBe(200);
    expect(reused.json().data.confirmed).toBe(true);
    const unknown = await post('/api/user/confirmar', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('INVALID_LINK');
  });

  it('stores the password as argon2id and never the password itself', async () => {
    const { email, password } = await register();
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(password);
  });

  it('refuses a taken e-mail whatever its case', async () => {
    const { email } = await register();
    const res = await post('/api/person/save', {
      name: 'Otra',
      lastname: 'Persona',
      email: email.toUpperCase(),
      password: 'otra-clave-larga',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: expect.stringMatching(/ya está registrado/),
    });
  });

  it('explains each invalid field in Spanish', async () => {
    const res = await post('/api/person/save', {
      name: '',
      lastname: 'X',
      email: 'no-es-correo',
      password: 'corta',
      codephone: '34',
      mobile: '123',
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      res.json().error.fields.map((f: { path: string; message: string }) => [f.path, f.message]),
    );
    expect(fields.name).toBe('Escribe tu nombre.');
    expect(fields.email).toMatch(/correo electrónico válido/);
    expect(fields.password).toMatch(/al menos 8 caracteres/);
  });

  it('checks mobile numbers with libphonenumber and refuses the most common passwords', async () => {
    const badPhone = await post('/api/person/save', {
      name: 'Ana',
      lastname: 'Pérez',
      email: uniqueEmail(),
      password: 'una-clave-segura',
      codephone: '34',
      mobile: '12345',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.fields[0]).toMatchObject({
      path: 'mobile',
      message: expect.stringMatching(/no es válido/),
    });
    const common = await post('/api/person/save', {
      name: 'Ana',
      lastname: 'Pérez',
      email: uniqueEmail(),
      password: 'Contraseña123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields[0].path).toBe('password');
  });

  it('resends the confirmation to the signed-in person, limited per account', async () => {
    const { email, session } = await register();
    const first = await post('/api/user/reenviarConfirmacion', {}, session.token);
    expect(first.statusCode).toBe(200);
    const count = () => smtp.mails.filter((m) => m.to.includes(email)).length;
    await expect.poll(count).toBe(2);
    await post('/api/user/reenviarConfirmacion', {}, session.token);
    await post('/api/user/reenviarConfirmacion', {}, session.token);
    const limited = await post('/api/user/reenviarConfirmacion', {}, session.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/demasiados intentos/);
  });
});

describe('user/login, user/login_movil, logout', () => {
  it('signs in by e-mail with a new session each time', async () => {
    const { email, password } = await register();
    const a = await post('/api/user/login', { email: email.toUpperCase(), password });
    const b = await post('/api/user/login', { email, password });
    expect(a.statusCode).toBe(200);
    expect(a.json().data.token).not.toBe(b.json().data.token);
    expect((await me(a.json().data.token)).json().data.email).toBe(email);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const { email } = await register();
    const wrong = await post('/api/user/login', { email, password: 'no-es-esta' });
    const unknown = await post('/api/user/login', { email: uniqueEmail(), password: 'no-es-esta' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('lets an unconfirmed person in, telling the app they are unconfirmed', async () => {
    const { email, password } = await register();
    const res = await post('/api/user/login', { email, password });
    expect(res.json().data.confirmed).toBe(false);
  });

  it('signs in by mobile and calling code, however the number was typed', async () => {
    const { password } = await register({ codephone: '+34', mobile: '612 345 678' });
    const res = await post('/api/user/login_movil', { codephone: '34', mobile: '612345678', password });
    expect(res.statusCode, res.body).toBe(200);
    const wrong = await post('/api/user/login_movil', { codephone: '52', mobile: '5512345678', password });
    expect(wrong.statusCode).toBe(401);
  });

  it('slows down wrong passwords for an account from one address with a Spanish 429', async () => {
    const { email, password } = await register();
    const from = '198.51.100.3';
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/api/user/login', { email, password: `mala-${i}` }, undefined, from);
      expect(res.statusCode).toBe(401);
    }
    // From that address even the right password waits: the check is refused before it is made.
    const limited = await call('POST', '/api/user/login', { email, password }, undefined, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Espera/),
    });
  });

  it('never locks the owner out: twenty wrong passwords from one address, the owner signs in from another', async () => {
    const { email, password } = await register();
    const attacker = '203.0.113.66';
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) {
      answers.push(
        (await call('POST', '/api/user/login', { email, password: `adivina-${i}` }, undefined, attacker))
          .statusCode,
      );
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(15);
    const owner = await call('POST', '/api/user/login', { email, password }, undefined, '198.51.100.200');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('under a spread-out attack each address gets a few guesses a minute, and the owner is never held for an hour', async () => {
    const { email, password } = await register();
    for (let i = 0; i < SIGN_IN_ACCOUNT_ALARM.max; i++) {
      const res = await call(
        'POST',
        '/api/user/login',
        { email, password: 'adivina' },
        undefined,
        `100.64.${i}.9`,
      );
      expect(res.statusCode).toBe(401);
    }
    // The alarm is on. An address gets its second guess checked, the third within the minute waits
    // for that minute only (not the hour: the owner who made typos is back in minutes).
    const from = '100.65.0.1';
    for (const guess of ['otra', 'otra-mas'])
      expect(
        (await call('POST', '/api/user/login', { email, password: guess }, undefined, from)).statusCode,
      ).toBe(401);
    const held = await call('POST', '/api/user/login', { email, password }, undefined, from);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(60);
    // An owner who made one typo from an address (say 100.64.0.9) still gets in with the right password.
    const typo = await call('POST', '/api/user/login', { email, password }, undefined, '100.64.0.9');
    expect(typo.statusCode, typo.body).toBe(200);
    // ...and so does the owner from where nobody failed.
    const owner = await call('POST', '/api/user/login', { email, password }, undefined, '198.51.100.201');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('a right password forgets the typos made from that address', async () => {
    const { email, password } = await register();
    const from = '198.51.100.4';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++)
        expect(
          (await call('POST', '/api/user/login', { email, password: 'ups' }, undefined, from)).statusCode,
        ).toBe(401);
      expect((await call('POST', '/api/user/login', { email, password }, undefined, from)).statusCode).toBe(
        200,
      );
    }
  });

  it('a registration cut short by the database keeps nothing, so trying again works', async () => {
    const email = uniqueEmail();
    const body = { name: 'Iris', lastname: 'Paz', email, password: 'corte-de-luz-2027' };
    // The connection drops after the person is written, while the confirmation e-mail is stored.
    const dropped = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(dropped);
    try {
      const first = await post('/api/person/save', body);
      expect(first.statusCode, first.body).toBe(503);
    } finally {
      send.mockRestore();
    }
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const again = await post('/api/person/save', body);
    expect(again.statusCode, again.body).toBe(200);
    await smtp.lastTo(email, /Confirma tu correo/, 15_000);
  });

  it('limits sign-ups and sign-ins per address too', async () => {
    const from = '192.0.2.7';
    for (let i = 0; i < SIGN_UP_PER_ADDRESS.max; i++) {
      const body = { name: 'Ana', lastname: 'Ruiz', email: uniqueEmail(), password: 'globo-azul-2027' };
      expect((await call('POST', '/api/person/save', body, undefined, from)).statusCode).toBe(200);
    }
    const body = { name: 'Ana', lastname: 'Ruiz', email: uniqueEmail(), password: 'globo-azul-2027' };
    expect((await call('POST', '/api/person/save', body, undefined, from)).statusCode).toBe(429);
  });

  it('logout ends the session on the server', async () => {
    const { session } = await register();
    const res = await post('/api/user/logout', {}, session.token);
    expect(res.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] as string;

  it('answers the same whether or not the account exists', async () => {
    const { email } = await register();
    const known = await post('/api/user/sedRecoverPassword', { email });
    const unknown = await post('/api/user/sedRecoverPassword', { email: uniqueEmail() });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it('e-mails a 6-digit code that verifies, resets the password once and signs out old sessions', async () => {
    const { email, session } = await register();
    await post('/api/user/sedRecoverPassword', { email });
    const mail = await smtp.lastTo(email, RECOVERY);
    expect(mail.subject).toMatch(/código para recuperar/);
    const code = codeIn(mail.subject);
    expect(mail.text).toMatch(/https:\/\/detalle\.test\/forget-password\/[A-Za-z0-9_-]+/);

    const wrong = await put('/api/user/recoveryPassCodeVerify', {
      email,
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_CODE');
    expect((await put('/api/user/recoveryPassCodeVerify', { email, code })).statusCode).toBe(200);

    const mismatch = await put('/api/user/recoveryPass', {
      email,
      code,
      password: 'nueva-clave-2027',
      repassword: 'otra',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields[0]).toEqual({
      path: 'repassword',
      message: 'Las contraseñas no coinciden.',
    });

    const reset = await put('/api/user/recoveryPass', {
      email,
      code,
      password: 'nueva-clave-2027',
      repassword: 'nueva-clave-2027',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await post('/api/user/login', { email, password: 'nueva-clave-2027' })).statusCode).toBe(200);

    const reused = await put('/api/user/recoveryPass', {
      email,
      code,
      password: 'otra-clave-2027',
      repassword: 'otra-clave-2027',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('resets through the e-mailed link forget-password/{token}', async () => {
    const { email } = await register();
    await post('/api/user/sedRecoverPassword', { email });
    const token = /forget-password\/([A-Za-z0-9_-]+)/.exec((await smtp.lastTo(email, RECOVERY)).text)?.[1];
    // The page checks the link before asking for a password; checking does not spend it.
    for (let i = 0; i < 2; i++)
      expect((await put('/api/user/recoveryLinkVerify', { token })).statusCode).toBe(200);
    const res = await put('/api/user/recoveryPass', {
      token,
      password: 'por-enlace-2027',
      repassword: 'por-enlace-2027',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await post('/api/user/login', { email, password: 'por-enlace-2027' })).statusCode).toBe(200);
    // Spent: the check now says so, before any password is typed.
    const spent = await put('/api/user/recoveryLinkVerify', { token });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().error).toEqual({
      code: 'INVALID_LINK',
      message: 'El enlace para cambiar la contraseña no es válido o ha caducado. Pide otro.',
    });
  });

  it('says a recovery link is unknown without a password, and never takes a confirmation link for one', async () => {
    const unknown = await put('/api/user/recoveryLinkVerify', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('INVALID_LINK');
    const { email } = await register();
    const confirmation = /confirmar\/([A-Za-z0-9_-]+)/.exec((await smtp.lastTo(email)).text)?.[1];
    expect(confirmation).toBeTruthy();
    expect((await put('/api/user/recoveryLinkVerify', { token: confirmation })).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const { email, session } = await register();
    await post('/api/user/sedRecoverPassword', { email });
    const code = codeIn((await smtp.lastTo(email, RECOVERY)).subject);
    await t.app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, session.id));
    expect((await put('/api/user/recoveryPassCodeVerify', { email, code })).json().error.code).toBe(
      'INVALID_CODE',
    );
  });

  it('spends the code after 5 wrong guesses', async () => {
    const { email } = await register();
    await post('/api/user/sedRecoverPassword', { email });
    const code = codeIn((await smtp.lastTo(email, RECOVERY)).subject);
    const wrongCode = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) await put('/api/user/recoveryPassCodeVerify', { email, code: wrongCode });
    expect((await put('/api/user/recoveryPassCodeVerify', { email, code })).statusCode).toBe(400);
  });

  it('a reset link works once, also when used twice in a row', async () => {
    const { email } = await register();
    await post('/api/user/sedRecoverPassword', { email });
    const token = /forget-password\/([A-Za-z0-9_-]+)/.exec((await smtp.lastTo(email, RECOVERY)).text)?.[1];
    const use = (password: string) =>
      put('/api/user/recoveryPass', { token, password, repassword: password });
    expect((await use('primera-vez-2027')).statusCode).toBe(200);
    const again = await use('segunda-vez-2027');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_LINK');
  });

  it('a reset link used ten times at once works exactly once', async () => {
    const { email } = await register();
    await post('/api/user/sedRecoverPassword', { email });
    const token = /forget-password\/([A-Za-z0-9_-]+)/.exec((await smtp.lastTo(email, RECOVERY)).text)?.[1];
    const uses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        put('/api/user/recoveryPass', {
          token,
          password: `a-la-vez-${i}-2027`,
          repassword: `a-la-vez-${i}-2027`,
        }),
      ),
    );
    expect(uses.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    const winner = uses.findIndex((r) => r.statusCode === 200);
    expect((await post('/api/user/login', { email, password: `a-la-vez-${winner}-2027` })).statusCode).toBe(
      200,
    );
  });

  it('a recovery code used ten times at once resets the password once', async () => {
    const { email } = await register();
    await post('/api/user/sedRecoverPassword', { email });
    const code = codeIn((await smtp.lastTo(email, RECOVERY)).subject);
    const uses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        put('/api/user/recoveryPass', {
          email,
          code,
          password: `codigo-${i}-2027`,
          repassword: `codigo-${i}-2027`,
        }),
      ),
    );
    expect(uses.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('counts every wrong code guessed at the same time', async () => {
    const { email, session } = await register();
    await post('/api/user/sedRecoverPassword', { email });
    const code = codeIn((await smtp.lastTo(email, RECOVERY)).subject);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const guesses = await Promise.all(
      [0, 1, 2, 3].map((i) => put('/api/user/recoveryPassCodeVerify', { email, code: wrong(i) })),
    );
    expect(guesses.every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await t.app.db
      .select({ attempts: accountTokens.attempts })
      .from(accountTokens)
      .where(eq(accountTokens.userId, session.id))
      .orderBy(desc(accountTokens.createdAt))
      .limit(1);
    expect(row?.attempts).toBe(4);
    // One more wrong guess spends it: the right code no longer works.
    await put('/api/user/recoveryPassCodeVerify', { email, code: wrong(9) });
    expect((await put('/api/user/recoveryPassCodeVerify', { email, code })).statusCode).toBe(400);
  });

  it('sends the code by SMS to a mobile number', async () => {
    const { password: _p } = await register({ codephone: '52', mobile: '55 1234 5678' });
    await post('/api/user/sedRecoverPassword', { codephone: '52', mobile: '5512345678' });
    await expect.poll(() => sms.at(-1)?.to).toBe('+525512345678');
    const last = sms.at(-1);
    expect(last?.to).toBe('+525512345678');
    const code = codeIn(last?.text ?? '');
    const ok = await put('/api/user/recoveryPassCodeVerify', { codephone: '52', mobile: '5512345678', code });
    expect(ok.statusCode).toBe(200);
  });
});

describe('e-mails without SMTP', () => {
  it('keeps every e-mail in the outbox so the embedded default works', async () => {
    const { email } = await register();
    const rows = await t.app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.html).toContain('Confirmar mi correo');
    // Sent afterwards by the outbox's job, which marks the row.
    await expect
      .poll(async () => (await t.app.db.select().from(outbox).where(eq(outbox.to, email)))[0]?.sentAt, {
        timeout: 5000,
      })
      .toBeTruthy();
  });
});
