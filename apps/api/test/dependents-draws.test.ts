import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawAssignments,
  drawParticipants,
  householdMembers,
  notifications,
} from '../src/db/schema/index.js';
import { makeDependent, makeDependentList } from './dependent-fixtures.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * Dependents in amigo invisible: a guardian adds a dependent they look after, acts for it with `?for=` and sees
 * its result and nobody else's; households keep people who live together from giving to each other.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Sorteo' });
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

async function ok(res: Awaited<ReturnType<typeof as>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const add = (who: Who, householdId: string, userId: string) =>
  as(who, 'POST', `/api/household/members/${householdId}`, { userId });

/** Lucía and Marcos look after Leo and Mía; Lucía organises, with friends from outside their home. */
async function family(outsiders = 4) {
  const tag = Math.random().toString(36).slice(2, 6);
  const [lucia, marcos, ...others] = await Promise.all(
    ['Lucía', 'Marcos', 'Olga', 'Pablo', 'Quima', 'Rita']
      .slice(0, 2 + outsiders)
      .map((n) => person(`${n}${tag}`)),
  );
  if (!lucia || !marcos) throw new Error('no family');
  await befriend(lucia, marcos);
  for (const o of others) await befriend(lucia, o);
  const leo = await makeDependent(t.app, [lucia, marcos], { name: `Leo${tag}` });
  const mia = await makeDependent(t.app, [lucia, marcos], { name: `Mía${tag}`, kind: 'child' });
  const leoList = await makeDependentList(t.app, leo.id, 'Cosas de Leo');
  const miaList = await makeDependentList(t.app, mia.id, 'Cosas de Mía');
  const d = await ok(
    await as(lucia, 'POST', '/api/draw/save', {
      name: 'Navidad en familia',
      exchangeDate: day(30),
      joinDeadline: inDays(20),
      userIds: [marcos.user.id, ...others.map((o) => o.user.id)],
    }),
  );
  return { lucia, marcos, others, leo, mia, leoList, miaList, drawId: d.id as string, tag };
}

describe('a dependent in a draw', () => {
  it('is added by a guardian with one of its own lists, listed with a marker, and removed before the draw', async () => {
    const f = await family(2);
    const [olga] = f.others as [Who];
    const stranger = await person('Extraño');
    const join = (who: Who, body: object) => as(who, 'POST', `/api/draw/joinDependent/${f.drawId}`, body);

    // Only a guardian, and only with the dependent's own list.
    expect((await join(olga, { dependentId: f.leo.id })).statusCode).toBe(404);
    expect((await join(stranger, { dependentId: f.leo.id })).statusCode).toBe(404);
    const wrongList = await join(f.lucia, { dependentId: f.leo.id, wishListId: f.miaList.id });
    expect(wrongList.statusCode).toBe(404);
    expect(wrongList.json().error.message).toBe('Esa lista no existe o no es suya.');
    const bad = await join(f.lucia, { dependentId: 'leo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Elige a alguien de tu familia.');

    const detail = await ok(await join(f.lucia, { dependentId: f.leo.id, wishListId: f.leoList.id }));
    const leo = detail.participants.find((p: { id: string }) => p.id === f.leo.id);
    expect(leo).toMatchObject({
      hasWishList: true,
      dependent: { kind: 'child', guardians: [`Lucía${f.tag}`, `Marcos${f.tag}`] },
    });
    expect(
      detail.participants.find((p: { id: string }) => p.id === f.lucia.user.id).dependent,
    ).toBeUndefined();
    const again = await join(f.marcos, { dependentId: f.leo.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Ya participa en este sorteo.');

    await ok(await join(f.marcos, { dependentId: f.mia.id }));
    // Olga cannot take Mía out; Marcos can.
    expect((await as(olga, 'POST', `/api/draw/leave/${f.drawId}?for=${f.mia.id}`)).statusCode).toBe(404);
    const left = await ok(await as(f.marcos, 'POST', `/api/draw/leave/${f.drawId}?for=${f.mia.id}`));
    expect(left.message).toBe('Ya no participa en el sorteo.');
    const after = await ok(await as(f.lucia, 'GET', `/api/draw/get/${f.drawId}`));
    expect(after.participants.map((p: { id: string }) => p.id)).not.toContain(f.mia.id);
  });

  it('draws two dependents of one family apart from their home, and shows a guardian only their pair', async () => {
    const f = await family(4);
    const [olga, pablo] = f.others as [Who, Who];
    for (const dep of [f.leo, f.mia]) {
      await ok(await as(f.lucia, 'POST', `/api/draw/joinDependent/${f.drawId}`, { dependentId: dep.id }));
    }
    const home = await ok(await as(f.lucia, 'POST', '/api/household/create', { name: 'Casa' }));
    for (const id of [f.marcos.user.id, f.leo.id, f.mia.id]) {
      await ok(await as(f.lucia, 'POST', `/api/household/members/${home.id}`, { userId: id }));
    }
    // Only the organiser keeps them apart.
    expect((await as(f.marcos, 'POST', `/api/draw/householdExclusions/${f.drawId}`)).statusCode).toBe(403);
    const withRules = await ok(await as(f.lucia, 'POST', `/api/draw/householdExclusions/${f.drawId}`));
    expect(withRules.exclusions).toHaveLength(6);
    // Twice adds nothing.
    expect(
      (await ok(await as(f.lucia, 'POST', `/api/draw/householdExclusions/${f.drawId}`))).exclusions,
    ).toHaveLength(6);
    await ok(await as(f.lucia, 'POST', `/api/draw/run/${f.drawId}`));

    const pairs = await t.app.db.select().from(drawAssignments).where(eq(drawAssignments.drawId, f.drawId));
    const home4 = new Set([f.lucia.user.id, f.marcos.user.id, f.leo.id, f.mia.id]);
    expect(pairs).toHaveLength(8);
    for (const p of pairs) expect(home4.has(p.giverId) && home4.has(p.receiverId)).toBe(false);

    // Each guardian sees Leo's pair with `?for=`; nobody else does, and nobody sees another's.
    const leoPair = pairs.find((p) => p.giverId === f.leo.id);
    const forLeo = await ok(await as(f.marcos, 'GET', `/api/draw/myResult/${f.drawId}?for=${f.leo.id}`));
    expect(forLeo.recipient.id).toBe(leoPair?.receiverId);
    expect((await as(olga, 'GET', `/api/draw/myResult/${f.drawId}?for=${f.leo.id}`)).statusCode).toBe(404);
    const stranger = await person('Curiosa');
    expect((await as(stranger, 'GET', `/api/draw/myResult/${f.drawId}?for=${f.leo.id}`)).statusCode).toBe(
      404,
    );
    expect((await as(f.lucia, 'GET', `/api/draw/myResult/${f.drawId}?for=${olga.user.id}`)).statusCode).toBe(
      404,
    );
    const own = await ok(await as(f.lucia, 'GET', `/api/draw/myResult/${f.drawId}`));
    expect(own.recipient.id).toBe(pairs.find((p) => p.giverId === f.lucia.user.id)?.receiverId);

    // The guardians were told of the draw (once each); the dependents, who read nothing, were not.
    const told = await t.app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'draw'),
          eq(notifications.title, 'Ya se ha hecho el sorteo de «Navidad en familia»'),
        ),
      );
    const ids = told.map((n) => n.userId);
    expect(ids.filter((id) => id === f.lucia.user.id)).toHaveLength(1);
    expect(ids).not.toContain(f.leo.id);

    // A question for Leo's recipient, asked by his guardian; the answer reaches his guardians.
    const recipient = [olga, pablo, ...f.others].find((o) => o.user.id === leoPair?.receiverId) as Who;
    await ok(
      await as(f.lucia, 'POST', `/api/draw/ask/${f.drawId}?for=${f.leo.id}`, { text: '¿Qué talla usas?' }),
    );
    const theirs = await ok(await as(recipient, 'GET', `/api/draw/questions/${f.drawId}`));
    expect(theirs.received.map((q: { text: string }) => q.text)).toContain('¿Qué talla usas?');
    const q = theirs.received.find((x: { text: string }) => x.text === '¿Qué talla usas?');
    await ok(await as(recipient, 'POST', `/api/draw/answer/${q.id}`, { text: 'La M' }));
    const asked = await ok(await as(f.marcos, 'GET', `/api/draw/questions/${f.drawId}?for=${f.leo.id}`));
    expect(asked.asked).toEqual([expect.objectContaining({ text: '¿Qué talla usas?', answer: 'La M' })]);
    expect((await as(olga, 'GET', `/api/draw/questions/${f.drawId}?for=${f.leo.id}`)).statusCode).toBe(404);

    // Drawn: a dependent no longer leaves.
    expect((await as(f.lucia, 'POST', `/api/draw/leave/${f.drawId}?for=${f.leo.id}`)).statusCode).toBe(409);
  });

  it('a guardian who no longer looks after it acts for it no more, nor reads its pair', async () => {
    const f = await family(3);
    await ok(await as(f.lucia, 'DELETE', `/api/dependent/owners/${f.leo.id}/${f.marcos.user.id}`));
    const forLeo = (who: Who, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) =>
      as(who, method, `/api/draw/${path}/${f.drawId}?for=${f.leo.id}`, body);
    // Each call below works for Lucía, who still looks after Leo, and is 404 to Marcos.
    expect(
      (await as(f.marcos, 'POST', `/api/draw/joinDependent/${f.drawId}`, { dependentId: f.leo.id }))
        .statusCode,
    ).toBe(404);
    await ok(await as(f.lucia, 'POST', `/api/draw/joinDependent/${f.drawId}`, { dependentId: f.leo.id }));
    expect((await forLeo(f.marcos, 'POST', 'leave')).statusCode).toBe(404);
    const wish = { listId: f.leoList.id };
    expect((await forLeo(f.marcos, 'PUT', 'wishList', wish)).statusCode).toBe(404);
    await ok(await forLeo(f.lucia, 'PUT', 'wishList', wish));
    await ok(await as(f.lucia, 'POST', `/api/draw/run/${f.drawId}`));
    const ask = { text: '¿Qué te gusta?' };
    for (const [method, path, body] of [
      ['GET', 'myResult'],
      ['GET', 'questions'],
      ['POST', 'ask', ask],
    ] as const) {
      expect((await forLeo(f.marcos, method, path, body)).statusCode, path).toBe(404);
      await ok(await forLeo(f.lucia, method, path, body));
    }
    const asked = await ok(await forLeo(f.lucia, 'GET', 'questions'));
    expect(asked.asked).toHaveLength(1);
  });

  it('never gives a dependent one of its own guardians, who would read who gives to them', async () => {
    const f = await family(1);
    await ok(await as(f.lucia, 'POST', `/api/draw/joinDependent/${f.drawId}`, { dependentId: f.leo.id }));
    // Lucía, Marcos, Olga and Leo, no exclusions: Leo can only ever give to Olga.
    const olga = f.others[0] as Who;
    for (let round = 0; round < 6; round++) {
      await ok(await as(f.lucia, 'POST', `/api/draw/run/${f.drawId}`));
      const forLeo = await ok(await as(f.lucia, 'GET', `/api/draw/myResult/${f.drawId}?for=${f.leo.id}`));
      expect(forLeo.recipient.id).toBe(olga.user.id);
      // Open again, to draw once more.
      await t.app.db.delete(drawAssignments).where(eq(drawAssignments.drawId, f.drawId));
      await t.app.db.execute(sql`update draws set status = 'open', drawn_at = null where id = ${f.drawId}`);
    }
  });

  it("lets a guardian choose the dependent's wish list and reserve from its recipient's list", async () => {
    const f = await family(3);
    await ok(await as(f.lucia, 'POST', `/api/draw/joinDependent/${f.drawId}`, { dependentId: f.leo.id }));
    const choose = (who: Who, listId: string) =>
      as(who, 'PUT', `/api/draw/wishList/${f.drawId}?for=${f.leo.id}`, { listId });
    expect((await choose(f.others[0] as Who, f.leoList.id)).statusCode).toBe(404);
    expect((await choose(f.marcos, f.miaList.id)).statusCode).toBe(404);
    expect((await ok(await choose(f.marcos, f.leoList.id))).myWishListId).toBe(f.leoList.id);
    // Everyone else brings a private list with one wish.
    for (const who of [f.lucia, f.marcos, ...f.others]) {
      const l = await ok(await as(who, 'POST', '/api/list/save', { name: 'Deseos', visibility: 'private' }));
      await ok(
        await as(who, 'POST', '/api/list/gift/save', {
          listId: l.id,
          product: { name: 'Peonza', price: null },
        }),
      );
      await ok(await as(who, 'PUT', `/api/draw/wishList/${f.drawId}`, { listId: l.id }));
    }
    const home = await ok(await as(f.lucia, 'POST', '/api/household/create', { name: 'Casa' }));
    for (const id of [f.marcos.user.id, f.leo.id]) await ok(await add(f.lucia, home.id, id));
    await ok(await as(f.lucia, 'POST', `/api/draw/householdExclusions/${f.drawId}`));
    await ok(await as(f.lucia, 'POST', `/api/draw/run/${f.drawId}`));

    const result = await ok(await as(f.lucia, 'GET', `/api/draw/myResult/${f.drawId}?for=${f.leo.id}`));
    const wish = result.wishList.items[0];
    await ok(await as(f.lucia, 'PUT', `/api/gift/reserve/${wish.id}`, { showName: false }));
    const after = await ok(await as(f.lucia, 'GET', `/api/draw/myResult/${f.drawId}?for=${f.leo.id}`));
    expect(after.wishList.items[0]).toMatchObject({ status: 'reserved', reservedByMe: true });
  });

  it('says in Spanish when living together leaves no possible draw', async () => {
    const f = await family(1);
    await ok(await as(f.lucia, 'POST', `/api/draw/joinDependent/${f.drawId}`, { dependentId: f.leo.id }));
    const home = await ok(await as(f.lucia, 'POST', '/api/household/create', { name: 'Casa' }));
    for (const id of [f.marcos.user.id, f.leo.id]) {
      await ok(await as(f.lucia, 'POST', `/api/household/members/${home.id}`, { userId: id }));
    }
    await ok(await as(f.lucia, 'POST', `/api/draw/householdExclusions/${f.drawId}`));
    const run = await as(f.lucia, 'POST', `/api/draw/run/${f.drawId}`);
    expect(run.statusCode).toBe(409);
    expect(run.json().error.code).toBe('DRAW_IMPOSSIBLE');
    expect(run.json().error.message).toMatch(/^Con estas reglas no hay forma de hacer el sorteo: .+\. Quita/);
    // The organiser removes the pairs as any other and draws.
    await ok(await as(f.lucia, 'PUT', `/api/draw/exclusions/${f.drawId}`, { exclusions: [] }));
    await ok(await as(f.lucia, 'POST', `/api/draw/run/${f.drawId}`));
    expect(
      await t.app.db.select().from(householdMembers).where(eq(householdMembers.householdId, home.id)),
    ).toHaveLength(3);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
  it('gives a dependent one seat when both guardians add it at once', async () => {
    const f = await family(2);
    const results = await Promise.all(
      [f.lucia, f.marcos].map((g) =>
        as(g, 'POST', `/api/draw/joinDependent/${f.drawId}`, { dependentId: f.leo.id }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const seats = await t.app.db
      .select()
      .from(drawParticipants)
      .where(and(eq(drawParticipants.drawId, f.drawId), eq(drawParticipants.userId, f.leo.id)));
    expect(seats).toHaveLength(1);
  });
});
