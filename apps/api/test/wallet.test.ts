import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { releasePayment } from '../src/modules/payments/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';
import { expectLedgerConsistent } from './ledger-checks.js';

/**
 * The wallet end to end through the API, on the test-mode provider: cards, giving, the confirmation step,
 * refunds, withdrawals, the idempotency keys, and the ledger agreeing with itself after all of it.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let ana: Who;
let bea: Who;
let carla: Who;
let stranger: Who;

const { as, person, befriend } = testClient(() => t.app, { lastname: 'Billetera' });
const key = () => ({ 'idempotency-key': randomUUID() });

async function addCard(who: Who, number = '4242 4242 4242 4242', extra: object = {}) {
  return as(who, 'POST', '/api/card/save', {
    kind: 'test',
    number,
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
    holder: 'Ana Billetera',
    ...extra,
  });
}
async function give(from: Who, to: Who, amount: number, extra: object = {}, headers = key()) {
  return as(
    from,
    'POST',
    '/api/payment/save',
    { to: to.user.id, amount, currency: 'EUR', message: '¡Feliz cumple!', ...extra },
    headers,
  );
}
const balance = async (who: Who) => (await as(who, 'GET', '/api/dashboard/balanceUser')).json().data.balances;
const movements = async (who: Who, query = '') =>
  (await as(who, 'GET', `/api/dashboard/transactionsUser?lim=50&pos=0${query}`)).json().data;

const ledgerHolds = () => expectLedgerConsistent(t.app);

beforeAll(async () => {
  t = await buildTestApp(
    process.env.DEBUG_LOG
      ? { env: { LOG_LEVEL: 'error' }, logStream: { write: (l) => process.stderr.write(l) } }
      : {},
  );
  [ana, bea, carla, stranger] = await Promise.all([
    person('Ana'),
    person('Bea'),
    person('Carla'),
    person('Sergio'),
  ]);
  await befriend(ana, bea);
  await befriend(ana, carla);
});
afterAll(() => t.close());

describe('cards', () => {
  it('keeps a test card masked: brand, last four and expiry, never the number', async () => {
    const res = await addCard(ana);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json().data;
    expect(card).toMatchObject({
      type: 'card',
      brand: 'visa',
      last4: '4242',
      masked: '•••• 4242',
      isDefault: true,
      provider: 'test',
    });
    expect(res.body).not.toContain('4242424242424242');
    const stored = await t.app.db.execute(sql`select * from payment_methods where id = ${card.id}`);
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    const all = (await as(ana, 'GET', '/api/card/getAll')).json().data;
    expect(all.map((m: { id: string }) => m.id)).toContain(card.id);
  });

  it('refuses a real-looking card number in test mode, in Spanish, and keeps nothing', async () => {
    const res = await addCard(bea, '4111 1111 1111 1111');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'CARD_NOT_TEST' });
    expect(res.json().error.message).toMatch(/tarjetas de prueba/);
    expect((await as(bea, 'GET', '/api/card/getAll')).json().data).toEqual([]);
  });

  it('refuses an expired card and a malformed one with a 400', async () => {
    expect((await addCard(bea, '4242424242424242', { expYear: 2020 })).json().error.code).toBe(
      'CARD_EXPIRED',
    );
    const bad = await addCard(bea, '4242-abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('moves the default, and another person’s card is a 404', async () => {
    const second = (await addCard(carla, '5555 5555 5555 4444')).json().data;
    const third = (await addCard(carla, '4242424242424242', { makeDefault: true })).json().data;
    const cards = (await as(carla, 'GET', '/api/card/getAll')).json().data;
    expect(cards.filter((c: { isDefault: boolean }) => c.isDefault).map((c: { id: string }) => c.id)).toEqual(
      [third.id],
    );
    expect((await as(ana, 'GET', `/api/card/get/${second.id}`)).statusCode).toBe(404);
    expect((await as(ana, 'DELETE', `/api/card/delete/${second.id}`)).statusCode).toBe(404);
    expect((await as(ana, 'GET', `/api/card/payments/${second.id}`)).statusCode).toBe(404);
    expect((await as(carla, 'DELETE', `/api/card/delete/${third.id}`)).statusCode).toBe(200);
    const left = (await as(carla, 'GET', '/api/card/getAll')).json().data;
    expect(left).toMatchObject([{ id: second.id, isDefault: true }]);
  });
});

describe('giving money', () => {
  it('charges the card, lands in the friend’s wallet less the fee, and both see it', async () => {
    const res = await give(ana, bea, 5000);
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data;
    expect(payment).toMatchObject({
      status: 'succeeded',
      amount: 5000,
      fee: 75,
      net: 4925,
      role: 'payer',
      testMode: true,
    });
    expect(payment.method).toMatchObject({ last4: '4242' });

    expect(await balance(bea)).toEqual([{ currency: 'EUR', available: 4925, pending: 0 }]);
    const beaMoves = await movements(bea);
    expect(beaMoves.list.map((m: { type: string; amount: number }) => [m.type, m.amount])).toEqual([
      ['gift_received', 5000],
      ['fee', -75],
    ]);
    const received = beaMoves.list.find((m: { type: string }) => m.type === 'gift_received');
    expect(received.person).toMatchObject({ id: ana.user.id, name: 'Ana' });

    const anaMoves = await movements(ana);
    expect(anaMoves.list[0]).toMatchObject({
      type: 'contribution',
      amount: -5000,
      status: 'completed',
      paymentId: payment.id,
    });
    expect(anaMoves.list[0].person).toMatchObject({ id: bea.user.id });

    // The receipt: the payer sees the card; the recipient sees the payer's name, never the card.
    const forBea = (await as(bea, 'GET', `/api/payment/get/${payment.id}`)).json().data;
    expect(forBea).toMatchObject({
      role: 'recipient',
      method: null,
      payer: { id: ana.user.id },
      message: '¡Feliz cumple!',
    });
    expect((await as(carla, 'GET', `/api/payment/get/${payment.id}`)).statusCode).toBe(404);

    // On the card's page.
    const onCard = (await as(ana, 'GET', `/api/card/payments/${payment.method.id}?lim=10&pos=0`)).json().data;
    expect(onCard.list.map((m: { paymentId: string }) => m.paymentId)).toContain(payment.id);
    await ledgerHolds();
  });

  it('hides the giver’s name when they ask', async () => {
    const p = (await give(ana, bea, 1000, { showName: false })).json().data;
    const forBea = (await as(bea, 'GET', `/api/payment/get/${p.id}`)).json().data;
    expect(forBea.payer).toBeNull();
    const moves = await movements(bea, '&type=gift_received');
    expect(moves.list.find((m: { paymentId: string }) => m.paymentId === p.id).person).toBeNull();
  });

  it('only to friends (or for a list or event they can open), never to oneself', async () => {
    expect((await give(ana, stranger, 1000)).statusCode).toBe(403);
    expect((await give(ana, ana, 1000)).json().error.code).toBe('PAYMENT_TO_SELF');
    expect((await give(ana, bea, 50)).statusCode).toBe(400);
    expect((await give(bea, ana, 1000)).json().error.code).toBe('CARD_REQUIRED');
  });

  it('a declined card records a failed payment and moves nothing', async () => {
    await addCard(carla, '4000 0000 0000 0002', { makeDefault: true });
    const before = await balance(ana);
    const res = await give(carla, ana, 2000);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'failed', failure: expect.stringMatching(/rechazado/) });
    expect(await balance(ana)).toEqual(before);
    await ledgerHolds();
  });

  it('a confirmation step: approve posts the money once, reject voids it', async () => {
    const card = (await addCard(carla, '4000 0025 0000 3155', { makeDefault: true })).json().data;
    const waiting = (await give(carla, ana, 3000)).json().data;
    expect(waiting).toMatchObject({ status: 'requires_action', nextAction: { type: 'test_confirm' } });
    expect(await balance(ana)).toEqual([{ currency: 'EUR', available: 0, pending: 0 }]);
    const done = (await as(carla, 'POST', `/api/payment/confirm/${waiting.id}`, { approve: true })).json()
      .data;
    expect(done.status).toBe('succeeded');
    // Confirming again changes nothing; cancelling a finished payment is refused.
    expect(
      (await as(carla, 'POST', `/api/payment/confirm/${waiting.id}`, { approve: true })).json().data.status,
    ).toBe('succeeded');
    expect((await as(carla, 'POST', `/api/payment/cancel/${waiting.id}`)).json().error.code).toBe(
      'PAYMENT_STATE_CHANGED',
    );
    expect(await balance(ana)).toEqual([{ currency: 'EUR', available: 3000 - 45, pending: 0 }]);

    const rejected = (await give(carla, ana, 1000)).json().data;
    const after = (await as(carla, 'POST', `/api/payment/confirm/${rejected.id}`, { approve: false })).json()
      .data;
    expect(after.status).toBe('canceled');
    expect(await balance(ana)).toEqual([{ currency: 'EUR', available: 3000 - 45, pending: 0 }]);
    expect((await as(ana, 'POST', `/api/payment/confirm/${rejected.id}`, { approve: true })).statusCode).toBe(
      404,
    );
    expect(card.last4).toBe('3155');
    await ledgerHolds();
  });
});

describe('idempotency keys', () => {
  it('a replayed key returns the first payment and charges once; another body with it is a 409', async () => {
    const headers = key();
    const first = await give(ana, bea, 700, {}, headers);
    const again = await give(ana, bea, 700, {}, headers);
    expect(again.json().data.id).toBe(first.json().data.id);
    const moves = (await movements(ana, '&type=contribution')).list.filter(
      (m: { amount: number }) => m.amount === -700,
    );
    expect(moves).toHaveLength(1);
    const other = await give(ana, bea, 800, {}, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: expect.stringMatching(/clave/),
    });
  });

  it('a money call without a key is a Spanish 400', async () => {
    const res = await as(ana, 'POST', '/api/payment/save', {
      to: bea.user.id,
      amount: 1000,
      currency: 'EUR',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Idempotency-Key/);
  });
});

describe('refunds and withdrawals', () => {
  it('the recipient gives a gift back; the payer gets it all, Detalle absorbs the fee', async () => {
    const p = (await give(ana, bea, 2000)).json().data;
    const before = (await balance(bea))[0].available;
    expect((await as(ana, 'POST', `/api/payment/refund/${p.id}`, {}, key())).json().error.code).toBe(
      'NOT_REFUNDABLE',
    );
    const res = await as(bea, 'POST', `/api/payment/refund/${p.id}`, { amount: 500 }, key());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ refunded: 500, canRefund: true });
    expect((await balance(bea))[0].available).toBe(before - (500 - 7));
    const anaRefunds = (await movements(ana, '&type=refund')).list;
    expect(anaRefunds[0]).toMatchObject({ amount: 500, status: 'completed' });
    // Each side finds the refund among its own movements (read by the refund's copy of its people).
    const beaRefunds = (await movements(bea, '&type=refund')).list;
    expect(beaRefunds[0]).toMatchObject({ amount: -(500 - 7), status: 'completed' });
    const tooMuch = await as(bea, 'POST', `/api/payment/refund/${p.id}`, { amount: 5000 }, key());
    expect(tooMuch.statusCode).toBe(400);
    expect((await as(bea, 'POST', `/api/payment/refund/${p.id}`, {}, key())).json().data).toMatchObject({
      refunded: 2000,
      canRefund: false,
    });
    await ledgerHolds();
  });

  it('withdraws to a validated IBAN, never more than is available, once per key', async () => {
    const badIban = await as(bea, 'POST', '/api/bank/save', {
      account: 'ES91 2100 0418 4502 0005 1333',
      holder: 'Bea Billetera',
    });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().error.code).toBe('BANK_ACCOUNT_INVALID');
    const bank = (
      await as(bea, 'POST', '/api/bank/save', {
        account: 'ES91 2100 0418 4502 0005 1332',
        holder: 'Bea Billetera',
      })
    ).json().data;
    expect(bank).toMatchObject({
      type: 'bank',
      brand: 'IBAN',
      last4: '1332',
      masked: 'ES91 •••• •••• •••• •••• 1332',
    });
    const available = (await balance(bea))[0].available;
    const quote = (await as(bea, 'GET', `/api/payout/quote?amount=${available}&currency=EUR`)).json().data;
    expect(quote).toMatchObject({ fee: 0, net: available });

    const tooMuch = await as(
      bea,
      'POST',
      '/api/payout/save',
      { amount: available + 1, currency: 'EUR' },
      key(),
    );
    expect(tooMuch.json().error.code).toBe('BALANCE_TOO_LOW');
    const headers = key();
    const payout = await as(bea, 'POST', '/api/payout/save', { amount: available, currency: 'EUR' }, headers);
    expect(payout.statusCode, payout.body).toBe(200);
    expect(payout.json().data).toMatchObject({ status: 'paid', amount: available, bank: { id: bank.id } });
    expect(
      (await as(bea, 'POST', '/api/payout/save', { amount: available, currency: 'EUR' }, headers)).json().data
        .id,
    ).toBe(payout.json().data.id);
    expect(await balance(bea)).toEqual([{ currency: 'EUR', available: 0, pending: 0 }]);
    expect((await movements(bea, '&type=payout')).list).toMatchObject([
      { amount: -available, payoutId: payout.json().data.id, methodId: bank.id },
    ]);
    expect((await as(ana, 'GET', `/api/payout/get/${payout.json().data.id}`)).statusCode).toBe(404);
    await ledgerHolds();
  });

  it('money for a list dated ahead waits as pending, then becomes available on its day', async () => {
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const list = (
      await as(bea, 'POST', '/api/list/save', { name: 'Boda', visibility: 'friends', date: future })
    ).json().data;
    await addCard(ana, '4242424242424242', { makeDefault: true });
    const p = (await give(ana, bea, 10_000, { listId: list.id })).json().data;
    expect(p.concerns).toMatchObject({ kind: 'list', id: list.id, title: 'Boda' });
    expect(await balance(bea)).toEqual([{ currency: 'EUR', available: 0, pending: 10_000 - 150 }]);
    const moves = (await movements(bea, '&type=gift_received')).list;
    expect(moves[0]).toMatchObject({ availableOn: future, concerns: { kind: 'list', title: 'Boda' } });
    // The payer may take it back while it is pending.
    expect((await as(ana, 'GET', `/api/payment/get/${p.id}`)).json().data.canRefund).toBe(true);
    // On its day (the clock moved there; the job's own delay is pg-boss's `startAfter`).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${future}T08:00:00Z`) });
    try {
      await releasePayment(t.app, p.id);
      await releasePayment(t.app, p.id);
    } finally {
      vi.useRealTimers();
    }
    expect(await balance(bea)).toEqual([{ currency: 'EUR', available: 10_000 - 150, pending: 0 }]);
    await ledgerHolds();
  });

  it('the ledger refuses to change or delete its entries', async () => {
    await expect(t.app.db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(
      t.app.db.execute(sql`update ledger_transfers set status = 'voided' where status = 'posted'`),
    ).rejects.toThrow();
    await ledgerHolds();
  });

  it('an account with money in its wallet is not deleted; once withdrawn, it is, payouts and all', async () => {
    const dora = await person('Dora');
    await befriend(ana, dora);
    await give(ana, dora, 1000);
    const refused = await as(dora, 'DELETE', '/api/user/delete', { confirm: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'BALANCE_NOT_EMPTY',
      message: expect.stringMatching(/Retíralo/),
    });
    await as(dora, 'POST', '/api/bank/save', {
      account: 'ES9121000418450200051332',
      holder: 'Dora Billetera',
    });
    const available = (await balance(dora))[0].available;
    expect(
      (await as(dora, 'POST', '/api/payout/save', { amount: available, currency: 'EUR' }, key())).statusCode,
    ).toBe(200);
    const keysOfDora = sql`select count(*)::int as n from idempotency_keys where scope = ${dora.user.id}`;
    const countOf = async () =>
      ((await t.app.db.execute(keysOfDora)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
    expect(await countOf()).toBe(1);
    const deleted = await as(dora, 'DELETE', '/api/user/delete', { confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The stored answers of her money calls (personal data) went with the account.
    expect(await countOf()).toBe(0);
    // The giver's history keeps the payment.
    expect(
      (await movements(ana, '&type=contribution')).list.some((m: { amount: number }) => m.amount === -1000),
    ).toBe(true);
    await ledgerHolds();
  });

  it('monthly totals for the chart', async () => {
    const months = (await as(bea, 'GET', '/api/dashboard/monthlyUser')).json().data;
    expect(months[0].currency).toBe('EUR');
    expect(months[0].months).toHaveLength(12);
    const now = months[0].months[11];
    expect(now.in).toBeGreaterThan(0);
    expect(now.out).toBeGreaterThan(0);
  });
});
