import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../src/db/schema/index.js';
import { buildTestApp, createUserWithSession } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let n = 0;
const report = (payload: object, { token, address }: { token?: string; address?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/report/save',
    payload,
    // A fresh address per call unless a test wants the same one, so the rate limit stays out of the way.
    remoteAddress: address ?? `10.9.${++n % 250}.1`,
    headers: { 'user-agent': 'Prueba/1.0', ...(token ? { 'type-token': token } : {}) },
  });

describe('POST /api/report/save', () => {
  it('stores a signed-in person’s report with their id, the context and a Spanish thank-you', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const res = await report(
      {
        message: '  El botón de descargar no hace nada en mi móvil.  ',
        context: { page: '/faq', title: 'Cómo instalar Detalle' },
      },
      { token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { message: 'Gracias por avisarnos. Revisaremos el problema lo antes posible.' },
    });
    const rows = await t.app.db.select().from(reports).where(eq(reports.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      message: 'El botón de descargar no hace nada en mi móvil.',
      page: '/faq',
      title: 'Cómo instalar Detalle',
      userAgent: 'Prueba/1.0',
    });
  });

  it('accepts a guest’s report and stores it without a user', async () => {
    const res = await report({ message: 'No se ve el código QR en modo oscuro.' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(reports)
      .where(eq(reports.message, 'No se ve el código QR en modo oscuro.'));
    expect(row?.userId).toBeNull();
    expect(row?.page).toBeNull();
  });

  it('treats an unknown token as a guest instead of refusing the report', async () => {
    const res = await report({ message: 'La página se queda en blanco.' }, { token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a message that is too short, naming the field in Spanish', async () => {
    const res = await report({ message: '   corto   ' });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual([
      { path: 'message', message: 'Cuéntanos un poco más: al menos 10 caracteres.' },
    ]);
  });

  it('refuses a message that is too long', async () => {
    const res = await report({ message: 'a'.repeat(2001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].message).toBe('El mensaje puede tener como mucho 2000 caracteres.');
  });

  it('allows 10 reports an hour from one address, then answers 429 in Spanish', async () => {
    const address = '10.200.0.7';
    for (let i = 0; i < 10; i += 1) {
      expect((await report({ message: `Problema número ${i} de la prueba.` }, { address })).statusCode).toBe(
        200,
      );
    }
    const res = await report({ message: 'Uno más de la cuenta.' }, { address });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(res.json().error.message).toMatch(/demasiados intentos/);
    // Another address is not affected.
    expect((await report({ message: 'Desde otra dirección.' })).statusCode).toBe(200);
  });
});
