import { randomUUID } from 'node:crypto';
import { formatMoney, PAYMENT_HOLD_MINUTES } from '@detalle/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gifts, ledgerTransfers, notifications, outbox, payments, refunds } from '../src/db/schema/index.js';
import { AppError } from '../src/errors.js';
import { applyCharge, sweepOpenPayments } from '../src/modules/payments/index.js';
import type { ChargeInput, ChargeResult } from '../src/modules/payments/providers/provider.js';
import { TestModeProvider } from '../src/modules/payments/providers/test-provider.js';
import { buildTestApp, testClient, type Who } from './helpers.js';
import { expectLedgerConsistent } from './ledger-checks.js';

/**
 * Money that has not arrived is not money: a payment waiting for the giver's bank holds its share of a group
 * gift for a few stated minutes, shown apart as "en camino", then expires by itself through the job queue (the
 * provider asked first, the pending transfer voided, the share freed, the payer told). A payment whose answer
 * was lost is settled by the sweeper asking the provider; money arriving after its hold, or for an account that
 * is gone, goes back to the payer. Deleting an account and paying it never cross.
 */

/** Like Stripe: remembers its charges by key (and by our payment id), and can lose the answer to one. */
class ForgetfulProvider extends TestModeProvider {
  readonly charges = new Map<string, ChargeResult>();
  loseNextAnswer = false;
  /** The next charge never reaches the provider at all (lost on the way there). */
  dropNextCharge = false;

  override async charge(input: ChargeInput): Promise<ChargeResult> {
    if (this.dropNextCharge) {
      this.dropNextCharge = false;
      throw new AppError('PAYMENTS_UNAVAILABLE');
    }
    const known = this.charges.get(input.paymentId);
    if (known) return known;
    const result = await super.charge(input);
    this.charges.set(input.paymentId, result);
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new AppError('PAYMENTS_UNAVAILABLE');
    }
    return result;
  }

  override async findCharge({ paymentId }: { paymentId: string }) {
    return this.charges.get(paymentId) ?? null;
  }
}

const provider = new ForgetfulProvider();
let t: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Who;
let ana: Who;
const { as, person, befriend } = testClient(() => t.app, { lastname: 'Espera' });
const key = () => ({ 'idempotency-key': randomUUID() });
const nextYear = new Date().getFullYear() + 1;
const CONFIRM_CARD = '4000002500003155';
const card = (number = '4242424242424242') => ({
  kind: 'test',
  number,
  expMonth: 12,
  expYear: nextYear,
  cvc: '123',
  holder: 'Gala Espera',
});
const euros = (amount: number) => formatMoney({ amount, currency: 'EUR' });
let address = 0;
const guestPays = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/guest',
    payload: body,
    headers: key(),
    remoteAddress: `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
  });
const guest = (giftId: string, amount: number, extra: object = {}) => ({
  giftId,
  amount,
  currency: 'EUR',
  name: 'Gala',
  email: `gala.${randomUUID().slice(0, 8)}@ejemplo.com`,
  message: '',
  showName: true,
  card: card(),
  ...extra,
});

async function aGroupGift(who: Who, price: number) {
  const list = (
    await as(who, 'POST', '/api/list/save', { name: 'Boda', visibility: 'public', date: null })
  ).json().data as { id: string };
  const res = await as(who, 'POST', '/api/list/gift/save', {
    listId: list.id,
    product: { name: 'Cafetera', price: { amount: price, currency: 'EUR' } },
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
/** Time passes: the payment's hold ended `ago` ms ago (its job moved to now as well). */
async function holdEnded(paymentId: string, ago = 1000) {
  const when = new Date(Date.now() - ago);
  await t.app.db.update(payments).set({ expiresAt: when }).where(eq(payments.id, paymentId));
  await t.app.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'payment-expire' and data->>'paymentId' = ${paymentId}`,
  );
}

beforeAll(async () => {
  t = await buildTestApp({ payments: provider });
  [owner, ana] = await Promise.all([person('Lucía'), person('Ana')]);
  await befriend(owner, ana);
  const saved = await as(ana, 'POST', '/api/card/save', { ...card(), makeDefault: true });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t?.close());

describe('a payment waiting for the bank', () => {
  it('holds the goal for minutes, shown apart, then expires through the job queue and frees it', async () => {
    const gift = await aGroupGift(owner, 10_000);
    const first = guest(gift.id, 10_000, { card: card(CONFIRM_CARD) });
    const waiting = await guestPays(first);
    expect(waiting.statusCode, waiting.body).toBe(200);
    const held = waiting.json().data;
    expect(held.status).toBe('requires_action');
    // The hold is stated: the answer says until when.
    const minutes = (Date.parse(held.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(PAYMENT_HOLD_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(PAYMENT_HOLD_MINUTES);

    // Not raised: on its way, apart.
    expect(await fundingOf(gift)).toMatchObject({ goal: 10_000, raised: 0, onTheWay: 10_000, givers: 0 });
    const other = await guestPays(guest(gift.id, 1000));
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({
      code: 'GOAL_EXCEEDED',
      message: expect.stringMatching(/en camino/),
    });
    const reserve = await as(ana, 'PUT', `/api/gift/reserve/${gift.id}`);
    expect(reserve.statusCode).toBe(409);
    expect(reserve.json().error).toMatchObject({
      code: 'GIFT_HAS_CONTRIBUTIONS',
      message: expect.stringMatching(new RegExp(`${PAYMENT_HOLD_MINUTES} minutos`)),
    });

    // Its expiry is queued with it, for the end of the hold.
    const jobs = await t.app.db.execute(
      sql`select start_after from pgboss.job where name = 'payment-expire' and data->>'paymentId' = ${held.id}`,
    );
    const starts = (jobs as unknown as { rows: { start_after: string | Date }[] }).rows;
    expect(starts.map((r) => new Date(r.start_after).toISOString())).toEqual([held.expiresAt]);

    // Nobody confirms. The job runs when the hold ends.
    await holdEnded(held.id);
    await vi.waitFor(async () => expect((await paymentRow(held.id)).status).toBe('expired'), {
      timeout: 20_000,
      interval: 200,
    });
    const receipt = await as(null, 'GET', `/api/payment/guest/get/${held.id}?token=${held.token}`);
    expect(receipt.json().data).toMatchObject({ status: 'expired', expiresAt: null });
    expect(await fundingOf(gift)).toMatchObject({ raised: 0, onTheWay: 0 });
    const transfers = await t.app.db
      .select({ status: ledgerTransfers.status })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.paymentId, held.id));
    expect(transfers).toEqual([{ status: 'voided' }]);
    // The guest is told by e-mail (their only channel): cancelled, nothing charged.
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.to, first.email));
    expect(mails.map((m) => m.subject)).toContain(`Tu pago de ${euros(10_000)} no se ha completado`);
    expect(mails.find((m) => m.kind === 'payment_notice')?.text).toMatch(/no se te ha cobrado nada/);

    // Confirming now changes nothing; the goal is free for others.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/payment/guest/confirm/${held.id}`,
      payload: { token: held.token, approve: true },
    });
    expect(late.json().data.status).toBe('expired');
    const next = await guestPays(guest(gift.id, 10_000));
    expect(next.json().data.status).toBe('succeeded');
    expect(await fundingOf(gift)).toMatchObject({ raised: 10_000, onTheWay: 0, givers: 1 });
    await expectLedgerConsistent(t.app);
  });

  it('confirmed in time, it counts as given once', async () => {
    const gift = await aGroupGift(owner, 8000);
    const held = (await guestPays(guest(gift.id, 3000, { card: card(CONFIRM_CARD) }))).json().data;
    expect(await fundingOf(gift)).toMatchObject({ raised: 0, onTheWay: 3000 });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/payment/guest/confirm/${held.id}`,
      payload: { token: held.token, approve: true },
    });
    expect(confirmed.json().data).toMatchObject({ status: 'succeeded', expiresAt: null });
    expect(await fundingOf(gift)).toMatchObject({ raised: 3000, onTheWay: 0, givers: 1 });
    // Its expiry job, when it runs, finds it settled and changes nothing.
    await holdEnded(held.id);
    await sweepOpenPayments(t.app);
    expect((await paymentRow(held.id)).status).toBe('succeeded');
    expect(await fundingOf(gift)).toMatchObject({ raised: 3000, onTheWay: 0 });
  });
});

describe('a payment whose answer was lost', () => {
  it('the sweeper asks the provider: money it took is given, a charge it never got expires', async () => {
    const gift = await aGroupGift(owner, 10_000);
    // The provider charged, but its answer never came back.
    provider.loseNextAnswer = true;
    const lost = await as(
      ana,
      'POST',
      '/api/payment/save',
      { to: owner.user.id, giftId: gift.id, amount: 4000, currency: 'EUR' },
      key(),
    );
    expect(lost.statusCode).toBe(503);
    // The request never reached the provider.
    provider.dropNextCharge = true;
    const dropped = await as(
      ana,
      'POST',
      '/api/payment/save',
      { to: owner.user.id, giftId: gift.id, amount: 2000, currency: 'EUR' },
      key(),
    );
    expect(dropped.statusCode).toBe(503);
    const open = await t.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.giftId, gift.id), eq(payments.status, 'processing')));
    expect(open.map((p) => p.amount).sort()).toEqual([2000, 4000]);
    expect(await fundingOf(gift)).toMatchObject({ raised: 0, onTheWay: 6000 });

    // Their own jobs never ran (say, the process died); a minute and more later the sweeper asks.
    for (const p of open) await holdEnded(p.id, 2 * 60_000);
    await t.app.db.execute(sql`delete from pgboss.job where name = 'payment-expire'`);
    await sweepOpenPayments(t.app);
    const byAmount = new Map(
      (await t.app.db.select().from(payments).where(eq(payments.giftId, gift.id))).map((p) => [p.amount, p]),
    );
    expect(byAmount.get(4000)).toMatchObject({ status: 'succeeded', refunded: 0 });
    expect(byAmount.get(2000)).toMatchObject({ status: 'expired', refunded: 0 });
    expect(await fundingOf(gift)).toMatchObject({ raised: 4000, onTheWay: 0, givers: 1 });
    // Ana is told of the one that did not go through.
    const told = await t.app.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, ana.user.id));
    expect(told.map((n) => n.title)).toContain(`Tu pago de ${euros(2000)} no se ha completado`);
    await expectLedgerConsistent(t.app);
  });

  it('money that arrives after its hold expired goes back to the payer, whole, and never counts', async () => {
    const gift = await aGroupGift(owner, 5000);
    provider.dropNextCharge = true;
    await as(
      ana,
      'POST',
      '/api/payment/save',
      { to: owner.user.id, giftId: gift.id, amount: 5000, currency: 'EUR' },
      key(),
    );
    const [p] = await t.app.db.select().from(payments).where(eq(payments.giftId, gift.id));
    if (!p) throw new Error('no payment');
    await holdEnded(p.id, 2 * 60_000);
    await sweepOpenPayments(t.app);
    expect((await paymentRow(p.id)).status).toBe('expired');
    // Someone else gives the whole goal meanwhile.
    expect((await guestPays(guest(gift.id, 5000))).json().data.status).toBe('succeeded');

    // Then the provider says the first one was charged after all (a late webhook).
    await applyCharge(t.app, p.id, {
      chargeRef: 'tch_late',
      status: 'succeeded',
      clientSecret: null,
      fee: 75,
      failure: null,
    });
    await vi.waitFor(
      async () => {
        const [r] = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, p.id));
        expect(r).toMatchObject({ amount: 5000, status: 'succeeded', requestedBy: null });
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(await paymentRow(p.id)).toMatchObject({ status: 'succeeded', refunded: 5000 });
    // The gift shows only the guest's money; the owner's wallet kept nothing of it.
    expect(await fundingOf(gift)).toMatchObject({ raised: 5000, onTheWay: 0, givers: 1 });
    const [row] = await t.app.db.select().from(gifts).where(eq(gifts.id, gift.id));
    expect(row).toMatchObject({ contributed: 5000, held: 0 });
    const told = await t.app.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, ana.user.id));
    expect(told).toContainEqual({
      title: `Te devolvemos ${euros(5000)}`,
      body: expect.stringMatching(/ya había caducado/),
    });
    await expectLedgerConsistent(t.app);
  });
});

describe('the end of a payment, whichever way it comes', () => {
  it('one that failed and then succeeds is given back, never counted over the goal', async () => {
    const gift = await aGroupGift(owner, 4000);
    const saved = await as(ana, 'POST', '/api/card/save', { ...card(CONFIRM_CARD), makeDefault: false });
    const waiting = (
      await as(
        ana,
        'POST',
        '/api/payment/save',
        { to: owner.user.id, giftId: gift.id, amount: 4000, currency: 'EUR', methodId: saved.json().data.id },
        key(),
      )
    ).json().data;
    expect(waiting.status).toBe('requires_action');
    // The bank's check fails (not final at Stripe: the same charge can still be completed).
    await applyCharge(t.app, waiting.id, {
      chargeRef: (await paymentRow(waiting.id)).providerChargeId,
      status: 'failed',
      clientSecret: null,
      fee: null,
      failure: 'Falló la verificación.',
    });
    expect((await paymentRow(waiting.id)).status).toBe('failed');
    // Its share is free: someone else fills the goal.
    expect((await guestPays(guest(gift.id, 4000))).json().data.status).toBe('succeeded');
    // Then the bank says the first one went through after all.
    const { providerChargeId } = await paymentRow(waiting.id);
    await applyCharge(t.app, waiting.id, {
      chargeRef: providerChargeId,
      status: 'succeeded',
      clientSecret: null,
      fee: 60,
      failure: null,
    });
    expect(await paymentRow(waiting.id)).toMatchObject({ status: 'succeeded', refunded: 4000 });
    const [row] = await t.app.db.select().from(gifts).where(eq(gifts.id, gift.id));
    expect(row).toMatchObject({ contributed: 4000, held: 0 });
    await expectLedgerConsistent(t.app);
  });

  it('the provider telling of our own cancellation first still reads as the expiry, and the payer is told', async () => {
    const gift = await aGroupGift(owner, 6000);
    const first = guest(gift.id, 2500, { card: card(CONFIRM_CARD) });
    const held = (await guestPays(first)).json().data;
    await t.app.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, held.id));
    const { providerChargeId } = await paymentRow(held.id);
    await applyCharge(t.app, held.id, {
      chargeRef: providerChargeId,
      status: 'canceled',
      clientSecret: null,
      fee: null,
      failure: null,
    });
    expect(await paymentRow(held.id)).toMatchObject({
      status: 'expired',
      failure: expect.stringMatching(/a tiempo/),
    });
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.to, first.email));
    expect(mails.map((m) => m.kind)).toEqual(['payment_notice']);
    expect(await fundingOf(gift)).toMatchObject({ onTheWay: 0 });
  });

  it('a retry after the hold ended never charges: it says the time is up', async () => {
    const gift = await aGroupGift(owner, 3000);
    const headers = key();
    provider.dropNextCharge = true;
    const body = { to: owner.user.id, giftId: gift.id, amount: 1000, currency: 'EUR' };
    expect((await as(ana, 'POST', '/api/payment/save', body, headers)).statusCode).toBe(503);
    const [p] = await t.app.db.select().from(payments).where(eq(payments.giftId, gift.id));
    if (!p) throw new Error('no payment');
    await holdEnded(p.id);
    const retry = await as(ana, 'POST', '/api/payment/save', body, headers);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toMatchObject({
      code: 'PAYMENT_STATE_CHANGED',
      message: expect.stringMatching(/Se acabó el tiempo/),
    });
    expect(provider.charges.has(p.id)).toBe(false);
  });
});

describe('deleting an account while money is on its way to it', () => {
  it('waits for money on its way; money that then arrives for nobody is refunded', async () => {
    const rosa = await person('Rosa');
    await befriend(ana, rosa);
    provider.dropNextCharge = true;
    await as(ana, 'POST', '/api/payment/save', { to: rosa.user.id, amount: 1500, currency: 'EUR' }, key());
    const [p] = await t.app.db.select().from(payments).where(eq(payments.recipientId, rosa.user.id));
    if (!p) throw new Error('no payment');
    const refused = await as(rosa, 'DELETE', '/api/user/delete', { confirm: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'BALANCE_NOT_EMPTY',
      message: expect.stringMatching(new RegExp(`en ${PAYMENT_HOLD_MINUTES} minutos como mucho`)),
    });
    await holdEnded(p.id, 2 * 60_000);
    await sweepOpenPayments(t.app);
    const deleted = await as(rosa, 'DELETE', '/api/user/delete', { confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Nothing can be opened for her any more.
    const after = await as(
      ana,
      'POST',
      '/api/payment/save',
      { to: rosa.user.id, amount: 1500, currency: 'EUR' },
      key(),
    );
    expect(after.statusCode).toBe(404);

    // The bank confirms the old charge now: the money is not lost, it goes back to Ana.
    await applyCharge(t.app, p.id, {
      chargeRef: 'tch_gone',
      status: 'succeeded',
      clientSecret: null,
      fee: 0,
      failure: null,
    });
    await vi.waitFor(
      async () => expect(await paymentRow(p.id)).toMatchObject({ status: 'succeeded', refunded: 1500 }),
      { timeout: 20_000, interval: 200 },
    );
    const told = await t.app.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, ana.user.id));
    expect(told.map((n) => n.body)).toContainEqual(expect.stringMatching(/ya no usa Detalle/));
    await expectLedgerConsistent(t.app);
  });

  // Races show on PostgreSQL; on PGlite the same steps run one after the other and must hold too.
  it('paying and deleting at once never charge a card for nobody', async () => {
    for (let round = 0; round < 12; round++) {
      const rosa = await person(`Rosa${round}`);
      await befriend(ana, rosa);
      const pay = (async () => {
        await new Promise((r) => setTimeout(r, round % 4));
        return as(
          ana,
          'POST',
          '/api/payment/save',
          { to: rosa.user.id, amount: 1000, currency: 'EUR' },
          key(),
        );
      })();
      const remove = (async () => {
        await new Promise((r) => setTimeout(r, (round * 3) % 5));
        return as(rosa, 'DELETE', '/api/user/delete', { confirm: true });
      })();
      const [paid, removed] = await Promise.all([pay, remove]);
      expect([paid.statusCode, removed.statusCode], `${paid.body} ${removed.body}`).not.toContainEqual(500);
      // Paid, or refused because she is gone (not there any more, or no longer a friend): nothing charged then.
      expect([200, 403, 404], paid.body).toContain(paid.statusCode);
      const rows = await t.app.db.select().from(payments).where(eq(payments.recipientId, rosa.user.id));
      for (const p of rows) {
        // Never a charge without its money moved: succeeded, posted, and given back when she was gone.
        expect(p.status).toBe('succeeded');
        const posted = await t.app.db
          .select()
          .from(ledgerTransfers)
          .where(and(eq(ledgerTransfers.paymentId, p.id), eq(ledgerTransfers.kind, 'gift')));
        expect(posted.map((x) => x.status)).toEqual(['posted']);
        if (removed.statusCode === 200) expect(p.refunded).toBe(1000);
      }
    }
    await vi.waitFor(
      async () => {
        const pending = await t.app.db.select().from(refunds).where(eq(refunds.status, 'pending'));
        expect(pending).toEqual([]);
      },
      { timeout: 20_000, interval: 200 },
    );
    await expectLedgerConsistent(t.app);
  });
});

describe('privacy of an anonymous giver', () => {
  it('their message stays hidden with their name, even after the reveal', async () => {
    const list = (
      await as(owner, 'POST', '/api/list/save', { name: 'Cumple', visibility: 'friends', date: null })
    ).json().data as { id: string };
    const paid = await as(
      ana,
      'POST',
      '/api/payment/save',
      {
        to: owner.user.id,
        listId: list.id,
        amount: 2000,
        currency: 'EUR',
        showName: false,
        message: 'Con cariño, Ana',
      },
      key(),
    );
    expect(paid.json().data.status).toBe('succeeded');
    const opened = await as(owner, 'PUT', `/api/list/opened/${list.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const seen = (await as(owner, 'GET', `/api/payment/get/${paid.json().data.id}`)).json().data;
    expect(seen).toMatchObject({ payer: null, message: '' });
    // A giver who shows their name is seen with their message once the list is open.
    const named = await as(
      ana,
      'POST',
      '/api/payment/save',
      {
        to: owner.user.id,
        listId: list.id,
        amount: 2000,
        currency: 'EUR',
        showName: true,
        message: '¡Felicidades!',
      },
      key(),
    );
    const shown = (await as(owner, 'GET', `/api/payment/get/${named.json().data.id}`)).json().data;
    expect(shown).toMatchObject({ payer: { id: ana.user.id }, message: '¡Felicidades!' });
    const bodies = (
      await t.app.db
        .select({ body: notifications.body })
        .from(notifications)
        .where(eq(notifications.userId, owner.user.id))
    ).map((n) => n.body);
    expect(bodies.join(' ')).not.toMatch(/Con cariño/);
  });
});
