import { randomUUID } from 'node:crypto';
import { METHOD_RULES, methodFee, withFeeCovered } from '@detalle/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, outbox, payments } from '../src/db/schema/index.js';
import { applyCharge, sweepOpenPayments } from '../src/modules/payments/index.js';
import { buildTestApp, testClient, type Who } from './helpers.js';
import { expectLedgerConsistent } from './ledger-checks.js';

/**
 * Ways to give whose money arrives later (a bank transfer, SPEI, an OXXO voucher, Bizum): the payment waits as
 * `awaiting_funds` with the giver's instructions, shown "en camino" and blocking nobody; what arrives is given,
 * exactly once, through the ledger; what never arrives expires with nothing charged. Test mode simulates the
 * giver's bank, shop or app.
 */

let t: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Who;
let ana: Who;
const { as, person, befriend } = testClient(() => t.app, { lastname: 'Transfer' });
const key = () => ({ 'idempotency-key': randomUUID() });
const nextYear = new Date().getFullYear() + 1;
const card = {
  kind: 'test',
  number: '4242424242424242',
  expMonth: 12,
  expYear: nextYear,
  cvc: '123',
  holder: 'Gala',
};
let address = 0;
const fromAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const guestPays = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/guest',
    payload: body,
    headers: key(),
    remoteAddress: fromAddress(),
  });
const guest = (giftId: string, amount: number, extra: object = {}) => ({
  giftId,
  amount,
  currency: 'EUR',
  name: 'Gala',
  email: `gala.${randomUUID().slice(0, 8)}@ejemplo.com`,
  ...extra,
});
const simulate = (p: { id: string; token: string }, outcome: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payment/guest/simulate/${p.id}`,
    payload: { outcome, token: p.token },
  });

async function aGroupGift(who: Who, price: number, currency = 'EUR') {
  const list = (
    await as(who, 'POST', '/api/list/save', { name: 'Boda', visibility: 'public', date: null })
  ).json().data as { id: string };
  const res = await as(who, 'POST', '/api/list/gift/save', {
    listId: list.id,
    product: { name: 'Vajilla', price: { amount: price, currency } },
    group: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; listId: string };
}
const fundingOf = async (gift: { id: string; listId: string }) =>
  (await as(null, 'GET', `/api/list/get/${gift.listId}`))
    .json()
    .data.gifts.find((g: { id: string }) => g.id === gift.id).funding;
const paymentRow = async (id: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.id, id)))[0] as typeof payments.$inferSelect;
const transfersOf = (paymentId: string) =>
  t.app.db
    .select({ kind: ledgerTransfers.kind, status: ledgerTransfers.status })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.paymentId, paymentId));
/** The instructions' time is up: the payment's expiry is moved to the past and the sweeper runs. */
async function expireNow(paymentId: string) {
  await t.app.db
    .update(payments)
    .set({ expiresAt: new Date(Date.now() - 2 * 60_000) })
    .where(eq(payments.id, paymentId));
  await t.app.db.execute(sql`delete from pgboss.job where name = 'payment-expire'`);
  await sweepOpenPayments(t.app);
}

beforeAll(async () => {
  t = await buildTestApp();
  [owner, ana] = await Promise.all([person('Lucía'), person('Ana')]);
  await befriend(owner, ana);
  const saved = await as(ana, 'POST', '/api/card/save', { ...card, makeDefault: true });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t?.close());

describe('a bank transfer from a guest', () => {
  it('waits with its instructions, blocks nobody, and is given once when the money arrives', async () => {
    const gift = await aGroupGift(owner, 10_000);
    const body = guest(gift.id, 4500, { method: 'sepa_transfer' });
    const res = await guestPays(body);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      status: 'awaiting_funds',
      paidWith: 'sepa_transfer',
      received: 0,
      requestedAmount: null,
      instructions: {
        type: 'bank_transfer',
        rail: 'sepa',
        account: expect.stringMatching(/^ES\d{22}$/),
        reference: expect.stringMatching(/^DT[0-9A-F]{10}$/),
        amount: 4500,
        currency: 'EUR',
      },
    });
    // Valid for the method's days, stated.
    const days = (Date.parse(p.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(METHOD_RULES.sepa_transfer.waitMinutes / 1440 - 0.01);
    // The guest gets the link to the instructions by e-mail, with what happens if the gift is completed first.
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.to, body.email));
    expect(mail?.kind).toBe('guest_payment_instructions');
    expect(mail?.text).toMatch(/se lo daremos igualmente a Lucía como regalo en dinero/);
    const link = mail?.text.match(/\/justificante\/[0-9a-f-]+\?token=([\w-]+)/);
    expect(link).toBeTruthy();
    const byMail = await as(null, 'GET', `/api/payment/guest/get/${p.id}?token=${link?.[1]}`);
    expect(byMail.json().data.instructions.reference).toBe(p.instructions.reference);

    // "En camino", apart; nothing in the ledger; and a card giver may still give all that is missing.
    expect(await fundingOf(gift)).toMatchObject({ raised: 0, onTheWay: 4500, held: 0, givers: 0 });
    expect(await transfersOf(p.id)).toEqual([]);
    const byCard = await guestPays(guest(gift.id, 10_000, { card }));
    expect(byCard.json().data.status).toBe('succeeded');
    expect(await fundingOf(gift)).toMatchObject({ raised: 10_000, onTheWay: 4500 });

    // The transfer arrives after the goal was reached: it is still given to the owner, as promised.
    const arrived = await simulate(p, 'exact');
    expect(arrived.json().data).toMatchObject({ status: 'succeeded', amount: 4500, instructions: null });
    expect(await fundingOf(gift)).toMatchObject({ raised: 14_500, onTheWay: 0, givers: 2 });
    expect((await paymentRow(p.id)).fee).toBe(methodFee('sepa_transfer', 4500, 'EUR'));
    expect(await transfersOf(p.id)).toEqual(
      expect.arrayContaining([
        { kind: 'gift', status: 'posted' },
        { kind: 'fee', status: 'posted' },
      ]),
    );
    // A second delivery of the same news changes nothing.
    expect((await simulate(p, 'exact')).statusCode).toBe(409);
    const again = await applyCharge(t.app, p.id, {
      chargeRef: (await paymentRow(p.id)).providerChargeId,
      status: 'succeeded',
      clientSecret: null,
      fee: 10,
      failure: null,
      received: 4500,
    });
    expect(again).toBe(false);
    // Out of order: an older "still waiting" after the money arrived changes nothing either.
    const stale = await applyCharge(t.app, p.id, {
      chargeRef: (await paymentRow(p.id)).providerChargeId,
      status: 'awaiting_funds',
      clientSecret: null,
      fee: null,
      failure: null,
      received: 0,
    });
    expect(stale).toBe(false);
    expect((await paymentRow(p.id)).status).toBe('succeeded');
    await expectLedgerConsistent(t.app);
  });

  it('sent short, shows what arrived; the rest completes it, or at the end what arrived is given', async () => {
    const gift = await aGroupGift(owner, 10_000);
    const first = (await guestPays(guest(gift.id, 4500, { method: 'sepa_transfer' }))).json().data;
    const short = (await simulate(first, 'short')).json().data;
    expect(short).toMatchObject({ status: 'awaiting_funds', received: 4050, amount: 4500 });
    expect(await transfersOf(first.id)).toEqual([]);
    const rest = (await simulate(first, 'exact')).json().data;
    expect(rest).toMatchObject({ status: 'succeeded', amount: 4500, requestedAmount: null });

    const second = (await guestPays(guest(gift.id, 2000, { method: 'sepa_transfer' }))).json().data;
    await simulate(second, 'short');
    await expireNow(second.id);
    const kept = await paymentRow(second.id);
    expect(kept).toMatchObject({ status: 'succeeded', amount: 1800, requestedAmount: 2000, received: 1800 });
    expect(kept.fee).toBe(methodFee('sepa_transfer', 1800, 'EUR'));
    expect(await fundingOf(gift)).toMatchObject({ raised: 6300, onTheWay: 0, givers: 2 });
    await expectLedgerConsistent(t.app);
  });

  it('sent long, gives all that arrived and says what was asked', async () => {
    const gift = await aGroupGift(owner, 10_000);
    const p = (await guestPays(guest(gift.id, 4500, { method: 'sepa_transfer' }))).json().data;
    const long = (await simulate(p, 'long')).json().data;
    expect(long).toMatchObject({ status: 'succeeded', amount: 4950, requestedAmount: 4500, received: 4950 });
    expect(await fundingOf(gift)).toMatchObject({ raised: 4950, onTheWay: 0 });
    await expectLedgerConsistent(t.app);
  });

  it('never sent, expires with nothing charged and frees what it showed on its way', async () => {
    const gift = await aGroupGift(owner, 10_000);
    const body = guest(gift.id, 3000, { method: 'sepa_transfer' });
    const p = (await guestPays(body)).json().data;
    await expireNow(p.id);
    const row = await paymentRow(p.id);
    expect(row).toMatchObject({ status: 'expired', expiresAt: null, received: 0 });
    expect(row.failure).toMatch(/no ha llegado antes de que caducara la referencia/);
    expect(await fundingOf(gift)).toMatchObject({ raised: 0, onTheWay: 0 });
    expect(await transfersOf(p.id)).toEqual([]);
    // Money arriving now is refused at our end: the reference is no longer waiting.
    expect((await simulate(p, 'exact')).statusCode).toBe(409);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.to, body.email));
    expect(mails.map((m) => m.kind)).toContain('payment_notice');
    await expectLedgerConsistent(t.app);
  });
});

describe('Mexico: SPEI and OXXO', () => {
  it('an OXXO voucher is paid at the shop; a SPEI transfer from a signed-in friend arrives', async () => {
    const gift = await aGroupGift(owner, 300_000, 'MXN');
    const voucher = (await guestPays(guest(gift.id, 50_000, { method: 'oxxo', currency: 'MXN' }))).json()
      .data;
    expect(voucher).toMatchObject({
      status: 'awaiting_funds',
      instructions: { type: 'voucher', network: 'oxxo', number: expect.stringMatching(/^\d{14}$/) },
    });
    const paid = (await simulate(voucher, 'paid')).json().data;
    expect(paid).toMatchObject({ status: 'succeeded', amount: 50_000 });
    expect((await paymentRow(voucher.id)).fee).toBe(methodFee('oxxo', 50_000, 'MXN'));

    const spei = await as(
      ana,
      'POST',
      '/api/payment/save',
      { to: owner.user.id, giftId: gift.id, amount: 20_000, currency: 'MXN', method: 'spei' },
      key(),
    );
    expect(spei.statusCode, spei.body).toBe(200);
    const s = spei.json().data;
    expect(s).toMatchObject({
      status: 'awaiting_funds',
      paidWith: 'spei',
      method: null,
      instructions: {
        type: 'bank_transfer',
        rail: 'spei',
        account: expect.stringMatching(/^\d{18}$/),
        reference: expect.stringMatching(/^\d{7}$/),
      },
    });
    // The recipient's receipt never shows the payer's instructions.
    const seenByOwner = await as(owner, 'GET', `/api/payment/get/${s.id}`);
    expect(seenByOwner.json().data.instructions).toBeNull();
    // Only the payer can simulate their own payment.
    expect((await as(owner, 'POST', `/api/payment/simulate/${s.id}`, { outcome: 'exact' })).statusCode).toBe(
      404,
    );
    const arrived = await as(ana, 'POST', `/api/payment/simulate/${s.id}`, { outcome: 'exact' });
    expect(arrived.json().data).toMatchObject({ status: 'succeeded', amount: 20_000 });
    expect(await fundingOf(gift)).toMatchObject({ raised: 70_000, onTheWay: 0, givers: 2 });
    await expectLedgerConsistent(t.app);
  });
});

describe('Bizum', () => {
  it('rejected in the app, fails with nothing charged; accepted, arrives', async () => {
    const gift = await aGroupGift(owner, 10_000);
    const no = (await guestPays(guest(gift.id, 2500, { method: 'bizum', bizumPhone: '612 34 56 78' }))).json()
      .data;
    expect(no.instructions).toMatchObject({ type: 'redirect', app: 'bizum' });
    const rejected = (await simulate(no, 'rejected')).json().data;
    expect(rejected).toMatchObject({
      status: 'failed',
      failure: expect.stringMatching(/No se ha cobrado nada/),
    });
    // Left unanswered until its time runs out (simulated now): expired, nothing on its way any more.
    const unanswered = (
      await guestPays(guest(gift.id, 2500, { method: 'bizum', bizumPhone: '612 34 56 78' }))
    ).json().data;
    expect(await fundingOf(gift)).toMatchObject({ raised: 0, onTheWay: 2500 });
    const lapsed = (await simulate(unanswered, 'expired')).json().data;
    expect(lapsed).toMatchObject({
      status: 'expired',
      failure: expect.stringMatching(/No se ha cobrado nada/),
    });
    expect(await fundingOf(gift)).toMatchObject({ raised: 0, onTheWay: 0 });
    const yes = (
      await guestPays(guest(gift.id, 2500, { method: 'bizum', bizumPhone: '612 34 56 78' }))
    ).json().data;
    expect((await simulate(yes, 'paid')).json().data.status).toBe('succeeded');
    expect(await fundingOf(gift)).toMatchObject({ raised: 2500, onTheWay: 0, givers: 1 });
    await expectLedgerConsistent(t.app);
  });
});

describe('what each way accepts', () => {
  it('refuses, in Spanish, a way that does not work for the currency or amount, and a card without card', async () => {
    const gift = await aGroupGift(owner, 10_000);
    const mxn = await aGroupGift(owner, 3_000_000, 'MXN');
    const cases: [object, RegExp][] = [
      [guest(gift.id, 2500, { method: 'oxxo' }), /Efectivo en OXXO no está disponible para pagos en EUR/],
      [
        guest(gift.id, 150_000, { method: 'bizum', bizumPhone: '612 34 56 78' }),
        /Bizum se puede pagar como mucho 1000 EUR/,
      ],
      [guest(mxn.id, 500, { method: 'oxxo', currency: 'MXN' }), /desde 10 MXN/],
      [guest(gift.id, 2500), /datos de tu tarjeta/],
      [guest(gift.id, 2500, { method: 'bizum' }), /móvil con el que usas Bizum/],
      [guest(gift.id, 2500, { method: 'bizum', bizumPhone: '912 34 56 78' }), /móvil español/],
    ];
    for (const [body, message] of cases) {
      const res = await guestPays(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json().error)).toMatch(message);
    }
    expect(await fundingOf(gift)).toMatchObject({ raised: 0, onTheWay: 0 });
  });

  it('tells the web which ways this server takes', async () => {
    const config = (await as(null, 'GET', '/api/wallet/config')).json().data;
    expect(config.methods).toEqual(['card', 'bizum', 'sepa_transfer', 'spei', 'oxxo', 'mercadopago']);
  });

  it('has no simulation for a card payment or with a wrong token', async () => {
    const gift = await aGroupGift(owner, 10_000);
    const p = (await guestPays(guest(gift.id, 2500, { method: 'sepa_transfer' }))).json().data;
    expect((await simulate({ id: p.id, token: 'x'.repeat(43) }, 'exact')).statusCode).toBe(404);
    const byCard = (await guestPays(guest(gift.id, 2500, { card }))).json().data;
    expect((await simulate(byCard, 'exact')).statusCode).toBe(409);
  });
});

describe('"Pago yo la comisión"', () => {
  it('charges the fee on top: the owner receives the amount whole and the goal counts just that', async () => {
    const gift = await aGroupGift(owner, 4500);
    const res = await guestPays(guest(gift.id, 4500, { card, coverFee: true }));
    expect(res.statusCode, res.body).toBe(200);
    const gross = withFeeCovered('card', 4500, 'EUR');
    expect(gross - methodFee('card', gross, 'EUR')).toBe(4500);
    expect(res.json().data).toMatchObject({ status: 'succeeded', amount: gross, feeCovered: gross - 4500 });
    // All that was missing, given whole: the gift is reached, not exceeded.
    expect(await fundingOf(gift)).toMatchObject({ goal: 4500, raised: 4500, onTheWay: 0 });
    const seen = (await as(owner, 'GET', `/api/payment/get/${res.json().data.id}`)).json().data;
    expect(seen).toMatchObject({ amount: gross, net: 4500 });

    // Given back in two parts, what it gave toward the goal goes back exactly.
    const part = await as(owner, 'POST', `/api/payment/refund/${seen.id}`, { amount: 1000 }, key());
    expect(part.statusCode, part.body).toBe(200);
    const afterPart = (await fundingOf(gift)).raised;
    expect(afterPart).toBeGreaterThan(3000);
    expect(afterPart).toBeLessThan(4500);
    const rest = await as(owner, 'POST', `/api/payment/refund/${seen.id}`, {}, key());
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await fundingOf(gift)).toMatchObject({ raised: 0 });
    await expectLedgerConsistent(t.app);
  });

  it('works with a transfer too, and a retry must ask for the same', async () => {
    const gift = await aGroupGift(owner, 10_000);
    const body = guest(gift.id, 3000, { method: 'sepa_transfer', coverFee: true });
    const headers = key();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/payment/guest',
      payload: body,
      headers,
      remoteAddress: fromAddress(),
    });
    const p = first.json().data;
    expect(p).toMatchObject({
      status: 'awaiting_funds',
      feeCovered: withFeeCovered('sepa_transfer', 3000, 'EUR') - 3000,
    });
    expect(p.instructions.amount).toBe(p.amount);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/payment/guest',
      payload: { ...body, coverFee: false },
      headers,
      remoteAddress: fromAddress(),
    });
    expect(other.statusCode).toBe(409);
    await simulate(p, 'exact');
    expect(await fundingOf(gift)).toMatchObject({ raised: 3000, onTheWay: 0 });
    expect((await paymentRow(p.id)).amount - (await paymentRow(p.id)).fee).toBe(3000);
  });
});
