import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.js';
import type { DelayedMethod, StartPaymentInput } from '../src/modules/payments/providers/provider.js';
import { StripeProvider } from '../src/modules/payments/providers/stripe.js';
import { instructionsOf, oxxoDays } from '../src/modules/payments/providers/stripe-delayed.js';
import { type StripeStandIn, standInFee, startStripeStandIn } from './stripe-stand-in.js';

/**
 * Stripe's delayed ways to give (SEPA and SPEI transfers, OXXO vouchers, Bizum) against the local stand-in,
 * through the official SDK: start (the instructions we show), the money arriving (whole, short, late), the wait
 * closing, failures, refunds, and the webhooks' routing when they come twice or out of order.
 */
const SECRET_KEY = 'sk_test_detalle_stand_in';
const WEBHOOK_SECRET = 'whsec_detalle_account';

let stand: StripeStandIn;
let stripe: StripeProvider;
/** The SDK itself, for Stripe's test helpers (`fund_cash_balance`), as a test in Stripe's sandbox would call them. */
let sdk: Stripe;

beforeAll(async () => {
  stand = await startStripeStandIn({ secretKey: SECRET_KEY });
  stripe = new StripeProvider(
    loadConfig({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_detalle',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stand.url,
    }),
  );
  const url = new URL(stand.url);
  sdk = new Stripe(SECRET_KEY, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});
afterAll(() => stand.close());
afterEach(() => stand.setOutage(null));

let counter = 0;
const key = (what: string) => `${what}-${process.pid}-${++counter}-clave`;
const paymentId = () => `3f1c2d9e-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const lastRequest = (method: string, path: string | RegExp) =>
  stand.requests
    .filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)))
    .at(-1);

const CURRENCY: Record<DelayedMethod, string> = {
  bizum: 'EUR',
  sepa_transfer: 'EUR',
  spei: 'MXN',
  oxxo: 'MXN',
  mercadopago: 'ARS',
};
const AMOUNT: Record<string, number> = { EUR: 2500, MXN: 50_000 };
const DAY = 24 * 60 * 60 * 1000;

/** What the payments core asks to start a delayed payment (a guest's unless a customer is given). */
function startInput(method: DelayedMethod, overrides: Partial<StartPaymentInput> = {}): StartPaymentInput {
  const currency = CURRENCY[method];
  return {
    method,
    amount: AMOUNT[currency] as number,
    currency,
    idempotencyKey: key('start'),
    description: 'Detalle: aportación a «Luna de miel»',
    paymentId: paymentId(),
    recipientId: paymentId(),
    payer: { email: 'ana@example.com', name: 'Ana Pérez', phone: method === 'bizum' ? '+34612345678' : null },
    customerRef: null,
    expiresAt: new Date(Date.now() + 3 * DAY),
    returnUrl: 'https://detalle.test/pagos/espera',
    ...overrides,
  };
}

async function start(method: DelayedMethod, overrides: Partial<StartPaymentInput> = {}) {
  const input = startInput(method, overrides);
  const result = await stripe.startPayment(input);
  const intent = stand.object(result.chargeRef) as Record<string, unknown>;
  return { input, result, intent, customer: intent.customer as string | null };
}

/** A bank transfer arriving for the PaymentIntent's customer, through Stripe's own test helper. */
const transfer = (customer: string | null, amount: number, currency: string) =>
  sdk.testHelpers.customers.fundCashBalance(customer as string, { amount, currency: currency.toLowerCase() });

/** Brings a delayed payment's money in whole, as each method's giver would. */
async function payInFull(method: DelayedMethod, started: Awaited<ReturnType<typeof start>>) {
  if (method === 'oxxo') stand.payVoucher(started.result.chargeRef);
  else if (method === 'bizum') stand.answerBizum(started.result.chargeRef, true);
  else await transfer(started.customer, started.input.amount, started.input.currency);
}

const parse = (payload: string) =>
  stripe.parseWebhook({
    rawBody: Buffer.from(payload),
    headers: { 'stripe-signature': stand.signature(payload, WEBHOOK_SECRET) },
  });
const eventsFor = (chargeRef: string) => stand.events.filter((e) => e.payload.includes(chargeRef));

describe('the delayed methods Stripe offers', () => {
  it('are transfers (SEPA, SPEI), OXXO and Bizum; MercadoPago and other currencies are refused', async () => {
    expect([...stripe.delayedMethods].sort()).toEqual(['bizum', 'oxxo', 'sepa_transfer', 'spei']);
    const before = stand.count('payment_intent');
    await expect(stripe.startPayment(startInput('mercadopago'))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(stripe.startPayment(startInput('bizum', { currency: 'MXN' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/Elige otra/),
    });
    await expect(stripe.startPayment(startInput('spei', { currency: 'EUR' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(stand.count('payment_intent')).toBe(before);
  });

  it('Stripe down at the start is PAYMENTS_UNAVAILABLE: nothing to show, nothing charged', async () => {
    stand.setOutage('error');
    await expect(stripe.startPayment(startInput('oxxo'))).rejects.toMatchObject({
      code: 'PAYMENTS_UNAVAILABLE',
      status: 503,
    });
  }, 30_000);
});

describe('start: the instructions the giver reads', () => {
  it('SEPA transfer: a customer for the guest, a confirmed customer_balance PaymentIntent, IBAN and reference', async () => {
    const customersBefore = stand.count('customer');
    const { input, result, customer } = await start('sepa_transfer');
    expect(stand.count('customer')).toBe(customersBefore + 1);
    const made = lastRequest('POST', '/v1/customers');
    expect(made).toMatchObject({
      idempotencyKey: `${input.idempotencyKey}:customer`,
      params: { name: 'Ana Pérez', email: 'ana@example.com', metadata: { paymentId: input.paymentId } },
    });
    const sent = lastRequest('POST', '/v1/payment_intents');
    expect(sent?.idempotencyKey).toBe(input.idempotencyKey);
    expect(sent?.params).toMatchObject({
      amount: '2500',
      currency: 'eur',
      customer,
      confirm: 'true',
      allowed_payment_method_types: ['customer_balance'],
      payment_method_data: { type: 'customer_balance' },
      payment_method_options: {
        customer_balance: {
          funding_type: 'bank_transfer',
          bank_transfer: { type: 'eu_bank_transfer', eu_bank_transfer: { country: 'ES' } },
        },
      },
      metadata: { paymentId: input.paymentId },
    });
    expect(result).toEqual({
      chargeRef: expect.stringMatching(/^pi_/),
      status: 'awaiting_funds',
      clientSecret: null,
      fee: null,
      failure: null,
      received: 0,
      instructions: {
        type: 'bank_transfer',
        rail: 'sepa',
        account: expect.stringMatching(/^ES\d{22}$/),
        bic: 'SOGEESMMXXX',
        holder: 'Detalle Pagos SL',
        bankName: null,
        reference: expect.stringMatching(/^[0-9A-F]{10}$/),
        amount: 2500,
        currency: 'EUR',
      },
    });
  });

  it('a retried start (same key) makes one customer and one PaymentIntent and answers the same', async () => {
    const input = startInput('sepa_transfer');
    const [customers, intents] = [stand.count('customer'), stand.count('payment_intent')];
    const first = await stripe.startPayment(input);
    const again = await stripe.startPayment(input);
    expect(again).toEqual(first);
    expect(stand.count('customer')).toBe(customers + 1);
    expect(stand.count('payment_intent')).toBe(intents + 1);
  });

  it('SPEI: the signed-in payer’s own customer, a CLABE and its bank, in pesos', async () => {
    const customerRef = await stripe.ensureCustomer({
      personId: `persona-${++counter}`,
      email: 'luis@example.com',
      name: 'Luis',
      existing: null,
    });
    const customersBefore = stand.count('customer');
    const { result, customer } = await start('spei', { customerRef });
    expect(customer).toBe(customerRef);
    expect(stand.count('customer')).toBe(customersBefore);
    expect(lastRequest('POST', '/v1/payment_intents')?.params).toMatchObject({
      currency: 'mxn',
      payment_method_options: { customer_balance: { bank_transfer: { type: 'mx_bank_transfer' } } },
    });
    expect(result).toMatchObject({ status: 'awaiting_funds', received: 0 });
    expect(result.instructions).toEqual({
      type: 'bank_transfer',
      rail: 'spei',
      account: expect.stringMatching(/^\d{18}$/),
      bic: null,
      holder: 'Detalle Pagos SL',
      bankName: 'STP',
      reference: expect.any(String),
      amount: 50_000,
      currency: 'MXN',
    });
  });

  it('OXXO: a voucher with its number, Stripe’s printable page and the expiry we asked for', async () => {
    const { result, input } = await start('oxxo');
    expect(lastRequest('POST', '/v1/payment_intents')?.params).toMatchObject({
      allowed_payment_method_types: ['oxxo'],
      payment_method_data: { type: 'oxxo', billing_details: { name: 'Ana Pérez', email: 'ana@example.com' } },
      payment_method_options: { oxxo: { expires_after_days: '3' } },
      metadata: { paymentId: input.paymentId },
    });
    expect(result).toMatchObject({ status: 'awaiting_funds', received: 0 });
    expect(result.instructions).toEqual({
      type: 'voucher',
      network: 'oxxo',
      number: expect.stringMatching(/^\d{18}$/),
      amount: 50_000,
      currency: 'MXN',
      expiresAt: expect.any(String),
      hostedUrl: `https://payments.stripe.com/oxxo/voucher/${result.chargeRef}`,
    });
    const expiresIn = Date.parse((result.instructions as { expiresAt: string }).expiresAt) - Date.now();
    expect(Math.round(expiresIn / DAY)).toBe(3);
  });

  it('OXXO’s days are Stripe’s 1 to 7, from our deadline', () => {
    const now = Date.now();
    expect(oxxoDays(new Date(now + 3 * DAY), now)).toBe(3);
    expect(oxxoDays(new Date(now + 2.2 * DAY), now)).toBe(3);
    expect(oxxoDays(new Date(now + 60_000), now)).toBe(1);
    expect(oxxoDays(new Date(now - DAY), now)).toBe(1);
    expect(oxxoDays(new Date(now + 30 * DAY), now)).toBe(7);
  });

  it('Bizum: the giver approves on the mobile they gave, in their bank’s app, while our page waits, and a later read points there again', async () => {
    const { result, input } = await start('bizum');
    expect(lastRequest('POST', '/v1/payment_intents')?.params).toMatchObject({
      currency: 'eur',
      allowed_payment_method_types: ['bizum'],
      payment_method_data: { type: 'bizum', billing_details: { name: 'Ana Pérez', phone: '+34612345678' } },
      return_url: input.returnUrl,
      metadata: { paymentId: input.paymentId, returnUrl: input.returnUrl },
    });
    expect(stand.object(result.chargeRef)?.next_action).toEqual({ type: 'await_authorization' });
    expect(result).toMatchObject({
      status: 'awaiting_funds',
      received: 0,
      instructions: { type: 'redirect', app: 'bizum', url: input.returnUrl },
    });
    expect(await stripe.retrieveCharge({ chargeRef: result.chargeRef })).toEqual(result);
  });

  it('Bizum through a page of Stripe’s own (redirect_to_url) sends the giver there', () => {
    const intent = {
      id: 'pi_bizum',
      amount: 1000,
      currency: 'eur',
      status: 'requires_action',
      payment_method_types: ['bizum'],
      metadata: { returnUrl: 'https://detalle.test/espera' },
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: { url: 'https://pm-redirects.stripe.com/bizum/x' },
      },
    } as unknown as Stripe.PaymentIntent;
    expect(instructionsOf(intent)).toEqual({
      type: 'redirect',
      app: 'bizum',
      url: 'https://pm-redirects.stripe.com/bizum/x',
    });
  });
});

describe('the money arrives', () => {
  it.each(['sepa_transfer', 'spei', 'oxxo', 'bizum'] as const)(
    '%s: succeeded with what arrived and Stripe’s fee from the balance transaction',
    async (method) => {
      const started = await start(method);
      await payInFull(method, started);
      expect(await stripe.retrieveCharge({ chargeRef: started.result.chargeRef })).toEqual({
        chargeRef: started.result.chargeRef,
        status: 'succeeded',
        clientSecret: null,
        fee: standInFee(started.input.amount),
        failure: null,
        received: started.input.amount,
      });
    },
  );

  it('a transfer sent long completes the payment; the excess stays in the giver’s cash balance', async () => {
    const { result, customer, input } = await start('spei');
    await transfer(customer, input.amount + 500, 'MXN');
    expect(await stripe.retrieveCharge({ chargeRef: result.chargeRef })).toMatchObject({
      status: 'succeeded',
      received: input.amount,
    });
    expect(stand.cashBalance(customer as string, 'MXN')).toBe(500);
  });

  it('a short transfer keeps it waiting, with what arrived and the rest still to send', async () => {
    const { result, customer, input } = await start('sepa_transfer');
    await transfer(customer, 1000, 'EUR');
    const waiting = await stripe.retrieveCharge({ chargeRef: result.chargeRef });
    expect(waiting).toMatchObject({ status: 'awaiting_funds', received: 1000, fee: null });
    expect(waiting.instructions).toMatchObject({
      type: 'bank_transfer',
      amount: input.amount - 1000,
      reference: (result.instructions as { reference: string }).reference,
    });
    // The rest arrives: done, as asked.
    await transfer(customer, input.amount - 1000, 'EUR');
    expect(await stripe.retrieveCharge({ chargeRef: result.chargeRef })).toMatchObject({
      status: 'succeeded',
      received: input.amount,
    });
  });
});

describe('the wait closes', () => {
  it.each(['sepa_transfer', 'spei'] as const)(
    '%s partly funded: keeps exactly what arrived, by lowering the amount to it, once',
    async (method) => {
      const { result, customer, input } = await start(method);
      const part = Math.round(input.amount * 0.6);
      await transfer(customer, part / 2, input.currency);
      await transfer(customer, part / 2, input.currency);
      // The core may still believe less arrived (a webhook behind): Stripe's figure decides.
      const closed = await stripe.closeAwaiting({
        chargeRef: result.chargeRef,
        received: 0,
        currency: input.currency,
      });
      expect(closed).toEqual({
        chargeRef: result.chargeRef,
        status: 'succeeded',
        clientSecret: null,
        fee: standInFee(part),
        failure: null,
        received: part,
      });
      const lowered = lastRequest('POST', `/v1/payment_intents/${result.chargeRef}`);
      expect(lowered).toMatchObject({
        idempotencyKey: `close-${result.chargeRef}-${part}`,
        params: { amount: String(part) },
      });
      expect(stand.object(result.chargeRef)).toMatchObject({
        status: 'succeeded',
        amount: part,
        amount_received: part,
      });
      // Closing again (a retried job) changes nothing and answers the same.
      expect(
        await stripe.closeAwaiting({ chargeRef: result.chargeRef, received: part, currency: input.currency }),
      ).toEqual(closed);
      expect(stand.cashBalance(customer as string, input.currency)).toBe(0);
    },
  );

  it.each(['sepa_transfer', 'spei', 'oxxo', 'bizum'] as const)(
    '%s with nothing received: the PaymentIntent is cancelled at Stripe',
    async (method) => {
      const { result, input } = await start(method);
      const closed = await stripe.closeAwaiting({
        chargeRef: result.chargeRef,
        received: 0,
        currency: input.currency,
      });
      expect(closed).toMatchObject({ chargeRef: result.chargeRef, status: 'canceled' });
      expect(stand.object(result.chargeRef)?.status).toBe('canceled');
      expect(lastRequest('POST', `/v1/payment_intents/${result.chargeRef}/cancel`)).toBeDefined();
    },
  );

  it('money that arrives after the close stays in the giver’s cash balance, to be returned', async () => {
    const { result, customer, input } = await start('sepa_transfer');
    await stripe.closeAwaiting({ chargeRef: result.chargeRef, received: 0, currency: 'EUR' });
    await transfer(customer, input.amount, 'EUR');
    expect(await stripe.retrieveCharge({ chargeRef: result.chargeRef })).toMatchObject({
      status: 'canceled',
    });
    expect(stand.cashBalance(customer as string, 'EUR')).toBe(input.amount);
  });

  it('money that arrived just before the close: the close answers succeeded and cancels nothing', async () => {
    const { result, customer, input } = await start('spei');
    await transfer(customer, input.amount, 'MXN');
    const closed = await stripe.closeAwaiting({ chargeRef: result.chargeRef, received: 0, currency: 'MXN' });
    expect(closed).toMatchObject({ status: 'succeeded', received: input.amount });
    expect(lastRequest('POST', `/v1/payment_intents/${result.chargeRef}/cancel`)).toBeUndefined();
  });
});

describe('failures', () => {
  it('OXXO: a voucher left unpaid past its expiry fails, in Spanish', async () => {
    const { result } = await start('oxxo');
    stand.expireVoucher(result.chargeRef);
    expect(await stripe.retrieveCharge({ chargeRef: result.chargeRef })).toEqual({
      chargeRef: result.chargeRef,
      status: 'failed',
      clientSecret: null,
      fee: null,
      failure: 'La ficha de OXXO ha caducado sin pagarse. No se ha cobrado nada.',
    });
    // Closing a wait that already ended answers how it ended, without cancelling.
    expect(
      await stripe.closeAwaiting({ chargeRef: result.chargeRef, received: 0, currency: 'MXN' }),
    ).toMatchObject({
      status: 'failed',
    });
  });

  it('Bizum: rejected in the bank’s app fails, in Spanish', async () => {
    const { result } = await start('bizum');
    stand.answerBizum(result.chargeRef, false);
    expect(await stripe.retrieveCharge({ chargeRef: result.chargeRef })).toMatchObject({
      status: 'failed',
      failure: expect.stringMatching(/Bizum no se ha aceptado/),
    });
  });

  it('a transfer cancelled after a part arrived gives that part back to the giver’s cash balance', async () => {
    const { result, customer } = await start('sepa_transfer');
    await transfer(customer, 700, 'EUR');
    expect(await stripe.cancelCharge({ chargeRef: result.chargeRef })).toMatchObject({ status: 'canceled' });
    expect(stand.cashBalance(customer as string, 'EUR')).toBe(700);
  });

  it('refused by Stripe at once, with the PaymentIntent made: a failed attempt, recorded like a declined card', async () => {
    stand.failNext('POST', /^\/v1\/payment_intents$/, 402, {
      type: 'card_error',
      code: 'payment_method_provider_decline',
      message: 'The payment was declined by the provider.',
    });
    const input = startInput('bizum');
    const result = await stripe.startPayment(input);
    expect(result).toEqual({
      chargeRef: expect.stringMatching(/^pi_/),
      status: 'failed',
      clientSecret: null,
      fee: null,
      failure: expect.stringMatching(/Bizum/),
    });
    expect(stand.object(result.chargeRef)?.metadata).toMatchObject({ paymentId: input.paymentId });
  });

  it('a method not activated in the Stripe account is refused in Spanish, nothing to record', async () => {
    stand.failNext('POST', /^\/v1\/payment_intents$/, 400, {
      type: 'invalid_request_error',
      code: 'payment_method_unactivated',
      message: 'The payment method type provided: bizum is invalid.',
    });
    await expect(stripe.startPayment(startInput('bizum'))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/no está disponible/),
    });
  });

  it('partly funded, but Stripe refuses to lower the amount: cancelled, the part back in the cash balance', async () => {
    const { result, customer } = await start('sepa_transfer');
    await transfer(customer, 800, 'EUR');
    stand.failNext('POST', new RegExp(`^/v1/payment_intents/${result.chargeRef}$`), 400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: 'The amount of this PaymentIntent cannot be updated.',
    });
    const closed = await stripe.closeAwaiting({
      chargeRef: result.chargeRef,
      received: 800,
      currency: 'EUR',
    });
    expect(closed).toMatchObject({ status: 'canceled' });
    expect(stand.cashBalance(customer as string, 'EUR')).toBe(800);
  });

  it('a succeeded payment cannot be cancelled any more (PAYMENT_STATE_CHANGED)', async () => {
    const started = await start('oxxo');
    await payInFull('oxxo', started);
    await expect(stripe.cancelCharge({ chargeRef: started.result.chargeRef })).rejects.toMatchObject({
      code: 'PAYMENT_STATE_CHANGED',
    });
  });
});

describe('refunds of a succeeded delayed payment', () => {
  it.each(['sepa_transfer', 'spei', 'oxxo', 'bizum'] as const)(
    '%s: part, then the rest, never more; a replayed key refunds once',
    async (method) => {
      const started = await start(method);
      await payInFull(method, started);
      const { chargeRef } = started.result;
      const currency = started.input.currency;
      const amount = started.input.amount;
      const asked = { chargeRef, currency, method, payerEmail: 'ana@example.com' };
      // Money from a transfer or a voucher goes to the payer's bank account: it waits for Stripe to have it.
      const expected = method === 'bizum' ? 'succeeded' : 'pending';
      const partKey = key('refund');
      const part = await stripe.refund({ ...asked, amount: 1000, idempotencyKey: partKey });
      expect(part).toEqual({ refundRef: expect.stringMatching(/^re_/), status: expected });
      expect(await stripe.refund({ ...asked, amount: 1000, idempotencyKey: partKey })).toEqual(part);
      await expect(
        stripe.refund({ ...asked, amount: amount - 999, idempotencyKey: key('refund') }),
      ).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' });
      const rest = await stripe.refund({ ...asked, amount: amount - 1000, idempotencyKey: key('refund') });
      expect(rest.status).toBe(expected);
    },
  );

  it('a voucher’s or transfer’s refund names the payer’s e-mail, where Stripe asks for their bank account', async () => {
    for (const method of ['oxxo', 'sepa_transfer'] as const) {
      const started = await start(method);
      await payInFull(method, started);
      const refund = await stripe.refund({
        chargeRef: started.result.chargeRef,
        amount: 1000,
        currency: started.input.currency,
        idempotencyKey: key('refund'),
        method,
        payerEmail: 'ana@example.com',
      });
      expect(lastRequest('POST', '/v1/refunds')?.params.instructions_email).toBe('ana@example.com');
      expect(await stripe.retrieveRefund({ refundRef: refund.refundRef })).toEqual(refund);
      stand.finishRefund(refund.refundRef, true);
      expect(await stripe.retrieveRefund({ refundRef: refund.refundRef })).toEqual({
        refundRef: refund.refundRef,
        status: 'succeeded',
      });
    }
    const bizum = await start('bizum');
    await payInFull('bizum', bizum);
    await stripe.refund({
      chargeRef: bizum.result.chargeRef,
      amount: 1000,
      currency: 'EUR',
      idempotencyKey: key('refund'),
      method: 'bizum',
      payerEmail: 'ana@example.com',
    });
    expect(lastRequest('POST', '/v1/refunds')?.params.instructions_email).toBeUndefined();
  });

  it('a partly funded transfer kept at the close refunds up to what arrived, not what was asked', async () => {
    const { result, customer, input } = await start('sepa_transfer');
    await transfer(customer, 1500, 'EUR');
    await stripe.closeAwaiting({ chargeRef: result.chargeRef, received: 1500, currency: 'EUR' });
    await expect(
      stripe.refund({
        chargeRef: result.chargeRef,
        amount: input.amount,
        currency: 'EUR',
        idempotencyKey: key('r'),
      }),
    ).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' });
    expect(
      await stripe.refund({
        chargeRef: result.chargeRef,
        amount: 1500,
        currency: 'EUR',
        idempotencyKey: key('r'),
      }),
    ).toMatchObject({ status: 'pending' });
  });
});

describe('webhooks of delayed payments', () => {
  it('partially_funded, the cash balance movements and succeeded all name the charge (and our payment)', async () => {
    const { result, customer, input } = await start('sepa_transfer');
    await transfer(customer, 1000, 'EUR');
    await transfer(customer, input.amount - 1000, 'EUR');
    const parsed = eventsFor(result.chargeRef).map((e) => parse(e.payload));
    expect(parsed.map((e) => e.type)).toEqual([
      'customer_cash_balance_transaction.created',
      'payment_intent.partially_funded',
      'customer_cash_balance_transaction.created',
      'payment_intent.succeeded',
    ]);
    for (const event of parsed) expect(event.chargeRef).toBe(result.chargeRef);
    for (const event of parsed.filter((e) => e.type.startsWith('payment_intent.')))
      expect(event.paymentId).toBe(input.paymentId);
  });

  it.each(['payment_intent.requires_action', 'payment_intent.processing', 'payment_intent.partially_funded'])(
    '%s routes to the charge and our payment like succeeded/failed/canceled do',
    async (type) => {
      const { result, input } = await start('spei');
      const object = { ...stand.object(result.chargeRef) };
      if (type === 'payment_intent.processing')
        Object.assign(object, { status: 'processing', next_action: null });
      const payload = stand.eventPayload(type, object);
      expect(parse(payload)).toMatchObject({
        type,
        chargeRef: result.chargeRef,
        paymentId: input.paymentId,
        refundRef: null,
        setupRef: null,
      });
    },
  );

  it('OXXO’s payment_failed and Bizum’s succeeded name their charge', async () => {
    const oxxo = await start('oxxo');
    stand.expireVoucher(oxxo.result.chargeRef);
    const bizum = await start('bizum');
    stand.answerBizum(bizum.result.chargeRef, true);
    const [failed] = eventsFor(oxxo.result.chargeRef).map((e) => parse(e.payload));
    expect(failed).toMatchObject({ type: 'payment_intent.payment_failed', chargeRef: oxxo.result.chargeRef });
    const [paid] = eventsFor(bizum.result.chargeRef).map((e) => parse(e.payload));
    expect(paid).toMatchObject({ type: 'payment_intent.succeeded', paymentId: bizum.input.paymentId });
  });

  it('replayed or out of order, each event parses the same and the charge is read as it is now', async () => {
    const { result, customer, input } = await start('spei');
    await transfer(customer, 2000, 'MXN');
    await transfer(customer, input.amount - 2000, 'MXN');
    const [partial, succeeded] = eventsFor(result.chargeRef).filter((e) =>
      e.type.startsWith('payment_intent.'),
    );
    // Stripe delivers succeeded first, then the older partially_funded, then succeeded again.
    const deliveries = [succeeded, partial, succeeded].map((e) => parse((e as { payload: string }).payload));
    expect(deliveries[2]).toEqual(deliveries[0]);
    expect(new Set(deliveries.map((d) => d.id)).size).toBe(2);
    // The stale partially_funded snapshot says "waiting"; reading the charge (what processing does) says done.
    const stale = JSON.parse(deliveries[1]?.payload as string).data.object;
    expect(stale.status).toBe('requires_action');
    for (const delivery of deliveries) {
      expect(delivery.chargeRef).toBe(result.chargeRef);
      expect(await stripe.retrieveCharge({ chargeRef: delivery.chargeRef as string })).toMatchObject({
        status: 'succeeded',
        received: input.amount,
      });
    }
  });

  it('a partly funded transfer kept at the close ends with succeeded, never canceled, nothing left over', async () => {
    const { result, customer, input } = await start('sepa_transfer');
    await transfer(customer, 900, 'EUR');
    await stripe.closeAwaiting({ chargeRef: result.chargeRef, received: 900, currency: 'EUR' });
    // A late cancel (a racing expiry job) is refused: the payment is done.
    await expect(stripe.cancelCharge({ chargeRef: result.chargeRef })).rejects.toMatchObject({
      code: 'PAYMENT_STATE_CHANGED',
    });
    const types = eventsFor(result.chargeRef).map((e) => parse(e.payload).type);
    // Kept at the close: succeeded, never canceled; nothing back in the cash balance.
    expect(types.at(-1)).toBe('payment_intent.succeeded');
    expect(types).not.toContain('payment_intent.canceled');
    expect(stand.cashBalance(customer as string, 'EUR')).toBe(0);
    expect(input.amount).toBeGreaterThan(900);
  });
});
