import { errorCatalogue } from '@detalle/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.js';
import { StripeProvider } from '../src/modules/payments/providers/stripe.js';
import { parseStripeForm, type StripeStandIn, standInFee, startStripeStandIn } from './stripe-stand-in.js';

/**
 * The Stripe provider against the local stand-in (no network): the official SDK is pointed at it with
 * STRIPE_API_URL, and webhooks are signed with the SDK's own test-header helper.
 */
const SECRET_KEY = 'sk_test_detalle_stand_in';
const WEBHOOK_SECRET = 'whsec_detalle_account';
const CONNECT_WEBHOOK_SECRET = 'whsec_detalle_connect';

let stand: StripeStandIn;
let stripe: StripeProvider;

const providerFor = (overrides: Record<string, string> = {}) =>
  new StripeProvider(
    loadConfig({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_detalle',
      STRIPE_WEBHOOK_SECRET: `${WEBHOOK_SECRET}, ${CONNECT_WEBHOOK_SECRET}`,
      STRIPE_API_URL: stand.url,
      ...overrides,
    }),
  );

beforeAll(async () => {
  stand = await startStripeStandIn({ secretKey: SECRET_KEY });
  stripe = providerFor();
});
afterAll(() => stand.close());
afterEach(() => stand.setOutage(null));

let keys = 0;
const key = (what: string) => `${what}-${process.pid}-${++keys}-clave`;
const lastRequest = (method: string, path: string | RegExp) =>
  stand.requests
    .filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)))
    .at(-1);

/** A customer with a saved card made from one of Stripe's test payment methods. */
async function savedCard(token: string) {
  const customerRef = await stripe.ensureCustomer({
    personId: `persona-${++keys}`,
    email: 'ana@example.com',
    name: 'Ana Pérez',
    existing: null,
  });
  const { clientSecret } = await stripe.startCardSetup({ customerRef, idempotencyKey: key('setup') });
  const setupIntentId = String(clientSecret).split('_secret_')[0] as string;
  stand.succeedSetupIntent(setupIntentId, token);
  const card = await stripe.saveCard({ kind: 'stripe', setupIntentId, customerRef });
  return { customerRef, card, setupIntentId };
}

/** What the wallet service asks to charge a saved card (in euros unless said). */
async function chargeInput(token: string, input: { amount?: number; currency?: string } = {}) {
  const { customerRef, card } = await savedCard(token);
  return {
    amount: input.amount ?? 2500,
    currency: input.currency ?? 'EUR',
    customerRef,
    methodRef: card.providerRef,
    idempotencyKey: key('charge'),
    description: 'Detalle: aportación a «Luna de miel»',
    paymentId: '3f1c2d9e-0000-4000-8000-000000000001',
  };
}

async function charge(token: string, amount = 2500) {
  const input = await chargeInput(token, { amount });
  return { result: await stripe.charge(input), ...input };
}

/** Refunds part or all of a charge in euros, with a fresh idempotency key unless one is given. */
const refund = (chargeRef: string, amount: number, idempotencyKey = key('refund')) =>
  stripe.refund({ chargeRef, amount, currency: 'EUR', idempotencyKey });

const ONBOARDING_URLS = {
  returnUrl: 'https://detalle.test/billetera/retirar',
  refreshUrl: 'https://detalle.test/billetera/retirar?de-nuevo=1',
};
/** Asks for the person's onboarding link, as "Retirar dinero" does. */
const onboard = (personId: string, existing: string | null = null, email: string | null = null) =>
  stripe.onboardingLink({ personId, email, existing, ...ONBOARDING_URLS });

describe('configuration', () => {
  it('speaks to STRIPE_API_URL with the secret key and exposes only the publishable key', async () => {
    expect(stripe.name).toBe('stripe');
    expect(stripe.testMode).toBe(false);
    expect(stripe.publishableKey).toBe('pk_test_detalle');
    await stripe.ensureCustomer({ personId: 'persona-config', email: null, name: 'Luis', existing: null });
    expect(lastRequest('POST', '/v1/customers')).toBeDefined();
  });

  it('a refused secret key means payments are unavailable, not a crash', async () => {
    const wrong = providerFor({ STRIPE_SECRET_KEY: 'sk_test_otra' });
    await expect(
      wrong.ensureCustomer({ personId: 'persona-x', email: null, name: 'Luis', existing: null }),
    ).rejects.toMatchObject({ code: 'PAYMENTS_UNAVAILABLE', status: 503 });
  });
});

describe('customers and saved cards', () => {
  it('creates one customer per person, even when asked twice at once, and keeps an existing one', async () => {
    const input = { personId: 'persona-doble', email: 'a@example.com', name: 'Ana', existing: null };
    const [a, b] = await Promise.all([stripe.ensureCustomer(input), stripe.ensureCustomer(input)]);
    expect(a).toMatch(/^cus_/);
    expect(b).toBe(a);
    expect(await stripe.ensureCustomer({ ...input, existing: 'cus_ya' })).toBe('cus_ya');
  });

  it('saves a card finished in Stripe.js: brand, last four, expiry and fingerprint, nothing else', async () => {
    const { card, customerRef, setupIntentId } = await savedCard('pm_card_visa');
    expect(card).toEqual({
      providerRef: expect.stringMatching(/^pm_/),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      holder: 'Ana Pérez',
      fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
      country: 'US',
    });
    const setup = lastRequest('POST', '/v1/setup_intents');
    expect(setup?.params).toMatchObject({ customer: customerRef, usage: 'off_session' });
    expect(setup?.idempotencyKey).toMatch(/^setup-/);
    // The same card saved again has the same fingerprint (how duplicates are told apart).
    const again = await savedCard('pm_card_visa');
    expect(again.card.fingerprint).toBe(card.fingerprint);
    expect(again.card.providerRef).not.toBe(card.providerRef);
    expect(stand.object(setupIntentId)?.status).toBe('succeeded');
  });

  it('refuses a setup that is unfinished, unknown, or another person’s', async () => {
    const mine = await stripe.ensureCustomer({
      personId: 'persona-a',
      email: null,
      name: 'A',
      existing: null,
    });
    const theirs = await stripe.ensureCustomer({
      personId: 'persona-b',
      email: null,
      name: 'B',
      existing: null,
    });
    const { clientSecret } = await stripe.startCardSetup({
      customerRef: theirs,
      idempotencyKey: key('setup'),
    });
    const setupIntentId = String(clientSecret).split('_secret_')[0] as string;
    const refused = {
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/No hemos podido guardar la tarjeta/),
    };

    await expect(
      stripe.saveCard({ kind: 'stripe', setupIntentId, customerRef: theirs }),
    ).rejects.toMatchObject(refused);
    stand.succeedSetupIntent(setupIntentId);
    await expect(stripe.saveCard({ kind: 'stripe', setupIntentId, customerRef: mine })).rejects.toMatchObject(
      refused,
    );
    await expect(
      stripe.saveCard({ kind: 'stripe', setupIntentId: 'seti_no_existe', customerRef: mine }),
    ).rejects.toMatchObject(refused);
    await expect(
      stripe.saveCard({
        kind: 'test',
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        holder: 'A',
        customerRef: mine,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/formulario seguro de Stripe/),
    });
    // Nothing of a typed number ever went to Stripe through us.
    expect(JSON.stringify(stand.requests)).not.toContain('4242424242424242');
  });

  it('removes a card by detaching it, and a second removal is not an error', async () => {
    const { card } = await savedCard('pm_card_mastercard');
    await stripe.removeCard({ providerRef: card.providerRef });
    expect(stand.object(card.providerRef)?.customer).toBeNull();
    await expect(stripe.removeCard({ providerRef: card.providerRef })).resolves.toBeUndefined();
  });
});

describe('charges', () => {
  it('a charge that succeeds at once carries Stripe’s fee and our idempotency key', async () => {
    const { result, customerRef, methodRef, idempotencyKey } = await charge('pm_card_visa', 2500);
    expect(result).toEqual({
      chargeRef: expect.stringMatching(/^pi_/),
      status: 'succeeded',
      clientSecret: null,
      fee: standInFee(2500),
      failure: null,
    });
    const sent = lastRequest('POST', '/v1/payment_intents');
    expect(sent?.idempotencyKey).toBe(idempotencyKey);
    expect(sent?.params).toMatchObject({
      amount: '2500',
      currency: 'eur',
      customer: customerRef,
      payment_method: methodRef,
      confirm: 'true',
      metadata: { paymentId: '3f1c2d9e-0000-4000-8000-000000000001' },
      expand: ['latest_charge.balance_transaction'],
    });
  });

  it('3-D Secure: requires_action with the client secret, then succeeded once the person confirms', async () => {
    const { result } = await charge('pm_card_threeDSecure2Required', 4000);
    expect(result).toMatchObject({ status: 'requires_action', fee: null, failure: null });
    expect(result.clientSecret).toMatch(new RegExp(`^${result.chargeRef}_secret_`));
    expect(await stripe.retrieveCharge({ chargeRef: result.chargeRef })).toMatchObject({
      status: 'requires_action',
    });

    stand.completeAction(result.chargeRef, true);
    expect(await stripe.retrieveCharge({ chargeRef: result.chargeRef })).toEqual({
      chargeRef: result.chargeRef,
      status: 'succeeded',
      clientSecret: null,
      fee: standInFee(4000),
      failure: null,
    });
  });

  it('3-D Secure rejected by the person ends failed with a Spanish reason; a waiting charge can be canceled', async () => {
    const rejected = (await charge('pm_card_threeDSecure2Required')).result;
    stand.completeAction(rejected.chargeRef, false);
    expect(await stripe.retrieveCharge({ chargeRef: rejected.chargeRef })).toMatchObject({
      status: 'failed',
      failure: expect.stringMatching(/verificación de tu banco/),
    });

    const waiting = (await charge('pm_card_threeDSecure2Required')).result;
    expect(await stripe.cancelCharge({ chargeRef: waiting.chargeRef })).toMatchObject({ status: 'canceled' });
    const done = (await charge('pm_card_visa')).result;
    await expect(stripe.cancelCharge({ chargeRef: done.chargeRef })).rejects.toMatchObject({
      code: 'PAYMENT_STATE_CHANGED',
    });
  });

  it('a declined card is a failed result with a Spanish reason, recorded like any other attempt', async () => {
    const declined = (await charge('pm_card_chargeDeclined')).result;
    expect(declined).toEqual({
      chargeRef: expect.stringMatching(/^pi_/),
      status: 'failed',
      clientSecret: null,
      fee: null,
      failure: errorCatalogue.CARD_DECLINED.message,
    });
    const poor = (await charge('pm_card_chargeDeclinedInsufficientFunds')).result;
    expect(poor).toMatchObject({ status: 'failed', failure: errorCatalogue.INSUFFICIENT_FUNDS.message });
    const expired = (await charge('pm_card_chargeDeclinedExpiredCard')).result;
    expect(expired).toMatchObject({ status: 'failed', failure: errorCatalogue.CARD_EXPIRED.message });
    const cvc = (await charge('pm_card_chargeDeclinedIncorrectCvc')).result;
    expect(cvc).toMatchObject({ status: 'failed', failure: expect.stringMatching(/código de seguridad/) });
    // The PaymentIntent is there, refused, so a webhook about it finds our payment.
    expect(stand.object(declined.chargeRef)?.status).toBe('requires_payment_method');
  });

  it('the same idempotency key twice creates one PaymentIntent; with another amount it is refused', async () => {
    const input = await chargeInput('pm_card_visa', { amount: 1500, currency: 'MXN' });
    const before = stand.count('payment_intent');
    const [first, second] = await Promise.all([stripe.charge(input), stripe.charge(input)]);
    const third = await stripe.charge(input);
    expect(stand.count('payment_intent')).toBe(before + 1);
    expect(second.chargeRef).toBe(first.chargeRef);
    expect(third).toEqual(first);
    await expect(stripe.charge({ ...input, amount: 1600 })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      status: 409,
    });

    // A declined attempt replayed is the same refusal, not a second attempt.
    const again = await chargeInput('pm_card_chargeDeclined');
    const [a, b] = [await stripe.charge(again), await stripe.charge(again)];
    expect(b).toEqual(a);
  });

  it('Stripe down (500s or dropped connections) is PAYMENTS_UNAVAILABLE; retries repeat the same key', async () => {
    const input = await chargeInput('pm_card_visa', { amount: 999 });
    const before = stand.count('payment_intent');
    const sentBefore = stand.requests.length;
    stand.setOutage('error');
    await expect(stripe.charge(input)).rejects.toMatchObject({
      code: 'PAYMENTS_UNAVAILABLE',
      status: 503,
      retryAfter: 30,
      message: expect.stringMatching(/No se ha cobrado nada/),
    });
    const attempts = stand.requests.slice(sentBefore);
    expect(attempts.length).toBeGreaterThan(1);
    expect(new Set(attempts.map((r) => r.idempotencyKey))).toEqual(new Set([input.idempotencyKey]));

    stand.setOutage('close');
    await expect(stripe.retrieveCharge({ chargeRef: 'pi_cualquiera' })).rejects.toMatchObject({
      code: 'PAYMENTS_UNAVAILABLE',
    });
    await expect(refund('pi_x', 1)).rejects.toMatchObject({
      code: 'PAYMENTS_UNAVAILABLE',
    });

    stand.setOutage(null);
    const result = await stripe.charge(input);
    expect(result.status).toBe('succeeded');
    expect(stand.count('payment_intent')).toBe(before + 1);
  }, 30_000);
});

describe('refunds', () => {
  it('gives back a whole charge', async () => {
    const { result } = await charge('pm_card_visa', 3000);
    const idempotencyKey = key('refund');
    const given = await refund(result.chargeRef, 3000, idempotencyKey);
    expect(given).toEqual({ refundRef: expect.stringMatching(/^re_/), status: 'succeeded' });
    const sent = lastRequest('POST', '/v1/refunds');
    expect(sent).toMatchObject({
      idempotencyKey,
      params: { payment_intent: result.chargeRef, amount: '3000' },
    });
    await expect(refund(result.chargeRef, 1)).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' });
  });

  it('gives back part of a charge, then the rest, and not a cent more; a replayed key refunds once', async () => {
    const { result } = await charge('pm_card_visa', 5000);
    const partKey = key('part');
    const part = await refund(result.chargeRef, 1200, partKey);
    const replay = await refund(result.chargeRef, 1200, partKey);
    expect(replay).toEqual(part);
    await expect(refund(result.chargeRef, 3801)).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' });
    const rest = await refund(result.chargeRef, 3800);
    expect(rest.status).toBe('succeeded');
    const chargeId = (stand.object(result.chargeRef)?.latest_charge ?? '') as string;
    expect(stand.object(chargeId)).toMatchObject({ amount_refunded: 5000, refunded: true });
  });
});

describe('webhooks', () => {
  const parse = (payload: string, signature: string | undefined) =>
    stripe.parseWebhook({
      rawBody: Buffer.from(payload),
      headers: signature === undefined ? {} : { 'stripe-signature': signature },
    });

  it('a correctly signed event is parsed, stored raw, and says what it concerns', async () => {
    const { result } = await charge('pm_card_visa');
    const payload = stand.eventPayload('payment_intent.succeeded', result.chargeRef, { id: 'evt_pago_1' });
    expect(parse(payload, stand.signature(payload, WEBHOOK_SECRET))).toEqual({
      id: 'evt_pago_1',
      type: 'payment_intent.succeeded',
      payload,
      chargeRef: result.chargeRef,
      refundRef: null,
      accountRef: null,
      setupRef: null,
      // Our payment's id, from the PaymentIntent's metadata.
      paymentId: expect.any(String),
    });

    const chargeId = stand.object(result.chargeRef)?.latest_charge as string;
    const refunded = stand.eventPayload('charge.refunded', chargeId);
    expect(parse(refunded, stand.signature(refunded, WEBHOOK_SECRET))).toMatchObject({
      type: 'charge.refunded',
      chargeRef: result.chargeRef,
    });

    const given = await refund(result.chargeRef, 100);
    const updated = stand.eventPayload('refund.updated', given.refundRef);
    expect(parse(updated, stand.signature(updated, WEBHOOK_SECRET))).toMatchObject({
      chargeRef: result.chargeRef,
      refundRef: given.refundRef,
    });

    const { setupIntentId } = await savedCard('pm_card_visa');
    const setup = stand.eventPayload('setup_intent.succeeded', setupIntentId);
    expect(parse(setup, stand.signature(setup, WEBHOOK_SECRET))).toMatchObject({ setupRef: setupIntentId });
  });

  it('a connected account’s event, signed with the Connect endpoint’s secret, names the account', async () => {
    const { accountRef } = await onboard('persona-webhook');
    const payload = stand.eventPayload('account.updated', accountRef as string, {
      account: accountRef as string,
    });
    expect(parse(payload, stand.signature(payload, CONNECT_WEBHOOK_SECRET))).toMatchObject({
      type: 'account.updated',
      accountRef,
      chargeRef: null,
    });
  });

  it('refuses a forged body, a wrong secret, an old signature and a missing header, in Spanish', async () => {
    const payload = stand.eventPayload('payment_intent.succeeded', { object: 'payment_intent', id: 'pi_1' });
    const forged = payload.replace('pi_1', 'pi_2');
    const invalidSignature = {
      code: 'BAD_REQUEST',
      status: 400,
      message: expect.stringMatching(/firma .*no es válida/),
    };
    expect(() => parse(forged, stand.signature(payload, WEBHOOK_SECRET))).toThrow(
      expect.objectContaining(invalidSignature),
    );
    expect(() => parse(payload, stand.signature(payload, 'whsec_de_otro'))).toThrow(
      expect.objectContaining(invalidSignature),
    );
    // Five minutes either way, as Stripe's tolerance: the SDK checks only the past.
    const now = Math.floor(Date.now() / 1000);
    for (const at of [now - 3600, now + 3600, now - 301, now + 301])
      expect(() => parse(payload, stand.signature(payload, WEBHOOK_SECRET, at)), String(at - now)).toThrow(
        expect.objectContaining(invalidSignature),
      );
    for (const at of [now - 240, now + 240])
      expect(parse(payload, stand.signature(payload, WEBHOOK_SECRET, at)).id).toEqual(expect.any(String));
    // Two timestamps: the SDK would check the last, we could not tell which one the signature covers.
    const twice = stand.signature(payload, WEBHOOK_SECRET).replace(/^t=(\d+)/, `t=$1,t=${now - 3600}`);
    expect(() => parse(payload, twice)).toThrow(expect.objectContaining(invalidSignature));
    expect(() => parse(payload, 't=1,v1=00')).toThrow(expect.objectContaining(invalidSignature));
    expect(() => parse(payload, undefined)).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST', message: expect.stringMatching(/Falta la firma/) }),
    );
  });
});

describe('payouts through Connect Express', () => {
  it('onboards once, reports readiness, and stops asking once the account is complete', async () => {
    const first = await onboard('persona-pago', null, 'p@example.com');
    expect(first.accountRef).toMatch(/^acct_/);
    expect(first.url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(lastRequest('POST', '/v1/accounts')?.params).toMatchObject({
      type: 'express',
      capabilities: { transfers: { requested: 'true' } },
      metadata: { personId: 'persona-pago' },
    });
    expect(lastRequest('POST', '/v1/account_links')?.params).toMatchObject({
      account: first.accountRef,
      type: 'account_onboarding',
      return_url: ONBOARDING_URLS.returnUrl,
    });
    // A second click before the first account was stored: the same account, not a second one.
    const twice = await onboard('persona-pago', null, 'p@example.com');
    expect(twice.accountRef).toBe(first.accountRef);

    expect(await stripe.payoutsReady({ accountRef: null })).toBe(false);
    expect(await stripe.payoutsReady({ accountRef: first.accountRef })).toBe(false);
    const resumed = await onboard('persona-pago', first.accountRef);
    expect(resumed).toMatchObject({ accountRef: first.accountRef, url: expect.stringMatching(/^https:/) });

    stand.completeOnboarding(first.accountRef as string);
    expect(await stripe.payoutsReady({ accountRef: first.accountRef })).toBe(true);
    expect(await onboard('persona-pago', first.accountRef)).toEqual({
      accountRef: first.accountRef,
      url: null,
    });
  });

  it('adds a bank account to the connected account, refusing a bad number or no account', async () => {
    const { accountRef } = await onboard('persona-banco');
    const bank = {
      accountRef,
      account: 'ES9121000418450200051332',
      holder: 'Ana Pérez',
      country: 'es',
      currency: 'EUR',
    };
    expect(await stripe.saveBankAccount(bank)).toEqual({ providerRef: expect.stringMatching(/^ba_/) });
    expect(lastRequest('POST', /external_accounts$/)?.params).toMatchObject({
      external_account: {
        object: 'bank_account',
        country: 'ES',
        currency: 'eur',
        account_holder_name: 'Ana Pérez',
      },
    });
    await expect(stripe.saveBankAccount({ ...bank, account: '123' })).rejects.toMatchObject({
      code: 'BANK_ACCOUNT_INVALID',
    });
    await expect(stripe.saveBankAccount({ ...bank, accountRef: null })).rejects.toMatchObject({
      code: 'PAYOUT_ONBOARDING_REQUIRED',
    });
  });

  it('pays out with a transfer to the connected account, once per key, and only when onboarded', async () => {
    const { accountRef } = await onboard('persona-retira');
    const input = {
      accountRef,
      bankRef: 'ba_x',
      amount: 10_000,
      currency: 'EUR',
      idempotencyKey: key('payout'),
    };
    await expect(stripe.payout(input)).rejects.toMatchObject({ code: 'PAYOUT_ONBOARDING_REQUIRED' });

    stand.completeOnboarding(accountRef as string);
    const payout = await stripe.payout({ ...input, idempotencyKey: key('payout') });
    const replay = await stripe.payout({
      ...input,
      idempotencyKey: lastRequest('POST', '/v1/transfers')?.idempotencyKey as string,
    });
    expect(replay.payoutRef).toBe(payout.payoutRef);
    expect(payout).toEqual({
      payoutRef: expect.stringMatching(/^tr_/),
      status: 'in_transit',
      arrivalDate: stripe.quotePayout({ amount: 10_000, currency: 'EUR' }).arrivalDate,
    });
    expect(lastRequest('POST', '/v1/transfers')?.params).toEqual({
      amount: '10000',
      currency: 'eur',
      destination: accountRef,
    });
  });

  it('quotes no fee and an arrival two business days ahead, never on a weekend', () => {
    const quote = stripe.quotePayout({ amount: 5000, currency: 'EUR' });
    expect(quote.fee).toBe(0);
    const arrival = new Date(`${quote.arrivalDate}T00:00:00Z`);
    expect([0, 6]).not.toContain(arrival.getUTCDay());
    const days =
      (arrival.getTime() - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(2);
    expect(days).toBeLessThanOrEqual(4);
  });
});

describe('the stand-in itself', () => {
  it('reads Stripe’s bracketed form encoding', () => {
    expect(parseStripeForm('a=1&metadata[paymentId]=x&expand[0]=b.c&expand[1]=d&n[o][p]=q%20r')).toEqual({
      a: '1',
      metadata: { paymentId: 'x' },
      expand: ['b.c', 'd'],
      n: { o: { p: 'q r' } },
    });
  });
});
