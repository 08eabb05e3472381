import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lists, outbox } from '../src/db/schema/index.js';
import { releasePayment } from '../src/modules/payments/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * Giving without an account, cash funds, closing early and unmet goals. A guest
 * with the link of a public list chips in with a card; the money lands in the owner's wallet as pending until
 * the list's date, without the guest's name; the receipt goes to the guest by e-mail.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Who;
let ana: Who;
const { as, person, befriend } = testClient(() => t.app, { lastname: 'Invitada' });
const key = () => ({ 'idempotency-key': randomUUID() });
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const nextYear = new Date().getFullYear() + 1;
const card = (number = '4242424242424242') => ({
  kind: 'test',
  number,
  expMonth: 12,
  expYear: nextYear,
  cvc: '123',
  holder: 'Gala Invitada',
});
let address = 0;
/** Each guest from an address of their own, unless told (the guest limits count per address). */
const guestPays = (body: object, headers: Record<string, string> = key(), from?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/guest',
    payload: body,
    headers,
    remoteAddress: from ?? `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
  });
const guest = (giftId: string, amount: number, extra: object = {}) => ({
  giftId,
  amount,
  currency: 'EUR',
  name: 'Gala',
  email: `gala.${randomUUID().slice(0, 8)}@ejemplo.com`,
  message: '¡Que lo disfrutes!',
  showName: false,
  card: card(),
  ...extra,
});

async function aList(visibility = 'public', date: string | null = dayFromNow(30)) {
  const res = await as(owner, 'POST', '/api/list/save', { name: 'Boda de Olga', visibility, date });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string };
}
async function aGift(listId: string, price = 12_000) {
  const res = await as(owner, 'POST', '/api/list/gift/save', {
    listId,
    product: { name: 'Cafetera', price: { amount: price, currency: 'EUR' } },
    group: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; listId: string };
}
const giftAs = async (who: Who | null, gift: { id: string; listId: string }) =>
  (await as(who, 'GET', `/api/list/get/${gift.listId}`))
    .json()
    .data.gifts.find((g: { id: string }) => g.id === gift.id);
const balance = async (who: Who) => (await as(who, 'GET', '/api/dashboard/balanceUser')).json().data.balances;
const mailsTo = (to: string) => t.app.db.select().from(outbox).where(eq(outbox.to, to));

beforeAll(async () => {
  t = await buildTestApp();
  [owner, ana] = await Promise.all([person('Olga'), person('Ana')]);
  await befriend(owner, ana);
  const saved = await as(ana, 'POST', '/api/card/save', { ...card(), makeDefault: true });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

describe('a guest chips in', () => {
  it('pays with the test card; the owner gets it pending, without the name; the receipt is e-mailed', async () => {
    const date = dayFromNow(30);
    const list = await aList('public', date);
    const gift = await aGift(list.id);
    const body = guest(gift.id, 4500);
    const res = await guestPays(body);
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json().data;
    expect(paid).toMatchObject({
      status: 'succeeded',
      amount: 4500,
      name: 'Gala',
      showName: false,
      message: '¡Que lo disfrutes!',
      gift: { id: gift.id, name: 'Cafetera', kind: 'product' },
      recipientName: 'Olga',
      testMode: true,
    });
    expect(paid.token).toEqual(expect.any(String));

    // Progress for everyone, the guest's payment counted as one giver.
    expect((await giftAs(null, gift)).funding).toEqual({
      goal: 12_000,
      raised: 4500,
      onTheWay: 0,
      held: 0,
      currency: 'EUR',
      givers: 1,
      closed: false,
    });
    // The owner's wallet: pending until the list's date, from nobody by name.
    const moves = (await as(owner, 'GET', '/api/dashboard/transactionsUser?lim=5&pos=0')).json().data.list;
    expect(moves[0]).toMatchObject({ type: 'gift_received', availableOn: date, person: null });
    const receipt = (await as(owner, 'GET', `/api/payment/get/${paid.id}`)).json().data;
    expect(receipt.payer).toBeNull();
    expect(JSON.stringify(receipt)).not.toMatch(/Gala|gala\./);

    // The receipt by e-mail, with a link that shows it; the browser's token works too, a wrong one does not.
    const [mail] = await mailsTo(body.email);
    expect(mail?.subject).toMatch(/Tu aportación de 45,00\s€ para «Cafetera»/);
    const link = /\/justificante\/([0-9a-f-]{36})\?token=([\w-]+)/.exec(mail?.text ?? '');
    expect(link?.[1]).toBe(paid.id);
    const byLink = await as(null, 'GET', `/api/payment/guest/get/${paid.id}?token=${link?.[2]}`);
    expect(byLink.json().data).toMatchObject({ id: paid.id, status: 'succeeded' });
    expect(byLink.json().data.token).toBeUndefined();
    expect((await as(null, 'GET', `/api/payment/guest/get/${paid.id}?token=${paid.token}`)).statusCode).toBe(
      200,
    );
    expect(
      (await as(null, 'GET', `/api/payment/guest/get/${paid.id}?token=${'x'.repeat(43)}`)).statusCode,
    ).toBe(404);
  });

  it('a declined card takes nothing and counts nothing; no receipt', async () => {
    const gift = await aGift((await aList()).id);
    const body = guest(gift.id, 3000, { card: card('4000000000000002') });
    const res = await guestPays(body);
    expect(res.json().data).toMatchObject({ status: 'failed', failure: expect.stringMatching(/rechazado/) });
    expect((await giftAs(owner, gift)).funding).toMatchObject({ raised: 0, givers: 0 });
    expect(await mailsTo(body.email)).toHaveLength(0);
    // A number that is not a test card is refused before anything is kept.
    const bad = await guestPays(guest(gift.id, 3000, { card: card('4111111111111111') }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('CARD_NOT_TEST');
  });

  it('a replay of the same Idempotency-Key answers the same payment and charges once', async () => {
    const gift = await aGift((await aList()).id);
    const body = guest(gift.id, 2000);
    const headers = key();
    const first = (await guestPays(body, headers)).json().data;
    const again = await guestPays(body, headers);
    expect(again.json().data).toMatchObject({ id: first.id, status: 'succeeded' });
    expect(again.json().data.token).toBeUndefined();
    expect((await giftAs(owner, gift)).funding).toMatchObject({ raised: 2000, givers: 1 });
    const reused = await guestPays({ ...body, amount: 2500 }, headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await guestPays(body, {})).statusCode).toBe(400);
  });

  it('the bank confirmation step is finished with the token of the answer', async () => {
    const gift = await aGift((await aList()).id);
    const first = (await guestPays(guest(gift.id, 1500, { card: card('4000002500003155') }))).json().data;
    expect(first).toMatchObject({ status: 'requires_action', nextAction: { type: 'test_confirm' } });
    const wrong = await as(null, 'POST', `/api/payment/guest/confirm/${first.id}`, {
      token: 'y'.repeat(43),
    });
    expect(wrong.statusCode).toBe(404);
    const done = await as(null, 'POST', `/api/payment/guest/confirm/${first.id}`, { token: first.token });
    expect(done.json().data.status).toBe('succeeded');
    expect((await giftAs(owner, gift)).funding).toMatchObject({ raised: 1500 });
  });

  it('only for public lists, never above what is missing, no answer that tells the owner’s address, and rate-limited', async () => {
    const friendsOnly = await aGift((await aList('friends')).id);
    expect((await guestPays(guest(friendsOnly.id, 1000))).statusCode).toBe(404);
    const gift = await aGift((await aList()).id, 5000);
    const over = await guestPays(guest(gift.id, 6000));
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      code: 'GOAL_EXCEEDED',
      message: expect.stringMatching(/50,00/),
    });
    // The owner's own address gets the same answer as anyone's: a different one would let strangers test guesses.
    const self = await guestPays(guest(gift.id, 1000, { email: owner.user.email }));
    const other = await guestPays(guest(gift.id, 1000, { email: 'cualquiera@ejemplo.com' }));
    expect([self.statusCode, other.statusCode]).toEqual([200, 200]);

    // Five a hour per e-mail, whatever the address; ten per address, whatever the e-mail.
    const email = `prisa.${randomUUID().slice(0, 8)}@ejemplo.com`;
    const byEmail = [];
    for (let i = 0; i < 6; i++) byEmail.push((await guestPays(guest(gift.id, 100, { email }))).statusCode);
    expect(byEmail).toEqual([200, 200, 200, 200, 200, 429]);
    const byAddress = [];
    for (let i = 0; i < 11; i++)
      byAddress.push((await guestPays(guest(gift.id, 100), key(), '10.9.9.9')).statusCode);
    expect(byAddress.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(byAddress[10]).toBe(429);
  });
});

describe('cash funds', () => {
  it('with a target: suggested amounts, never above what is missing, friends and guests alike', async () => {
    const list = await aList();
    const res = await as(owner, 'POST', '/api/list/fund/save', {
      listId: list.id,
      name: 'Aportación para la luna de miel',
      currency: 'EUR',
      goal: 50_000,
      suggestedAmounts: [5000, 2000, 2000],
    });
    expect(res.statusCode, res.body).toBe(200);
    const fund = res.json().data;
    expect(fund).toMatchObject({
      kind: 'fund',
      suggestedAmounts: [2000, 5000],
      product: { name: 'Aportación para la luna de miel' },
      funding: { goal: 50_000, raised: 0, onTheWay: 0, held: 0, currency: 'EUR', givers: 0, closed: false },
    });
    const byFriend = await as(
      ana,
      'POST',
      '/api/payment/save',
      { to: owner.user.id, giftId: fund.id, amount: 5000, currency: 'EUR' },
      key(),
    );
    expect(byFriend.json().data.status).toBe('succeeded');
    expect((await guestPays(guest(fund.id, 2000))).json().data.gift).toMatchObject({ kind: 'fund' });
    expect((await giftAs(null, fund)).funding).toMatchObject({ raised: 7000, givers: 2 });
    const over = await guestPays(guest(fund.id, 44_000));
    expect(over.json().error.code).toBe('GOAL_EXCEEDED');
    // A fund is not reserved whole.
    expect((await as(ana, 'PUT', `/api/gift/reserve/${fund.id}`)).statusCode).toBe(400);

    // The owner edits it: not below what was given; suggested amounts within the target.
    const low = await as(owner, 'PUT', `/api/list/fund/update/${fund.id}`, { goal: 5000 });
    expect(low.statusCode).toBe(400);
    const edited = await as(owner, 'PUT', `/api/list/fund/update/${fund.id}`, {
      name: 'Luna de miel en Japón',
      goal: 80_000,
      suggestedAmounts: [10_000],
    });
    expect(edited.json().data).toMatchObject({
      product: { name: 'Luna de miel en Japón' },
      suggestedAmounts: [10_000],
      funding: { goal: 80_000, raised: 7000 },
    });
    expect((await as(ana, 'PUT', `/api/list/fund/update/${fund.id}`, { goal: 1 })).statusCode).toBe(403);
  });

  it('refuses, in Spanish, a currency nobody can pay in and suggested amounts that make no sense', async () => {
    const list = await aList();
    const save = (fields: object) =>
      as(owner, 'POST', '/api/list/fund/save', {
        listId: list.id,
        name: 'Viaje',
        currency: 'EUR',
        ...fields,
      });
    const refusals: [object, string, RegExp][] = [
      [{ currency: 'ZZZ' }, 'currency', /Elige una moneda de la lista/],
      [{ currency: 'eur' }, 'currency', /Elige una moneda de la lista/],
      [{ goal: 10_000, suggestedAmounts: [5000, 20_000] }, 'suggestedAmounts', /pasar del objetivo/],
      [{ suggestedAmounts: [0] }, 'suggestedAmounts.0', /mayores que cero/],
      [{ suggestedAmounts: [-500] }, 'suggestedAmounts.0', /mayores que cero/],
      [{ suggestedAmounts: [12.5] }, 'suggestedAmounts.0', /no son válidas/],
      [{ suggestedAmounts: [50] }, 'suggestedAmounts', /al menos 1 unidad/],
      [{ suggestedAmounts: [100, 200, 300, 400, 500, 600, 700] }, 'suggestedAmounts', /como mucho 6/],
    ];
    for (const [fields, path, message] of refusals) {
      const res = await save(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.fields).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
      expect(JSON.stringify(res.json().error.fields)).toMatch(message);
    }
    const fund = (await save({ goal: 10_000, suggestedAmounts: [2000] })).json().data;
    const update = (fields: object) => as(owner, 'PUT', `/api/list/fund/update/${fund.id}`, fields);
    expect((await update({ goal: 5000, suggestedAmounts: [8000] })).json().error.code).toBe(
      'VALIDATION_ERROR',
    );
    // Against the goal it has now, when only the amounts change.
    expect((await update({ suggestedAmounts: [12_000] })).statusCode).toBe(400);
    expect((await update({ suggestedAmounts: [50] })).json().error.message).toMatch(/al menos 1 unidad/);
    expect((await update({ suggestedAmounts: [1000, 10_000] })).json().data.suggestedAmounts).toEqual([
      1000, 10_000,
    ]);
  });

  it('without a target there is no "missing" limit', async () => {
    const list = await aList();
    const fund = (
      await as(owner, 'POST', '/api/list/fund/save', {
        listId: list.id,
        name: 'Para la casa',
        currency: 'EUR',
      })
    ).json().data;
    expect(fund.funding).toMatchObject({ goal: null, raised: 0 });
    expect((await guestPays(guest(fund.id, 900_000))).json().data.status).toBe('succeeded');
    expect((await guestPays(guest(fund.id, 100))).json().data.status).toBe('succeeded');
    expect((await giftAs(owner, fund)).funding).toMatchObject({ goal: null, raised: 900_100, givers: 2 });
    const mxn = await guestPays(guest(fund.id, 1000, { currency: 'MXN' }));
    expect(mxn.statusCode).toBe(400);
  });
});

describe('closing and unmet goals', () => {
  it('the owner closes a group gift early: no more contributions, what was given stays', async () => {
    const gift = await aGift((await aList()).id);
    expect((await as(owner, 'PUT', `/api/gift/close/${gift.id}`)).statusCode).toBe(400);
    await guestPays(guest(gift.id, 3000));
    expect((await as(ana, 'PUT', `/api/gift/close/${gift.id}`)).statusCode).toBe(403);
    const closed = await as(owner, 'PUT', `/api/gift/close/${gift.id}`);
    expect(closed.json().data.funding).toMatchObject({ raised: 3000, closed: true });
    const late = await guestPays(guest(gift.id, 1000));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'GIFT_CLOSED',
      message: expect.stringMatching(/cerrado/),
    });
    const byFriend = await as(
      ana,
      'POST',
      '/api/payment/save',
      { to: owner.user.id, giftId: gift.id, amount: 1000, currency: 'EUR' },
      key(),
    );
    expect(byFriend.json().error.code).toBe('GIFT_CLOSED');
    expect((await as(owner, 'PUT', `/api/gift/close/${gift.id}`)).statusCode).toBe(200);
  });

  it('a group gift not reached by the list date closes; the money stays the owner’s; a fund stays open', async () => {
    const Pilar = await person('Pilar');
    const list = (
      await as(Pilar, 'POST', '/api/list/save', { name: 'Cumple', visibility: 'public', date: dayFromNow(2) })
    ).json().data;
    const gift = (
      await as(Pilar, 'POST', '/api/list/gift/save', {
        listId: list.id,
        product: { name: 'Bici', price: { amount: 30_000, currency: 'EUR' } },
        group: true,
      })
    ).json().data;
    const fund = (
      await as(Pilar, 'POST', '/api/list/fund/save', {
        listId: list.id,
        name: 'Para el viaje',
        currency: 'EUR',
      })
    ).json().data;
    await guestPays(guest(gift.id, 10_000));
    // The list's day passes without the goal reached.
    await t.app.db
      .update(lists)
      .set({ date: dayFromNow(-1) })
      .where(eq(lists.id, list.id));
    const seen = await giftAs(null, gift);
    expect(seen.funding).toMatchObject({ goal: 30_000, raised: 10_000, closed: true });
    const late = await guestPays(guest(gift.id, 1000));
    expect(late.json().error).toMatchObject({ code: 'GIFT_CLOSED', message: expect.stringMatching(/fecha/) });
    expect((await guestPays(guest(fund.id, 1000))).json().data.status).toBe('succeeded');
    // What was given is the owner's: nothing is refunded; here it is still pending until the released day.
    const [eur] = await balance(Pilar);
    expect(eur.available + eur.pending).toBe(10_000 - 150 + 1000 - 15);
  });
});

describe('pending money becomes available on the list date', () => {
  it('is queued for that day, and released then — never before', async () => {
    const date = dayFromNow(3);
    const Rosa = await person('Rosa');
    const list = (
      await as(Rosa, 'POST', '/api/list/save', { name: 'Bautizo', visibility: 'public', date })
    ).json().data;
    const gift = (
      await as(Rosa, 'POST', '/api/list/gift/save', {
        listId: list.id,
        product: { name: 'Cuna', price: { amount: 20_000, currency: 'EUR' } },
        group: true,
      })
    ).json().data;
    const paid = (await guestPays(guest(gift.id, 10_000))).json().data;
    expect(await balance(Rosa)).toEqual([{ currency: 'EUR', available: 0, pending: 10_000 - 150 }]);
    const jobs = await t.app.db.execute(
      sql`select start_after from pgboss.job where name = 'money-release' and data->>'paymentId' = ${paid.id}`,
    );
    const rows = (jobs as unknown as { rows: { start_after: Date | string }[] }).rows;
    expect(rows.map((r) => new Date(r.start_after).toISOString())).toEqual([`${date}T00:00:00.000Z`]);

    // Run early (clocks apart): nothing moves.
    await releasePayment(t.app, paid.id);
    expect(await balance(Rosa)).toEqual([{ currency: 'EUR', available: 0, pending: 10_000 - 150 }]);
    // On its day.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${date}T00:05:00Z`) });
    try {
      await releasePayment(t.app, paid.id);
    } finally {
      vi.useRealTimers();
    }
    expect(await balance(Rosa)).toEqual([{ currency: 'EUR', available: 10_000 - 150, pending: 0 }]);
  });

  it('a list without a date: available at once', async () => {
    const list = await aList('public', null);
    const gift = await aGift(list.id);
    const before = (await balance(owner)).find((b: { currency: string }) => b.currency === 'EUR');
    await guestPays(guest(gift.id, 1000));
    const after = (await balance(owner)).find((b: { currency: string }) => b.currency === 'EUR');
    expect(after.available - before.available).toBe(1000 - 15);
    expect(after.pending).toBe(before.pending);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('20 guests at once (PostgreSQL)', () => {
  it('never exceed the goal', async () => {
    const gift = await aGift((await aList()).id, 10_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => guestPays(guest(gift.id, 1500))));
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
