import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardians, households } from '../src/db/schema/index.js';
import { makeDependent } from './dependent-fixtures.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * Households ("Misma casa"): one per person, seen and changed only by its members; friends are told when added
 * and may leave; a guardian adds the dependents they look after.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Casa' });

async function ok(res: Awaited<ReturnType<typeof as>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const mine = async (who: Who) => ok(await as(who, 'GET', '/api/household/mine'));
const add = (who: Who, id: string, userId: string) =>
  as(who, 'POST', `/api/household/members/${id}`, { userId });

describe('a household', () => {
  it('is created once per person, renamed by its members, and refuses bad names in Spanish', async () => {
    const ana = await person('Ana');
    const other = await person('Otra');
    expect(await mine(ana)).toBeNull();
    const empty = await as(ana, 'POST', '/api/household/create', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Ponle un nombre a tu casa.');
    const long = await as(ana, 'POST', '/api/household/create', { name: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('El nombre puede tener como mucho 60 caracteres.');

    const home = await ok(await as(ana, 'POST', '/api/household/create', { name: 'Casa de Ana' }));
    expect(home).toMatchObject({
      name: 'Casa de Ana',
      members: [{ id: ana.user.id, name: 'Ana', dependent: false, isMe: true }],
    });
    const twice = await as(ana, 'POST', '/api/household/create', { name: 'Otra casa' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Ya estás en una casa: sal de ella antes de crear otra.');
    expect(await t.app.db.select().from(households).where(eq(households.name, 'Otra casa'))).toEqual([]);

    expect(
      (await ok(await as(ana, 'PUT', `/api/household/update/${home.id}`, { name: 'El nido' }))).name,
    ).toBe('El nido');
    // Anyone else: as if it did not exist.
    expect((await as(other, 'PUT', `/api/household/update/${home.id}`, { name: 'Mía' })).statusCode).toBe(
      404,
    );
    expect((await as(other, 'PUT', '/api/household/update/nada', { name: 'Mía' })).statusCode).toBe(404);
    expect(
      (await as(other, 'POST', `/api/household/members/${home.id}`, { userId: other.user.id })).statusCode,
    ).toBe(404);
    expect((await as(null, 'GET', '/api/household/mine')).statusCode).toBe(401);
  });

  it('takes friends (told, free to leave) and my dependents, never strangers nor others’ dependents', async () => {
    const [ana, bea, cris, stranger] = await Promise.all([
      person('Ana'),
      person('Bea'),
      person('Cris'),
      person('Desconocida'),
    ]);
    await befriend(ana, bea);
    await befriend(ana, cris);
    const leo = await makeDependent(t.app, [ana], { name: 'Leo' });
    const notMine = await makeDependent(t.app, [cris], { name: 'Nube', kind: 'pet' });
    const home = await ok(await as(ana, 'POST', '/api/household/create', { name: 'Casa' }));

    const bad = await add(ana, home.id, 'bea');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Elige a un amigo o a alguien de tu familia.');
    expect((await add(ana, home.id, stranger.user.id)).statusCode).toBe(404);
    expect((await add(ana, home.id, notMine.id)).statusCode).toBe(404);

    await ok(await add(ana, home.id, bea.user.id));
    const withLeo = await ok(await add(ana, home.id, leo.id));
    expect(withLeo.members).toEqual([
      expect.objectContaining({ id: ana.user.id, dependent: false, isMe: true }),
      expect.objectContaining({ id: bea.user.id, dependent: false, isMe: false }),
      expect.objectContaining({ id: leo.id, name: 'Leo', dependent: true, isMe: false }),
    ]);
    const again = await add(ana, home.id, bea.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Esa persona ya está en tu casa.');

    // Bea was told, sees it, and leaves it.
    const told = (await ok(await as(bea, 'GET', '/api/notify/getPagination?lim=5&pos=0'))).list[0];
    expect(told).toMatchObject({ type: 'household', data: { householdId: home.id } });
    expect(told.title).toContain('te ha añadido a su casa «Casa»');
    expect((await mine(bea)).id).toBe(home.id);
    expect(await ok(await as(bea, 'DELETE', `/api/household/members/${home.id}/${bea.user.id}`))).toBeNull();
    expect(await mine(bea)).toBeNull();

    // Cris, in her own home, cannot be added to Ana's.
    await ok(await as(cris, 'POST', '/api/household/create', { name: 'Piso de Cris' }));
    const taken = await add(ana, home.id, cris.user.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(
      'Esa persona ya está en otra casa: tiene que salir de ella antes.',
    );

    // Removing someone not in it, or with a made-up id, is a 404; Ana removes Leo.
    expect((await as(ana, 'DELETE', `/api/household/members/${home.id}/${cris.user.id}`)).statusCode).toBe(
      404,
    );
    expect((await as(ana, 'DELETE', `/api/household/members/${home.id}/nadie`)).statusCode).toBe(404);
    expect((await as(cris, 'DELETE', `/api/household/members/${home.id}/${ana.user.id}`)).statusCode).toBe(
      404,
    );
    const alone = await ok(await as(ana, 'DELETE', `/api/household/members/${home.id}/${leo.id}`));
    expect(alone.members.map((m: { id: string }) => m.id)).toEqual([ana.user.id]);
  });

  it('lets nobody put out whoever brought them in, nor add someone a member blocked', async () => {
    const [ana, bea, cris, dani] = await Promise.all([
      person('Ana'),
      person('Bea'),
      person('Cris'),
      person('Dani'),
    ]);
    await befriend(ana, bea);
    await befriend(ana, cris);
    await befriend(bea, dani);
    const leo = await makeDependent(t.app, [ana], { name: 'Leo' });
    const home = await ok(await as(ana, 'POST', '/api/household/create', { name: 'Casa' }));
    await ok(await add(ana, home.id, bea.user.id));
    await ok(await add(ana, home.id, leo.id));

    // Bea did not add Ana nor look after Leo: she cannot take them out.
    const out = await as(bea, 'DELETE', `/api/household/members/${home.id}/${ana.user.id}`);
    expect(out.statusCode).toBe(403);
    expect(out.json().error.message).toContain('Solo puedes quitar a quien añadiste tú o a quien cuidas.');
    expect((await as(bea, 'DELETE', `/api/household/members/${home.id}/${leo.id}`)).statusCode).toBe(403);

    // Cris blocked Bea: Ana cannot bring Cris in, and is told nothing about a block.
    await ok(await as(cris, 'POST', '/api/friend/block', { userId: bea.user.id }));
    const blocked = await add(ana, home.id, cris.user.id);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json().error.message).toBe('Esa persona no existe o no es amiga tuya.');
    // Bea adds her friend Dani; Ana may not remove him, Bea may.
    await ok(await add(bea, home.id, dani.user.id));
    expect((await as(ana, 'DELETE', `/api/household/members/${home.id}/${dani.user.id}`)).statusCode).toBe(
      403,
    );
    await ok(await as(bea, 'DELETE', `/api/household/members/${home.id}/${dani.user.id}`));

    // Ana, Leo's only guardian there, leaves: Leo leaves with her; Bea stays, alone.
    expect(await ok(await as(ana, 'DELETE', `/api/household/members/${home.id}/${ana.user.id}`))).toBeNull();
    expect((await mine(bea)).members.map((m: { id: string }) => m.id)).toEqual([bea.user.id]);
  });

  it('takes a dependent out when its guardian there stops looking after it', async () => {
    const [ana, marcos] = await Promise.all([person('Ana'), person('Marcos')]);
    await befriend(ana, marcos);
    const leo = await makeDependent(t.app, [ana, marcos], { name: 'Leo' });
    const home = await ok(await as(ana, 'POST', '/api/household/create', { name: 'Casa' }));
    await ok(await add(ana, home.id, leo.id));
    // Marcos, not in the household, stops being a guardian: Ana still looks after Leo there.
    await t.app.db
      .delete(guardians)
      .where(and(eq(guardians.dependentId, leo.id), eq(guardians.guardianId, marcos.user.id)));
    expect((await mine(ana)).members.map((m: { id: string }) => m.id)).toEqual([ana.user.id, leo.id]);
    // Ana stops: nobody in the household looks after Leo any more.
    await t.app.db
      .delete(guardians)
      .where(and(eq(guardians.dependentId, leo.id), eq(guardians.guardianId, ana.user.id)));
    expect((await mine(ana)).members.map((m: { id: string }) => m.id)).toEqual([ana.user.id]);
  });

  it('goes away when the last person who signs in leaves, freeing its dependents', async () => {
    const ana = await person('Ana');
    const leo = await makeDependent(t.app, [ana], { name: 'Leo' });
    const home = await ok(await as(ana, 'POST', '/api/household/create', { name: 'Casa' }));
    await ok(await add(ana, home.id, leo.id));
    expect(await ok(await as(ana, 'DELETE', `/api/household/members/${home.id}/${ana.user.id}`))).toBeNull();
    expect(await t.app.db.select().from(households).where(eq(households.id, home.id))).toEqual([]);
    const next = await ok(await as(ana, 'POST', '/api/household/create', { name: 'Casa nueva' }));
    expect((await ok(await add(ana, next.id, leo.id))).members).toHaveLength(2);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
  it('lets one of two households take a friend added to both at once; the other is told', async () => {
    const [ana, bea, cris] = await Promise.all([person('Ana'), person('Bea'), person('Cris')]);
    await befriend(ana, cris);
    await befriend(bea, cris);
    const a = await ok(await as(ana, 'POST', '/api/household/create', { name: 'Casa A' }));
    const b = await ok(await as(bea, 'POST', '/api/household/create', { name: 'Casa B' }));
    const results = await Promise.all([add(ana, a.id, cris.user.id), add(bea, b.id, cris.user.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.statusCode === 409);
    expect(lost?.json().error.message).toBe(
      'Esa persona ya está en otra casa: tiene que salir de ella antes.',
    );
    const home = await mine(cris);
    expect([a.id, b.id]).toContain(home.id);
  });
});
