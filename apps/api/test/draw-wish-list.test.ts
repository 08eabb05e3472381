import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifts } from '../src/db/schema/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Deseos' });
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

async function ok(res: Awaited<ReturnType<typeof as>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

type Item = { id: string; name: string; status: string; reservedByMe: boolean; overBudget: boolean };

/** A private list for the exchange, its wishes added in this order (the 149 € headphones first). */
async function wishList(who: Who, drawId: string) {
  const l = await ok(
    await as(who, 'POST', '/api/list/save', { name: `Deseos de ${who.user.name}`, visibility: 'private' }),
  );
  for (const [name, amount] of [
    ['Auriculares', 14900],
    ['Cafetera', 2000],
    ['Calcetines', 900],
    ['Libro', null],
  ] as const)
    await ok(
      await as(who, 'POST', '/api/list/gift/save', {
        listId: l.id,
        product: { name, price: amount === null ? null : { amount, currency: 'EUR' } },
      }),
    );
  await ok(await as(who, 'PUT', `/api/draw/wishList/${drawId}`, { listId: l.id }));
  return l;
}

describe('the recipient’s wish list as their giver sees it', () => {
  it('shows states and the budget, lets only the giver reserve or buy, and tells the recipient nothing of who', async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const [org, pablo, quima, stranger] = await Promise.all(
      ['Olga', 'Pablo', 'Quima', 'Tomás'].map((n) => person(`${n}${tag}`)),
    );
    for (const o of [pablo, quima] as Who[]) await befriend(org as Who, o);
    const all = [org, pablo, quima] as Who[];
    const d = await ok(
      await as(org as Who, 'POST', '/api/draw/save', {
        name: 'Navidad',
        exchangeDate: day(30),
        joinDeadline: inDays(20),
        budget: { amount: 2500, currency: 'EUR' },
        userIds: [pablo, quima].map((w) => (w as Who).user.id),
      }),
    );
    const lists = new Map<string, { id: string }>();
    for (const who of all) lists.set(who.user.id, await wishList(who, d.id));
    await ok(await as(org as Who, 'POST', `/api/draw/run/${d.id}`));

    const giver = org as Who;
    const result = await ok(await as(giver, 'GET', `/api/draw/myResult/${d.id}`));
    const recipient = all.find((w) => w.user.id === result.recipient.id) as Who;
    const third = all.find((w) => w !== giver && w !== recipient) as Who;
    const items = async () =>
      (await ok(await as(giver, 'GET', `/api/draw/myResult/${d.id}`))).wishList.items as Item[];

    // Within the 25 € budget first (in the list's order, unpriced included), then the 149 € headphones.
    const first: Item[] = result.wishList.items;
    expect(first.map((i) => [i.name, i.overBudget, i.status])).toEqual([
      ['Cafetera', false, 'available'],
      ['Calcetines', false, 'available'],
      ['Libro', false, 'available'],
      ['Auriculares', true, 'available'],
    ]);
    const byName = (name: string) => first.find((i) => i.name === name) as Item;

    // Someone else holds the book: the giver sees it taken, not by whom.
    await t.app.db
      .update(gifts)
      .set({ status: 'reserved', reservedBy: third.user.id, reservedAt: new Date() })
      .where(eq(gifts.id, byName('Libro').id));

    // The giver buys the coffee maker and reserves the socks from this view, through the usual gift calls,
    // although the list is private.
    await ok(await as(giver, 'PUT', `/api/gift/bought/${byName('Cafetera').id}`));
    await ok(await as(giver, 'PUT', `/api/gift/reserve/${byName('Calcetines').id}`, { showName: true }));
    const after = await items();
    expect(after.map((i) => [i.name, i.status, i.reservedByMe])).toEqual([
      ['Cafetera', 'given', true],
      ['Calcetines', 'reserved', true],
      ['Libro', 'reserved', false],
      ['Auriculares', 'available', false],
    ]);
    // And can let the socks go again.
    await ok(await as(giver, 'DELETE', `/api/gift/reserve/${byName('Calcetines').id}`));

    // Another participant, who does not give to this person, reaches neither the list nor its gifts.
    const other = await as(third, 'PUT', `/api/gift/reserve/${byName('Auriculares').id}`, { showName: true });
    expect(other.statusCode).toBe(404);
    expect((await as(third, 'PUT', `/api/gift/bought/${byName('Auriculares').id}`)).statusCode).toBe(404);
    // A stranger gets 404 for the draw and its results.
    expect((await as(stranger as Who, 'GET', `/api/draw/myResult/${d.id}`)).statusCode).toBe(404);
    expect(
      (await as(stranger as Who, 'PUT', `/api/gift/reserve/${byName('Auriculares').id}`, {})).statusCode,
    ).toBe(404);

    // The giver reaches only the list chosen for the exchange, not the recipient's other private lists.
    const otherList = await ok(
      await as(recipient, 'POST', '/api/list/save', { name: 'Otra', visibility: 'private' }),
    );
    const otherGift = await ok(
      await as(recipient, 'POST', '/api/list/gift/save', { listId: otherList.id, product: { name: 'Bici' } }),
    );
    expect((await as(giver, 'PUT', `/api/gift/reserve/${otherGift.id}`, {})).statusCode).toBe(404);

    // The recipient sees the coffee maker given, without a name, and nobody's name in their notifications.
    const own = await ok(await as(recipient, 'GET', `/api/list/get/${lists.get(recipient.user.id)?.id}`));
    const coffee = own.gifts.find((g: { id: string }) => g.id === byName('Cafetera').id);
    expect(coffee).toMatchObject({ status: 'given', reservedByName: null });
    const notes = await ok(await as(recipient, 'GET', '/api/notify/getPagination?lim=100&pos=0'));
    const gifted = notes.list.filter((n: { type: string }) => n.type === 'recibe_gitf');
    expect(gifted).toHaveLength(1);
    expect(JSON.stringify(gifted)).not.toContain(giver.user.name);

    // Even once the recipient opens everything, what their giver took from the draw's list stays nameless:
    // «Ya lo he abierto todo» must not tell them who drew them.
    const recipientList = lists.get(recipient.user.id)?.id;
    await ok(await as(giver, 'PUT', `/api/gift/reserve/${byName('Calcetines').id}`, { showName: true }));
    await ok(await as(recipient, 'PUT', `/api/list/opened/${recipientList}`));
    const opened = await ok(await as(recipient, 'GET', `/api/list/get/${recipientList}`));
    for (const name of ['Cafetera', 'Calcetines'])
      expect(opened.gifts.find((g: { id: string }) => g.id === byName(name).id)).toMatchObject({
        reservedByName: null,
      });
    expect(JSON.stringify(opened)).not.toContain(giver.user.name);
  });
});
