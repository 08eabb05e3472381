import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.js';
import { applyCharge, purgeOldIdempotencyKeys } from '../src/modules/payments/index.js';
import type { ChargeInput, ChargeResult } from '../src/modules/payments/providers/provider.js';
import { TestModeProvider } from '../src/modules/payments/providers/test-provider.js';
import { buildTestApp, testClient, type Who } from './helpers.js';

/**
 * When the provider's answer is lost, late or strange: a retry with the same Idempotency-Key never charges or
 * pays out twice, an unknown outcome is never "undone" in our ledger, a fee of zero is fine, and a charge that
 * succeeds after we recorded it as failed is given back whole, once (its share may be someone else's by then).
 */
class UnreliableProvider extends TestModeProvider {
  /** Like Stripe: the same idempotency key answers the same charge. */
  private readonly charges = new Map<string, ChargeResult>();
  chargeCalls = 0;
  payoutCalls = 0;
  loseNextChargeAnswer = false;
  loseNextPayoutAnswer = false;
  nextFee: number | null = null;

  override async charge(input: ChargeInput): Promise<ChargeResult> {
    const known = this.charges.get(input.idempotencyKey);
    if (known) return known;
    this.chargeCalls += 1;
    let result = await super.charge(input);
    if (this.nextFee !== null && result.status === 'succeeded') result = { ...result, fee: this.nextFee };
    this.charges.set(input.idempotencyKey, result);
    if (this.loseNextChargeAnswer) {
      this.loseNextChargeAnswer = false;
      throw new AppError('PAYMENTS_UNAVAILABLE');
    }
    return result;
  }

  private readonly payouts = new Map<string, Awaited<ReturnType<TestModeProvider['payout']>>>();
  // The base ignores its input; ours reads the key the wallet passes (PaymentProvider.payout's input).
  override async payout(input?: { idempotencyKey: string }) {
    const key = input?.idempotencyKey ?? '';
    const known = this.payouts.get(key);
    if (known) return known;
    this.payoutCalls += 1;
    const result = await super.payout();
    this.payouts.set(key, result);
    if (this.loseNextPayoutAnswer) {
      this.loseNextPayoutAnswer = false;
      throw new Error('socket hang up');
    }
    return result;
  }
}

const provider = new UnreliableProvider();
let t: Awaited<ReturnType<typeof buildTestApp>>;
let ana: Who;
let bea: Who;
const { as, person, befriend } = testClient(() => t.app, { lastname: 'Fallos' });
const give = (amount: number, key: string) =>
  as(
    ana,
    'POST',
    '/api/payment/save',
    { to: bea.user.id, amount, currency: 'EUR' },
    { 'idempotency-key': key },
  );
const balance = async (who: Who) => (await as(who, 'GET', '/api/dashboard/balanceUser')).json().data.balances;
const count = async (q: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]?.n;

async function card(who: Who, number: string) {
  const res = await as(who, 'POST', '/api/card/save', {
    kind: 'test',
    number,
    expMonth: 1,
    expYear: new Date().getFullYear() + 3,
    cvc: '999',
    holder: 'Ana Fallos',
    makeDefault: true,
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp({ payments: provider });
  [ana, bea] = await Promise.all([person('Ana'), person('Bea')]);
  await befriend(ana, bea);
  await card(ana, '4242424242424242');
});
afterAll(() => t.close());

describe('a lost answer', () => {
  it('a payment whose answer was lost is resumed by the retry: one charge, one payment, credited once', async () => {
    const key = randomUUID();
    const calls = provider.chargeCalls;
    provider.loseNextChargeAnswer = true;
    const first = await give(2000, key);
    expect(first.statusCode).toBe(503);
    expect(first.json().error.message).toMatch(/no se cobrará dos veces/);
    const retry = await give(2000, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.status).toBe('succeeded');
    expect(provider.chargeCalls).toBe(calls + 1);
    expect(await count(sql`select count(*)::int as n from payments where request_key = ${key}`)).toBe(1);
    expect(await balance(bea)).toEqual([{ currency: 'EUR', available: 2000 - 30, pending: 0 }]);
  });

  it('a call that died without answering is taken over by the retry after two minutes, even with a key row stamped by the database', async () => {
    const key = randomUUID();
    provider.loseNextChargeAnswer = true;
    expect((await give(1200, key)).statusCode).toBe(503);
    // As a process killed mid-call leaves it: no answer, started long ago, at the database's microseconds
    // (rows written before the attempt's mark was set in code).
    await t.app.db.execute(
      sql`update idempotency_keys set response_status = null, response = null,
            created_at = date_trunc('milliseconds', now()) - interval '3 minutes' + interval '123 microseconds'
          where key = ${key}`,
    );
    const retry = await give(1200, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toMatchObject({ amount: 1200, status: 'succeeded' });
    expect(await count(sql`select count(*)::int as n from payments where request_key = ${key}`)).toBe(1);
    // The key now holds the retry's answer: one more retry replays it.
    expect((await give(1200, key)).json().data.id).toBe(retry.json().data.id);
  });

  it('stored answers are forgotten after a day (the hourly purge); a late retry finds its payment, never a second one', async () => {
    const key = randomUUID();
    const first = await give(800, key);
    expect(first.statusCode, first.body).toBe(200);
    await t.app.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    const fresh = randomUUID();
    expect((await give(900, fresh)).statusCode).toBe(200);
    expect(await purgeOldIdempotencyKeys(t.app)).toBeGreaterThanOrEqual(1);
    const kept = sql`select key from idempotency_keys where key in (${key}, ${fresh})`;
    expect(((await t.app.db.execute(kept)) as unknown as { rows: { key: string }[] }).rows).toEqual([
      { key: fresh },
    ]);
    const late = await give(800, key);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data.id).toBe(first.json().data.id);
    expect(await count(sql`select count(*)::int as n from payments where request_key = ${key}`)).toBe(1);
  });

  it('after a 5xx the key still belongs to the first body: another body is refused, the same one resumes', async () => {
    const key = randomUUID();
    provider.loseNextChargeAnswer = true;
    expect((await give(1500, key)).statusCode).toBe(503);
    const changed = await give(2500, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: /otros datos/ });
    const retry = await give(1500, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toMatchObject({ amount: 1500, status: 'succeeded' });
  });

  it('a guest retrying after a 5xx: the same key with another body is a Spanish 409; the same body charges once', async () => {
    const list = (
      await as(bea, 'POST', '/api/list/save', { name: 'Boda de Bea', visibility: 'public' })
    ).json().data;
    const gift = (
      await as(bea, 'POST', '/api/list/gift/save', {
        listId: list.id,
        product: { name: 'Horno', price: { amount: 30_000, currency: 'EUR' } },
        group: true,
      })
    ).json().data;
    const body = {
      giftId: gift.id,
      amount: 4000,
      currency: 'EUR',
      name: 'Gala',
      email: 'gala.reintento@ejemplo.com',
      message: '',
      showName: true,
      card: {
        kind: 'test',
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
        holder: 'Gala',
      },
    };
    const headers = { 'idempotency-key': randomUUID() };
    const pay = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/guest',
        payload,
        headers,
        remoteAddress: '10.9.0.1',
      });
    const calls = provider.chargeCalls;
    provider.loseNextChargeAnswer = true;
    expect((await pay(body)).statusCode).toBe(503);
    for (const other of [
      { ...body, amount: 9000 },
      { ...body, giftId: randomUUID() },
    ]) {
      const res = await pay(other);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    const retry = await pay(body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toMatchObject({ amount: 4000, status: 'succeeded' });
    expect(provider.chargeCalls).toBe(calls + 1);
    const gifts = (await as(bea, 'GET', `/api/list/get/${list.id}`)).json().data.gifts;
    expect(gifts[0].funding).toMatchObject({ raised: 4000, givers: 1 });
  });

  it('a payout whose answer was lost stays out of the wallet, and the retry pays it once', async () => {
    await as(bea, 'POST', '/api/bank/save', { account: 'ES9121000418450200051332', holder: 'Bea Fallos' });
    const available = (await balance(bea))[0].available;
    const key = { 'idempotency-key': randomUUID() };
    const calls = provider.payoutCalls;
    provider.loseNextPayoutAnswer = true;
    const first = await as(bea, 'POST', '/api/payout/save', { amount: available, currency: 'EUR' }, key);
    expect(first.statusCode).toBe(503);
    // Not undone: the provider may have paid it.
    expect((await balance(bea))[0].available).toBe(0);
    // A day later the key's stored answer is purged; another request under it is not told this payout was its own.
    const purge = () =>
      t.app.db.execute(sql`delete from idempotency_keys where key = ${key['idempotency-key']}`);
    await purge();
    const other = await as(bea, 'POST', '/api/payout/save', { amount: available - 1, currency: 'EUR' }, key);
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    await purge();
    const retry = await as(bea, 'POST', '/api/payout/save', { amount: available, currency: 'EUR' }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.status).toBe('paid');
    expect(provider.payoutCalls).toBe(calls + 1);
    expect((await balance(bea))[0].available).toBe(0);
  });
});

describe('strange answers', () => {
  it('a fee of zero records the payment with no fee transfer', async () => {
    provider.nextFee = 0;
    const res = await give(1000, randomUUID());
    provider.nextFee = null;
    expect(res.json().data).toMatchObject({ status: 'succeeded', fee: 0, net: 1000 });
    expect((await balance(bea))[0].available).toBe(1000);
  });

  it('a charge that fails its confirmation and later succeeds is given back whole, once', async () => {
    await card(ana, '4000002500003155');
    const waiting = (await give(3000, randomUUID())).json().data;
    expect(waiting.status).toBe('requires_action');
    const [row] = (
      (await t.app.db.execute(
        sql`select provider_charge_id from payments where id = ${waiting.id}`,
      )) as unknown as {
        rows: { provider_charge_id: string }[];
      }
    ).rows;
    const chargeRef = row?.provider_charge_id as string;
    const before = (await balance(bea))[0].available;
    await applyCharge(t.app, waiting.id, {
      chargeRef,
      status: 'failed',
      clientSecret: null,
      fee: null,
      failure: 'Falló la verificación.',
    });
    expect((await balance(bea))[0].available).toBe(before);
    const succeeded = { chargeRef, status: 'succeeded' as const, clientSecret: null, fee: 45, failure: null };
    await Promise.all([applyCharge(t.app, waiting.id, succeeded), applyCharge(t.app, waiting.id, succeeded)]);
    // Recorded once, and at once on its way back to Ana: Bea's wallet never holds it.
    expect((await balance(bea))[0].available).toBe(before);
    const posted = await count(
      sql`select count(*)::int as n from ledger_transfers where payment_id = ${waiting.id} and kind = 'gift' and status = 'posted'`,
    );
    expect(posted).toBe(1);
    const refunded = await count(
      sql`select count(*)::int as n from refunds where payment_id = ${waiting.id} and amount = 3000 and requested_by is null`,
    );
    expect(refunded).toBe(1);
  });
});
