import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifts } from '../src/db/schema/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * Group gifts ("Aporto dinero"): several friends chip in toward one gift's price, paid by card through the
 * wallet. The goal is never exceeded, even with 20 givers at once (PostgreSQL); the owner sees how much and
 * by how many, never who; a gift with contributions is no longer one person's to reserve.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Who;
let ana: Who;
let bea: Who;
const { as, person, befriend } = testClient(() => t.app, { lastname: 'Grupo' });
const key = () => ({ 'idempotency-key': randomUUID() });

async function withCard(who: Who, number = '4242424242424242') {
  const res = await as(who, 'POST', '/api/card/save', {
    kind: 'test',
    number,
    expMonth: 12,
    expYear: new Date().getFullYear() + 1,
    cvc: '123',
    holder: `${who.user.name} Grupo`,
    makeDefault: true,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A friends-only list of the owner's with one gift of `price` cents (its own product). */
async function aGift(price = 12_000, currency = 'EUR') {
  const list = (await as(owner, 'POST', '/api/list/save', { name: 'Mudanza', visibility: 'friends' })).json()
    .data;
  const res = await as(owner, 'POST', '/api/list/gift/save', {
    listId: list.id,
    product: { name: 'Sofá cama', price: { amount: price, currency } },
    group: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { list, gift: res.json().data };
}

const chipIn = (who: Who, gift: { id: string; listId: string }, amount: number, currency = 'EUR') =>
  as(who, 'POST', '/api/payment/save', { to: owner.user.id, giftId: gift.id, amount, currency }, key());

const setQuantityOf = (gift: { id: string }, quantity: number) =>
  as(owner, 'PUT', `/api/gift/update/${gift.id}`, { quantity });

const giftAs = async (who: Who, gift: { id: string; listId: string }) =>
  (await as(who, 'GET', `/api/list/get/${gift.listId}`))
    .json()
    .data.gifts.find((g: { id: string }) => g.id === gift.id);

beforeAll(async () => {
  t = await buildTestApp();
  [owner, ana, bea] = await Promise.all([person('Olga'), person('Ana'), person('Bea')]);
  await befriend(owner, ana);
  await befriend(owner, bea);
  await withCard(ana);
  await withCard(bea);
});
afterAll(() => t.close());

describe('chipping in', () => {
  it('shows the goal and what is raised, by how many, never who', async () => {
    const { gift } = await aGift();
    expect(gift.funding).toEqual({
      goal: 12_000,
      raised: 0,
      onTheWay: 0,
      held: 0,
      currency: 'EUR',
      givers: 0,
      closed: false,
    });
    expect((await chipIn(ana, gift, 3000)).json().data.status).toBe('succeeded');
    expect((await chipIn(bea, gift, 4500)).json().data.status).toBe('succeeded');
    const seen = await giftAs(owner, gift);
    expect(seen.funding).toEqual({
      goal: 12_000,
      raised: 7500,
      onTheWay: 0,
      held: 0,
      currency: 'EUR',
      givers: 2,
      closed: false,
    });
    expect(JSON.stringify(seen)).not.toContain(ana.user.id);

    // The owner's wallet: the money, without the givers' names; the notification is recibe_gitf, unnamed.
    const moves = (
      await as(owner, 'GET', '/api/dashboard/transactionsUser?lim=20&pos=0&type=gift_received')
    ).json().data.list;
    expect(moves.filter((m: { concerns: { id: string } | null }) => m.concerns?.id === gift.id)).toHaveLength(
      2,
    );
    expect(moves.every((m: { person: unknown }) => m.person === null)).toBe(true);
    const notes = (await as(owner, 'GET', '/api/notify/getPagination?lim=20&pos=0')).json().data.list;
    const note = notes.find((n: { type: string }) => n.type === 'recibe_gitf');
    expect(note.title).toMatch(/Han aportado 45,00\s€ para «Sofá cama»/);
    const giftNotes = notes.filter((n: { type: string }) => n.type === 'recibe_gitf');
    expect(giftNotes).toHaveLength(2);
    expect(JSON.stringify(giftNotes)).not.toMatch(/Ana|Bea/);
  });

  it('never takes more than what is missing, and says how much is', async () => {
    const { gift } = await aGift(5000);
    await chipIn(ana, gift, 4000);
    const over = await chipIn(bea, gift, 1500);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      code: 'GOAL_EXCEEDED',
      message: expect.stringMatching(/Solo faltan 10,00\s€/),
      fields: [{ path: 'amount', message: expect.stringMatching(/Como mucho 10,00\s€/) }],
    });
    expect((await chipIn(bea, gift, 1000)).json().data.status).toBe('succeeded');
    const done = await chipIn(bea, gift, 100);
    expect(done.json().error).toMatchObject({
      code: 'GOAL_EXCEEDED',
      message: expect.stringMatching(/conseguido/),
    });
    expect((await chipIn(ana, gift, 1000, 'MXN')).statusCode).toBe(400);
  });

  it('a gift with contributions cannot be reserved by one person; a reserved one takes no contributions', async () => {
    const { gift } = await aGift();
    await chipIn(ana, gift, 1000);
    const reserve = await as(bea, 'PUT', `/api/gift/reserve/${gift.id}`);
    expect(reserve.statusCode).toBe(409);
    expect(reserve.json().error.code).toBe('GIFT_HAS_CONTRIBUTIONS');

    const other = (await aGift()).gift;
    expect((await as(bea, 'PUT', `/api/gift/reserve/${other.id}`)).statusCode).toBe(200);
    expect((await chipIn(ana, other, 1000)).json().error.code).toBe('GIFT_TAKEN');
  });

  it('a declined card and a refund give their share back', async () => {
    const { gift } = await aGift(10_000);
    const carla = await person('Carla');
    await befriend(owner, carla);
    await withCard(carla, '4000000000000002');
    expect((await chipIn(carla, gift, 6000)).json().data.status).toBe('failed');
    expect((await giftAs(owner, gift)).funding).toMatchObject({ raised: 0, givers: 0, closed: false });
    const paid = (await chipIn(ana, gift, 6000)).json().data;
    const refund = await as(owner, 'POST', `/api/payment/refund/${paid.id}`, { amount: 2000 }, key());
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await giftAs(owner, gift)).funding).toMatchObject({ raised: 4000, givers: 1 });
    expect((await chipIn(bea, gift, 6000)).json().data.status).toBe('succeeded');
  });

  it('only for a gift of a list the giver can open, paid to its owner', async () => {
    const { gift } = await aGift();
    const stranger = await person('Sergio');
    await withCard(stranger);
    expect((await chipIn(stranger, gift, 1000)).statusCode).toBe(404);
    const wrongOwner = await as(
      ana,
      'POST',
      '/api/payment/save',
      { to: bea.user.id, giftId: gift.id, amount: 1000, currency: 'EUR' },
      key(),
    );
    // A list the giver sees, whose page names someone else: out of date, whoever it names.
    expect(wrongOwner.statusCode).toBe(409);
    expect(wrongOwner.json().error.code).toBe('RECEIVER_CHANGED');
  });
});

describe('changing a group gift with money toward it', () => {
  it('never lowers its quantity under what was given, and says the least it can be', async () => {
    const { gift } = await aGift(2000);
    expect((await setQuantityOf(gift, 3)).json().data.funding).toMatchObject({ goal: 6000, raised: 0 });
    expect((await chipIn(ana, gift, 3000)).json().data.status).toBe('succeeded');
    expect((await chipIn(bea, gift, 2000)).json().data.status).toBe('succeeded');

    const lower = await setQuantityOf(gift, 1);
    expect(lower.statusCode, lower.body).toBe(400);
    expect(lower.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^Ya se han aportado 50,00\s€: la cantidad no puede bajar de 3\.$/),
      fields: [{ path: 'quantity', message: expect.stringMatching(/Como poco 3/) }],
    });
    expect((await setQuantityOf(gift, 2)).statusCode).toBe(400);
    expect((await giftAs(owner, gift)).funding).toMatchObject({ goal: 6000, raised: 5000 });

    // As many as what was given covers, or more; and the rest of a gift still changes.
    expect((await setQuantityOf(gift, 3)).statusCode).toBe(200);
    const more = await setQuantityOf(gift, 5);
    expect(more.json().data.funding).toMatchObject({ goal: 10_000, raised: 5000 });
    const note = await as(owner, 'PUT', `/api/gift/update/${gift.id}`, { note: 'En gris, por favor' });
    expect(note.statusCode, note.body).toBe(200);
  });

  it('a gift nobody gave toward, or without a price, changes freely', async () => {
    const { gift } = await aGift(2000);
    expect((await setQuantityOf(gift, 4)).statusCode).toBe(200);
    expect((await setQuantityOf(gift, 1)).json().data.funding).toMatchObject({ goal: 2000, raised: 0 });
    const list = (await as(owner, 'POST', '/api/list/save', { name: 'Sin precios' })).json().data;
    const free = (
      await as(owner, 'POST', '/api/list/gift/save', { listId: list.id, product: { name: 'Un abrazo' } })
    ).json().data;
    expect((await setQuantityOf(free, 2)).statusCode).toBe(200);
  });
});

/**
 * The quantity is checked under the gift's row lock (`FOR UPDATE`), the lock a contribution takes to add to
 * `contributed`: a contribution being written (held open here) is waited for, and the check then counts it.
 */
describe.skipIf(!process.env.DATABASE_URL)('a contribution and a lower quantity at once (PostgreSQL)', () => {
  it('the quantity waits for the contribution, then is refused', async () => {
    const { gift } = await aGift(2000);
    expect((await setQuantityOf(gift, 3)).statusCode).toBe(200);
    expect((await chipIn(ana, gift, 1000)).json().data.status).toBe('succeeded');

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let added = () => {};
    const written = new Promise<void>((resolve) => {
      added = resolve;
    });
    // What holdContribution does for 40 € more, its transaction still open.
    const contribution = t.app.db.transaction(async (tx) => {
      await tx
        .update(gifts)
        .set({ contributed: sql`${gifts.contributed} + 4000` })
        .where(eq(gifts.id, gift.id));
      added();
      await held;
    });
    await written;
    const lower = setQuantityOf(gift, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await contribution;
    const res = await lower;
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(/Ya se han aportado 50,00\s€: la cantidad no puede bajar de 3/);
    expect((await giftAs(owner, gift)).funding).toMatchObject({ goal: 6000, raised: 5000 });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('20 givers at once (PostgreSQL)', () => {
  it('never exceed the goal', async () => {
    const { gift } = await aGift(10_000);
    const givers = await Promise.all(Array.from({ length: 20 }, (_, i) => person(`Dador${i}`)));
    for (const g of givers) {
      await befriend(owner, g);
      await withCard(g);
    }
    const answers = await Promise.all(givers.map((g) => chipIn(g, gift, 1500)));
    const paid = answers.filter((r) => r.statusCode === 200 && r.json().data.status === 'succeeded');
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(paid).toHaveLength(6);
    expect(refused).toHaveLength(14);
    expect(refused.every((r) => r.json().error.code === 'GOAL_EXCEEDED')).toBe(true);
    expect((await giftAs(owner, gift)).funding).toEqual({
      goal: 10_000,
      raised: 9000,
      onTheWay: 0,
      held: 0,
      currency: 'EUR',
      givers: 6,
      closed: false,
    });
  });
});
