import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.js';
import { buildTestApp, createUserWithSession } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (token?: string) =>
  t.app.inject({ url: '/api/user/me', headers: token === undefined ? {} : { 'type-token': token } });

describe('Type-token authentication', () => {
  it('refuses a protected call without a token, with an empty one, or with an unknown one', async () => {
    for (const token of [undefined, '', 'x'.repeat(43)]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
      expect(res.json().error.message).toMatch(/Inicia sesión/);
    }
  });

  it('gives the route the session user of seed §3 for a live token', async () => {
    const { user, token } = await createUserWithSession(t.app, { name: 'Ana', lastname: 'Ruiz' });
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: user.id,
      name: 'Ana',
      lastname: 'Ruiz',
      email: user.email,
      image: null,
      token,
      type: 1,
      confirmed: false,
    });
  });

  it('keeps only a hash of the token in the database', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
  });

  it('refuses an expired session', async () => {
    const { user, token } = await createUserWithSession(t.app);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('renews a session that is used after a while (sliding expiry)', async () => {
    const { user, token } = await createUserWithSession(t.app);
    const soon = new Date(Date.now() + 60_000);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: soon, lastSeenAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(token)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });
});
