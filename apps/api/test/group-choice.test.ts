import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { groupGiftFromMinor, PAYMENT_CURRENCIES } from '@detalle/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directTransferPledges, gifts } from '../src/db/schema/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * "Regalo en grupo" is the owner's choice per gift: only a group gift takes money, by any way of giving; it is
 * suggested from 100 € (or its equivalent) when not chosen; it is not turned off while money is on it.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Who;
let ana: Who;
const { as, person, befriend } = testClient(() => t.app, { lastname: 'Elige' });
const key = () => ({ 'idempotency-key': randomUUID() });
const IBAN = 'ES91 2100 0418 4502 0005 1332';
const nextYear = new Date().getFullYear() + 1;
const card = { kind: 'test', number: '4242424242424242', expMonth: 12, expYear: nextYear, cvc: '123' };
let address = 0;
const nextAddress = () => `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

let listId: string;
type Gift = { id: string; listId: string; group: boolean; funding: unknown };

async function addGift(extra: object, price: number | null = 2490, quantity = 1) {
  return as(owner, 'POST', '/api/list/gift/save', {
    listId,
    quantity,
    product: { name: 'Cafetera', ...(price === null ? {} : { price: { amount: price, currency: 'EUR' } }) },
    ...extra,
  });
}
const aGift = async (group: boolean, price = 2490) => (await addGift({ group }, price)).json().data as Gift;
const setGroup = (gift: { id: string }, group: unknown) =>
  as(owner, 'PUT', `/api/gift/update/${gift.id}`, { group });
const giftAs = async (who: Who | null, gift: { id: string }) =>
  (await as(who, 'GET', `/api/list/get/${listId}`))
    .json()
    .data.gifts.find((g: Gift) => g.id === gift.id) as Gift;
const chipIn = (gift: { id: string }, amount = 1000, extra: object = {}) =>
  as(
    ana,
    'POST',
    '/api/payment/save',
    { to: owner.user.id, giftId: gift.id, amount, currency: 'EUR', ...extra },
    key(),
  );
const guestPays = (gift: { id: string }, extra: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/guest',
    payload: {
      giftId: gift.id,
      amount: 1000,
      currency: 'EUR',
      name: 'Gala',
      email: `gala.${randomUUID().slice(0, 8)}@ejemplo.com`,
      ...extra,
    },
    headers: key(),
    remoteAddress: nextAddress(),
  });
const startTransfer = (gift: { id: string }) =>
  as(ana, 'POST', '/api/direct-transfer/start', { listId, giftId: gift.id, amount: 1000, currency: 'EUR' });
const declareTransfer = (gift: { id: string }, reference = 'DT-ABC234') =>
  as(
    ana,
    'POST',
    '/api/direct-transfer/declare',
    { listId, giftId: gift.id, amount: 1000, currency: 'EUR', reference, showName: true },
    key(),
  );

beforeAll(async () => {
  t = await buildTestApp();
  [owner, ana] = await Promise.all([person('Olga'), person('Ana')]);
  await befriend(owner, ana);
  const card1 = await as(ana, 'POST', '/api/card/save', { ...card, holder: 'Ana Elige', makeDefault: true });
  expect(card1.statusCode, card1.body).toBe(200);
  listId = (await as(owner, 'POST', '/api/list/save', { name: 'Casa nueva', visibility: 'public' })).json()
    .data.id;
  const details = await as(owner, 'POST', '/api/direct-transfer/save', {
    listId,
    iban: IBAN,
    holder: 'Olga Elige',
  });
  expect(details.statusCode, details.body).toBe(200);
});
afterAll(() => t.close());

describe('the choice', () => {
  it('is saved as the owner says, and suggested from 100 € in all when not said', async () => {
    expect((await addGift({ group: true })).json().data).toMatchObject({
      group: true,
      funding: { goal: 2490, raised: 0 },
    });
    expect((await addGift({ group: false }, 50_000)).json().data).toMatchObject({
      group: false,
      funding: null,
    });
    // Not said: a 24,90 € coffee maker is given whole; 100 € or more in all is a group gift.
    expect((await addGift({})).json().data).toMatchObject({ group: false, funding: null });
    expect((await addGift({}, 9999)).json().data.group).toBe(false);
    expect((await addGift({}, 10_000)).json().data).toMatchObject({ group: true, funding: { goal: 10_000 } });
    expect((await addGift({}, 6000, 2)).json().data.group).toBe(true);
    expect((await addGift({}, null)).json().data.group).toBe(false);
  });

  it('is a yes or no, said in Spanish otherwise', async () => {
    const bad = await addGift({ group: 'sí' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/regalo en grupo/);
    const gift = await aGift(false);
    const badUpdate = await setGroup(gift, 'no');
    expect(badUpdate.statusCode).toBe(400);
    expect(badUpdate.json().error.message).toMatch(/regalo en grupo/);
  });

  it('is the owner’s alone', async () => {
    const gift = await aGift(false);
    expect((await setGroup(gift, true)).statusCode).toBe(200);
    const theirs = await as(ana, 'PUT', `/api/gift/update/${gift.id}`, { group: false });
    expect(theirs.statusCode).toBe(403);
    expect((await giftAs(owner, gift)).group).toBe(true);
  });

  it('a fund is always a group gift', async () => {
    const fund = await as(owner, 'POST', '/api/list/fund/save', { listId, name: 'Viaje', currency: 'EUR' });
    expect(fund.json().data.group).toBe(true);
    const off = await setGroup(fund.json().data, false);
    expect(off.statusCode).toBe(400);
    expect(off.json().error.message).toMatch(/Un fondo siempre recibe dinero/);
  });
});

describe('a gift that is not a group gift', () => {
  it('takes no money by any way, with a Spanish 409', async () => {
    const gift = await aGift(false);
    const refusals = [
      await chipIn(gift),
      await chipIn(gift, 1000, { method: 'sepa_transfer' }),
      await guestPays(gift, { card: { ...card, holder: 'Gala' } }),
      await guestPays(gift, { method: 'sepa_transfer' }),
      await startTransfer(gift),
      await declareTransfer(gift),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'NOT_GROUP_GIFT',
        message: expect.stringMatching(/no es un regalo en grupo.*reservarlo o comprarlo/),
      });
    }
    const [row] = await t.app.db.select().from(gifts).where(eq(gifts.id, gift.id));
    expect(row).toMatchObject({ contributed: 0, held: 0, awaiting: 0, direct: 0 });
    // It is reserved or bought whole instead.
    expect((await as(ana, 'PUT', `/api/gift/reserve/${gift.id}`)).statusCode).toBe(200);
  });

  it('takes money once the owner makes it one', async () => {
    const gift = await aGift(false);
    expect((await setGroup(gift, true)).json().data).toMatchObject({ group: true, funding: { goal: 2490 } });
    expect((await chipIn(gift)).json().data.status).toBe('succeeded');
  });
});

describe('turning it off', () => {
  it('is refused while money was given toward it, and the gift stays a group gift', async () => {
    const gift = await aGift(true);
    expect((await chipIn(gift)).json().data.status).toBe('succeeded');
    const off = await setGroup(gift, false);
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toMatchObject({
      code: 'GIFT_HAS_CONTRIBUTIONS',
      message: expect.stringMatching(/Ya hay dinero aportado o en camino.*ciérralo/),
      fields: [{ path: 'group' }],
    });
    expect(await giftAs(owner, gift)).toMatchObject({ group: true, funding: { raised: 1000 } });
  });

  it('is refused while money is on its way: a delayed payment or a declared transfer', async () => {
    const awaited = await aGift(true);
    const sepa = await chipIn(awaited, 1000, { method: 'sepa_transfer' });
    expect(sepa.json().data.status).toBe('awaiting_funds');
    expect((await setGroup(awaited, false)).statusCode).toBe(409);

    const declared = await aGift(true);
    const reference = (await startTransfer(declared)).json().data.reference;
    expect((await declareTransfer(declared, reference)).statusCode).toBe(200);
    expect((await setGroup(declared, false)).json().error.code).toBe('GIFT_HAS_CONTRIBUTIONS');
    // Once the owner says it never came, nothing is on its way.
    const [pledge] = await t.app.db
      .select()
      .from(directTransferPledges)
      .where(eq(directTransferPledges.giftId, declared.id));
    await as(owner, 'POST', `/api/direct-transfer/decide/${pledge?.id}`, { arrived: false });
    expect((await setGroup(declared, false)).json().data.group).toBe(false);
  });

  it('is refused while a card payment waits for its bank (held)', async () => {
    const gift = await aGift(true);
    await t.app.db.update(gifts).set({ held: 500 }).where(eq(gifts.id, gift.id));
    expect((await setGroup(gift, false)).statusCode).toBe(409);
  });

  it('works while nothing was given: no more funding, and nobody can chip in', async () => {
    const gift = await aGift(true);
    const off = await setGroup(gift, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ group: false, funding: null });
    expect(await giftAs(null, gift)).toMatchObject({ group: false, funding: null });
    expect((await chipIn(gift)).json().error.code).toBe('NOT_GROUP_GIFT');
  });
});

describe('the migration that made it a choice', () => {
  it('keeps every gift with money in flight a group gift, and the rest by price', async () => {
    const dir = join(import.meta.dirname, '../src/db/migrations');
    const file = readdirSync(dir).find((f) => f.endsWith('_group_gifts.sql')) as string;
    const migration = readFileSync(join(dir, file), 'utf8');
    // Its threshold table is the contract's.
    for (const currency of PAYMENT_CURRENCIES)
      expect(migration).toContain(`('${currency}', ${groupGiftFromMinor(currency)})`);
    const update = migration
      .split('--> statement-breakpoint')
      .find((s) => s.includes('UPDATE "gifts"')) as string;

    const cheap = await aGift(false);
    const given = await aGift(true);
    await chipIn(given);
    const awaited = await aGift(false);
    const held = await aGift(false);
    const direct = await aGift(false);
    const pricey = await aGift(false, 10_000);
    const twoOf = (await addGift({ group: false }, 5000, 2)).json().data as Gift;
    const dollars = (
      await as(owner, 'POST', '/api/list/gift/save', {
        listId,
        group: false,
        product: { name: 'Tostadora', price: { amount: 9000, currency: 'USD' } },
      })
    ).json().data as Gift;
    const noPrice = (await addGift({ group: false }, null)).json().data as Gift;
    await t.app.db.update(gifts).set({ awaiting: 700 }).where(eq(gifts.id, awaited.id));
    await t.app.db.update(gifts).set({ held: 700 }).where(eq(gifts.id, held.id));
    await t.app.db.update(gifts).set({ direct: 700 }).where(eq(gifts.id, direct.id));
    // As before the choice existed.
    await t.app.db.update(gifts).set({ group: false }).where(eq(gifts.kind, 'product'));
    await t.app.db.execute(sql.raw(update));

    const groupOf = async (g: { id: string }) =>
      (await t.app.db.select({ group: gifts.group }).from(gifts).where(eq(gifts.id, g.id)))[0]?.group;
    expect(await groupOf(given)).toBe(true);
    expect(await groupOf(awaited)).toBe(true);
    expect(await groupOf(held)).toBe(true);
    expect(await groupOf(direct)).toBe(true);
    expect(await groupOf(pricey)).toBe(true);
    expect(await groupOf(twoOf)).toBe(true);
    expect(await groupOf(cheap)).toBe(false);
    expect(await groupOf(dollars)).toBe(false);
    expect(await groupOf(noPrice)).toBe(false);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('turning it off while someone chips in (PostgreSQL)', () => {
  it('one of the two wins, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const gift = await aGift(true);
      const [paid, off] = await Promise.all([chipIn(gift), setGroup(gift, false)]);
      const gave = paid.statusCode === 200 && paid.json().data.status === 'succeeded';
      const turnedOff = off.statusCode === 200;
      expect(gave !== turnedOff, `${paid.body} ${off.body}`).toBe(true);
      const now = await giftAs(owner, gift);
      expect(now.group).toBe(gave);
    }
  });
});
