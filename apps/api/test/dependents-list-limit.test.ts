import { MAX_OWNERS } from '@detalle/contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardians, listOwners, users } from '../src/db/schema/index.js';
import { makeDependentList } from './dependent-fixtures.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * A dependent's guardians run its lists (a trigger adds each new guardian to them all), and so may people they
 * invited to run one of those lists: together never more than `MAX_OWNERS` people (the dependent runs nothing).
 * The API refuses a guardian who would not fit, naming the list; the database holds the limit whatever the way in.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Límite' });

async function ok(res: Awaited<ReturnType<typeof as>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const errorOf = (res: Awaited<ReturnType<typeof as>>) => ({ status: res.statusCode, ...res.json().error });

/** The people who run a list (its dependent, its receiver, is no one running it). */
const peopleOn = async (listId: string) =>
  (
    await t.app.db
      .select({ id: listOwners.userId })
      .from(listOwners)
      .innerJoin(users, eq(users.id, listOwners.userId))
      .where(and(eq(listOwners.listId, listId), ne(users.type, 3)))
  ).map((r) => r.id);

/**
 * Leo, looked after by Lucía, with a list «Cumple de Leo» run by Lucía and `others` more people (put straight
 * into `list_owners`, as accepted invitations would).
 */
async function leoWithList(others: number) {
  const a = await person('Lucía');
  const leo = await ok(await as(a, 'POST', '/api/dependent/create', { name: 'Leo', kind: 'child' }));
  const list = await makeDependentList(t.app, leo.id, 'Cumple de Leo');
  const coOwners: Who[] = [];
  for (let i = 0; i < others; i++) {
    const c = await person(`Tía${i}`);
    await t.app.db.insert(listOwners).values({ listId: list.id, userId: c.user.id });
    coOwners.push(c);
  }
  expect(await peopleOn(list.id)).toHaveLength(others + 1);
  return { a, leo, list, coOwners };
}

async function inviteGuardian(a: Who, leoId: string, who: Who) {
  await befriend(a, who);
  return as(a, 'POST', `/api/dependent/owners/invite/${leoId}`, { friendId: who.user.id });
}

describe('guardians and the people who run a dependent’s lists', () => {
  it('the database refuses a list run by more than MAX_OWNERS people; the dependent is not counted', async () => {
    const { list } = await leoWithList(MAX_OWNERS - 1);
    const extra = await person('Sobra');
    await expect(
      t.app.db.insert(listOwners).values({ listId: list.id, userId: extra.user.id }),
    ).rejects.toThrow();
    expect(await peopleOn(list.id)).toHaveLength(MAX_OWNERS);
  });

  it('inviting a guardian is refused when one of its lists is full, naming the list', async () => {
    const { a, leo, list } = await leoWithList(MAX_OWNERS - 1);
    const b = await person('Marcos');
    const refused = errorOf(await inviteGuardian(a, leo.id, b));
    expect(refused).toMatchObject({ status: 409, code: 'OWNERS_FULL' });
    expect(refused.message).toBe(
      `Quien cuida el perfil de Leo lleva también sus listas, y la lista «Cumple de Leo» ya la llevan ${MAX_OWNERS} personas, el máximo. Quita a alguien de esa lista para invitar a otra persona a cuidarlo.`,
    );
    // A link's invitation too: whoever used it would join the same lists.
    const link = await as(a, 'POST', `/api/dependent/owners/invite/${leo.id}`, {});
    expect(errorOf(link)).toMatchObject({ status: 409, code: 'OWNERS_FULL' });
    expect(await peopleOn(list.id)).toHaveLength(MAX_OWNERS);
  });

  it('accepting is refused once the last seat went to another guardian; nobody half-joins', async () => {
    const { a, leo, list } = await leoWithList(MAX_OWNERS - 2);
    const [b, c] = await Promise.all([person('Marcos'), person('Carmen')]);
    const toB = await ok(await inviteGuardian(a, leo.id, b));
    const toC = await ok(await inviteGuardian(a, leo.id, c));
    await ok(await as(b, 'POST', '/api/owner-invite/accept', { inviteId: toB.invite.id }));
    const refused = errorOf(await as(c, 'POST', '/api/owner-invite/accept', { inviteId: toC.invite.id }));
    expect(refused).toMatchObject({ status: 409, code: 'OWNERS_FULL' });
    expect(refused.message).toContain('la lista «Cumple de Leo» ya la llevan');
    expect(refused.message).toContain('Pide que quiten a alguien de esa lista y vuelve a aceptar.');
    expect(
      await t.app.db
        .select()
        .from(guardians)
        .where(and(eq(guardians.dependentId, leo.id), eq(guardians.guardianId, c.user.id))),
    ).toEqual([]);
    expect(await peopleOn(list.id)).toHaveLength(MAX_OWNERS);
    expect(await peopleOn(list.id)).not.toContain(c.user.id);
  });

  it('inviting someone to run a dependent’s list fills it up to MAX_OWNERS people: the dependent takes no seat', async () => {
    const { a, list } = await leoWithList(MAX_OWNERS - 2);
    expect(await peopleOn(list.id)).toHaveLength(MAX_OWNERS - 1);
    expect((await ok(await as(a, 'GET', `/api/list/owners/${list.id}`))).canInvite).toBe(true);

    const last = await person('Última');
    await befriend(a, last);
    const inv = await ok(
      await as(a, 'POST', `/api/list/owners/invite/${list.id}`, { friendId: last.user.id }),
    );
    expect((await ok(await as(a, 'GET', `/api/list/owners/${list.id}`))).canInvite).toBe(false);
    await ok(await as(last, 'POST', '/api/owner-invite/accept', { inviteId: inv.invite.id }));
    expect(await peopleOn(list.id)).toHaveLength(MAX_OWNERS);

    // Now it is full for the app as for the database.
    const extra = await person('Sobra');
    await befriend(a, extra);
    const refused = errorOf(
      await as(a, 'POST', `/api/list/owners/invite/${list.id}`, { friendId: extra.user.id }),
    );
    expect(refused).toMatchObject({ status: 409, code: 'OWNERS_FULL' });
    expect((await ok(await as(a, 'GET', `/api/list/owners/${list.id}`))).canInvite).toBe(false);
  });

  it('someone already running the full list may still become a guardian: they take no new seat', async () => {
    const { a, leo, list, coOwners } = await leoWithList(MAX_OWNERS - 1);
    const aunt = coOwners[0] as Who;
    const inv = await ok(await inviteGuardian(a, leo.id, aunt));
    await ok(await as(aunt, 'POST', '/api/owner-invite/accept', { inviteId: inv.invite.id }));
    expect((await ok(await as(aunt, 'GET', `/api/dependent/get/${leo.id}`))).id).toBe(leo.id);
    expect(await peopleOn(list.id)).toHaveLength(MAX_OWNERS);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('at the same moment (PostgreSQL)', () => {
  it('two guardians accepting for the last seat of a list: exactly one joins', async () => {
    for (let round = 0; round < 3; round++) {
      const { a, leo, list } = await leoWithList(MAX_OWNERS - 2);
      const [b, c] = await Promise.all([person('Marcos'), person('Carmen')]);
      const toB = await ok(await inviteGuardian(a, leo.id, b));
      const toC = await ok(await inviteGuardian(a, leo.id, c));
      const answers = await Promise.all([
        as(b, 'POST', '/api/owner-invite/accept', { inviteId: toB.invite.id }),
        as(c, 'POST', '/api/owner-invite/accept', { inviteId: toC.invite.id }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json().error.code).toBe('OWNERS_FULL');
      expect(await peopleOn(list.id)).toHaveLength(MAX_OWNERS);
    }
  });

  it('the database alone: two owners added at once to a list with one seat left, one is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const { list } = await leoWithList(MAX_OWNERS - 2);
      const [x, y] = await Promise.all([person('Xana'), person('Yago')]);
      const results = await Promise.allSettled(
        [x, y].map((who) =>
          t.app.db.transaction(async (tx) => {
            await tx.insert(listOwners).values({ listId: list.id, userId: who.user.id });
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await peopleOn(list.id)).toHaveLength(MAX_OWNERS);
    }
  });
});
