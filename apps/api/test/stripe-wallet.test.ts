import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ongs, payments, refunds } from '../src/db/schema/index.js';
import { verifyOng } from '../src/modules/ongs/service.js';
import { finishRefund } from '../src/modules/payments/refunds.js';
import { buildTestApp, testClient, type Who } from './helpers.js';
import { type StripeStandIn, standInFee, startStripeStandIn } from './stripe-stand-in.js';

/**
 * The wallet with Stripe as its provider, end to end through our API, against the local stand-in: a card
 * saved through a SetupIntent, a payment that needs 3-D Secure finished by a webhook, the same webhook
 * delivered twice, events arriving out of order, and a forged signature refused; a guest chipping in with a
 * card typed into Stripe's Payment Element (a PaymentMethod for that payment only), 3-D Secure included.
 */
const SECRET_KEY = 'sk_test_detalle_wallet';
const WEBHOOK_SECRET = 'whsec_detalle_wallet';

let stand: StripeStandIn;
let t: Awaited<ReturnType<typeof buildTestApp>>;
let ana: Who;
let bea: Who;
const { as, person, befriend } = testClient(() => t.app, { lastname: 'Stripe' });
const key = () => ({ 'idempotency-key': randomUUID() });

beforeAll(async () => {
  stand = await startStripeStandIn({ secretKey: SECRET_KEY });
  t = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_detalle_wallet',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stand.url,
    },
  });
  [ana, bea] = await Promise.all([person('Ana'), person('Bea')]);
  await befriend(ana, bea);
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

async function saveCard(who: Who, token: string) {
  const setup = await as(who, 'POST', '/api/card/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const setupIntentId = String(setup.json().data.clientSecret).split('_secret_')[0] as string;
  stand.succeedSetupIntent(setupIntentId, token);
  const saved = await as(who, 'POST', '/api/card/save', { kind: 'stripe', setupIntentId, makeDefault: true });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data;
}

function deliver(payload: string, signature = stand.signature(payload, WEBHOOK_SECRET)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhook/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

/** Waits until the job queue has applied every stored event (no sleeps: the rows say when). */
async function eventsApplied() {
  for (let i = 0; i < 200; i++) {
    const res = await t.app.db.execute(
      sql`select count(*)::int as n from provider_events where processed_at is null`,
    );
    if ((res as unknown as { rows: { n: number }[] }).rows[0]?.n === 0) return;
    t.app.jobs.nudge();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('webhook events were not applied');
}

const balance = async (who: Who) => (await as(who, 'GET', '/api/dashboard/balanceUser')).json().data.balances;

describe('wallet on Stripe', () => {
  it('says which provider runs, with the publishable key for Stripe.js', async () => {
    const config = (await as(ana, 'GET', '/api/wallet/config')).json().data;
    expect(config).toMatchObject({
      provider: 'stripe',
      testMode: false,
      stripePublishableKey: 'pk_test_detalle_wallet',
    });
  });

  it('saves a card collected by Stripe.js: only its token, brand and last four', async () => {
    const card = await saveCard(ana, 'pm_card_visa');
    expect(card).toMatchObject({ provider: 'stripe', brand: 'visa', last4: '4242', masked: '•••• 4242' });
  });

  it('a payment that needs 3-D Secure ends by webhook; the same event twice moves the money once', async () => {
    await saveCard(ana, 'pm_card_threeDSecure2Required');
    const res = await as(
      ana,
      'POST',
      '/api/payment/save',
      { to: bea.user.id, amount: 4000, currency: 'EUR' },
      key(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data;
    expect(payment).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'stripe', clientSecret: expect.any(String) },
    });
    const intentId = String(payment.nextAction.clientSecret).split('_secret_')[0] as string;

    stand.completeAction(intentId, true);
    const payload = stand.eventPayload('payment_intent.succeeded', intentId);
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(payload)).statusCode).toBe(200);
    await eventsApplied();

    const net = 4000 - standInFee(4000);
    expect(await balance(bea)).toEqual([{ currency: 'EUR', available: net, pending: 0 }]);
    const receipt = (await as(ana, 'GET', `/api/payment/get/${payment.id}`)).json().data;
    expect(receipt).toMatchObject({ status: 'succeeded', fee: standInFee(4000) });
    const stored = await t.app.db.execute(sql`select count(*)::int as n from provider_events`);
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('an older event arriving after a newer one changes nothing: Stripe’s current state wins', async () => {
    const res = await as(
      ana,
      'POST',
      '/api/payment/save',
      { to: bea.user.id, amount: 2000, currency: 'EUR' },
      key(),
    );
    const payment = res.json().data;
    const intentId = String(payment.nextAction.clientSecret).split('_secret_')[0] as string;
    const before = await balance(bea);
    const requiresAction = stand.eventPayload('payment_intent.requires_action', intentId);
    stand.completeAction(intentId, true);
    await deliver(stand.eventPayload('payment_intent.succeeded', intentId));
    await deliver(requiresAction);
    await eventsApplied();
    expect((await as(ana, 'GET', `/api/payment/get/${payment.id}`)).json().data.status).toBe('succeeded');
    expect((await balance(bea))[0].available).toBe(before[0].available + 2000 - standInFee(2000));
  });

  it('a failed 3-D Secure ends the payment as failed, with nothing moved', async () => {
    const res = await as(
      ana,
      'POST',
      '/api/payment/save',
      { to: bea.user.id, amount: 1500, currency: 'EUR' },
      key(),
    );
    const payment = res.json().data;
    const intentId = String(payment.nextAction.clientSecret).split('_secret_')[0] as string;
    const before = await balance(bea);
    stand.completeAction(intentId, false);
    await deliver(stand.eventPayload('payment_intent.payment_failed', intentId));
    await eventsApplied();
    const after = (await as(ana, 'GET', `/api/payment/get/${payment.id}`)).json().data;
    expect(after.status).toBe('failed');
    expect(after.failure).toEqual(expect.any(String));
    expect(await balance(bea)).toEqual(before);
  });

  it('refuses a forged or unsigned webhook and stores nothing', async () => {
    const payload = stand.eventPayload('payment_intent.succeeded', {
      id: 'pi_forged',
      object: 'payment_intent',
    });
    const forged = await deliver(payload, stand.signature(payload, 'whsec_not_ours'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toMatch(/firma/);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhook/stripe',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    const stored = await t.app.db.execute(
      sql`select count(*)::int as n from provider_events where payload like '%pi_forged%'`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('refuses a signed body that is not an event with a 400 in Spanish, and stores nothing', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const event = (fields: object) => JSON.stringify({ id: 'evt_roto', object: 'event', ...fields });
    const bodies = {
      'not JSON': 'esto no es JSON',
      'an empty body': '',
      '20 000 nested arrays': deep,
      '20 000 nested objects': `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
      'deep nesting inside an event': `{"id":"evt_hondo","object":"event","type":"charge.updated","data":{"object":{"object":"charge","metadata":${deep}}}}`,
      'no type nor data': event({}),
      'no data': event({ type: 'payment_intent.succeeded' }),
      'data null': event({ type: 'payment_intent.succeeded', data: null }),
      'an object that is text': event({ type: 'payment_intent.succeeded', data: { object: 'pi_1' } }),
      'an object that is a list': event({ type: 'payment_intent.succeeded', data: { object: [] } }),
      'an id that is a number': JSON.stringify({ id: 7, object: 'event', type: 'x', data: { object: {} } }),
      'a thin event': event({ object: 'v2.core.event', type: 'x', related_object: { id: 'pi_1' } }),
      null: 'null',
      'a list': '[]',
      'a number': '12',
    };
    const stored = async () =>
      (
        (await t.app.db.execute(sql`select count(*)::int as n from provider_events`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    const before = await stored();
    for (const [what, payload] of Object.entries(bodies)) {
      const res = await deliver(payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().error.message, what).toMatch(/aviso de Stripe|firma/);
      if (payload) expect(res.json().error.code, what).toBe('WEBHOOK_INVALID');
    }
    // Too large for an event: refused before it is read.
    const huge = stand.eventPayload('charge.updated', { object: 'charge', notes: 'x'.repeat(600 * 1024) });
    expect((await deliver(huge)).statusCode).toBe(413);
    expect(await stored()).toBe(before);
  });

  it('refuses a signature timestamped more than five minutes away, either way, and stores nothing', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const [at, id] of [
      [now + 3600, 'evt_futuro'],
      [now - 3600, 'evt_pasado'],
    ] as const) {
      const payload = stand.eventPayload(
        'payment_intent.succeeded',
        { id: 'pi_reloj', object: 'payment_intent' },
        { id },
      );
      const res = await deliver(payload, stand.signature(payload, WEBHOOK_SECRET, at));
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringMatching(/reloj/),
      });
      const rows = await t.app.db.execute(
        sql`select count(*)::int as n from provider_events where event_id = ${id}`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n, id).toBe(0);
    }
  });

  it('a declined card records the failure in Spanish', async () => {
    await saveCard(ana, 'pm_card_chargeDeclined');
    const res = await as(
      ana,
      'POST',
      '/api/payment/save',
      { to: bea.user.id, amount: 1000, currency: 'EUR' },
      key(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'failed',
      failure: expect.stringMatching(/rechaz|tarjeta/i),
    });
  });
});

describe('a guest chipping in on Stripe', () => {
  let address = 0;
  const guestPays = (body: object, headers: Record<string, string> = key()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/guest',
      payload: body,
      headers,
      remoteAddress: `10.7.0.${++address}`,
    });
  async function aGroupGift() {
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
    return { list, gift };
  }
  const body = (giftId: string, paymentMethodId: string, amount = 5000) => ({
    giftId,
    amount,
    currency: 'EUR',
    name: 'Gala',
    email: `gala.${randomUUID().slice(0, 8)}@ejemplo.com`,
    message: '',
    showName: true,
    card: { kind: 'stripe', paymentMethodId },
  });
  const raised = async (listId: string) =>
    (await as(bea, 'GET', `/api/list/get/${listId}`)).json().data.gifts[0].funding.raised;

  it('pays with the PaymentMethod Stripe.js made; the card is never saved', async () => {
    const { list, gift } = await aGroupGift();
    const res = await guestPays(body(gift.id, 'pm_card_visa'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'succeeded', amount: 5000, testMode: false });
    expect(await raised(list.id)).toBe(5000);
    // No saved card: the method was used for this payment only.
    const stored = await t.app.db.execute(
      sql`select count(*)::int as n from payment_methods where provider_ref like 'pm_card%'`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('3-D Secure: Stripe.js answers the bank, the guest link finishes the payment once', async () => {
    const { list, gift } = await aGroupGift();
    const first = await guestPays(body(gift.id, 'pm_card_threeDSecure2Required', 4000));
    expect(first.statusCode, first.body).toBe(200);
    const payment = first.json().data;
    expect(payment).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'stripe', clientSecret: expect.any(String) },
    });
    const intentId = String(payment.nextAction.clientSecret).split('_secret_')[0] as string;
    stand.completeAction(intentId, true); // the bank's step, in Stripe.js
    const done = await as(null, 'POST', `/api/payment/guest/confirm/${payment.id}`, { token: payment.token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('succeeded');
    // The webhook arriving afterwards changes nothing.
    await deliver(stand.eventPayload('payment_intent.succeeded', intentId));
    await eventsApplied();
    expect(await raised(list.id)).toBe(4000);
  });

  /** A guest's SEPA transfer toward a group gift, arrived in full and applied by its webhook. */
  async function aTransferGiven(amount: number) {
    const { list, gift } = await aGroupGift();
    const { card: _card, ...byTransfer } = body(gift.id, '', amount);
    const res = await guestPays({ ...byTransfer, method: 'sepa_transfer' });
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data;
    expect(payment.status).toBe('awaiting_funds');
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, payment.id));
    const intentId = row?.providerChargeId as string;
    const sent = stand.events.length;
    stand.fund(stand.object(intentId)?.customer as string, amount, 'eur');
    for (const e of stand.events.slice(sent)) expect((await deliver(e.payload)).statusCode).toBe(200);
    await eventsApplied();
    expect(await raised(list.id)).toBe(amount);
    return { payment, email: byTransfer.email };
  }
  const refundsOf = async (paymentId: string) =>
    (await as(bea, 'GET', `/api/payment/get/${paymentId}`)).json().data.refunds as { status: string }[];

  it('a transfer given back goes to the guest’s bank account: Stripe asks them for it, its webhook ends it', async () => {
    const { payment, email } = await aTransferGiven(6000);
    const refunded = await as(bea, 'POST', `/api/payment/refund/${payment.id}`, {}, key());
    expect(refunded.statusCode, refunded.body).toBe(200);
    const made = () => stand.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(made().at(-1)?.params.instructions_email).toBe(email);
    expect(await refundsOf(payment.id)).toMatchObject([{ status: 'pending' }]);
    // Finished again while it waits for the guest's bank account (a retry, the sweeper): read from Stripe,
    // never made a second time, whatever Stripe's idempotency window.
    const count = made().length;
    const [waiting] = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    await finishRefund(t.app, waiting?.id as string, null);
    expect(made()).toHaveLength(count);
    expect(await refundsOf(payment.id)).toMatchObject([{ status: 'pending' }]);

    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    stand.finishRefund(refund?.providerRefundId as string, true);
    const event = stand.events.at(-1) as { payload: string };
    expect((await deliver(event.payload)).statusCode).toBe(200);
    await eventsApplied();
    expect(await refundsOf(payment.id)).toMatchObject([{ status: 'succeeded' }]);
  });

  it('a transfer’s refund the guest never claims stays pending: the money is in their Stripe balance, not Bea’s', async () => {
    const before = await balance(bea);
    const { payment } = await aTransferGiven(7000);
    await as(bea, 'POST', `/api/payment/refund/${payment.id}`, {}, key());
    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    stand.finishRefund(refund?.providerRefundId as string, false);
    await deliver((stand.events.at(-1) as { payload: string }).payload);
    await eventsApplied();
    expect(await refundsOf(payment.id)).toMatchObject([{ status: 'pending' }]);
    expect(await balance(bea)).toEqual(before);
  });

  it('refuses the test card form while Stripe runs, and a declined card charges nothing', async () => {
    const { list, gift } = await aGroupGift();
    const testCard = await guestPays({
      ...body(gift.id, 'pm_card_visa'),
      card: {
        kind: 'test',
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
        holder: 'Gala',
      },
    });
    expect(testCard.statusCode).toBe(400);
    expect(testCard.json().error.message).toMatch(/formulario seguro de pago/);
    const declined = await guestPays(body(gift.id, 'pm_card_chargeDeclined'));
    expect(declined.json().data).toMatchObject({
      status: 'failed',
      failure: expect.stringMatching(/rechaz|tarjeta/i),
    });
    expect(await raised(list.id)).toBe(0);
  });
});

describe('a guest donating to an ONG on Stripe', () => {
  it('3-D Secure: Stripe.js answers the bank, the guest link finishes the donation and numbers its certificate', async () => {
    const abrazo = await person('Abrazo', { type: 2, lastname: '' });
    await t.app.db
      .insert(ongs)
      .values({ userId: abrazo.user.id, legalId: 'G12345678', country: 'ES', description: 'Ayudamos.' });
    await verifyOng(t.app.db, abrazo.user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/donation/guest',
      payload: {
        ongId: abrazo.user.id,
        amount: 2500,
        currency: 'EUR',
        name: 'Gala',
        email: `gala.${randomUUID().slice(0, 8)}@ejemplo.com`,
        fullName: 'Gala Pérez Ruiz',
        card: { kind: 'stripe', paymentMethodId: 'pm_card_threeDSecure2Required' },
      },
      headers: key(),
      remoteAddress: '10.7.1.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const pending = res.json().data;
    expect(pending).toMatchObject({
      status: 'requires_action',
      certificateNumber: null,
      nextAction: { type: 'stripe', clientSecret: expect.any(String) },
    });
    const intentId = String(pending.nextAction.clientSecret).split('_secret_')[0] as string;
    stand.completeAction(intentId, true); // the bank's step, in Stripe.js
    const done = await as(null, 'POST', `/api/donation/confirm/${pending.id}`, { token: pending.token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'succeeded',
      certificateNumber: expect.stringMatching(/^\d{4}-\d{6}$/),
    });
    // Its e-mail and the ONG's notification leave through the queue: done before the app closes.
    await jobsDone();
  });
});

/** Waits until the job queue has nothing left to do (no sleeps beyond polling: the queue's rows say when). */
async function jobsDone() {
  for (let i = 0; i < 200; i++) {
    const res = await t.app.db.execute(
      sql`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`,
    );
    if ((res as unknown as { rows: { n: number }[] }).rows[0]?.n === 0) return;
    t.app.jobs.nudge();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('jobs were not done');
}
